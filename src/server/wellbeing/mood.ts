import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { MoodEntry } from '../../shared/contract/wellbeing';
import { addDays } from '../../shared/days';
import {
  MOOD_HISTORY_SPANS,
  MOOD_RANGE_MAX_DAYS,
  wellbeingMessages as m,
} from '../../shared/wellbeing-messages';
import {
  daysFrom,
  type moodEntrySchema,
  type moodRangeQuerySchema,
  todayUtc,
} from '../../shared/wellbeing-rules';
import type { Database } from '../db/connect';
import { moodEntries } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';

/**
 * The private daily check-in (docs/privacy.md): every function here takes the person from the
 * verified session and reads or writes their rows only. No parameter names anyone else, and nothing
 * here is read by an aggregate.
 */

type MoodInput = z.output<typeof moodEntrySchema>;
type MoodRange = z.output<typeof moodRangeQuerySchema>;

/** A check-in as its person reads it (the export too). */
export const moodColumns = {
  day: moodEntries.day,
  mood: moodEntries.mood,
  energy: moodEntries.energy,
  stress: moodEntries.stress,
  note: moodEntries.note,
  updatedAt: moodEntries.updatedAt,
};

const entryOf = (row: { updatedAt: Date } & Omit<MoodEntry, 'updatedAt'>): MoodEntry => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The longest history /wellbeing shows by default. */
const DEFAULT_DAYS = Math.max(...MOOD_HISTORY_SPANS);

/**
 * The days a query asks for: by default the last DEFAULT_DAYS days through tomorrow (somewhere on Earth
 * it is already tomorrow, and a check-in may be for that day); a range of at most MOOD_RANGE_MAX_DAYS.
 */
export function moodRange(query: MoodRange, today = todayUtc()): { from: string; to: string } {
  const to = query.to ?? addDays(today, 1);
  const from = query.from ?? addDays(query.to ?? today, 1 - DEFAULT_DAYS);
  const days = daysFrom(from, to);
  if (days < 0 || days > MOOD_RANGE_MAX_DAYS) throw invalidInput('from', m.rangeInvalid);
  return { from, to };
}

/** The person's check-ins from `from` to `to`, both included, oldest first. */
export async function listMood(db: Database, userId: string, query: MoodRange): Promise<MoodEntry[]> {
  const { from, to } = moodRange(query);
  const rows = await db
    .select(moodColumns)
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, userId), between(moodEntries.day, from, to)))
    .orderBy(asc(moodEntries.day));
  return rows.map(entryOf);
}

/** The person's check-in for a day: a second one that day replaces the first. */
export async function putMood(
  db: Database,
  userId: string,
  day: string,
  input: MoodInput,
): Promise<MoodEntry> {
  const values = {
    mood: input.mood,
    energy: input.energy,
    stress: input.stress,
    note: input.note ?? null,
  };
  const [row] = await db
    .insert(moodEntries)
    .values({ userId, day, ...values })
    .onConflictDoUpdate({
      target: [moodEntries.userId, moodEntries.day],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning(moodColumns);
  return entryOf(row!);
}

/** Deletes the person's check-in for a day; 404 when they have none that day. */
export async function deleteMood(db: Database, userId: string, day: string): Promise<void> {
  const deleted = await db
    .delete(moodEntries)
    .where(and(eq(moodEntries.userId, userId), eq(moodEntries.day, day)))
    .returning({ day: moodEntries.day });
  if (deleted.length === 0) throw new DomainError('not_found', { message: m.moodNotFound });
}
