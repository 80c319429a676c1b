import { existsSync, mkdirSync } from 'node:fs';
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
import { startEmbeddedPostgres } from './embedded-postgres';
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
 * second SOS cannot start a second server (or open PGlite) there. A DATA_DIR that an earlier SOS
 * filled with PGlite, and that has no PostgreSQL cluster yet, stays on PGlite until its rows can be
 * moved over.
 */
export async function connectDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  options: ConnectOptions = {},
): Promise<DatabaseConnection> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  return thenRelease(
    () =>
      usesPglite(config.dataDir)
        ? openEarlierPglite(config.dataDir, options)
        : openEmbeddedPostgres(config.dataDir, options),
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

/** A DATA_DIR made by an SOS from before decision 014: its data is in PGlite, none in PostgreSQL. */
export function usesPglite(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite')) && !existsSync(path.join(dataDir, 'postgres'));
}

async function openEarlierPglite(dataDir: string, options: ConnectOptions): Promise<DatabaseConnection> {
  const directory = path.join(dataDir, 'pglite');
  options.onWarning?.(
    `${directory} holds a PGlite database from an earlier SOS: SOS goes on using it. ` +
      'New data directories get an embedded PostgreSQL server.',
  );
  return openPglite(directory);
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
