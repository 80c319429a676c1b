import pg from 'pg';
import { connectPostgres } from './connect';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface StagingCluster {
  dataDir: string;
  /** The cluster's folder in DATA_DIR, beside `postgres`: renamed into place by the caller when whole. */
  cluster: string;
  migrationsFolder: string;
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
}

/**
 * A cluster built aside: started (initialised when new), migrated with `migrationsFolder`, handed to
 * `fill` through one client, then stopped: the restore builds its cluster so.
 */
export async function fillStagingCluster<T>(
  staging: StagingCluster,
  fill: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { dataDir, cluster, onLog, onWarning } = staging;
  const server = await startEmbeddedPostgres({ dataDir, cluster, onLog, onWarning });
  try {
    const schema = await connectPostgres(server.url, { max: 1 });
    await schema.migrate(staging.migrationsFolder).finally(() => schema.close());
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return await fill(client);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}
