import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect';
import { companies, moodEntries, pulsePeriods, pulseResponses } from '../../src/server/db/schema';
import type { PulseAnswers } from '../../src/shared/wellbeing-rules';
import { dayFromToday } from './goal-rows';

/**
 * Pulse periods and answers written straight into the tables, for the tests of what reads them
 * (results, /stress, insights): periods in the past cannot be made through the API, and the answers
 * are anonymous, so each test states who was in which teams and what they answered.
 */

export type PeriodRow = typeof pulsePeriods.$inferInsert;

/** The Monday that starts the week `weeksAgo` weeks before this one (0: this week), as YYYY-MM-DD. */
export function mondayOf(weeksAgo: number): string {
  const today = new Date(`${dayFromToday(0)}T00:00:00Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return dayFromToday(-sinceMonday - 7 * weeksAgo);
}

/** The week `weeksAgo` weeks before this one, Monday to Sunday: closed when weeksAgo ≥ 1. */
export function week(weeksAgo: number): { startsOn: string; endsOn: string } {
  const startsOn = mondayOf(weeksAgo);
  const endsOn = new Date(Date.parse(`${startsOn}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  return { startsOn, endsOn };
}

/** The week `weeksAgo` weeks before this one as the API shows a period. */
export const weekly = (weeksAgo: number) => ({ ...week(weeksAgo), cadence: 'weekly' });

/** A weekly period of `companyId`, held to the default threshold unless told. */
export async function insertPeriod(
  db: Database,
  row: Pick<PeriodRow, 'companyId' | 'startsOn' | 'endsOn'> & Partial<PeriodRow>,
): Promise<typeof pulsePeriods.$inferSelect> {
  const values = { cadence: 'weekly' as const, threshold: 5, ...row };
  // This week's period opened with the company: the row given stands in for it.
  const [period] = await db
    .insert(pulsePeriods)
    .values(values)
    .onConflictDoUpdate({ target: [pulsePeriods.companyId, pulsePeriods.startsOn], set: values })
    .returning();
  return period!;
}

export const someAnswers: PulseAnswers = { enps: 8, workload: 3, stress: 3, recognition: 4, clarity: 4 };

/** `count` people's answers to `period`, each in `teamIds` when they answered, all answering `answers`. */
export async function insertAnswers(
  db: Database,
  period: { id: string; companyId: string },
  count: number,
  teamIds: string[] = [],
  answers: PulseAnswers = someAnswers,
) {
  if (count === 0) return;
  await db.insert(pulseResponses).values(
    Array.from({ length: count }, () => ({
      companyId: period.companyId,
      periodId: period.id,
      teamIds,
      ...answers,
    })),
  );
}

/** Sets the company's current threshold, as an admin's settings would. */
export async function setThreshold(db: Database, companyId: string, threshold: number) {
  await db.update(companies).set({ pulseThreshold: threshold }).where(eq(companies.id, companyId));
}

/** A person's check-in `daysAgo` days ago. */
export async function insertCheckIn(db: Database, userId: string, daysAgo: number, stress: number) {
  await db.insert(moodEntries).values({ userId, day: dayFromToday(-daysAgo), mood: 3, energy: 3, stress });
}
