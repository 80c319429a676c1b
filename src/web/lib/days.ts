// A day is a calendar date, not an instant: formatted in UTC, it reads the same in every time zone.
// Made at its first use, not as the module loads: a page's first format loads the formats' data,
// a long task on a phone, and a page without dates (/auth) should not pay for it (decision 053).
let shortDay: Intl.DateTimeFormat | undefined;

/** "14 Jan" or "Jan 14", as the person's language writes it. */
export const formatShortDay = (day: string) =>
  (shortDay ??= new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(new Date(`${day}T00:00:00Z`));
