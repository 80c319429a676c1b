import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { capturingLogger } from '../../../tests/setup/logs';
import { activeOneOnOne, idOf, oneOnOneWorld, setTimeZone } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf, requestApp, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import { calendarFeedMessages, oneOnOnePath } from '../../shared/calendar-feed';
import type { CalendarFeedStatus } from '../../shared/contract/calendar';
import { createApp } from '../app';
import { calendarFeeds, profiles } from '../db/schema';
import { hashFeedSecret } from './calendar-feed';

const t = await createTestApp();

type Who = { token: string };
type Made = { feed: CalendarFeedStatus; url: string };

const makeFeed = async (who: Who) => {
  const response = await t.request<Made>('POST', '/api/calendar-feed', undefined, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};
const pathOf = (url: string) => url.slice(TEST_PUBLIC_URL.length);
const read = (url: string, ip?: string) => t.request<string>('GET', pathOf(url), undefined, { ip });
const feedText = async (url: string) => {
  const response = await read(url);
  expect(response.status, String(response.body)).toBe(200);
  return response.body;
};
/** The feed's lines, unfolded (a long line goes on after a line break and a space). */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const eventsOf = (text: string) => text.split('BEGIN:VEVENT').slice(1);
/** Fixtures share names: each person of a test gets one of their own. */
const name = async (person: { session: { user: { id: string } } }, fullName: string) => {
  await t.db
    .update(profiles)
    .set({ fullName })
    .where(eq(profiles.id, idOf(person)));
  return fullName;
};

describe('the calendar link', () => {
  it('is made once with its secret, then only said to exist; the database keeps its hash', async () => {
    const owner = await admin(t);
    const before = await t.request<{ feed: CalendarFeedStatus }>('GET', '/api/calendar-feed', undefined, {
      token: owner.token,
    });
    expect(before.body).toEqual({ feed: { exists: false, createdAt: null } });

    const made = await makeFeed(owner);
    expect(made.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(made.feed).toEqual({ exists: true, createdAt: expect.any(String) });
    const after = await t.request('GET', '/api/calendar-feed', undefined, { token: owner.token });
    expect(after.body).toEqual({ feed: made.feed });
    const secret = pathOf(made.url).slice('/api/calendar/'.length, -'.ics'.length);
    expect(JSON.stringify(after.body)).not.toContain(secret);
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, idOf(owner)));
    expect(row?.tokenHash).toBe(hashFeedSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('needs a session', async () => {
    const response = await t.request('POST', '/api/calendar-feed');
    expect(response.status).toBe(401);
  });

  it('stops working when turned off or replaced', async () => {
    const owner = await admin(t);
    const first = await makeFeed(owner);
    const second = await makeFeed(owner);
    expect(second.url).not.toBe(first.url);
    expect((await read(first.url)).status).toBe(404);
    expect((await read(second.url)).status).toBe(200);

    const off = await t.request('DELETE', '/api/calendar-feed', undefined, { token: owner.token });
    expect(off.status).toBe(204);
    const gone = await read(second.url);
    expect(gone.status).toBe(404);
    expect(errorOf(gone)).toEqual({ code: 'not_found', message: calendarFeedMessages.notFound });
    const status = await t.request('GET', '/api/calendar-feed', undefined, { token: owner.token });
    expect(status.body).toEqual({ feed: { exists: false, createdAt: null } });
    // Turning off what is off is done too.
    expect((await t.request('DELETE', '/api/calendar-feed', undefined, { token: owner.token })).status).toBe(
      204,
    );
  });

  it('answers 404 to anything that is not a live secret', async () => {
    for (const file of ['nothing', 'x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, '%00.ics']) {
      const response = await t.request('GET', `/api/calendar/${file}`);
      expect(response.status, file).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
  });

  it('is in the person’s export as whether it exists, never as the link or its hash', async () => {
    const owner = await admin(t);
    const exported = () =>
      t.request<Record<string, unknown>>('GET', '/api/me/export', undefined, { token: owner.token });
    expect((await exported()).body.calendarFeed).toEqual({ exists: false, createdAt: null });
    const made = await makeFeed(owner);
    const secret = pathOf(made.url).slice('/api/calendar/'.length, -'.ics'.length);
    const response = await exported();
    expect(response.status).toBe(200);
    expect(response.body.calendarFeed).toEqual({ exists: true, createdAt: made.feed.createdAt });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(hashFeedSecret(secret));
  });

  it('goes with the account', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const made = await makeFeed(person);
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(
      await t.db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, idOf(person))),
    ).toEqual([]);
    expect((await read(made.url)).status).toBe(404);
  });
});

describe('the feed', () => {
  it('lists the person’s active 1:1s in the company’s zone, repeating, refreshed hourly', async () => {
    const { owner, ana, ben, oneOnOne } = await oneOnOneWorld(t);
    await setTimeZone(t, owner, 'Europe/Lisbon');
    const cleo = await member(t, owner);
    const biweekly = await activeOneOnOne(t, cleo, ana, {
      cadence: 'biweekly',
      weekday: 5,
      localTime: '16:30',
    });
    // A 1:1 between two others is not ana's.
    const dan = await member(t, owner);
    await activeOneOnOne(t, ben, dan);
    const [benName, cleoName, danName] = [
      await name(ben, 'Ben Breaker'),
      await name(cleo, 'Cleo Current'),
      await name(dan, 'Dan Drift'),
    ];

    const response = await read((await makeFeed(ana)).url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    const lines = linesOf(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('END:VCALENDAR');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
    // The calendar's properties, the zone's included, come before its events.
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Lisbon')).toBeGreaterThan(0);
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Lisbon')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));

    const events = eventsOf(text).map(linesOf);
    expect(events).toHaveLength(2);
    const weekly = events.find((event) => event.includes(`UID:${oneOnOne.id}@sos`))!;
    expect(weekly).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE');
    expect(weekly).toContain(`SUMMARY:1:1 with ${benName}`);
    expect(weekly).toContain(`URL;VALUE=URI:${TEST_PUBLIC_URL}${oneOnOnePath(oneOnOne.id)}`);
    // The first Wednesday on or after the start day (2030-01-01), at 10:00 in Lisbon, for 30 minutes.
    expect(weekly).toContain('DTSTART;TZID=Europe/Lisbon:20300102T100000');
    expect(weekly).toContain('DTEND;TZID=Europe/Lisbon:20300102T103000');
    // The time it was written is in UTC, as RFC 5545 wants.
    expect(weekly.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    const other = events.find((event) => event.includes(`UID:${biweekly.id}@sos`))!;
    expect(other).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR');
    expect(other).toContain(`SUMMARY:1:1 with ${cleoName}`);
    expect(other).toContain('DTSTART;TZID=Europe/Lisbon:20300104T163000');
    expect(text).not.toContain(danName);
  });

  it('lists a monthly 1:1’s next twelve meetings, each the weekday on or after the date a month on', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    // Wednesday 2 January 2030; a month on, 2 February is a Saturday, so Wednesday 6 February.
    const monthly = await activeOneOnOne(t, ana, ben, { cadence: 'monthly', weekday: 3 });
    const events = eventsOf(await feedText((await makeFeed(ben)).url)).map(linesOf);
    expect(events).toHaveLength(12);
    const starts = events.map(
      (event) => /:(\d{8})T/.exec(event.find((line) => line.startsWith('DTSTART'))!)?.[1],
    );
    expect(starts.slice(0, 4)).toEqual(['20300102', '20300206', '20300306', '20300410']);
    expect(events.every((event) => !event.some((line) => line.startsWith('RRULE')))).toBe(true);
    expect(new Set(events.map((event) => event.find((line) => line.startsWith('UID:'))))).toHaveProperty(
      'size',
      12,
    );
    expect(events[0]).toContain(`UID:${monthly.id}-2030-01-02@sos`);
    // A company in UTC (the default) has its times in UTC, without a TZID.
    expect(events[0]).toContain('DTSTART:20300102T100000Z');
  });

  it('drops an ended 1:1, and never shows another company’s', async () => {
    const { ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    const stranger = await member(t, other);
    await activeOneOnOne(t, other, stranger);
    const anaName = await name(ana, 'Ana Swell');
    const strangerName = await name(stranger, 'Sam Elsewhere');
    const url = (await makeFeed(ana)).url;
    expect(eventsOf(await feedText(url))).toHaveLength(1);

    const ended = await t.request('POST', `/api/one-on-ones/${oneOnOne.id}/end`, undefined, {
      token: ben.token,
    });
    expect(ended.status).toBe(204);
    const text = await feedText(url);
    expect(eventsOf(text)).toHaveLength(0);
    expect(text).not.toContain(oneOnOne.id);
    // The other company's feed holds its own 1:1 only.
    const theirs = await feedText((await makeFeed(other)).url);
    expect(eventsOf(theirs)).toHaveLength(1);
    expect(theirs).not.toContain(anaName);
    expect(theirs).toContain(strangerName);
  });

  it('keeps the secret out of the request log', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ ...t.deps, logger });
    const owner = await admin(t);
    const { url } = await makeFeed(owner);
    const secret = pathOf(url).slice('/api/calendar/'.length, -'.ics'.length);
    expect((await requestApp(app, 'GET', pathOf(url))).status).toBe(200);
    expect((await requestApp(app, 'GET', `/api/calendar/${'B'.repeat(43)}.ics`)).status).toBe(404);
    const logged = lines.filter((line) => String(line.path).startsWith('/api/calendar/'));
    expect(logged.map((line) => [line.path, line.status])).toEqual([
      ['/api/calendar/[secret].ics', 200],
      ['/api/calendar/[secret].ics', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});

describe('the feed’s rate limits', () => {
  it('counts unknown links per address, as failed sign-ins, and gives a known link its hit back', async () => {
    const limited = await createTestApp({
      rateLimits: {
        calendarFeedMissesPerIp: { limit: 2, windowSeconds: 60 },
        calendarFeedReadsPerFeed: { limit: 3, windowSeconds: 60 },
      },
    });
    const owner = await admin(limited);
    const made = await limited.request<Made>('POST', '/api/calendar-feed', undefined, { token: owner.token });
    const path = pathOf(made.body.url);
    const get = (file: string, ip: string) => limited.request('GET', file, undefined, { ip });

    // Known links from one address do not use up its misses.
    for (let n = 0; n < 3; n++) expect((await get(path, '10.0.0.1')).status).toBe(200);
    const guess = `/api/calendar/${'C'.repeat(43)}.ics`;
    expect((await get(guess, '10.0.0.1')).status).toBe(404);
    expect((await get(guess, '10.0.0.1')).status).toBe(404);
    const refused = await get(guess, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await get(guess, '10.0.0.2')).status).toBe(404);

    // One feed is read at most so often, from anywhere.
    expect((await get(path, '10.0.0.3')).status).toBe(429);
  });
});

describe('the feed, read by a calendar parser', () => {
  it('holds the person’s open goals as all-day events on their due days, and nobody else’s', async () => {
    const owner = await admin(t);
    const colleague = await member(t, owner);
    const companyId = owner.company.id;
    const open = await insertGoal(t.db, {
      companyId,
      ownerId: idOf(owner),
      title: 'Ship the tide app',
      dueOn: '2031-03-14',
    });
    const hidden = await insertGoal(t.db, {
      companyId,
      ownerId: idOf(owner),
      title: 'A private plan',
      dueOn: '2031-04-01',
      visibility: 'private',
    });
    await insertGoal(t.db, { companyId, ownerId: idOf(owner), title: 'Closed', closedAt: new Date() });
    await insertGoal(t.db, { companyId, ownerId: idOf(colleague), title: 'The colleague’s goal' });

    const calendar = new ICAL.Component(ICAL.parse(await feedText((await makeFeed(owner)).url)));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const dueDays = events
      .filter((event) => event.uid.startsWith('goal-'))
      .map((event) => ({
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        end: event.endDate.toString(),
        url: String(event.component.getFirstPropertyValue('url')),
        transparent: event.component.getFirstPropertyValue('transp'),
      }));
    expect(dueDays).toEqual([
      {
        uid: `goal-${open.id}@sos`,
        summary: 'Due: Ship the tide app',
        start: '2031-03-14',
        allDay: true,
        end: '2031-03-15',
        url: `${TEST_PUBLIC_URL}/goals/${open.id}`,
        transparent: 'TRANSPARENT',
      },
      {
        uid: `goal-${hidden.id}@sos`,
        summary: 'Due: A private plan',
        start: '2031-04-01',
        allDay: true,
        end: '2031-04-02',
        url: `${TEST_PUBLIC_URL}/goals/${hidden.id}`,
        transparent: 'TRANSPARENT',
      },
    ]);
  });

  it('reads every kind of event back as the parser understands it: 1:1s, focus blocks, rituals and due days', async () => {
    const w = await oneOnOneWorld(t);
    await insertGoal(t.db, { companyId: w.owner.company.id, ownerId: idOf(w.ana), dueOn: '2031-01-10' });
    const calendar = new ICAL.Component(ICAL.parse(await feedText((await makeFeed(w.ana)).url)));
    expect(calendar.getFirstPropertyValue('prodid')).toContain('SOS');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const oneOnOne = events.find((event) => event.uid.startsWith(w.oneOnOne.id));
    expect(oneOnOne?.summary).toMatch(/^1:1 with /);
    expect(oneOnOne?.isRecurring()).toBe(true);
    // The weekly rule yields its next meetings a week apart.
    const next = oneOnOne!.iterator();
    const first = next.next()!.toJSDate().getTime();
    const second = next.next()!.toJSDate().getTime();
    expect(second - first).toBe(7 * 86_400_000);
    expect(events.some((event) => event.uid.startsWith('goal-') && event.startDate.isDate)).toBe(true);
  });
});
