import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../tests/setup/one-on-ones';
import {
  answer,
  everyDay,
  idOf,
  type Person,
  standupBody,
  standupWorld,
  turnOn,
} from '../../../tests/setup/standups';
import { createTestApp } from '../../../tests/setup/test-app';
import type { Notification } from '../../shared/contract/notifications';
import type { Participation, StandupPage, StandupTeam } from '../../shared/contract/standups';
import { companies, notifications, standupAnswers, standups } from '../db/schema';
import { answerStandupsFromClose, standupDayAfter } from './standups';

/** Async standups (decision 038, slice 2): the settings, the answers, the page, the close as the answer. */
const t = await createTestApp();

const notificationsOf = (who: Person, kind: Notification['kind']) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, idOf(who)), eq(notifications.kind, kind)));

const pageOf = async (who: Person, teamId: string, day?: string) => {
  const response = await t.request<{ page: StandupPage }>(
    'GET',
    `/api/standups/${teamId}/day${day ? `?day=${day}` : ''}`,
    undefined,
    { token: who.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.page;
};

describe('a team’s standup settings', () => {
  it('a lead turns it on, changes it and pauses it; the members read it, no one else changes it', async () => {
    const { owner, lead, ana, outsider, teamId, other } = await standupWorld(t);
    const list = await t.request<{ teams: StandupTeam[] }>('GET', '/api/standups', undefined, {
      token: ana.token,
    });
    expect(list.body.teams).toEqual([{ teamId, teamName: expect.any(String), isLead: false, standup: null }]);

    const on = await turnOn(t, lead, teamId, { weekdays: [5, 1, 3] });
    expect(on).toEqual({ ...standupBody(), weekdays: [1, 3, 5] });
    const read = await t.request<{ teams: StandupTeam[] }>('GET', '/api/standups', undefined, {
      token: ana.token,
    });
    expect(read.body.teams[0]?.standup).toEqual(on);

    // A member, an admin of the company who is not in the team, another company: no change.
    for (const [who, status] of [
      [ana, 403],
      [owner, 403],
      [outsider, 403],
      [other, 404],
    ] as const) {
      const response = await t.request(
        'PUT',
        `/api/standups/${teamId}`,
        standupBody({ digestTime: '09:00' }),
        {
          token: who.token,
        },
      );
      expect(response.status).toBe(status);
    }
    const paused = await t.request<{ standup: { paused: boolean; digestTime: string } }>(
      'PUT',
      `/api/standups/${teamId}`,
      standupBody({ paused: true, digestTime: '17:30' }),
      { token: lead.token },
    );
    expect(paused.body.standup).toMatchObject({ paused: true, digestTime: '17:30' });
  });

  it('refuses bad settings with the form’s words, and changes nothing', async () => {
    const { lead, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    const bad = [
      { questions: [] },
      { questions: Array.from({ length: 6 }, () => ({ text: 'Why?', kind: 'other' })) },
      { questions: [{ text: ' ', kind: 'done' }] },
      { questions: [{ text: 'x'.repeat(121), kind: 'done' }] },
      { questions: [{ text: 'Mood?', kind: 'mood' }] },
      { weekdays: [] },
      { weekdays: [0] },
      { weekdays: [1, 1] },
      { digestTime: '24:00' },
      { paused: 'yes' },
    ];
    for (const change of bad) {
      const response = await t.request(
        'PUT',
        `/api/standups/${teamId}`,
        { ...standupBody(), ...change },
        {
          token: lead.token,
        },
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
    const [row] = await t.db.select().from(standups).where(eq(standups.teamId, teamId));
    expect(row?.questions).toHaveLength(3);
    expect(row?.weekdays).toEqual(everyDay);
  });
});

describe('answering', () => {
  it('a member answers with a block: the leads are told once, an edit that stays blocked tells no one again', async () => {
    const { lead, ana, ben, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    const page = await answer(t, ana, teamId, [
      'Shipped the export',
      'The digest',
      'Waiting on the API keys',
    ]);
    expect(page.answers).toEqual([
      {
        person: { id: idOf(ana), fullName: 'Ana Answer' },
        answers: [
          { text: 'What did you get done?', kind: 'done', answer: 'Shipped the export' },
          { text: 'What is next?', kind: 'next', answer: 'The digest' },
          { text: 'Anything blocking you?', kind: 'blocked', answer: 'Waiting on the API keys' },
        ],
        blocked: true,
        fromClose: false,
      },
    ]);
    // Who has not answered: names, no times.
    expect(page.notAnswered.map((person) => person.fullName).sort()).toEqual(['Ben Blank', 'Lea Lead']);
    expect(JSON.stringify([page.answers, page.notAnswered])).not.toMatch(/At"|updated|time|late/i);

    const told = await notificationsOf(lead, 'standup_blocked');
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ teamId, personName: 'Ana Answer', day: page.today });
    // The lead reads it; Ana edits, still blocked: nothing new. Ben is no lead: never told.
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, idOf(lead)));
    const edited = await answer(t, ana, teamId, ['Shipped the export', 'The digest', 'Still the keys']);
    expect(edited.answers).toHaveLength(1);
    expect(edited.answers[0]?.answers[2]?.answer).toBe('Still the keys');
    expect(await notificationsOf(lead, 'standup_blocked')).toHaveLength(1);
    expect(await notificationsOf(ben, 'standup_blocked')).toHaveLength(0);
    expect(await notificationsOf(ana, 'standup_blocked')).toHaveLength(0);
  });

  it('an empty blocked answer is not a block; old answers keep the questions they were asked', async () => {
    const { lead, ben, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    const page = await answer(t, ben, teamId, ['Tests', '', '  ']);
    expect(page.answers[0]).toMatchObject({ blocked: false });
    expect(await notificationsOf(lead, 'standup_blocked')).toHaveLength(0);
    await turnOn(t, lead, teamId, { questions: [{ text: 'How is it going?', kind: 'other' }] });
    const later = await pageOf(ben, teamId);
    expect(later.standup?.questions).toEqual([{ text: 'How is it going?', kind: 'other' }]);
    expect(later.answers[0]?.answers.map((item) => item.text)).toEqual([
      'What did you get done?',
      'What is next?',
      'Anything blocking you?',
    ]);
  });

  it('refuses an answer when paused or off, with the wrong count, all blank, or from outside the team', async () => {
    const { owner, lead, ana, outsider, teamId, other } = await standupWorld(t);
    const off = await t.request(
      'PUT',
      `/api/standups/${teamId}/answer`,
      { answers: ['a', 'b', 'c'] },
      {
        token: ana.token,
      },
    );
    expect(off.status).toBe(409);
    expect((off.body as { error: { code: string } }).error.code).toBe('standup_not_open');
    await turnOn(t, lead, teamId);
    for (const [answers, status] of [
      [['only one'], 400],
      [['', ' ', ''], 400],
      [['a', 'b', 'x'.repeat(1001)], 400],
    ] as const) {
      const response = await t.request(
        'PUT',
        `/api/standups/${teamId}/answer`,
        { answers },
        { token: ana.token },
      );
      expect(response.status, JSON.stringify(answers)).toBe(status);
    }
    for (const [who, status] of [
      [owner, 403],
      [outsider, 403],
      [other, 404],
    ] as const) {
      const response = await t.request(
        'PUT',
        `/api/standups/${teamId}/answer`,
        { answers: ['a', 'b', 'c'] },
        {
          token: who.token,
        },
      );
      expect(response.status).toBe(status);
    }
    await turnOn(t, lead, teamId, { paused: true });
    const paused = await t.request(
      'PUT',
      `/api/standups/${teamId}/answer`,
      { answers: ['a', 'b', 'c'] },
      {
        token: ana.token,
      },
    );
    expect(paused.status).toBe(409);
    expect(await t.db.select().from(standupAnswers).where(eq(standupAnswers.teamId, teamId))).toHaveLength(0);
  });
});

describe('the page of a day', () => {
  it('is today by default, refuses a day after today, and reaches the previous standup days', async () => {
    const { lead, ana, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    const today = await pageOf(ana, teamId);
    expect(today).toMatchObject({ day: today.today, isStandupDay: true, canAnswer: true, nextDay: null });
    // Turned on today: nothing before it to reach.
    expect(today.previousDay).toBeNull();
    const future = await t.request('GET', `/api/standups/${teamId}/day?day=2999-01-01`, undefined, {
      token: ana.token,
    });
    expect(future.status).toBe(400);
    const junk = await t.request('GET', `/api/standups/${teamId}/day?day=yesterday`, undefined, {
      token: ana.token,
    });
    expect(junk.status).toBe(400);
    // A day answered from a close before: its page reads it, and it is not today's to answer.
    await t.db.update(standups).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
    const yesterday = (await pageOf(ana, teamId)).previousDay!;
    expect(yesterday < today.today).toBe(true);
    const past = await pageOf(ana, teamId, yesterday);
    expect(past).toMatchObject({ day: yesterday, canAnswer: false, nextDay: today.today });
  });
});

describe('the close as the answer', () => {
  it('answers the first standup day strictly after the closed day, mapping the kinds; the form’s answer stays', async () => {
    const { lead, ana, ben, teamId, owner } = await standupWorld(t);
    const questions = [
      { text: 'Done?', kind: 'done' as const },
      { text: 'Next?', kind: 'next' as const },
      { text: 'Blocked?', kind: 'blocked' as const },
      { text: 'Mood?', kind: 'other' as const },
    ];
    await turnOn(t, lead, teamId, { weekdays: [1, 2, 3, 4, 5], questions });
    const companyId = (await t.db.select({ id: companies.id }).from(companies))[0]!.id;
    const [teamCompany] = await t.db
      .select({ companyId: standups.companyId })
      .from(standups)
      .where(eq(standups.teamId, teamId));
    expect(companyId).toBeDefined();
    // 2030-01-04 is a Friday: its close answers Monday 7 January; Thursday's answers Friday.
    expect(standupDayAfter('2030-01-04', [1, 2, 3, 4, 5])).toBe('2030-01-07');
    const close = {
      userId: idOf(ana),
      companyId: teamCompany!.companyId,
      done: 'The export',
      next: 'Digest',
      blocked: 'Keys',
    };
    const written = await t.db.transaction((tx) =>
      answerStandupsFromClose(tx, { ...close, closedDay: '2030-01-04' }),
    );
    expect(written).toMatchObject([{ teamId, day: '2030-01-07' }]);
    const thursday = await t.db.transaction((tx) =>
      answerStandupsFromClose(tx, { ...close, closedDay: '2030-01-03', blocked: null }),
    );
    expect(thursday).toMatchObject([{ teamId, day: '2030-01-04' }]);
    const rows = await t.db
      .select()
      .from(standupAnswers)
      .where(eq(standupAnswers.userId, idOf(ana)));
    const monday = rows.find((row) => row.day === '2030-01-07');
    expect(monday).toMatchObject({ fromClose: true, blocked: true });
    expect(monday?.answers.map((item) => item.answer)).toEqual(['The export', 'Digest', 'Keys', '']);
    expect(rows.find((row) => row.day === '2030-01-04')).toMatchObject({ blocked: false, fromClose: true });
    // The blocked close told the lead, once.
    expect(await notificationsOf(lead, 'standup_blocked')).toHaveLength(1);

    // A close of the same day again updates the close's answer.
    await t.db.transaction((tx) =>
      answerStandupsFromClose(tx, { ...close, closedDay: '2030-01-04', done: 'More' }),
    );
    const again = await t.db
      .select()
      .from(standupAnswers)
      .where(and(eq(standupAnswers.userId, idOf(ana)), eq(standupAnswers.day, '2030-01-07')));
    expect(again[0]?.answers[0]?.answer).toBe('More');

    // Ben answered today on the form: his close of yesterday, whose next standup day is today, leaves
    // that answer alone. The standup runs every day from here, so that today is one, whatever the day.
    await turnOn(t, lead, teamId, { weekdays: everyDay, questions });
    const page = await answer(t, ben, teamId, ['Form done', 'Form next', '', '']);
    const yesterday = new Date(Date.parse(`${page.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(standupDayAfter(yesterday, everyDay)).toBe(page.today);
    const benClose = await t.db.transaction((tx) =>
      answerStandupsFromClose(tx, { ...close, userId: idOf(ben), closedDay: yesterday }),
    );
    const benRows = await t.db
      .select()
      .from(standupAnswers)
      .where(and(eq(standupAnswers.userId, idOf(ben)), eq(standupAnswers.day, page.today)));
    expect(benClose).toEqual([]);
    expect(benRows[0]).toMatchObject({ fromClose: false });
    expect(benRows[0]?.answers[0]?.answer).toBe('Form done');
    // Someone in no team with a standup: nothing written. A paused standup: nothing either.
    expect(
      await t.db.transaction((tx) =>
        answerStandupsFromClose(tx, { ...close, userId: idOf(owner), closedDay: '2030-01-04' }),
      ),
    ).toEqual([]);
    await turnOn(t, lead, teamId, { paused: true });
    expect(
      await t.db.transaction((tx) => answerStandupsFromClose(tx, { ...close, closedDay: '2030-01-08' })),
    ).toEqual([]);
  });

  it('is what PUT /api/today/closes/:day does: the close, the answer it made and the leads told of a block, together', async () => {
    const { lead, ana, teamId } = await standupWorld(t);
    await turnOn(t, lead, teamId, { weekdays: everyDay });
    const today = (await pageOf(ana, teamId)).today;
    const response = await t.request<{ standups: { teamId: string; teamName: string; day: string }[] }>(
      'PUT',
      `/api/today/closes/${today}`,
      { done: 'Waxed the boards', next: 'Book the van', blocked: 'The van is broken', note: 'Long day' },
      { token: ana.token },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const tomorrow = standupDayAfter(today, everyDay);
    expect(response.body.standups).toMatchObject([{ teamId, day: tomorrow }]);
    const answers = (await pageOf(lead, teamId, today)).answers;
    expect(answers).toEqual([]);
    const [row] = await t.db
      .select()
      .from(standupAnswers)
      .where(and(eq(standupAnswers.userId, idOf(ana)), eq(standupAnswers.day, tomorrow)));
    expect(row).toMatchObject({ fromClose: true, blocked: true });
    expect(row?.answers.map((item) => item.answer)).toEqual([
      'Waxed the boards',
      'Book the van',
      'The van is broken',
    ]);
    expect(await notificationsOf(lead, 'standup_blocked')).toHaveLength(1);
    // A close refused (a day long past) writes no answer.
    const refused = await t.request(
      'PUT',
      '/api/today/closes/2020-01-06',
      { done: 'Old' },
      { token: ana.token },
    );
    expect(refused.status).toBe(409);
    expect(
      await t.db
        .select()
        .from(standupAnswers)
        .where(eq(standupAnswers.userId, idOf(ana))),
    ).toHaveLength(1);
  });
});

describe('participation', () => {
  it('is withheld below the company’s pulse threshold, shown per week from it, never per person', async () => {
    const { lead, ana, ben, teamId, owner } = await standupWorld(t);
    await turnOn(t, lead, teamId);
    const read = async (who: Person) => {
      const response = await t.request<{ participation: Participation }>(
        'GET',
        `/api/standups/${teamId}/participation`,
        undefined,
        { token: who.token },
      );
      return response;
    };
    // Three members, the default threshold is five.
    expect((await read(ana)).body.participation).toEqual({
      shown: false,
      reason: 'too_few_members',
      threshold: 5,
    });
    expect((await read(owner)).status).toBe(403);
    const [row] = await t.db
      .select({ companyId: standups.companyId })
      .from(standups)
      .where(eq(standups.teamId, teamId));
    await t.db.update(companies).set({ pulseThreshold: 3 }).where(eq(companies.id, row!.companyId));
    await answer(t, ana, teamId, ['a', '', '']);
    await answer(t, ben, teamId, ['b', '', '']);
    const shown = (await read(lead)).body.participation;
    expect(shown.shown).toBe(true);
    if (!shown.shown) return;
    expect(shown.weeks).toHaveLength(12);
    const last = shown.weeks.at(-1)!;
    // Two of three members answered today, the standup's first day.
    expect(last.share).toBeCloseTo(2 / 3);
    expect(shown.weeks.slice(0, -1).every((week) => week.share === null)).toBe(true);
    expect(JSON.stringify(shown)).not.toContain(idOf(ana));
  });
});

describe('time zones', () => {
  it('today is the company’s day', async () => {
    const { owner, lead, ana, teamId } = await standupWorld(t);
    await setTimeZone(t, owner, 'Pacific/Kiritimati');
    await turnOn(t, lead, teamId);
    const page = await pageOf(ana, teamId);
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    expect(page.today).toBe(kiritimati);
  });
});
