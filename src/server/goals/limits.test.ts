import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { daysAgo, insertGoal } from '../../../tests/setup/goal-rows';
import { expectError, goalBody, goalsApi, idOf, type Owner } from '../../../tests/setup/goals';
import { createTestApp } from '../../../tests/setup/test-app';
import { goalMessages as m } from '../../shared/goal-messages';
import {
  GOAL_TREE_MAX,
  HISTORY_PAGE_MAX,
  limitMessages,
  OPEN_GOALS_PER_OWNER_MAX,
} from '../../shared/limits';
import { goals, keyResultValues } from '../db/schema';

const t = await createTestApp();
const api = goalsApi(t);

/** `n` open goals of `ownerId`, written straight into the table. */
async function openGoals(owner: Owner, ownerId: string, n: number) {
  for (let i = 0; i < n; i++) await insertGoal(t.db, { companyId: owner.company.id, ownerId });
}

async function openGoalCount(ownerId: string) {
  const rows = await t.db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.ownerId, ownerId), isNull(goals.closedAt)));
  return rows.length;
}

describe('the days a goal may take', () => {
  it('refuses a start or due day of year 0, or out of 1900–2999, on create and edit: 400, never 500', async () => {
    const owner = await admin(t);
    const created = (await api.create(owner.token, goalBody())).body.goal;
    for (const [startsOn, dueOn] of [
      ['0000-02-29', '0000-03-01'],
      ['0000-01-01', '0000-12-31'],
      ['1899-12-31', '1900-01-01'],
      ['2999-12-31', '3000-01-01'],
      ['9999-12-30', '9999-12-31'],
    ]) {
      expectError(
        await api.create(owner.token, goalBody({ startsOn, dueOn })),
        400,
        'validation_failed',
        m.dateInvalid,
      );
      expectError(
        await api.update(owner.token, created.id, { startsOn, dueOn }),
        400,
        'validation_failed',
        m.dateInvalid,
      );
    }
    const edges = { startsOn: '2999-01-01', dueOn: '2999-12-31' };
    expect((await api.update(owner.token, created.id, edges)).body.goal).toMatchObject(edges);
  });
});

describe(`at most ${OPEN_GOALS_PER_OWNER_MAX} open goals per owner`, () => {
  it('refuses the next one with 409 limit_reached, and takes one again once a goal is closed', async () => {
    const owner = await admin(t);
    await openGoals(owner, idOf(owner), OPEN_GOALS_PER_OWNER_MAX - 1);
    const last = await api.create(owner.token, goalBody());
    expect(last.status).toBe(201);
    expectError(await api.create(owner.token, goalBody()), 409, 'limit_reached', limitMessages.openGoals);
    expect(await openGoalCount(idOf(owner))).toBe(OPEN_GOALS_PER_OWNER_MAX);
    // Closed goals do not count; reopening one counts again.
    expect((await api.update(owner.token, last.body.goal.id, { status: 'closed' })).status).toBe(200);
    const another = await api.create(owner.token, goalBody());
    expect(another.status).toBe(201);
    expectError(
      await api.update(owner.token, last.body.goal.id, { status: 'open' }),
      409,
      'limit_reached',
      limitMessages.openGoals,
    );
    expect((await api.get(owner.token, last.body.goal.id)).body.goal.status).toBe('closed');
  });

  it('counts goals set for someone else, and goals given to them, against their cap', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    await openGoals(owner, idOf(person), OPEN_GOALS_PER_OWNER_MAX);
    expectError(
      await api.create(owner.token, goalBody({ ownerId: idOf(person) })),
      409,
      'limit_reached',
      limitMessages.openGoals,
    );
    const mine = (await api.create(owner.token, goalBody())).body.goal;
    expectError(
      await api.update(owner.token, mine.id, { ownerId: idOf(person) }),
      409,
      'limit_reached',
      limitMessages.openGoals,
    );
    expect((await api.get(owner.token, mine.id)).body.goal.owner?.id).toBe(idOf(owner));
    // A closed goal may change hands: it opens nothing.
    await api.update(owner.token, mine.id, { status: 'closed' });
    expect((await api.update(owner.token, mine.id, { ownerId: idOf(person) })).status).toBe(200);
  });

  it('lets exactly as many of parallel creations pass as the cap leaves room for', async () => {
    const owner = await admin(t);
    await openGoals(owner, idOf(owner), OPEN_GOALS_PER_OWNER_MAX - 2);
    const responses = await Promise.all(Array.from({ length: 8 }, () => api.create(owner.token, goalBody())));
    expect(responses.map((response) => response.status).sort()).toEqual([
      201, 201, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await openGoalCount(idOf(owner))).toBe(OPEN_GOALS_PER_OWNER_MAX);
  });
});

