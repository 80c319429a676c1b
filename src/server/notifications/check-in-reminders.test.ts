import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { dayFromToday, daysAgo, type GoalRow, insertGoal } from '../../../tests/setup/goal-rows';
import { createTestApp } from '../../../tests/setup/test-app';
import { goals, notifications } from '../db/schema';
import { remindCheckIns } from './check-in-reminders';

/** The weekly reminder to check in on an open goal (docs/product.md#goals). */
const t = await createTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The check_in_due notifications about one goal, whoever they went to. */
async function remindersOf(goalId: string) {
  const rows = await t.db
    .select({ userId: notifications.userId, companyId: notifications.companyId, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.kind, 'check_in_due'));
  return rows.filter((row) => (row.data as { goalId: string }).goalId === goalId);
}

/** The owner reads the goal's reminders: the next one is then a new notification. */
async function readReminders(goalId: string) {
  await t.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.kind, 'check_in_due'), sql`${notifications.data}->>'goalId' = ${goalId}`));
}

/** A member of a fresh company and one goal of theirs, made 8 days ago and never checked in. */
async function memberWithGoal(goal: Partial<GoalRow> = {}) {
  const owner = await admin(t);
  const person = await member(t, owner);
  const row = await insertGoal(t.db, {
    companyId: owner.company.id,
    ownerId: person.session.user.id,
    title: 'Paddle out daily',
    createdAt: daysAgo(8),
    ...goal,
  });
  return { owner, person, goal: row };
}

describe('remindCheckIns', () => {
  it('reminds the owner once, then again after another week without a check-in', async () => {
    const { owner, person, goal } = await memberWithGoal();
    const now = new Date();
    await remindCheckIns(t.db, now);
    expect(await remindersOf(goal.id)).toEqual([
      {
        userId: person.session.user.id,
        companyId: owner.company.id,
        data: { goalId: goal.id, goalTitle: 'Paddle out daily' },
      },
    ]);
    const [stored] = await t.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(stored!.checkInRemindedAt).toEqual(now);

    // The next runs of the same week: nothing more.
    await remindCheckIns(t.db, new Date(now.getTime() + 10 * 60 * 1000));
    await remindCheckIns(t.db, new Date(now.getTime() + 6.9 * DAY_MS));
    expect(await remindersOf(goal.id)).toHaveLength(1);
    // A week on, still no check-in: reminded again, the unread reminder refreshed rather than doubled.
    const [first] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.session.user.id), eq(notifications.kind, 'check_in_due')));
    await remindCheckIns(t.db, new Date(now.getTime() + 7 * DAY_MS));
    expect(await remindersOf(goal.id)).toHaveLength(1);
    const [again] = await t.db.select().from(notifications).where(eq(notifications.id, first!.id));
    expect(again!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
    // Read, it is followed by a second reminder the week after.
    await readReminders(goal.id);
    await remindCheckIns(t.db, new Date(now.getTime() + 14 * DAY_MS));
    expect(await remindersOf(goal.id)).toHaveLength(2);
  });

  it('waits a week from the last check-in, even after an earlier reminder', async () => {
    const { goal } = await memberWithGoal();
    await remindCheckIns(t.db);
    await readReminders(goal.id);
    const checkedIn = daysAgo(0);
    await t.db.update(goals).set({ lastCheckInAt: checkedIn }).where(eq(goals.id, goal.id));
    await remindCheckIns(t.db, new Date(checkedIn.getTime() + 6.9 * DAY_MS));
    expect(await remindersOf(goal.id)).toHaveLength(1);
    await remindCheckIns(t.db, new Date(checkedIn.getTime() + 7.1 * DAY_MS));
    expect(await remindersOf(goal.id)).toHaveLength(2);
  });

  it('reminds nobody of a closed goal, one not begun, one checked in this week or made this week', async () => {
    const quiet = await Promise.all([
      memberWithGoal({ closedAt: daysAgo(1) }),
      memberWithGoal({ startsOn: dayFromToday(1), dueOn: dayFromToday(20) }),
      memberWithGoal({ lastCheckInAt: daysAgo(6.9) }),
      memberWithGoal({ createdAt: daysAgo(6.9) }),
    ]);
    await remindCheckIns(t.db);
    for (const { goal } of quiet) expect(await remindersOf(goal.id)).toEqual([]);
  });

  it('reminds nobody of a goal whose owner left its company', async () => {
    const { owner, person, goal } = await memberWithGoal();
    const removed = await t.request('DELETE', `/api/people/${person.session.user.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    await remindCheckIns(t.db);
    expect(await remindersOf(goal.id)).toEqual([]);
    // The goal stays, still theirs.
    const [stored] = await t.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(stored!.ownerId).toBe(person.session.user.id);
  });

  it('two runs at once remind once', async () => {
    const { person, goal } = await memberWithGoal();
    await Promise.all([remindCheckIns(t.db), remindCheckIns(t.db)]);
    expect(await remindersOf(goal.id)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.session.user.id), eq(notifications.kind, 'check_in_due')));
    expect(rows).toHaveLength(1);
  });
});
