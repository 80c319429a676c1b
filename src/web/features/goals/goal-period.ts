import { localDay } from '@shared/days';

/**
 * The quarter `offset` quarters from the one `today` falls in (0: this quarter, 1: the next), as a
 * goal's period: its first and last days, in the person's local calendar.
 */
export function quarterPeriod(today: Date, offset: number): { startsOn: string; dueOn: string } {
  const firstMonth = Math.floor(today.getMonth() / 3) * 3 + offset * 3;
  return {
    startsOn: localDay(new Date(today.getFullYear(), firstMonth, 1)),
    // Day 0 of the month after the quarter: the quarter's last day.
    dueOn: localDay(new Date(today.getFullYear(), firstMonth + 3, 0)),
  };
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A YYYY-MM-DD day for people to read ("Apr 1, 2025"), the same day wherever they are. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
