import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { expectError, goalBody, goalsApi, idOf, type Owner } from '../../../tests/setup/goals';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { goalMessages as m } from '../../shared/goal-messages';
import { goals } from '../db/schema';

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

describe('list cursors', () => {
  it('take no goal id: a private goal’s id answers as a random uuid does, and pages never show it', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const other = await member(t, owner);
    const older = (await api.create(person.token, goalBody({ title: 'Older' }))).body.goal;
    const secret = (await api.create(person.token, goalBody({ title: 'Secret', visibility: 'private' }))).body
      .goal;
    const newer = (await api.create(person.token, goalBody({ title: 'Newer' }))).body.goal;
    const bySecret = await api.list(other.token, `?cursor=${secret.id}`);
    const byRandom = await api.list(other.token, `?cursor=${randomUUID()}`);
    expectError(bySecret, 400, 'validation_failed', m.cursorInvalid);
    expect([bySecret.status, bySecret.body]).toEqual([byRandom.status, byRandom.body]);
    const first = await api.list(other.token, '?limit=1');
    expect(first.body.items.map((goal) => goal.id)).toEqual([newer.id]);
    const second = await api.list(other.token, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: older.id })], nextCursor: null });
  });

  it('take no check-in id either', async () => {
    const owner = await admin(t);
    const created = (await api.create(owner.token, goalBody())).body.goal;
    const checkIn = (await api.checkIn(owner.token, created.id, { status: 'on_track', confidence: 5 })).body
      .checkIn;
    expectError(
      await api.checkIns(owner.token, created.id, `?cursor=${checkIn.id}`),
      400,
      'validation_failed',
      m.cursorInvalid,
    );
  });
});

describe('a cycle through a goal the caller cannot see', () => {
  it('is refused as any cycle is, naming none of the goals it runs through', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const keeper = await member(t, owner);
    const x = (await api.create(person.token, goalBody({ title: 'X' }))).body.goal;
    const y = (await api.create(person.token, goalBody({ title: 'Y' }))).body.goal;
    const hidden = (
      await api.create(keeper.token, goalBody({ title: 'Hidden', visibility: 'private', parentIds: [x.id] }))
    ).body.goal;
    expect((await api.update(owner.token, y.id, { parentIds: [hidden.id] })).status).toBe(200);
    expect((await api.get(person.token, y.id)).body.goal.parentIds).toEqual([]);
    const throughHidden = await api.update(person.token, x.id, { parentIds: [y.id] });
    expectError(throughHidden, 409, 'goal_cycle', m.cycle);
    expect(JSON.stringify(throughHidden.body)).not.toContain(hidden.id);
    expect(JSON.stringify(throughHidden.body)).not.toContain('Hidden');
    // The same answer as a cycle the caller sees whole.
    const z = (await api.create(person.token, goalBody({ title: 'Z', parentIds: [x.id] }))).body.goal;
    expect(errorOf(await api.update(person.token, x.id, { parentIds: [z.id] }))).toEqual(
      errorOf(throughHidden),
    );
  });
});
