import { MOOD_FIELDS, type MoodField } from '@shared/wellbeing-messages';

export type Direction = 'rising' | 'falling' | 'steady';

/** Fewer check-ins than this say nothing yet about a trend. */
export const TREND_MIN_ENTRIES = 4;
/** The recent check-ins a trend reads, set against as many before them. */
export const TREND_WINDOW = 7;
/** A change of the mean smaller than this, on a scale of 1 to 5, is no change worth naming. */
export const STEADY_WITHIN = 0.5;

export interface TrendReading {
  /** How many check-ins the recent mean and the earlier one are over. */
  recent: number;
  earlier: number;
  directions: Record<MoodField, Direction>;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * How a person's own figures move: the mean of their last check-ins (seven, or half of them while they
 * have fewer than fourteen) against the mean of the up to seven before. Null below four check-ins.
 */
export function readTrend(
  entries: readonly ({ day: string } & Record<MoodField, number>)[],
): TrendReading | null {
  if (entries.length < TREND_MIN_ENTRIES) return null;
  const byDay = [...entries].sort((a, b) => a.day.localeCompare(b.day));
  const recentCount = Math.min(TREND_WINDOW, Math.floor(byDay.length / 2));
  const recent = byDay.slice(-recentCount);
  const earlier = byDay.slice(-recentCount - TREND_WINDOW, -recentCount);
  const direction = (field: MoodField): Direction => {
    const change = mean(recent.map((entry) => entry[field])) - mean(earlier.map((entry) => entry[field]));
    if (Math.abs(change) < STEADY_WITHIN) return 'steady';
    return change > 0 ? 'rising' : 'falling';
  };
  return {
    recent: recent.length,
    earlier: earlier.length,
    directions: Object.fromEntries(MOOD_FIELDS.map((field) => [field, direction(field)])) as Record<
      MoodField,
      Direction
    >,
  };
}
