import { createHash, randomBytes } from 'node:crypto';
import { aliasedTable, and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { ICalCalendar, ICalEventRepeatingFreq, ICalEventTransparency, ICalWeekday } from 'ical-generator';
import { FEED_EVENT_MINUTES, FEED_REFRESH_SECONDS, oneOnOnePath } from '../../shared/calendar-feed';
import type { CalendarFeedStatus } from '../../shared/contract/calendar';
import { addDays } from '../../shared/days';
import { FOCUS_FEED_WEEKS_BACK } from '../../shared/focus-messages';
import type { Database } from '../db/connect';
import { isoSql } from '../db/moments';
import {
  calendarFeeds,
  companies,
  focusBlocks,
  goals,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
  rituals,
  teamMembers,
  teams,
  userRoles,
} from '../db/schema';
import { localDayOf, nextDay } from './schedule';

/**
 * A person's calendar feed (decisions 037, 038 and 041, docs/privacy.md, section 6): a secret link a
 * calendar app reads without a session. Only the secret's SHA-256 hash is kept, as for the mailed
 * links; whoever holds the link reads the times and the partners' names of the person's active 1:1s,
 * the times and purposes of their focus blocks, their teams' rituals, and their open goals' titles and
 * due days.
 */

/** 32 random bytes, base64url: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const newSecret = () => randomBytes(32).toString('base64url');
export const hashFeedSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/api/calendar/${secret}.ics`;

export async function feedStatus(db: Database, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: isoSql(calendarFeeds.createdAt) })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { exists: row !== undefined, createdAt: row?.createdAt ?? null };
}

/** A new secret link, replacing the person's earlier one: that one stops working at once. */
export async function makeFeed(db: Database, userId: string, publicUrl: string) {
  const secret = newSecret();
  const tokenHash = hashFeedSecret(secret);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
  return { feed: await feedStatus(db, userId), url: feedUrl(publicUrl, secret) };
}

export async function deleteFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The owner of the link's secret (`<secret>.ics`), or null. A name that cannot be a secret is not
 * looked up; any other costs one hash and one lookup by the hash, whether it exists or not.
 */
export async function feedOwner(db: Database, file: string): Promise<string | null> {
  const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!SECRET.test(secret)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedSecret(secret)));
  return row?.userId ?? null;
}

const partner = aliasedTable(profiles, 'partner');

/**
 * The person's active 1:1s in the company they belong to now, with the next meeting and the partner's
 * name: a 1:1 of a company they left, or an ended one, is not in it.
 */
function activeOneOnOnesOf(db: Database, userId: string) {
  return db
    .select({
      id: oneOnOnes.id,
      cadence: oneOnOnes.cadence,
      weekday: oneOnOnes.weekday,
      localTime: oneOnOnes.localTime,
      timeZone: companies.timeZone,
      partnerName: partner.fullName,
      nextAt: oneOnOneMeetings.startsAt,
    })
    .from(oneOnOnes)
    .innerJoin(userRoles, and(eq(userRoles.userId, userId), eq(userRoles.companyId, oneOnOnes.companyId)))
    .innerJoin(companies, eq(companies.id, oneOnOnes.companyId))
    .innerJoin(
      oneOnOneMeetings,
      and(eq(oneOnOneMeetings.oneOnOneId, oneOnOnes.id), isNull(oneOnOneMeetings.heldAt)),
    )
    .leftJoin(
      partner,
      sql`${partner.id} = case when ${oneOnOnes.proposedBy} = ${userId} then ${oneOnOnes.partnerId} else ${oneOnOnes.proposedBy} end`,
    )
    .where(
      and(
        eq(oneOnOnes.status, 'active'),
        or(eq(oneOnOnes.proposedBy, userId), eq(oneOnOnes.partnerId, userId)),
      ),
    )
    .orderBy(oneOnOneMeetings.startsAt, oneOnOnes.id);
}

/**
 * The person's focus blocks in the company they belong to now, from FOCUS_FEED_WEEKS_BACK weeks
 * before today (by the server's UTC day, a day's difference at most from the company's) to the last.
 */
