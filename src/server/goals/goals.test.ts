import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, signUp } from '../../../tests/setup/fixtures';
import {
  type Body,
  day,
  expectError,
  goalBody,
  goalsApi,
  idOf,
  type Owner,
} from '../../../tests/setup/goals';
import { createTestApp } from '../../../tests/setup/test-app';
import { goalMessages as m } from '../../shared/goal-messages';
import { peopleMessages } from '../../shared/messages';
import { teamMessages } from '../../shared/team-messages';
import { checkIns, goalAlignments, goals, keyResults, keyResultValues } from '../db/schema';

const statements: string[] = [];
const t = await createTestApp({ onStatement: (query) => statements.push(query) });
const api = goalsApi(t);

async function goal(token: string, overrides: Body = {}) {
  const response = await api.create(token, goalBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.goal;
}

async function team(owner: Owner, leadIds: string[] = []) {
  const response = await t.request<{ team: { id: string; name: string } }>(
    'POST',
    '/api/teams',
    { name: `Crew ${Math.random()}`, leadIds },
    { token: owner.token },
  );
  expect(response.status).toBe(201);
  return response.body.team;
}

async function goalCountOf(companyId: string) {
  return (await t.db.select({ id: goals.id }).from(goals).where(eq(goals.companyId, companyId))).length;
}

describe('setting goals', () => {
  it('sets a company goal with its key results, first values and answer', async () => {
    const owner = await admin(t);
    const response = await api.create(
      owner.token,
      goalBody({
        level: 'company',
        title: '  Grow the surf school ',
        description: 'Twice the pupils',
        keyResults: [
          {
            title: 'Pupils',
            kind: 'number',
            startValue: 10,
            targetValue: 20,
            currentValue: 15,
            unit: 'kids',
          },
          { title: 'Second school open', kind: 'binary', startValue: 5, currentValue: 1, weight: 3 },
        ],
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const created = response.body.goal;
    expect(created).toMatchObject({
      level: 'company',
      team: null,
      owner: { id: idOf(owner), fullName: 'Ada Admin' },
      title: 'Grow the surf school',
      description: 'Twice the pupils',
      visibility: 'company',
      status: 'open',
      closedAt: null,
      lastCheckIn: null,
      keyResultCount: 2,
      parentIds: [],
      parents: [],
      children: [],
      canEdit: true,
      canCheckIn: true,
    });
    // (0.5 × 1 + 1 × 3) / 4
    expect(created.progress).toBeCloseTo(0.875);
    // Set just now, 10 days into its period: expected from now, not from the period's start, and new
    // rather than judged before it has had a chance.
    expect(created.expectedProgress).toBeLessThan(0.001);
    expect(created.health).toBe('new');
    expect(created.keyResults).toEqual([
      expect.objectContaining({
        title: 'Pupils',
        unit: 'kids',
        startValue: 10,
        currentValue: 15,
        position: 0,
        progress: 0.5,
      }),
      expect.objectContaining({
        kind: 'binary',
        startValue: 0,
        targetValue: 1,
        currentValue: 1,
        weight: 3,
        progress: 1,
      }),
    ]);
    expect(created.keyResults.map((result) => result.history.map((point) => point.value))).toEqual([
      [15],
      [1],
    ]);
  });

  it('lets admins alone set company goals (403 with the rule’s words)', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expectError(
      await api.create(person.token, goalBody({ level: 'company' })),
      403,
      'forbidden',
      m.companyGoalsAdminOnly,
    );
    expect(await goalCountOf(owner.company.id)).toBe(0);
  });

  it('lets a team’s leads and admins set its goals, not a plain member; a foreign team is not found', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const plain = await member(t, owner);
    const crew = await team(owner, [idOf(lead)]);
    const byLead = await goal(lead.token, { level: 'team', teamId: crew.id, ownerId: idOf(plain) });
    expect(byLead).toMatchObject({
      team: { id: crew.id, name: crew.name },
      owner: { id: idOf(plain) },
      canEdit: true,
    });
    await goal(owner.token, { level: 'team', teamId: crew.id });
    expectError(
      await api.create(plain.token, goalBody({ level: 'team', teamId: crew.id })),
      403,
      'forbidden',
      m.teamGoalsLeadOnly,
    );
    const foreign = await team(await admin(t, 'Elsewhere'));
    expectError(
      await api.create(owner.token, goalBody({ level: 'team', teamId: foreign.id })),
      404,
      'not_found',
      teamMessages.teamNotFound,
    );
    expect(await goalCountOf(owner.company.id)).toBe(2);
  });

  it('lets anyone set their own personal goal, not one for someone else unless admin', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const other = await member(t, owner);
    expect((await goal(person.token)).owner?.id).toBe(idOf(person));
    expectError(await api.create(person.token, goalBody({ ownerId: idOf(other) })), 403, 'forbidden');
    expect((await goal(owner.token, { ownerId: idOf(other) })).owner?.id).toBe(idOf(other));
    const stranger = await admin(t, 'Strangers');
    expectError(
      await api.create(owner.token, goalBody({ ownerId: idOf(stranger) })),
      400,
      'validation_failed',
      m.personInvalid,
    );
    expect(await goalCountOf(owner.company.id)).toBe(2);
  });

  it('refuses bad bodies with the rules’ first message, storing nothing', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Strangers');
    const foreign = await goal(stranger.token);
    const kr = { title: 'K', kind: 'number', targetValue: 1 };
    const refusals: [Body, string][] = [
      [{ keyResults: Array.from({ length: 6 }, () => kr) }, m.keyResultsCount],
      [{ keyResults: [] }, m.keyResultsCount],
      [{ startsOn: day(5), dueOn: day(4) }, m.dueBeforeStart],
      [{ startsOn: '2026-02-30' }, m.dateInvalid],
      [{ keyResults: [{ title: 'K', kind: 'number', startValue: 3, targetValue: 3 }] }, m.targetEqualsStart],
      [{ keyResults: [{ title: 'K', kind: 'binary', currentValue: 2 }] }, m.binaryValue],
      [{ parentIds: [foreign.id] }, m.parentsInvalid],
      [{ parentIds: ['00000000-0000-4000-8000-000000000000'] }, m.parentsInvalid],
      [{ level: 'team' }, m.teamRequired],
    ];
    for (const [overrides, message] of refusals) {
      expectError(await api.create(owner.token, goalBody(overrides)), 400, 'validation_failed', message);
    }
    expect(await goalCountOf(owner.company.id)).toBe(0);
    expect(await t.db.select().from(keyResults).where(eq(keyResults.goalId, foreign.id))).toHaveLength(1);
  });

  it('refuses someone without a company with 403', async () => {
    const person = await signUp(t);
    expectError(await api.list(person.token), 403, 'forbidden', peopleMessages.noCompany);
    expectError(await api.create(person.token, goalBody()), 403, 'forbidden');
  });
});

