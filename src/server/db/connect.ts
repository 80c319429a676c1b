import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The database as the data functions see it, whichever server it lives on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Database`, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a data function reads or writes through: the database, or a transaction already open. */
export type Db = Database | Transaction;

export interface DatabaseConnection {
  db: Database;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** The cheapest round trip to the database, for the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Connections SOS keeps to PostgreSQL unless told otherwise. */
export const POOL_SIZE = 10;

/** Any number: it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_ID = 727_001;

export async function connectPostgres(
  url: string,
  options: { max?: number } = {},
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? POOL_SIZE });
  // A client that loses its server (a restart, a failover, a killed backend) must not crash the
  // process: node-postgres emits that as an 'error' event, on the pool for an idle client and on the
  // client itself for one a transaction holds. The query in flight is rejected all the same, and
  // the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    async migrate(migrationsFolder) {
      // Instances starting together take turns: the advisory lock lives on this one client.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface ConnectOptions {
  /** PostgreSQL's own log lines (embedded server). */
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
  /** The embedded server exited while SOS still needed it. */
  onServerExit?: (description: string) => void;
}

/**
 * The database SOS runs on: the PostgreSQL server at `databaseUrl` when given, else the embedded
 * PostgreSQL server of `dataDir` (decision 014), through the same pool. DATA_DIR is locked so that a
 * second SOS cannot start a second server there.
 */
export async function connectDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  options: ConnectOptions = {},
): Promise<DatabaseConnection> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  return thenRelease(
    () => openEmbeddedPostgres(config.dataDir, options),
    () => lock.release(),
  );
}

/**
 * Opens a connection that depends on something held (the data directory's lock, a server): `release`
 * runs after the connection closes, or at once when opening fails.
 */
async function thenRelease(
  open: () => Promise<DatabaseConnection>,
  release: () => void | Promise<void>,
): Promise<DatabaseConnection> {
  let connection: DatabaseConnection;
  try {
    connection = await open();
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...connection,
    async close() {
      try {
        await connection.close();
      } finally {
        await release();
      }
    },
  };
}

async function openEmbeddedPostgres(dataDir: string, options: ConnectOptions): Promise<DatabaseConnection> {
  const server = await startEmbeddedPostgres({
    dataDir,
    onLog: options.onLog,
    onWarning: options.onWarning,
    onUnexpectedExit: options.onServerExit,
  });
  return thenRelease(
    () => connectPostgres(server.url),
    () => server.stop(),
  );
}
