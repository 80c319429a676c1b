/** How the planner writes days and times: in the company's calendar, named in the reader's language. */

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Monday 30 Nov": a day (YYYY-MM-DD) of the company's calendar, read as a date and no moment. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const shortDayLabel = (day: string) => shortFormat.format(new Date(`${day}T00:00:00Z`));

/** The HH:MM a block ends, `minutes` after `start` (past midnight it goes on counting from 00:00). */
export function endOf(start: string, minutes: number) {
  const [hours, mins] = start.split(':').map(Number) as [number, number];
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