describe('who sees a goal', () => {
  it('shows a private goal to its owner and admins only; to others it does not exist', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const other = await member(t, owner);
    const secret = await goal(person.token, { visibility: 'private', title: 'Secret' });
    expect((await api.get(person.token, secret.id)).status).toBe(200);
    expect((await api.get(owner.token, secret.id)).status).toBe(200);
    expectError(await api.get(other.token, secret.id), 404, 'not_found', m.goalNotFound);
    expectError(await api.update(other.token, secret.id, { title: 'Mine' }), 404, 'not_found');
    expectError(
      await api.checkIn(other.token, secret.id, { status: 'on_track', confidence: 5 }),
      404,
      'not_found',
    );
    expectError(await api.checkIns(other.token, secret.id), 404, 'not_found');
    expect((await api.list(other.token)).body.items.map((item) => item.id)).not.toContain(secret.id);
    expect((await api.tree(other.token)).body.items.map((item) => item.id)).not.toContain(secret.id);
    expect((await api.list(owner.token)).body.items.map((item) => item.id)).toContain(secret.id);
  });

  it('answers another company’s goal, and a malformed id, with 404', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Strangers');
    const foreign = await goal(stranger.token);
    for (const response of [
      await api.get(owner.token, foreign.id),
      await api.update(owner.token, foreign.id, { title: 'Taken' }),
      await api.remove(owner.token, foreign.id),
      await api.checkIns(owner.token, foreign.id),
      await api.checkIn(owner.token, foreign.id, { status: 'on_track', confidence: 5 }),
      await api.get(owner.token, 'not-a-uuid'),
    ]) {
      expectError(response, 404, 'not_found', m.goalNotFound);
    }
    expect((await api.get(stranger.token, foreign.id)).body.goal.title).toBe(foreign.title);
  });
});