function focusBlocksOf(db: Database, userId: string, now: Date) {
  const since = addDays(now.toISOString().slice(0, 10), -7 * FOCUS_FEED_WEEKS_BACK);
  return db
    .select({
      id: focusBlocks.id,
      day: focusBlocks.day,
      startTime: focusBlocks.startTime,
      minutes: focusBlocks.minutes,
      purpose: focusBlocks.purpose,
      timeZone: companies.timeZone,
    })
    .from(focusBlocks)
    .innerJoin(userRoles, and(eq(userRoles.userId, userId), eq(userRoles.companyId, focusBlocks.companyId)))
    .innerJoin(companies, eq(companies.id, focusBlocks.companyId))
    .where(and(eq(focusBlocks.userId, userId), gte(focusBlocks.day, since)))
    .orderBy(asc(focusBlocks.day), asc(focusBlocks.startTime), asc(focusBlocks.id));
}

/**
 * The rituals of the person's current teams (not archived) in the company they belong to now
 * (decision 041): each a repeating event from its first day.
 */
function ritualsOf(db: Database, userId: string) {
  return db
    .select({
      id: rituals.id,
      title: rituals.title,
      teamName: teams.name,
      cadence: rituals.cadence,
      startsOn: rituals.startsOn,
      time: rituals.time,
      durationMinutes: rituals.durationMinutes,
      timeZone: companies.timeZone,
    })
    .from(rituals)
    .innerJoin(teams, and(eq(teams.id, rituals.teamId), isNull(teams.archivedAt)))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, rituals.teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)),
    )
    .innerJoin(userRoles, and(eq(userRoles.userId, userId), eq(userRoles.companyId, rituals.companyId)))
    .innerJoin(companies, eq(companies.id, rituals.companyId))
    .orderBy(asc(rituals.startsOn), asc(rituals.time), asc(rituals.id));
}

/**
 * The open goals the person owns in the company they belong to now (issue 35): each an all-day event on
 * its due day. Their own, whatever the goal's visibility: the link is theirs.
 */
function goalsDueOf(db: Database, userId: string) {
  return db
    .select({ id: goals.id, title: goals.title, dueOn: goals.dueOn })
    .from(goals)
    .innerJoin(userRoles, and(eq(userRoles.userId, userId), eq(userRoles.companyId, goals.companyId)))
    .where(and(eq(goals.ownerId, userId), isNull(goals.closedAt)))
    .orderBy(asc(goals.dueOn), asc(goals.id));
}

const WEEKDAYS = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
];

/**
 * A local day and time as the library takes it: with a TZID, a text without an offset, which it reads
 * and writes back in the process's own zone, so the same wall clock comes out (the server runs in
 * UTC, which has no gap hour that would move it); in UTC, where it writes no TZID, the moment itself.
 */
function wallClock(day: string, time: string, timeZone: string, plusMinutes = 0) {
  const moment = new Date(Date.parse(`${day}T${time}:00Z`) + plusMinutes * 60_000).toISOString();
  return timeZone === 'UTC' ? moment : moment.slice(0, 19);
}

/** How many monthly meetings the feed lists one by one (see feedOf). */
const MONTHLY_LISTED = 12;

/**
 * The feed as iCalendar text: one event per active 1:1, starting at its next meeting, and one per
 * focus block (busy), in the company's zone (TZID on each time, and X-WR-TIMEZONE: the library writes
 * no VTIMEZONE without a zone database package, and calendar apps know IANA names), asking to be read
 * again every hour.
 */
