import { addDays } from '../../shared/days';
import { BIWEEKLY_EPOCH, type PulseCadence } from '../../shared/wellbeing-messages';
import { daysFrom } from '../../shared/wellbeing-rules';

/**
 * Pulse periods are calendar periods in UTC (docs/product.md#well-being-and-pulse): a week from
 * Monday to Sunday, a fortnight from a Monday counted from BIWEEKLY_EPOCH, a month from the 1st to its
 * last day. Days are YYYY-MM-DD; both ends are included.
 */
export interface PeriodDays {
  startsOn: string;
  /** The last day, included. */
  endsOn: string;
}

function weekOf(day: string): PeriodDays {
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday.
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const startsOn = addDays(day, -sinceMonday);
  return { startsOn, endsOn: addDays(startsOn, 6) };
}

function fortnightOf(day: string): PeriodDays {
  const fortnights = Math.floor(daysFrom(BIWEEKLY_EPOCH, day) / 14);
  const startsOn = addDays(BIWEEKLY_EPOCH, fortnights * 14);
  return { startsOn, endsOn: addDays(startsOn, 13) };
}

function monthOf(day: string): PeriodDays {
  const date = new Date(`${day}T00:00:00Z`);
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { startsOn: `${day.slice(0, 8)}01`, endsOn: last.toISOString().slice(0, 10) };
}

/** The calendar period of a cadence that contains `day`. */
export function periodContaining(day: string, cadence: PulseCadence): PeriodDays {
  if (cadence === 'weekly') return weekOf(day);
  if (cadence === 'biweekly') return fortnightOf(day);
  return monthOf(day);
}

/**
 * The period to open on `today` when no stored period contains it. A cadence change takes effect from
 * the next period: the stored periods stand as they were made, and the new one starts the day after
 * the latest of them ended (`latestEndsOn`, before today) when that is later than the start of the
 * cadence's calendar period, so that periods never overlap. It ends where the calendar period ends.
 */
export function periodToOpen(today: string, cadence: PulseCadence, latestEndsOn: string | null): PeriodDays {
  const period = periodContaining(today, cadence);
  if (latestEndsOn === null) return period;
  const dayAfter = addDays(latestEndsOn, 1);
  return { startsOn: dayAfter > period.startsOn ? dayAfter : period.startsOn, endsOn: period.endsOn };
}
