import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../tests/setup/database-url';
import { admin, member } from '../../../tests/setup/fixtures';
import { activeOneOnOne, idOf, setTimeZone } from '../../../tests/setup/one-on-ones';
import { testAppOn } from '../../../tests/setup/test-app';
import type { AgendaPoint, OneOnOne } from '../../shared/contract/communication';
import type { Notification } from '../../shared/contract/notifications';
import { connectPostgres } from '../db/connect';
import { notifications, oneOnOneMeetings, profiles } from '../db/schema';
import { holdPastMeetings, remindEmptyAgendas } from './meeting-jobs';

/**
 * The 1:1s' jobs, run by every instance at once: two pools on one database stand for two instances.
 * Time is passed in. The company is in São Paulo (UTC-3, no daylight saving time since 2019), so a
 * local day ends at 03:00 UTC: the weekly 1:1 below first meets on Wednesday 2 January 2030 at 10:00
 * there, 13:00 UTC.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);
const at = (iso: string) => new Date(iso);

type Who = { token: string; session: { user: { id: string } } };

async function world() {
  const owner = await admin(t);
  await setTimeZone(t, owner, 'America/Sao_Paulo');
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  for (const [who, fullName] of [
    [ana, 'Ana Swell'],
    [ben, 'Ben Breaker'],
  ] as const)
    await t.db
      .update(profiles)
      .set({ fullName })
      .where(eq(profiles.id, idOf(who)));
  const oneOnOne = await activeOneOnOne(t, ana, ben);
  expect(oneOnOne.nextMeetingAt).toBe('2030-01-02T13:00:00.000Z');
  return { ana, ben, oneOnOne };
}

const detail = async (who: Who, id: string) => {
  const response = await t.request<{ oneOnOne: OneOnOne }>('GET', `/api/one-on-ones/${id}`, undefined, {
    token: who.token,
  });
  expect(response.status).toBe(200);
  return response.body.oneOnOne;
};

const meetingsOf = (oneOnOneId: string) =>
  t.db
    .select()
    .from(oneOnOneMeetings)
    .where(eq(oneOnOneMeetings.oneOnOneId, oneOnOneId))
    .orderBy(asc(oneOnOneMeetings.startsAt));

const remindersOf = (who: Who) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, idOf(who)), eq(notifications.kind, 'one_on_one_agenda_empty')));

/** Both instances run a job at the same moment; answers what they did together. */
async function bothInstances(job: typeof holdPastMeetings, now: Date) {
  const runs = await Promise.all([job(instanceA.db, now), job(instanceB.db, now)]);
  return runs[0] + runs[1];
}

