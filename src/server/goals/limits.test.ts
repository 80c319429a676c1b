import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goalMessages as m } from '../../shared/goal-messages';
import { limitMessages, OPEN_GOALS_PER_OWNER_MAX } from '../../shared/limits';
import { goals } from '../db/schema';
import { admin, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { expectError, goalBody, goalsApi, idOf, type Owner } from '../../../tests/setup/goals';
import { createTestApp } from '../../../tests/setup/test-app';

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
