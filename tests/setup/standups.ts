import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import type { StandupPage, StandupSettings } from '../../src/shared/contract/standups';
import { DEFAULT_STANDUP_QUESTIONS } from '../../src/shared/standup-messages';
import { teamLedBy } from './feedback';
import { admin, member } from './fixtures';
import type { TestApp } from './test-app';

/** Standup fixtures: a company, a team with its lead and two members, a colleague outside it, another company. */

export type Person = { token: string; session: { user: { id: string } } };
export const idOf = (person: Person) => person.session.user.id;

/** Every day of the week, so that the tests run whatever today is. */
export const everyDay = [1, 2, 3, 4, 5, 6, 7];

export const standupBody = (overrides: Partial<StandupSettings> = {}) => ({
  questions: DEFAULT_STANDUP_QUESTIONS.map((question) => ({ ...question })),
  weekdays: everyDay,
  digestTime: '16:00',
  paused: false,
  ...overrides,
});

export async function named(t: TestApp, person: Person, fullName: string) {
  await t.db
    .update(profiles)
    .set({ fullName })
    .where(eq(profiles.id, idOf(person)));
}

export async function standupWorld(t: TestApp) {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  const outsider = await member(t, owner);
  await named(t, lead, 'Lea Lead');
  await named(t, ana, 'Ana Answer');
  await named(t, ben, 'Ben Blank');
  const teamId = await teamLedBy(t, owner, lead, [ana, ben]);
  const other = await admin(t, 'Other Waves');
  return { owner, lead, ana, ben, outsider, teamId, other };
}

export async function turnOn(
  t: TestApp,
  lead: Person,
  teamId: string,
  overrides: Partial<StandupSettings> = {},
) {
  const response = await t.request<{ standup: StandupSettings }>(
    'PUT',
    `/api/standups/${teamId}`,
    standupBody(overrides),
    { token: lead.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.standup;
}

export async function answer(t: TestApp, who: Person, teamId: string, answers: string[]) {
  const response = await t.request<{ page: StandupPage }>(
    'PUT',
    `/api/standups/${teamId}/answer`,
    { answers },
    { token: who.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.page;
}
