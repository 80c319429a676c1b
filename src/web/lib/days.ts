// A day is a calendar date, not an instant: formatted in UTC, it reads the same in every time zone.
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "14 Jan" or "Jan 14", as the person's language writes it. */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
