import { DAY_FIRST_YEAR, DAY_LAST_YEAR } from './limits';

/**
 * The one rule for every field that is a calendar day (a goal's start and due day, a check-in's day,
 * a range's ends, a pulse period's first day): YYYY-MM-DD, a date that exists, in the years
 * DAY_FIRST_YEAR to DAY_LAST_YEAR. JavaScript knows a year 0 that PostgreSQL refuses (a 500), and the
 * server's ranges add or take up to a few years: a day far from both ends stays a date the database
 * stores and the app counts with. Its zod field, `dayField`, is in schemas.ts with the forms'
 * other rules, so that a page that only reads days loads no zod.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a calendar day, YYYY-MM-DD, that exists (no 30 February), in the years above. */
export const isDay = (value: string) =>
  DAY.test(value) &&
  Number(value.slice(0, 4)) >= DAY_FIRST_YEAR &&
  Number(value.slice(0, 4)) <= DAY_LAST_YEAR &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const DAY_MS = 86_400_000;

/** Days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Today in UTC, YYYY-MM-DD. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative), both YYYY-MM-DD, counted in UTC. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The calendar day (YYYY-MM-DD) a date falls on as the device's clock and time zone say: a person's own day. */
export function localDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
