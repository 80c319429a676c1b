import { addDays } from '../../shared/days';
import { isoWeekday } from '../../shared/weeks';

/**
 * Days of Today (decision 038): the company's local day; working days are Monday to Friday. Pure
 * functions of YYYY-MM-DD, counted in UTC as every day of SOS is.
 */

export const isWorkingDay = (day: string) => isoWeekday(day) <= 5;

/** The first working day on or after `day`: a Saturday or Sunday gives the Monday after. */
export const workingDayOnOrAfter = (day: string) => {
  const weekday = isoWeekday(day);
  return weekday === 6 ? addDays(day, 2) : weekday === 7 ? addDays(day, 1) : day;
};

/** The last working day before `day`: a Monday, Sunday or Saturday gives the Friday before. */
export const workingDayBefore = (day: string) => {
  let previous = addDays(day, -1);
  while (!isWorkingDay(previous)) previous = addDays(previous, -1);
  return previous;
};

/** Working days in (from, to]: how many an item moved from `from` to `to` has rolled. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count++;
  return count;
}