describe('holding meetings at the end of their day', () => {
  it('waits for the end of the local day, then holds once: the next meeting made, open points carried once', async () => {
    const { ana, ben, oneOnOne } = await world();
    const meetingId = oneOnOne.nextMeeting!.id;
    const add = async (who: Who, text: string) => {
      const response = await t.request<{ point: AgendaPoint }>(
        'POST',
        `/api/one-on-ones/${oneOnOne.id}/points`,
        { text },
        { token: who.token },
      );
      expect(response.status).toBe(201);
      return response.body.point;
    };
    const covered = await add(ana, 'Surf trip budget');
    await add(ben, 'Next quarter’s goals');
    const ticked = await t.request(
      'PATCH',
      `/api/one-on-ones/${oneOnOne.id}/points/${covered.id}`,
      { ticked: true },
      { token: ben.token },
    );
    expect(ticked.status).toBe(200);

    // 23:59 in São Paulo on the meeting's day: not over yet.
    expect(await bothInstances(holdPastMeetings, at('2030-01-03T02:59:00Z'))).toBe(0);
    expect((await meetingsOf(oneOnOne.id)).map((meeting) => meeting.heldAt)).toEqual([null]);

    expect(await bothInstances(holdPastMeetings, at('2030-01-03T03:00:00Z'))).toBe(1);
    const meetings = await meetingsOf(oneOnOne.id);
    expect(
      meetings.map((meeting) => [meeting.id === meetingId, meeting.heldAt?.toISOString() ?? null]),
    ).toEqual([
      [true, '2030-01-03T03:00:00.000Z'],
      [false, null],
    ]);
    const after = await detail(ana, oneOnOne.id);
    expect(after.nextMeeting?.startsAt).toBe('2030-01-09T13:00:00.000Z');
    expect(after.nextMeeting?.points.map((point) => [point.text, point.carried])).toEqual([
      ['Next quarter’s goals', true],
    ]);

    // Nothing more to do until the next meeting's day is over; then the carried point is not carried again.
    expect(await bothInstances(holdPastMeetings, at('2030-01-09T15:00:00Z'))).toBe(0);
    expect(await bothInstances(holdPastMeetings, at('2030-01-10T03:00:00Z'))).toBe(1);
    expect((await detail(ben, oneOnOne.id)).nextMeeting?.points).toEqual([]);
  });

  it('leaves a meeting marked held, and an ended 1:1, alone', async () => {
    const { ana, ben, oneOnOne } = await world();
    const held = await t.request(
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/meetings/${oneOnOne.nextMeeting!.id}/held`,
      undefined,
      { token: ana.token },
    );
    expect(held.status).toBe(200);
    // The meeting after the one held by hand is still in the future here. (The jobs see every
    // company's meetings: the effects on this 1:1 are what is checked.)
    const byHand = await meetingsOf(oneOnOne.id);
    await holdPastMeetings(instanceA.db, at('2030-01-03T03:00:00Z'));
    expect(await meetingsOf(oneOnOne.id)).toEqual(byHand);

    const ended = await t.request('POST', `/api/one-on-ones/${oneOnOne.id}/end`, undefined, {
      token: ben.token,
    });
    expect(ended.status).toBe(204);
    const before = await meetingsOf(oneOnOne.id);
    await holdPastMeetings(instanceA.db, at('2031-01-01T00:00:00Z'));
    expect(await meetingsOf(oneOnOne.id)).toEqual(before);
  });
});

describe('the day-before reminder of an empty agenda', () => {
  it('tells each of the two once, on the local day before, with a link to the 1:1', async () => {
    const { ana, ben, oneOnOne } = await world();
    // 23:59 on 31 December in São Paulo: two days before.
    expect(await bothInstances(remindEmptyAgendas, at('2030-01-01T02:59:00Z'))).toBe(0);
    expect(await remindersOf(ana)).toEqual([]);

    expect(await bothInstances(remindEmptyAgendas, at('2030-01-01T03:00:00Z'))).toBe(1);
    expect(await bothInstances(remindEmptyAgendas, at('2030-01-01T20:00:00Z'))).toBe(0);
    for (const [who, partnerName] of [
      [ana, 'Ben Breaker'],
      [ben, 'Ana Swell'],
    ] as const) {
      const list = await t.request<{ items: Notification[] }>('GET', '/api/notifications', undefined, {
        token: who.token,
      });
      expect(list.status).toBe(200);
      const reminders = list.body.items.filter((item) => item.kind === 'one_on_one_agenda_empty');
      expect(reminders).toEqual([
        expect.objectContaining({
          data: {
            oneOnOneId: oneOnOne.id,
            meetingId: oneOnOne.nextMeeting!.id,
            partnerName,
            startsAt: '2030-01-02T13:00:00.000Z',
          },
        }),
      ]);
      expect(await remindersOf(who)).toHaveLength(1);
    }
  });

  it('says nothing when the agenda has a point, nor on the meeting’s own day', async () => {
    const withPoint = await world();
    const added = await t.request(
      'POST',
      `/api/one-on-ones/${withPoint.oneOnOne.id}/points`,
      { text: 'How the move went' },
      { token: withPoint.ben.token },
    );
    expect(added.status).toBe(201);
    const empty = await world();
    // The meeting's own day: too late for "the day before".
    await remindEmptyAgendas(instanceA.db, at('2030-01-02T03:00:00Z'));
    expect(await remindersOf(empty.ana)).toEqual([]);
    await remindEmptyAgendas(instanceA.db, at('2030-01-01T12:00:00Z'));
    expect(await remindersOf(withPoint.ana)).toEqual([]);
    expect(await remindersOf(withPoint.ben)).toEqual([]);
    expect(await remindersOf(empty.ana)).toHaveLength(1);
  });
});