describe(`the alignment tree: at most ${GOAL_TREE_MAX} goals`, () => {
  it('keeps company goals, team goals and the caller’s own first, and counts the rest', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const other = await member(t, owner);
    const team = await t.request<{ team: { id: string } }>(
      'POST',
      '/api/teams',
      { name: 'Dawn patrol', leadIds: [idOf(person)] },
      { token: owner.token },
    );
    // The others' personal goals are the oldest, so that age alone would keep them.
    const base = { companyId: owner.company.id, ownerId: idOf(other) };
    await t.db.insert(goals).values(
      Array.from({ length: GOAL_TREE_MAX + 50 }, (_, i) => ({
        ...base,
        level: 'personal' as const,
        title: `Theirs ${i}`,
        startsOn: '2026-01-01',
        dueOn: '2026-12-31',
        createdAt: daysAgo(400 - i / 10),
      })),
    );
    await insertGoal(t.db, { ...base, visibility: 'private', createdAt: daysAgo(500) });
    const company = (await api.create(owner.token, goalBody({ level: 'company' }))).body.goal;
    const teamGoal = (await api.create(owner.token, goalBody({ level: 'team', teamId: team.body.team.id })))
      .body.goal;
    const own = (await api.create(person.token, goalBody())).body.goal;
    const tree = (await api.tree(person.token)).body;
    expect(tree.items).toHaveLength(GOAL_TREE_MAX);
    // 1,050 of the other's, 3 more, less the 1,000 shown; the private one is none of the caller's business.
    expect(tree.omitted).toBe(GOAL_TREE_MAX + 53 - GOAL_TREE_MAX);
    expect(tree.items.slice(0, 3).map((node) => node.id)).toEqual([company.id, teamGoal.id, own.id]);
    expect(tree.items.at(-1)?.title).toBe(`Theirs ${GOAL_TREE_MAX - 4}`);
    expect((await api.tree(owner.token)).body).toMatchObject({ omitted: 54 });
  });
});

describe(`a key result's history: ${HISTORY_PAGE_MAX} values an answer`, () => {
  it('answers the latest with the goal, and the earlier ones a page at a time from its cursor', async () => {
    const owner = await admin(t);
    const created = (await api.create(owner.token, goalBody())).body.goal;
    const keyResultId = created.keyResults[0]!.id;
    const count = 2 * HISTORY_PAGE_MAX + 50;
    await t.db.insert(keyResultValues).values(
      Array.from({ length: count }, (_, i) => ({
        keyResultId,
        value: i + 1,
        createdAt: daysAgo((count - i) / 100),
      })),
    );
    const [result] = (await api.get(owner.token, created.id)).body.goal.keyResults;
    // The first value (0, when the goal was set) is the newest row: it was written now.
    const values = [...Array.from({ length: count }, (_, i) => i + 1), 0];
    expect(result!.history.map((point) => point.value)).toEqual(values.slice(-HISTORY_PAGE_MAX));
    expect(result!.historyCursor).toEqual(expect.any(String));
    const earlier: number[] = [];
    let cursor = result!.historyCursor;
    while (cursor) {
      const page = await api.history(owner.token, created.id, keyResultId, `?cursor=${cursor}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(HISTORY_PAGE_MAX);
      earlier.unshift(...page.body.items.map((point) => point.value).reverse());
      cursor = page.body.nextCursor;
    }
    expect([...earlier, ...result!.history.map((point) => point.value)]).toEqual(values);
  });

  it('is read only by who sees the goal, of its own key results, with a valid page', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const other = await member(t, owner);
    const secret = (await api.create(person.token, goalBody({ visibility: 'private' }))).body.goal;
    const keyResultId = secret.keyResults[0]!.id;
    expect((await api.history(person.token, secret.id, keyResultId)).body).toEqual({
      items: [expect.objectContaining({ value: 0 })],
      nextCursor: null,
    });
    expectError(await api.history(other.token, secret.id, keyResultId), 404, 'not_found', m.goalNotFound);
    const mine = (await api.create(other.token, goalBody())).body.goal;
    expectError(await api.history(other.token, mine.id, keyResultId), 404, 'not_found', m.keyResultInvalid);
    expectError(await api.history(other.token, mine.id, 'nope'), 404, 'not_found');
    const own = mine.keyResults[0]!.id;
    expectError(
      await api.history(other.token, mine.id, own, '?cursor=nope'),
      400,
      'validation_failed',
      m.cursorInvalid,
    );
    expectError(
      await api.history(other.token, mine.id, own, `?limit=${HISTORY_PAGE_MAX + 1}`),
      400,
      'validation_failed',
      m.historyLimitInvalid,
    );
  });
});