export async function feedOf(db: Database, userId: string, publicUrl: string, now = new Date()) {
  const [rows, blocks, teamRituals, dueGoals] = await Promise.all([
    activeOneOnOnesOf(db, userId),
    focusBlocksOf(db, userId, now),
    ritualsOf(db, userId),
    goalsDueOf(db, userId),
  ]);
  const calendar = new ICalCalendar({
    prodId: { company: 'SOS', product: 'Calendar', language: 'EN' },
    name: 'SOS',
    ttl: FEED_REFRESH_SECONDS,
  });

  for (const row of rows) {
    const first = localDayOf(row.nextAt, row.timeZone);
    const event = (day: string, id: string) =>
      calendar.createEvent({
        id,
        stamp: now,
        start: wallClock(day, row.localTime, row.timeZone),
        end: wallClock(day, row.localTime, row.timeZone, FEED_EVENT_MINUTES),
        timezone: row.timeZone,
        summary: `1:1 with ${row.partnerName?.trim() || 'a colleague'}`,
        url: `${publicUrl}${oneOnOnePath(row.id)}`,
      });
    if (row.cadence === 'monthly') {
      // Monthly is the same weekday on or after the same date of the next month, counted from the
      // meeting before: a date that drifts through the month, which no RRULE can say. The next
      // meetings are listed one by one instead, and the hourly refresh keeps the list a year ahead.
      let day = first;
      for (let n = 0; n < MONTHLY_LISTED; n++) {
        event(day, `${row.id}-${day}@sos`);
        day = nextDay(day, row.cadence, row.weekday);
      }
    } else {
      event(first, `${row.id}@sos`).repeating({
        freq: ICalEventRepeatingFreq.WEEKLY,
        interval: row.cadence === 'biweekly' ? 2 : 1,
        byDay: [WEEKDAYS[row.weekday - 1]!],
      });
    }
  }
  // Focus blocks are busy time (OPAQUE): a calendar that finds free slots leaves them alone.
  for (const block of blocks)
    calendar.createEvent({
      id: `focus-${block.id}@sos`,
      stamp: now,
      start: wallClock(block.day, block.startTime, block.timeZone),
      end: wallClock(block.day, block.startTime, block.timeZone, block.minutes),
      timezone: block.timeZone,
      summary: `Focus: ${block.purpose}`,
      transparency: ICalEventTransparency.OPAQUE,
    });
  // A team's rituals: weekly or every two weeks on the first day's weekday, or monthly on the first of
  // that weekday in the month (BYDAY=1MO), from the first day; the UID is the ritual's, stable.
  for (const ritual of teamRituals) {
    const weekday = WEEKDAYS[(new Date(`${ritual.startsOn}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    const rule =
      ritual.cadence === 'monthly'
        ? `FREQ=MONTHLY;BYDAY=1${weekday}`
        : `FREQ=WEEKLY;INTERVAL=${ritual.cadence === 'biweekly' ? 2 : 1};BYDAY=${weekday}`;
    calendar
      .createEvent({
        id: `ritual-${ritual.id}@sos`,
        stamp: now,
        start: wallClock(ritual.startsOn, ritual.time, ritual.timeZone),
        end: wallClock(ritual.startsOn, ritual.time, ritual.timeZone, ritual.durationMinutes),
        timezone: ritual.timeZone,
        summary: `${ritual.title} (${ritual.teamName})`,
        url: `${publicUrl}/collaboration?tab=rituals`,
      })
      .repeating(`RRULE:${rule}`);
  }
  // An open goal's due day: an all-day event that takes no time (TRANSPARENT), with a link to the goal.
  for (const goal of dueGoals)
    calendar.createEvent({
      id: `goal-${goal.id}@sos`,
      stamp: now,
      allDay: true,
      start: goal.dueOn,
      end: addDays(goal.dueOn, 1),
      summary: `Due: ${goal.title}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      url: `${publicUrl}/goals/${goal.id}`,
    });
  const text = calendar.toString();
  // The zone is written here, not set as the library's calendar zone: that would write DTSTAMP
  // without its Z (RFC 5545 wants it in UTC), and the library's own X- properties come after the
  // events, where the calendar's properties may not be. Each event carries its TZID anyway.
  const timeZone = rows[0]?.timeZone ?? blocks[0]?.timeZone ?? teamRituals[0]?.timeZone;
  return timeZone ? text.replace('BEGIN:VEVENT\r\n', `X-WR-TIMEZONE:${timeZone}\r\nBEGIN:VEVENT\r\n`) : text;
}
