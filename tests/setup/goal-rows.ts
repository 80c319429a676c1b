import type { Database } from '../../src/server/db/connect';
import { goals } from '../../src/server/db/schema';

/**
 * Goals written straight into the table, for the tests of what reads them (the dashboard, the
 * reminders, the export): each test states only what it is about.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day `days` from today, as a goal's period stores it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment `days` (fractions too) before now. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

export type GoalRow = typeof goals.$inferInsert;

/**
 * A personal goal of `ownerId` in `companyId`, open and visible to the company, whose period began
 * a month ago and ends in a month, made long enough ago to be due for a check-in.
 */
export async function insertGoal(
  db: Database,
  row: Pick<GoalRow, 'companyId' | 'ownerId'> & Partial<GoalRow>,
): Promise<typeof goals.$inferSelect> {
  const [goal] = await db
    .insert(goals)
    .values({
      level: 'personal',
      createdBy: row.ownerId,
      title: 'Ride the dawn swell',
      startsOn: dayFromToday(-30),
      dueOn: dayFromToday(30),
      createdAt: daysAgo(30),
      ...row,
    })
    .returning();
  return goal!;
}
