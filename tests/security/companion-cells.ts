import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { nudgeDismissals } from '../../src/server/db/schema';
import { type admin, member } from '../setup/fixtures';
import { insertGoal } from '../setup/goal-rows';
import { activeOneOnOne } from '../setup/one-on-ones';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the companion (decision 044), apart from its test so that each
 * module's cells read on their own. A person's nudges are theirs alone (level 1): a fresh member of A
 * has a goal with no check-in for a month (a nudge), which no answer to any caller names and no caller
 * dismisses: dismissing it is 404 for everyone, admin A included, and no dismissal row is written.
 * The caller's own nudges and mutes are theirs to read and change.
 */

export const companionEndpoints: EndpointId[] = [
  'getCompanion',
  'dismissNudge',
  'putMutedKinds',
  'askSurfer',
  'briefOneOnOne',
  'draftText',
  'getCompanionModel',
  'putCompanionModel',
];

type Owner = Awaited<ReturnType<typeof admin>>;

export interface CompanionCellWorld {
  t: TestApp;
  companyA: Owner;
}

/** A fresh member of A and their quiet goal: made once, never changed by a cell. */
const strangersNudge = { userId: '', goalId: '' };

async function strangersGoal(world: CompanionCellWorld) {
  if (strangersNudge.goalId) return strangersNudge;
  const { t, companyA } = world;
  const stranger = await member(t, companyA);
  const goal = await insertGoal(t.db, {
    companyId: companyA.company.id,
    ownerId: stranger.session.user.id,
    title: `Matrix quiet goal ${crypto.randomUUID()}`,
  });
  strangersNudge.userId = stranger.session.user.id;
  strangersNudge.goalId = goal.id;
  return strangersNudge;
}

/**
 * A fresh active 1:1 of A between a fresh member and the caller when the caller is A's member or
 * lead, else between two fresh members (so admin A is not one of the two).
 */
async function oneOnOneFor(world: CompanionCellWorld, kind: CallerKind, token: string | undefined) {
  const { t, companyA } = world;
  const partner = await member(t, companyA);
  const one =
    (kind === 'member' || kind === 'teamLead') && token !== undefined
      ? { token, session: { user: { id: decodeJwt(token).sub as string } } }
      : await member(t, companyA);
  return activeOneOnOne(t, partner, one);
}

export async function companionCellFor(
  world: CompanionCellWorld,
  id: EndpointId,
  kind: CallerKind,
  path: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const nudge = await strangersGoal(world);
  switch (id) {
    case 'dismissNudge':
      return { path, body: { kind: 'goal_quiet', subjectId: nudge.goalId } };
    case 'putMutedKinds':
      return { path, body: { kinds: ['recognise'] } };
    case 'askSurfer':
      return { path, body: { question: 'What should I focus on this week?' } };
    case 'briefOneOnOne':
      return { path: path.replace(':id', (await oneOnOneFor(world, kind, token)).id) };
    case 'draftText':
      return { path, body: { kind: 'check_in', goalId: nudge.goalId } };
    case 'putCompanionModel':
      // On, as it was: the cells after this one still find the model on.
      return { path, body: { on: true } };
    default:
      return { path };
  }
}

/** Beyond the status: no answer names the stranger's goal, and nobody dismissed their nudge. */
export async function checkCompanionCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: { body: unknown },
) {
  if (!companionEndpoints.includes(id) || !strangersNudge.goalId) return;
  const name = `${id} × ${kind}`;
  // A check-in draft on that goal names it to whoever may check in on it (admin A): that is its point.
  if (id !== 'draftText')
    expect(JSON.stringify(response.body ?? null), name).not.toContain(strangersNudge.goalId);
  const rows = await t.db
    .select()
    .from(nudgeDismissals)
    .where(and(eq(nudgeDismissals.kind, 'goal_quiet'), eq(nudgeDismissals.subjectId, strangersNudge.goalId)));
  expect(rows, name).toEqual([]);
}
