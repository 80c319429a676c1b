import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foreignKeys } from '../../../tests/setup/catalogue';
import { fillEveryTable } from '../../../tests/setup/every-table';
import { signUp } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import { EXPORT_SECTION_NAMES } from '../../shared/export-sections';
import { users } from '../db/schema';
import { exportPersonData } from './export';

/**
 * Every table that holds a person's data is in their export, or named here as left out, with why. The
 * tables are the catalogue's: a table with a column referencing a person (users.id) holds their data,
 * so a new one fails this test until it is read by export.ts or added below.
 */
const t = await createTestApp();

const notExported: Record<string, string> = {
  device_tokens: 'a secret proving a browser signed in before: never shown, even to its person',
  email_tokens: 'one-use secrets of the links mailed to the person: never shown, even hashed',
  feedback_readers:
    'the leads who may read feedback about someone else: that feedback is its author’s and recipient’s, not the reader’s',
  integrations:
    'which admin connected a webhook, Slack or Teams channel: the connection is the company’s, managed on its Integrations page',
  kudos_given:
    'when a person gave kudos in the last day, kept for the daily limit only: the kudos section lists their kudos',
  slack_link_codes:
    'a code to link Slack, kept hashed for ten minutes: a one-use secret, never shown, as mailed links are not',
  sso_handoffs:
    'the one-minute, one-use codes a single sign-on hands the browser for a session: secrets, never shown, even hashed',
  team_purposes:
    'who last wrote a team’s purpose: the sentence is the team’s, read by the whole company (level 4), and stays with the team',
};

/** The tables holding a person's data, with the columns that name them. */
async function personalTables(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>([['users', ['id']]]);
  for (const key of await foreignKeys(t.db)) {
    if (key.references === 'users.id') tables.set(key.table, [...(tables.get(key.table) ?? []), key.column]);
  }
  return tables;
}

/** The scans of each table this connection counted and has not yet reported, as PostgreSQL tells them. */
async function pendingScans(tx: Pick<typeof t.db, 'execute'>): Promise<Map<string, number>> {
  const result = await tx.execute<{ name: string; scans: number }>(sql`select relname as name,
      (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans
    from pg_stat_xact_user_tables where schemaname = 'public'`);
  const rows = (result as unknown as { rows: { name: string; scans: number }[] }).rows;
  return new Map(rows.map((row) => [row.name, row.scans]));
}

/**
 * The tables the export reads, as PostgreSQL counts them: the export of every person runs in one
 * transaction, and the scans pg_stat_xact_user_tables counts grow, within it, by that export's alone
 * (its counts may include earlier transactions' that are not yet reported: hence before and after).
 * Every table holds rows first, since a join with an empty table may skip reading the other.
 */
async function tablesTheExportReads(): Promise<string[]> {
  await fillEveryTable(t);
  const people = await t.db.select({ id: users.id }).from(users);
  expect(people.length).toBeGreaterThan(1);
  return t.db.transaction(async (tx) => {
    const before = await pendingScans(tx);
    for (const { id } of people) await exportPersonData(tx, id);
    const after = await pendingScans(tx);
    return [...after].filter(([name, scans]) => scans > (before.get(name) ?? 0)).map(([name]) => name);
  });
}

describe('the person’s export', () => {
  it('reads every table holding a person’s data but those named as left out, with why', async () => {
    const personal = await personalTables();
    const read = await tablesTheExportReads();
    expect(read.length).toBeGreaterThan(0);
    const missing = [...personal.keys()]
      .filter((table) => !read.includes(table) && !(table in notExported))
      .map((table) => `${table} (${personal.get(table)!.join(', ')})`);
    expect(missing, 'tables with a person’s data that the export neither reads nor names').toEqual([]);
    // A table named as left out is one with a person's data that the export indeed does not read.
    for (const table of Object.keys(notExported)) {
      expect(personal.has(table), `${table} holds a person’s data`).toBe(true);
      expect(read, `${table} is left out`).not.toContain(table);
    }
  });

  it('has the sections the account page names, in that order, and no other', async () => {
    const person = await signUp(t);
    const data = await exportPersonData(t.db, person.session.user.id);
    expect(Object.keys(data)).toEqual(['exportedAt', ...EXPORT_SECTION_NAMES]);
  });
});
