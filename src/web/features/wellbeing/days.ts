const DAY_MS = 86_400_000;

/** The person's own calendar day (YYYY-MM-DD), as their device's clock and time zone say. */
export function localDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `count` days after `day` (before, when negative), both YYYY-MM-DD. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

// A day is a calendar date, not an instant: formatted in UTC, it reads the same in every time zone.
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "14 Jan" or "Jan 14", as the person's language writes it. */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
/** "Tuesday 14 January" or "Tuesday, January 14". */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
