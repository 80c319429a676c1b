import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { connectionBlocks } from '../../src/server/db/schema';
import { type admin, member } from '../setup/fixtures';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of connections (decision 041, slice 3), apart from its test so that
 * each module's cells read on their own. A person's settings and "don't pair me with" list are theirs
 * alone (level 1): a fresh member of A has put another fresh member of A on their list, and no answer
 * to any caller names that person; removing them from "the caller's" list finds nothing (404) for
 * everyone, admin A included, and the row stays. The "own" removal acts on a person the caller put on
 * their own list first (a fresh member of their company). Blocks go to a fresh member of A; another
 * company's admin finds no such person (404). "Did you meet?": the callers have no pair this round (400).
 */

export const connectionsEndpoints: EndpointId[] = [
  'getConnections',
  'putConnectionSettings',
  'addConnectionBlock',
  'removeConnectionBlock',
  'removeOwnConnectionBlock',
  'answerConnection',
  'getConnectionMap',
];

type Owner = Awaited<ReturnType<typeof admin>>;

export interface ConnectionsCellWorld {
  t: TestApp;
  companyA: Owner;
  companyB: Owner;
}

/** A fresh member of A's list, with the one person on it: made once, never changed by a cell. */
const strangersList = { ownerId: '', blockedId: '' };

async function strangersBlock(world: ConnectionsCellWorld) {
  if (strangersList.blockedId) return strangersList;
  const { t, companyA } = world;
  const owner = await member(t, companyA);
  const blocked = await member(t, companyA);
  const added = await t.request(
    'POST',
    '/api/connections/blocks',
    { userId: blocked.session.user.id },
    { token: owner.token },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  strangersList.ownerId = owner.session.user.id;
  strangersList.blockedId = blocked.session.user.id;
  return strangersList;
}

export async function connectionsCellFor(
  world: ConnectionsCellWorld,
  id: EndpointId,
  kind: CallerKind,
  path: string,
  token: string | undefined,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA, companyB } = world;
  const list = await strangersBlock(world);
  switch (id) {
    case 'putConnectionSettings':
      return { path, body: { optedIn: true, snoozedUntil: null } };
    case 'addConnectionBlock':
      return { path, body: { userId: (await member(t, companyA)).session.user.id } };
    case 'removeConnectionBlock':
      return { path: path.replace(':userId', list.blockedId) };
    case 'removeOwnConnectionBlock': {
      const person = await member(t, kind === 'otherCompanyAdmin' ? companyB : companyA);
      if (token)
        await t.request('POST', '/api/connections/blocks', { userId: person.session.user.id }, { token });
      return { path: path.replace(':userId', person.session.user.id) };
    }
    case 'answerConnection':
      return { path, body: { answer: 'met' } };
    default:
      return { path };
  }
}

/** Beyond the status: no answer names the person on a fresh member of A's list, and that row stays. */
export async function checkConnectionsCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: { body: unknown },
) {
  if (!connectionsEndpoints.includes(id) || !strangersList.blockedId) return;
  const name = `${id} × ${kind}`;
  expect(JSON.stringify(response.body ?? null), name).not.toContain(strangersList.blockedId);
  const rows = await t.db
    .select()
    .from(connectionBlocks)
    .where(
      and(
        eq(connectionBlocks.userId, strangersList.ownerId),
        eq(connectionBlocks.blockedUserId, strangersList.blockedId),
      ),
    );
  expect(rows, name).toHaveLength(1);
}
