import { addDays } from './days';

/**
 * Weeks as Execution & Focus counts them (decision 038: focus blocks, habits, standups, Today's
 * working days): Monday to Sunday, days as YYYY-MM-DD in the company's time zone. No zod: the pages
 * that only show weeks load none.
 */

/** ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export const isoWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** The Monday of the week a day falls in. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** Whole days from `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A habit's record: of its weeks, at most `weeks` of them ending with this one and none before the
 * week it was made, how many reached `perWeek` ticked days. This week counts once it is met, not
 * before: it is not over. Nothing resets: a missed week is one week of the share.
 */
export function habitRecord(input: {
  ticks: readonly string[];
  perWeek: number;
  createdOn: string;
  today: string;
  weeks: number;
}) {
  const thisMonday = mondayOf(input.today);
  const firstMonday = mondayOf(input.createdOn);
  const perWeekTicks = new Map<string, number>();
  for (const day of input.ticks) {
    const monday = mondayOf(day);
    perWeekTicks.set(monday, (perWeekTicks.get(monday) ?? 0) + 1);
  }
  const thisWeek = perWeekTicks.get(thisMonday) ?? 0;
  let met = 0;
  let counted = 0;
  for (let back = input.weeks - 1; back >= 0; back--) {
    const monday = addDays(thisMonday, -7 * back);
    if (monday < firstMonday) continue;
    const done = (perWeekTicks.get(monday) ?? 0) >= input.perWeek;
    if (back === 0 && !done) continue;
    counted += 1;
    if (done) met += 1;
  }
  return { thisWeek, weeksMet: met, weeksCounted: counted };
}
