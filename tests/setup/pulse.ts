import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect';
import { notifications, pulsePeriods, pulseResponses } from '../../src/server/db/schema';
import type { MoodEntry, PulsePeriod, PulseStatus } from '../../src/shared/contract/wellbeing';
import type { PulseCadence } from '../../src/shared/wellbeing-messages';
import type { TestApp } from './test-app';

/** The check-in's and the pulse's API in the tests' words, for one test app. */
export function wellbeingApi(t: TestApp) {
  return {
    mood: (token: string, query = '') =>
      t.request<{ items: MoodEntry[] }>('GET', `/api/mood${query}`, undefined, { token }),
    checkIn: (token: string, day: string, body: Record<string, unknown>) =>
      t.request<{ entry: MoodEntry }>('PUT', `/api/mood/${day}`, body, { token }),
    removeCheckIn: (token: string, day: string) =>
      t.request('DELETE', `/api/mood/${day}`, undefined, { token }),
    pulse: (token: string) => t.request<PulseStatus>('GET', '/api/pulse', undefined, { token }),
    answer: (token: string, answers: Record<string, unknown> = pulseAnswers()) =>
      t.request<{ period: PulsePeriod; answered: true }>(
        'POST',
        '/api/pulse/responses',
        { answers },
        { token },
      ),
    settings: (token: string, body: Record<string, unknown>) =>
      t.request<{ settings: { cadence: PulseCadence; threshold: number } }>(
        'PATCH',
        '/api/pulse/settings',
        body,
        { token },
      ),
  };
}

/** A full set of pulse answers. */
export const pulseAnswers = (overrides: Record<string, unknown> = {}) => ({
  enps: 9,
  workload: 3,
  stress: 2,
  recognition: 4,
  clarity: 5,
  ...overrides,
});

/** A check-in's body. */
export const checkInBody = (overrides: Record<string, unknown> = {}) => ({
  mood: 4,
  energy: 3,
  stress: 2,
  note: 'Good waves before work',
  ...overrides,
});

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A pulse period written straight into the table, as if it had opened then (closed when in the past). */
export async function insertPeriod(
  db: Database,
  row: {
    companyId: string;
    startsOn: string;
    endsOn: string;
    cadence?: PulseCadence;
    threshold?: number;
    sealed?: boolean;
  },
) {
  const values = { cadence: 'weekly' as const, threshold: 5, ...row };
  // This week's period opened with the company: the row given stands in for it.
  const [period] = await db
    .insert(pulsePeriods)
    .values(values)
    .onConflictDoUpdate({ target: [pulsePeriods.companyId, pulsePeriods.startsOn], set: values })
    .returning();
  return period!;
}

/** A company's stored periods, oldest first. */
export async function periodsOf(db: Database, companyId: string) {
  return db
    .select()
    .from(pulsePeriods)
    .where(eq(pulsePeriods.companyId, companyId))
    .orderBy(pulsePeriods.startsOn);
}

/** The responses of a period, as stored. */
export async function responsesOf(db: Database, periodId: string) {
  return db.select().from(pulseResponses).where(eq(pulseResponses.periodId, periodId));
}

/**
 * The company's period is due and not open yet, as at the turn of a period before the job or a read
 * opens it: its periods and the members' `pulse_open` notifications, written when the company was
 * created and when each joined, are gone.
 */
export async function periodDue(db: Database, companyId: string) {
  await db.delete(pulsePeriods).where(eq(pulsePeriods.companyId, companyId));
  await db
    .delete(notifications)
    .where(and(eq(notifications.companyId, companyId), eq(notifications.kind, 'pulse_open')));
}

/** How many `pulse_open` notifications a person has. */
export async function pulseNotices(db: Database, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'pulse_open')));
  return row!.count;
}
