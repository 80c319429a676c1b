import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor } from './databases';

/**
 * A database of a test's own on the run's PostgreSQL server, by URL, for server processes to share as
 * their DATABASE_URL: copied from the migrated template, or empty (for SOS to migrate). Named like the
 * run's other databases (tests/setup/databases.ts), so that CI finds and drops one a failed run left.
 */
export async function createDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const given = new URL(serverUrl).pathname.slice(1);
  const base = /^[a-z0-9_]{1,30}$/.test(given) ? given : 'db';
  const name = `sos_test_${base}_db_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    if (!options.template) return client.query(`create database ${name}`);
    // Two files copying the template at the same instant can collide (55006); take turns.
    for (let attempt = 0; ; attempt++) {
      try {
        return await client.query(`create database ${name} template ${options.template}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Runs `work` on a client of `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
