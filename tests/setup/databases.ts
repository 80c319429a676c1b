import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, onTestFinished, TestRunner } from 'vitest';
import { connectPostgres, type Database, type DatabaseConnection } from '../../src/server/db/connect';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import * as schema from '../../src/server/db/schema';
import { removeDataDir, tempDataDir } from './temp-dirs';

/**
 * Test databases. Migrating takes seconds, copying a migrated template a fraction of one, so the global
 * setup migrates once and every test file gets its own copy: a PostgreSQL database created from a
 * template database, on an embedded PostgreSQL server started for the run (the default), or on the
 * server of TEST_DATABASE_URL.
 */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/**
 * The PostgreSQL server the run's databases live on: TEST_DATABASE_URL's, or an embedded server in a
 * temporary DATA_DIR, started here and stopped (and its folder removed) by `stop`.
 * The embedded one trades durability for speed (no fsync): its data is thrown away after the run.
 */
export async function startTestServer(): Promise<{ serverUrl: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL)
    return { serverUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const dataDir = tempDataDir('tests');
  try {
    const server = await startEmbeddedPostgres({
      dataDir,
      initNoSync: true,
      sameProcessGroup: true,
      settings: {
        fsync: 'off',
        synchronous_commit: 'off',
        full_page_writes: 'off',
        max_connections: '300',
      },
    });
    return {
      serverUrl: server.adminUrl,
      async stop() {
        await server.stop();
        await removeDataDir(dataDir);
      },
    };
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * `sos_test_<database of TEST_DATABASE_URL>_<kind>_<random>`: the run's own databases share the name of
 * the database it was given, so that `.ci/run` (through scripts/test-database.mjs) can find and drop
 * whatever a run left behind without touching another run's.
 */
function uniqueName(serverUrl: string, kind: 'tpl' | 'db'): string {
  const given = new URL(serverUrl).pathname.slice(1);
  const base = /^[a-z0-9_]{1,30}$/.test(given) ? given : 'db';
  return `sos_test_${base}_${kind}_${randomBytes(6).toString('hex')}`;
}

export async function createTemplate(
  serverUrl: string,
): Promise<{ template: string; drop(): Promise<void> }> {
  const name = uniqueName(serverUrl, 'tpl');
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const connection = await connectPostgres(databaseUrlFor(serverUrl, name), { max: 1 });
  await connection.migrate(migrationsFolder);
  await connection.close();
  return {
    template: name,
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Runs `dispose` when the caller is done: after its test when called inside one (a hook registered
 * there as `afterAll` would never run), after the file otherwise. Either way nothing is left behind.
 */
export function disposeWhenDone(dispose: () => Promise<void>): void {
  if (TestRunner.getCurrentTest()) onTestFinished(dispose);
  else afterAll(dispose);
}

/** A database of its own for one test file, copied from the template. */
export async function openTestDatabase(
  serverUrl: string,
  template: string,
): Promise<DatabaseConnection & { dispose(): Promise<void> }> {
  const name = uniqueName(serverUrl, 'db');
  await withAdminClient(serverUrl, async (client) => {
    // Two files copying the template at the same instant can collide (55006); take turns.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const connection = await connectPostgres(databaseUrlFor(serverUrl, name), { max: 20 });
  return {
    ...connection,
    async dispose() {
      await connection.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** The same database through a Drizzle instance that reports every statement it sends. */
export function withStatementLog(
  connection: DatabaseConnection,
  onStatement: (query: string) => void,
): Database {
  const logger = { logQuery: (query: string) => onStatement(query) };
  const client = (connection.db as unknown as { $client: pg.Pool }).$client;
  return drizzle({ client, schema, logger }) as unknown as Database;
}
