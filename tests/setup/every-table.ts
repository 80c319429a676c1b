import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import { admin, member, requester, signIn, signUp } from './fixtures';
import type { TestApp } from './test-app';

/**
 * For the tests that move a whole database (the import of an earlier PGlite DATA_DIR, backups): rows
 * in every table, made through SOS's own API, and every row read back to compare.
 */

/** What both drivers answer to `execute`. */
type Rows<T> = { rows: T[] };

/** Every row of every table of schema public, as JSON text in UTC, sorted bytewise. */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = (await tx.execute(sql`select table_name as name
      from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`)) as unknown as Rows<{ name: string }>;
    const contents: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = (await tx.execute(
        sql`select row_to_json(t)::text as line from ${sql.identifier(name)} t order by row_to_json(t)::text collate "C"`,
      )) as unknown as Rows<{ line: string }>;
      contents[name] = rows.rows.map((row) => row.line);
    }
    return contents;
  });
}

/**
 * A company with an admin, a member leading a team, a pending request, a loner with a failed sign-in, and names in
 * several scripts: every table then holds rows (checked), so "every row arrives" covers every table.
 */
export async function fillEveryTable(t: TestApp) {
  const owner = await admin(t, 'Ōcean “Riders” \\ 🌊 עברית');
  const crew = await member(t, owner);
  const team = await t.request(
    'POST',
    '/api/teams',
    { name: 'Dawn 🌅 Patrol', leadIds: [crew.session.user.id] },
    {
      token: owner.token,
    },
  );
  expect(team.status).toBe(201);
  await requester(t, owner.company.companyCode, 'Zoë O’Brien-Ñúñez 🏄');
  const value = await t.request(
    'POST',
    '/api/values',
    { name: 'Ōwnership 🌊', description: 'Zoë’s “line”\nand the next' },
    { token: owner.token },
  );
  expect(value.status).toBe(201);
  const loner = await signUp(t, { fullName: 'Lone Wolf' });
  expect((await signIn(t, loner.email, 'Wrong-passw0rd')).status).toBe(400);
  const rows = await everyRow(t.db);
  for (const [table, lines] of Object.entries(rows)) expect(lines.length, table).toBeGreaterThan(0);
  return { owner, rows };
}
