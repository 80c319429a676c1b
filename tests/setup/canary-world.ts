import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreatedCompany } from '../../src/shared/api';
import { fillEveryTable } from './every-table';
import { admin, member } from './fixtures';
import { insertGoal } from './goal-rows';
import { insertKudos } from './kudos-rows';
import { activeOneOnOne, idOf } from './one-on-ones';
import type { TestApp } from './test-app';

/**
 * The canary world of the companion's privacy tests (decision 044, docs/privacy.md §24): rows in every
 * table, whose private fields all hold canary strings, and whose goals each name their owner
 * (`CANARY-goal-of-<owner id>`). What the model is told must hold none of them but the asker's own goals.
 */

/** Every private text field of every module: level 1 and 3 rows, and what only leads or raters read. */
export const privateFields = [
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

export const canaryOf = (table: string, column: string) => `CANARY-${table}-${column}`;

/** Every private field's canary. */
export const privateCanaries = privateFields.map(([table, column]) => canaryOf(table, column));

/** The title every goal of `ownerId` has in the canary world. */
export const goalCanaryOf = (ownerId: string) => `CANARY-goal-of-${ownerId}`;

/** The owners of the goal canaries `text` holds. */
export const goalOwnersIn = (text: string) =>
  [...text.matchAll(/CANARY-goal-of-([\w-]+)/g)].map((match) => match[1]!);

export type CanaryPerson = {
  userId: string;
  companyId: string;
  role: string;
};

/**
 * The world: fillEveryTable's company, and another ("Other Shore") whose admin has a goal and whose
 * member received kudos. With `extraMembers`, each company gets that many more members, each with an
 * open goal, kudos from the admin, and an active 1:1 with the admin in which the admin wrote private
 * notes and the member put a point on the agenda. Then the canaries: every private field, every goal's
 * title. Answers everyone who belongs to a company.
 */
export async function canaryWorld(t: TestApp, { extraMembers = 0 } = {}): Promise<CanaryPerson[]> {
  const { owner } = await fillEveryTable(t);
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
  for (const lead of [owner, other]) {
    for (let i = 0; i < extraMembers; i++) await extraMember(t, lead);
  }
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
  const people = await t.db.execute<CanaryPerson>(
    sql`select user_id as "userId", company_id as "companyId", role from user_roles order by role, user_id`,
  );
  return (people as unknown as { rows: CanaryPerson[] }).rows;
}

/** One more member of the admin's company: an open goal, kudos received, a 1:1 with private notes. */
async function extraMember(
  t: TestApp,
  lead: { token: string; session: { user: { id: string } }; company: CreatedCompany },
) {
  const person = await member(t, lead);
  await insertGoal(t.db, { companyId: lead.company.id, ownerId: idOf(person) });
  await insertKudos(t.db, {
    companyId: lead.company.id,
    senderId: idOf(lead),
    recipientIds: [idOf(person)],
    message: 'Thanks for holding the line',
  });
  const oneOnOne = await activeOneOnOne(t, lead, person);
  const meeting = oneOnOne.nextMeeting!.id;
  const notes = await t.request(
    'PUT',
    `/api/one-on-ones/meetings/${meeting}/notes`,
    { body: 'Private note of the lead' },
    { token: lead.token },
  );
  expect(notes.status).toBe(200);
  const point = await t.request(
    'POST',
    `/api/one-on-ones/${oneOnOne.id}/points`,
    { text: 'Talk about the next swell' },
    { token: person.token },
  );
  expect(point.status).toBe(201);
  return person;
}
