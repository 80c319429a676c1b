import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillEveryTable } from '../../../../tests/setup/every-table';
import { admin, member } from '../../../../tests/setup/fixtures';
import { insertGoal } from '../../../../tests/setup/goal-rows';
import { insertKudos } from '../../../../tests/setup/kudos-rows';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Caller } from '../../auth/caller';
import { assembleContext, contextText } from './context';

/**
 * What the model is never told (decision 044, docs/privacy.md §24): a world with rows in every table,
 * whose private fields all hold canary strings, and whose goals each name their owner. For every
 * person of every company, the context the companion would send holds no private canary and no goal
 * but their own, and does hold their own goals (so the check can fail).
 */
const t = await createTestApp();

/** Every private text field of every module: level 1 and 3 rows, and what only leads or raters read. */
const privateFields = [
  ['mood_entries', 'note'],
  ['one_on_one_notes', 'body'],
  ['journal_entries', 'body'],
  ['feedback', 'body'],
  ['feedback_requests', 'question'],
  ['review_answers', 'comment'],
  ['day_items', 'text'],
  ['day_closes', 'note'],
  ['skill_ratings', 'note'],
  ['habits', 'name'],
  ['focus_blocks', 'purpose'],
] as const;

const canaryOf = (table: string, column: string) => `CANARY-${table}-${column}`;

async function canaryWorld() {
  await fillEveryTable(t);
  // Another company, whose admin's goal no one of the first may be told of.
  const other = await admin(t, 'Other Shore');
  await insertGoal(t.db, { companyId: other.company.id, ownerId: other.session.user.id });
  // Recent kudos there, so the kudos source has something to read.
  const thanked = await member(t, other);
  await insertKudos(t.db, {
    companyId: other.company.id,
    senderId: other.session.user.id,
    recipientIds: [thanked.session.user.id],
  });
  for (const [table, column] of privateFields) {
    const result = await t.db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${canaryOf(table, column)}`,
    );
    expect(
      (result as unknown as { rowCount: number }).rowCount,
      `${table}.${column} has a row`,
    ).toBeGreaterThan(0);
  }
  await t.db.execute(sql`update goals set title = 'CANARY-goal-of-' || coalesce(owner_id::text, 'nobody')`);
  const people = await t.db.execute<{ userId: string; companyId: string; role: string }>(
    sql`select user_id as "userId", company_id as "companyId", role from user_roles`,
  );
  return (people as unknown as { rows: { userId: string; companyId: string; role: string }[] }).rows;
}

describe('the companion’s context', () => {
  it('never holds a private field, nor a goal but the asker’s own, for anyone of any company', async () => {
    const people = await canaryWorld();
    expect(people.length).toBeGreaterThan(2);
    let ownGoalsSeen = 0;
    const kindsSeen = new Set<string>();
    for (const person of people) {
      const caller: Caller = {
        userId: person.userId,
        companyId: person.companyId,
        isAdmin: person.role === 'admin',
      };
      const context = await assembleContext(t.db, caller);
      for (const source of context.sources) kindsSeen.add(source.kind);
      const told = `${contextText(context)}\n${JSON.stringify(context)}`;
      for (const [table, column] of privateFields)
        expect(told, person.userId).not.toContain(canaryOf(table, column));
      const goalsTold = [...told.matchAll(/CANARY-goal-of-([\w-]+)/g)].map((match) => match[1]);
      expect(
        goalsTold.filter((owner) => owner !== person.userId),
        person.userId,
      ).toEqual([]);
      if (goalsTold.length > 0) ownGoalsSeen += 1;
    }
    // The builders do read: someone's own open goals are in their context.
    expect(ownGoalsSeen).toBeGreaterThan(0);
    // And every source reads something in this world: a check that found nothing would prove nothing.
    expect([...kindsSeen].sort()).toEqual(['goal', 'growth_item', 'kudos', 'one_on_one']);
  });
});
