import type { OneOnOneCadence } from '../../shared/communication-messages';
import { addDays } from '../../shared/days';

/**
 * A 1:1's meetings happen at a local day and time in the company's time zone (decision 037): each is
 * stored as the moment that local time is, so a change of daylight saving time moves nothing people see.
 */

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The wall clock of `moment` in `timeZone`, read as if it were UTC: its offset is the difference. */
function wallClock(moment: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The moment a local day (YYYY-MM-DD) and time (HH:MM) is in `timeZone`. */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const local = Date.parse(`${day}T${time}:00Z`);
  let moment = local;
  // Twice: the offset at the first guess may differ from the offset at the answer near a change.
  for (let round = 0; round < 2; round++) moment = local - (wallClock(moment, timeZone) - moment);
  return new Date(moment);
}

/** The local day (YYYY-MM-DD) of a moment in `timeZone`. */
export const localDayOf = (moment: Date, timeZone: string) =>
  new Date(wallClock(moment.getTime(), timeZone)).toISOString().slice(0, 10);

/** ISO weekday of a day: 1 is Monday, 7 is Sunday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The first day on or after `day` that falls on `weekday`. */
export const onOrAfter = (day: string, weekday: number) => addDays(day, (weekday - weekdayOf(day) + 7) % 7);

/** The cadence's next day after a meeting's day; monthly: the weekday on or after the same date next month. */
export function nextDay(day: string, cadence: OneOnOneCadence, weekday: number): string {
  if (cadence === 'weekly') return addDays(day, 7);
  if (cadence === 'biweekly') return addDays(day, 14);
  const date = new Date(`${day}T00:00:00Z`);
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  month.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return onOrAfter(month.toISOString().slice(0, 10), weekday);
}

export interface Schedule {
  cadence: OneOnOneCadence;
  weekday: number;
  localTime: string;
  startsOn: string;
}

/** The first meeting: on the weekday, on or after the start day and not in the past. */
export function firstMeeting(schedule: Schedule, timeZone: string, now = new Date()): Date {
  const today = localDayOf(now, timeZone);
  let day = onOrAfter(schedule.startsOn > today ? schedule.startsOn : today, schedule.weekday);
  while (zonedMoment(day, schedule.localTime, timeZone) <= now)
    day = nextDay(day, schedule.cadence, schedule.weekday);
  return zonedMoment(day, schedule.localTime, timeZone);
}

/** The meeting after one held: the cadence's next date, stepping on until it is not in the past. */
export function meetingAfter(held: Date, schedule: Schedule, timeZone: string, now = new Date()): Date {
  let day = nextDay(localDayOf(held, timeZone), schedule.cadence, schedule.weekday);
  while (zonedMoment(day, schedule.localTime, timeZone) <= now)
    day = nextDay(day, schedule.cadence, schedule.weekday);
  return zonedMoment(day, schedule.localTime, timeZone);
}
