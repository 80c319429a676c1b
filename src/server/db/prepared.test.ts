import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import type { Database } from './connect';
import { isUniqueViolation } from './errors';
import { preparedQuery } from './prepared';
import { profiles, userRoles, users } from './schema';

/**
 * Prepared queries run as named statements (on PGlite through `DrizzlePGlite`): they must answer
 * exactly as the same query sent unprepared, fail the same way, and keep their turn.
 */
const t = await createTestApp();

/** One row of many types; `unprepared` changes the text, so it takes the ordinary path. */
function memberRow(db: Database, unprepared = false) {
  return db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      role: userRoles.role,
      companyId: profiles.companyId,
      admin: sql<boolean>`${userRoles.role} = 'admin'`,
      two: sql<number>`1 + 1`,
      list: sql<
        { n: number; at: string }[]
      >`json_build_array(json_build_object('n', 1, 'at', '2026-01-02T03:04:05Z'::timestamptz))`,
      missing: sql<string | null>`null::text`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.email, sql.placeholder('email')), unprepared ? sql`true` : undefined));
}

const memberRowQuery = preparedQuery((db) => memberRow(db).prepare('test_member_row'));

const insertUserQuery = preparedQuery((db) =>
  db
    .insert(users)
    .values({ email: sql.placeholder('email'), passwordHash: 'x', fullName: 'Prepared Twice' })
    .returning({ id: users.id })
    .prepare('test_insert_user'),
);

const laterTableQuery = preparedQuery((db) =>
  db
    .select({ n: sql<number>`n` })
    .from(sql`prepared_test_later`)
    .prepare('test_later_table'),
);

describe('prepared queries', () => {
  it('answer with the same rows and types as the same query unprepared', async () => {
    const owner = await admin(t);
    const { email } = await member(t, owner);
    for (const address of [owner.email, email]) {
      const prepared = await memberRowQuery(t.db).execute({ email: address });
      const again = await memberRowQuery(t.db).execute({ email: address });
      const unprepared = await memberRow(t.db, true)
        .prepare('test_member_row_unprepared')
        .execute({ email: address });
      expect(prepared).toHaveLength(1);
      expect(prepared).toEqual(unprepared);
      expect(again).toEqual(unprepared);
      expect(prepared[0]?.createdAt).toBeInstanceOf(Date);
      expect(prepared[0]?.two).toBe(2);
      expect(prepared[0]?.missing).toBeNull();
    }
    expect(await memberRowQuery(t.db).execute({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('report a unique violation with its SQLSTATE, and keep working after it', async () => {
    const email = `prepared.${Date.now()}@example.com`;
    await insertUserQuery(t.db).execute({ email });
    const error = await insertUserQuery(t.db)
      .execute({ email })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    expect(await insertUserQuery(t.db).execute({ email: `other.${email}` })).toHaveLength(1);
  });

  it('recover from a statement that failed to parse', async () => {
    await t.db.execute(sql`drop table if exists prepared_test_later`);
    await expect(laterTableQuery(t.db).execute()).rejects.toThrow();
    await t.db.execute(sql`create table prepared_test_later (n int)`);
    await t.db.execute(sql`insert into prepared_test_later values (7)`);
    expect(await laterTableQuery(t.db).execute()).toEqual([{ n: 7 }]);
    await t.db.execute(sql`drop table prepared_test_later`);
  });

  it('run concurrently without mixing their answers', async () => {
    const owner = await admin(t);
    const people = await Promise.all([member(t, owner), member(t, owner), member(t, owner)]);
    const emails = [owner.email, ...people.map((person) => person.email)];
    const calls = Array.from({ length: 24 }, (_, i) => emails[i % emails.length] as string);
    const rows = await Promise.all(calls.map((email) => memberRowQuery(t.db).execute({ email })));
    expect(rows.map(([row]) => row?.email)).toEqual(calls);
  });

  it('never run inside another caller’s open transaction, and run inside their own', async () => {
    const events: string[] = [];
    const email = `in.tx.${Date.now()}@example.com`;
    const transaction = t.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash: 'x', fullName: 'Rolled Back' })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ id: user!.id, fullName: 'Rolled Back' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push('transaction ends');
      tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = memberRowQuery(t.db)
      .execute({ email })
      .then((rows) => events.push(`outside sees ${rows.length}`));
    await expect(transaction).rejects.toThrow();
    await outside;
    // PostgreSQL runs it beside the transaction, which it does not see.
    expect(events).toContain('outside sees 0');

    const inside = await t.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash: 'x', fullName: 'Seen Inside' })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ id: user!.id, fullName: 'Seen Inside' });
      return memberRowQuery(tx as unknown as Database).execute({ email });
    });
    expect(inside.map((row) => row.email)).toEqual([email]);
  });
});
