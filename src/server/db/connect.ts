import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { DrizzlePGlite } from './pglite-client';

/** Either driver behind one type: the data functions never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cheapest round trip to the database, for the health check. On PGlite that is a simple-protocol
 * exec, without the parse, describe and bind steps (and Drizzle's wrapping) of a query with parameters.
 */
export async function pingDatabase(db: Database): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) await client.exec('select 1');
  else await db.execute(sql`select 1`);
}

/** Any number: it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_ID = 727_001;

export async function connectPostgres(
  url: string,
  options: { max?: number } = {},
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      // Instances starting together take turns: the advisory lock lives on this one client.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens an embedded PGlite database in `dir` (created when missing), or in memory without one. */
export async function openPglite(dir?: string): Promise<DatabaseConnection> {
  const client = await DrizzlePGlite.open(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * The database SOS runs on: the PostgreSQL server at `databaseUrl` when given, else the embedded one
 * under `dataDir`, locked so that a second process cannot open it too.
 */
export async function connectDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseConnection> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  try {
    const connection = await openPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...connection,
      async close() {
        try {
          await connection.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
