import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goalMessages as m } from '../../shared/goal-messages';
import { goals } from '../db/schema';
import { admin, member } from '../../../tests/setup/fixtures';
import { expectError, goalBody, goalsApi, idOf, type Owner } from '../../../tests/setup/goals';
import { createTestApp } from '../../../tests/setup/test-app';

const t = await createTestApp();
const api = goalsApi(t);

async function teamLedBy(owner: Owner, leadId: string) {
  const response = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Crew ${Math.random()}`, leadIds: [leadId] },
    { token: owner.token },
  );
  expect(response.status).toBe(201);
  return response.body.team.id;
}

describe('a lead and a private goal of someone else', () => {
  it('is refused with 403 and the rule, not a 404 that undoes the change', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const plain = await member(t, owner);
    const teamId = await teamLedBy(owner, idOf(lead));
    const theirs = (await api.create(lead.token, goalBody({ level: 'team', teamId, ownerId: idOf(plain) })))
      .body.goal;
    expectError(
      await api.update(lead.token, theirs.id, { visibility: 'private' }),
      403,
      'forbidden',
      m.privateForSomeoneElse,
    );
    const hers = (await api.create(lead.token, goalBody({ level: 'team', teamId, visibility: 'private' })))
      .body.goal;
    expectError(
      await api.update(lead.token, hers.id, { ownerId: idOf(plain) }),
      403,
      'forbidden',
      m.privateForSomeoneElse,
    );
    expectError(
      await api.create(
        lead.token,
        goalBody({ level: 'team', teamId, ownerId: idOf(plain), visibility: 'private' }),
      ),
      403,
      'forbidden',
      m.privateForSomeoneElse,
    );
    const stored = await t.db
      .select({ id: goals.id, visibility: goals.visibility, ownerId: goals.ownerId })
      .from(goals)
      .where(eq(goals.companyId, owner.company.id));
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual({ id: theirs.id, visibility: 'company', ownerId: idOf(plain) });
    expect(stored).toContainEqual({ id: hers.id, visibility: 'private', ownerId: idOf(lead) });
  });

  it('is left to the owner and the admins, who still see the goal afterwards', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const plain = await member(t, owner);
    const teamId = await teamLedBy(owner, idOf(lead));
    const theirs = (await api.create(lead.token, goalBody({ level: 'team', teamId, ownerId: idOf(plain) })))
      .body.goal;
    expect((await api.update(owner.token, theirs.id, { visibility: 'private' })).body.goal.visibility).toBe(
      'private',
    );
    expect((await api.get(plain.token, theirs.id)).status).toBe(200);
    expectError(await api.get(lead.token, theirs.id), 404, 'not_found');
    const hers = (await api.create(lead.token, goalBody({ level: 'team', teamId }))).body.goal;
    expect((await api.update(lead.token, hers.id, { visibility: 'private' })).status).toBe(200);
  });
});
