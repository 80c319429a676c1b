import { expect } from 'vitest';
import type { OneOnOne } from '../../src/shared/contract/communication';
import { admin, member } from './fixtures';
import type { TestApp } from './test-app';

/** 1:1 fixtures: a company with an admin and two members, and a 1:1 between the members. */

export const idOf = (person: { session: { user: { id: string } } }) => person.session.user.id;

export const oneOnOneBody = (partnerId: string, overrides: Record<string, unknown> = {}) => ({
  partnerId,
  cadence: 'weekly',
  weekday: 3,
  localTime: '10:00',
  startsOn: '2030-01-01',
  ...overrides,
});

export async function setTimeZone(t: TestApp, owner: { token: string }, timeZone: string) {
  const response = await t.request('PATCH', '/api/company', { timeZone }, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Proposes and accepts: an active 1:1 between `a` and `b`. */
export async function activeOneOnOne(
  t: TestApp,
  a: { token: string; session: { user: { id: string } } },
  b: { token: string; session: { user: { id: string } } },
  overrides: Record<string, unknown> = {},
) {
  const proposed = await t.request<{ oneOnOne: OneOnOne }>(
    'POST',
    '/api/one-on-ones',
    oneOnOneBody(idOf(b), overrides),
    { token: a.token },
  );
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const accepted = await t.request<{ oneOnOne: OneOnOne }>(
    'POST',
    `/api/one-on-ones/${proposed.body.oneOnOne.id}/accept`,
    undefined,
    { token: b.token },
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.oneOnOne;
}

/** A company: its admin, two members with a 1:1 between them, and a stranger of another company. */
export async function oneOnOneWorld(t: TestApp) {
  const owner = await admin(t);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  const oneOnOne = await activeOneOnOne(t, ana, ben);
  const other = await admin(t, 'Other Waves');
  return { owner, ana, ben, oneOnOne, other };
}