describe('changing a goal', () => {
  it('lets the owner of a personal goal, a lead of a team goal’s team and admins edit; no one else', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const lead = await member(t, owner);
    const plain = await member(t, owner);
    const crew = await team(owner, [idOf(lead)]);
    const mine = await goal(person.token);
    const crewGoal = await goal(owner.token, { level: 'team', teamId: crew.id, ownerId: idOf(plain) });
    const company = await goal(owner.token, { level: 'company', ownerId: idOf(plain) });

    expect((await api.update(person.token, mine.id, { title: 'Mine, renamed' })).status).toBe(200);
    expect((await api.update(owner.token, mine.id, { title: 'Admin was here' })).status).toBe(200);
    expectError(await api.update(plain.token, mine.id, { title: 'Nope' }), 403, 'forbidden', m.cannotChange);
    expect((await api.update(lead.token, crewGoal.id, { title: 'Lead renamed' })).status).toBe(200);
    // The owner of a team or company goal checks in on it but does not edit it.
    expectError(await api.update(plain.token, crewGoal.id, { title: 'Nope' }), 403, 'forbidden');
    expectError(await api.update(plain.token, company.id, { title: 'Nope' }), 403, 'forbidden');
    expect((await api.get(plain.token, crewGoal.id)).body.goal).toMatchObject({
      canEdit: false,
      canCheckIn: true,
    });
    expect((await api.get(person.token, crewGoal.id)).body.goal).toMatchObject({
      canEdit: false,
      canCheckIn: false,
    });
    expect((await api.checkIn(plain.token, crewGoal.id, { status: 'at_risk', confidence: 4 })).status).toBe(
      201,
    );
    expectError(
      await api.checkIn(person.token, crewGoal.id, { status: 'at_risk', confidence: 4 }),
      403,
      'forbidden',
    );
    expectError(await api.remove(plain.token, crewGoal.id), 403, 'forbidden');
    expectError(await api.remove(person.token, company.id), 403, 'forbidden');
    expect((await api.remove(lead.token, crewGoal.id)).status).toBe(204);
    expect((await api.remove(person.token, mine.id)).status).toBe(204);
    expect((await api.remove(owner.token, company.id)).status).toBe(204);
    expect(await goalCountOf(owner.company.id)).toBe(0);
  });

  it('closes and reopens a goal; a closed goal takes no check-in (409)', async () => {
    const owner = await admin(t);
    const created = await goal(owner.token);
    const closed = (await api.update(owner.token, created.id, { status: 'closed' })).body.goal;
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String), health: 'closed' });
    expectError(
      await api.checkIn(owner.token, created.id, { status: 'on_track', confidence: 7 }),
      409,
      'goal_closed',
      m.closed,
    );
    expect((await api.list(owner.token)).body.items).toEqual([]);
    expect((await api.list(owner.token, '?status=closed')).body.items.map((item) => item.id)).toEqual([
      created.id,
    ]);
    const reopened = (await api.update(owner.token, created.id, { status: 'open' })).body.goal;
    expect(reopened).toMatchObject({ status: 'open', closedAt: null });
    expect((await api.checkIn(owner.token, created.id, { status: 'on_track', confidence: 7 })).status).toBe(
      201,
    );
  });

  it('checks an edited date against the stored one', async () => {
    const owner = await admin(t);
    const created = await goal(owner.token, { startsOn: day(0), dueOn: day(30) });
    expectError(
      await api.update(owner.token, created.id, { dueOn: day(-1) }),
      400,
      'validation_failed',
      m.dueBeforeStart,
    );
    expectError(
      await api.update(owner.token, created.id, { startsOn: day(-1200) }),
      400,
      'validation_failed',
      m.periodTooLong,
    );
    expect((await api.get(owner.token, created.id)).body.goal).toMatchObject({
      startsOn: day(0),
      dueOn: day(30),
    });
    expect((await api.update(owner.token, created.id, { startsOn: day(-5) })).body.goal.startsOn).toBe(
      day(-5),
    );
  });

  it('replaces the key results: kept ones keep their history, missing ones go, new ones come', async () => {
    const owner = await admin(t);
    const created = await goal(owner.token, {
      keyResults: [
        { title: 'Keep', kind: 'number', targetValue: 10 },
        { title: 'Drop', kind: 'number', targetValue: 10 },
      ],
    });
    const [keep, drop] = created.keyResults;
    expect(
      (
        await api.checkIn(owner.token, created.id, {
          status: 'on_track',
          confidence: 6,
          values: [{ keyResultId: keep!.id, value: 4 }],
        })
      ).status,
    ).toBe(201);
    const response = await api.update(owner.token, created.id, {
      keyResults: [
        { title: 'Added', kind: 'binary', startValue: 7, targetValue: 9 },
        { id: keep!.id, title: 'Kept', kind: 'number', targetValue: 10, currentValue: 5 },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const edited = response.body.goal;
    expect(edited.keyResults.map(({ id, title, position }) => ({ id, title, position }))).toEqual([
      { id: expect.not.stringMatching(keep!.id), title: 'Added', position: 0 },
      { id: keep!.id, title: 'Kept', position: 1 },
    ]);
    expect(edited.keyResults[0]).toMatchObject({ startValue: 0, targetValue: 1, currentValue: 0 });
    expect(edited.keyResults[1]!.history.map((point) => point.value)).toEqual([0, 4, 5]);
    expect(edited.progress).toBeCloseTo(0.25);
    expect(await t.db.select().from(keyResults).where(eq(keyResults.id, drop!.id))).toEqual([]);
    expect(
      await t.db.select().from(keyResultValues).where(eq(keyResultValues.keyResultId, drop!.id)),
    ).toEqual([]);
    const foreignId = (await goal(owner.token)).keyResults[0]!.id;
    expectError(
      await api.update(owner.token, created.id, {
        keyResults: [{ id: foreignId, title: 'X', kind: 'number', targetValue: 2 }],
      }),
      400,
      'validation_failed',
      m.keyResultInvalid,
    );
    expect((await api.get(owner.token, created.id)).body.goal.keyResults).toHaveLength(2);
  });
});

describe('check-ins', () => {
  it('moves the key results, the progress and the health, and lists the check-ins newest first', async () => {
    const owner = await admin(t);
    const created = await goal(owner.token, {
      keyResults: [
        { title: 'Waves', kind: 'number', startValue: 100, targetValue: 0 },
        { title: 'Board bought', kind: 'binary' },
      ],
    });
    const [waves, board] = created.keyResults;
    const first = await api.checkIn(owner.token, created.id, {
      status: 'off_track',
      confidence: 3,
      note: 'Flat sea',
      values: [{ keyResultId: waves!.id, value: 50 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.checkIn).toMatchObject({
      author: { id: idOf(owner), fullName: 'Ada Admin' },
      status: 'off_track',
      confidence: 3,
      note: 'Flat sea',
      blockers: null,
      values: [{ keyResultId: waves!.id, keyResultTitle: 'Waves', value: 50 }],
    });
    expect(first.body.goal).toMatchObject({
      progress: 0.25,
      health: 'off_track',
      lastCheckIn: { status: 'off_track', confidence: 3, createdAt: first.body.checkIn.createdAt },
    });
    const second = await api.checkIn(owner.token, created.id, {
      status: 'on_track',
      confidence: 8,
      values: [{ keyResultId: board!.id, value: 1 }],
    });
    expect(second.body.goal).toMatchObject({ progress: 0.75, health: 'on_track' });
    expect(second.body.goal.keyResults[1]!.history.map((point) => point.value)).toEqual([0, 1]);

    const page = await api.checkIns(owner.token, created.id, '?limit=1');
    expect(page.body.items.map((item) => item.id)).toEqual([second.body.checkIn.id]);
    const next = await api.checkIns(owner.token, created.id, `?limit=1&cursor=${page.body.nextCursor}`);
    expect(next.body).toEqual({ items: [first.body.checkIn], nextCursor: null });
  });

  it('refuses values that are not numbers, binary values other than 0 or 1, and another goal’s key result', async () => {
    const owner = await admin(t);
    const created = await goal(owner.token, { keyResults: [{ title: 'Done', kind: 'binary' }] });
    const other = await goal(owner.token);
    const binaryId = created.keyResults[0]!.id;
    const refusals: [Body, string][] = [
      [{ values: [{ keyResultId: binaryId, value: 'lots' }] }, m.valueNotNumber],
      [{ values: [{ keyResultId: binaryId, value: 2 }] }, m.binaryValue],
      [{ values: [{ keyResultId: other.keyResults[0]!.id, value: 2 }] }, m.keyResultInvalid],
      [{ confidence: 11 }, m.confidenceInvalid],
    ];
    for (const [overrides, message] of refusals) {
      const body = { status: 'on_track', confidence: 5, ...overrides };
      expectError(await api.checkIn(owner.token, created.id, body), 400, 'validation_failed', message);
    }
    expect((await api.checkIns(owner.token, created.id)).body.items).toEqual([]);
    expect((await api.get(owner.token, created.id)).body.goal).toMatchObject({
      lastCheckIn: null,
      progress: 0,
    });
  });

  it('either lands before a delete racing it, or finds no goal: never a 500, never an orphan', async () => {
    const owner = await admin(t);
    for (let round = 0; round < 4; round++) {
      const created = await goal(owner.token);
      const values = [{ keyResultId: created.keyResults[0]!.id, value: 10 }];
      const [checkIn, removed] = await Promise.all([
        api.checkIn(owner.token, created.id, { status: 'on_track', confidence: 5, values }),
        api.remove(owner.token, created.id),
      ]);
      expect(removed.status).toBe(204);
      expect([201, 404]).toContain(checkIn.status);
      expect(await t.db.select().from(keyResults).where(eq(keyResults.goalId, created.id))).toEqual([]);
      expect(await t.db.select().from(checkIns).where(eq(checkIns.goalId, created.id))).toEqual([]);
      const history = eq(keyResultValues.keyResultId, created.keyResults[0]!.id);
      expect(await t.db.select().from(keyResultValues).where(history)).toEqual([]);
    }
  });
});

describe('alignment', () => {
  it('answers a goal’s parents and children, and refuses itself as a parent', async () => {
    const owner = await admin(t);
    const top = await goal(owner.token, { level: 'company', title: 'Top' });
    const child = await goal(owner.token, { title: 'Child', parentIds: [top.id] });
    expect(child).toMatchObject({
      parentIds: [top.id],
      parents: [expect.objectContaining({ id: top.id, title: 'Top' })],
    });
    expect((await api.get(owner.token, top.id)).body.goal.children.map((goal) => goal.id)).toEqual([
      child.id,
    ]);
    expectError(
      await api.update(owner.token, top.id, { parentIds: [top.id] }),
      400,
      'validation_failed',
      m.parentIsSelf,
    );
    expect((await api.update(owner.token, child.id, { parentIds: [] })).body.goal.parents).toEqual([]);
  });

  it('refuses a cycle, short or long, with 409 goal_cycle', async () => {
    const owner = await admin(t);
    const a = await goal(owner.token, { title: 'A' });
    const b = await goal(owner.token, { title: 'B', parentIds: [a.id] });
    expectError(await api.update(owner.token, a.id, { parentIds: [b.id] }), 409, 'goal_cycle', m.cycle);
    const c = await goal(owner.token, { title: 'C', parentIds: [b.id] });
    expectError(await api.update(owner.token, a.id, { parentIds: [c.id] }), 409, 'goal_cycle');
    expect((await api.get(owner.token, a.id)).body.goal.parentIds).toEqual([]);
  });

  it('lets exactly one of two alignments that together close a cycle win', async () => {
    const owner = await admin(t);
    for (let round = 0; round < 3; round++) {
      const a = await goal(owner.token, { title: 'A' });
      const b = await goal(owner.token, { title: 'B' });
      const responses = await Promise.all([
        api.update(owner.token, a.id, { parentIds: [b.id] }),
        api.update(owner.token, b.id, { parentIds: [a.id] }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const edges = await t.db
        .select()
        .from(goalAlignments)
        .where(inArray(goalAlignments.goalId, [a.id, b.id]));
      expect(edges).toHaveLength(1);
    }
  });
});

describe('lists and the tree', () => {
  it('filters by level, team, owner, status and health, newest first, a page at a time', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const crew = await team(owner, [idOf(person)]);
    const company = await goal(owner.token, { level: 'company', title: 'Company' });
    const crewGoal = await goal(owner.token, { level: 'team', teamId: crew.id, title: 'Crew' });
    const own = await goal(person.token, { title: 'Own' });
    const late = await goal(person.token, { title: 'Late', startsOn: day(-60), dueOn: day(-1) });
    const ids = async (query: string) =>
      (await api.list(person.token, query)).body.items.map((item) => item.id);
    expect(await ids('')).toEqual([late.id, own.id, crewGoal.id, company.id]);
    expect(await ids('?level=company')).toEqual([company.id]);
    expect(await ids('?teamId=mine')).toEqual([crewGoal.id]);
    expect(await ids(`?teamId=${crew.id}`)).toEqual([crewGoal.id]);
    expect(await ids('?ownerId=me')).toEqual([late.id, own.id]);
    expect(await ids(`?ownerId=${idOf(owner)}`)).toEqual([crewGoal.id, company.id]);
    expect(await ids('?health=off_track')).toEqual([late.id]);
    // Set just now: new, but the late one, whose period is over, is judged at once.
    expect(await ids('?health=new')).toEqual([own.id, crewGoal.id, company.id]);
    expect(await ids('?health=on_track')).toEqual([]);
    // Begun 20 days ago and set 15 days ago, quiet since: overdue, whatever its progress says.
    await t.db
      .update(goals)
      .set({ startsOn: day(-20), createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(goals.id, own.id));
    expect(await ids('?health=check_in_overdue')).toEqual([own.id]);
    await t.db
      .update(goals)
      .set({ createdAt: new Date(own.createdAt) })
      .where(eq(goals.id, own.id));
    const first = await api.list(person.token, '?limit=3');
    expect(first.body.items.map((item) => item.id)).toEqual([late.id, own.id, crewGoal.id]);
    expect(await ids(`?limit=3&cursor=${first.body.nextCursor}`)).toEqual([company.id]);
    expect(
      (await api.list(person.token, `?limit=3&cursor=${first.body.nextCursor}`)).body.nextCursor,
    ).toBeNull();
    expect((await api.list(person.token, '?limit=4')).body.nextCursor).toBeNull();
    expectError(await api.list(person.token, '?limit=0'), 400, 'validation_failed', m.limitInvalid);
    expectError(await api.list(person.token, '?health=great'), 400, 'validation_failed', m.healthInvalid);
    expectError(await api.list(person.token, '?cursor=nope'), 400, 'validation_failed', m.cursorInvalid);
    expect((await api.list(person.token)).body.items[0]).toMatchObject({
      title: 'Late',
      owner: { id: idOf(person), fullName: 'Mo Member' },
      expectedProgress: 1,
      keyResultCount: 1,
      canEdit: true,
    });
  });

  it('answers the tree: the mission and the open goals with their open parents', async () => {
    const owner = await admin(t);
    await t.request('PATCH', '/api/company', { mission: 'Ride every wave' }, { token: owner.token });
    expect((await api.tree(owner.token)).body).toEqual({ mission: 'Ride every wave', items: [], omitted: 0 });
    const top = await goal(owner.token, { level: 'company', title: 'Top' });
    const child = await goal(owner.token, { title: 'Child', parentIds: [top.id] });
    const closed = await goal(owner.token, { title: 'Closed' });
    await api.update(owner.token, closed.id, { status: 'closed' });
    const tree = (await api.tree(owner.token)).body;
    expect(tree.mission).toBe('Ride every wave');
    expect(tree.items).toEqual([
      {
        id: top.id,
        level: 'company',
        team: null,
        owner: { id: idOf(owner), fullName: 'Ada Admin' },
        title: 'Top',
        progress: 0,
        health: expect.any(String),
        parentIds: [],
      },
      expect.objectContaining({ id: child.id, parentIds: [top.id] }),
    ]);
  });

  it('reads a list page and the tree in one statement each, whatever they hold', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const crew = await team(owner, [idOf(person)]);
    const top = await goal(owner.token, { level: 'company' });
    for (let i = 0; i < 4; i++)
      await goal(owner.token, { level: 'team', teamId: crew.id, parentIds: [top.id] });
    for (const path of ['/api/goals', '/api/goals?teamId=mine&health=on_track', '/api/goals/tree']) {
      statements.length = 0;
      const response = await t.request('GET', path, undefined, { token: person.token });
      expect(response.status).toBe(200);
      // The session's statement, then the handler's one.
      expect(statements, path).toHaveLength(2);
    }
    statements.length = 0;
    expect((await api.get(person.token, top.id)).status).toBe(200);
    expect(statements).toHaveLength(4);
  });
});
