import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf } from '../../../tests/setup/culture';
import { admin, me, member, requester, requestToJoin, signUp } from '../../../tests/setup/fixtures';
import {
  dayFromToday,
  insertPeriod,
  periodDue,
  periodsOf,
  pulseAnswers,
  pulseNotices,
  responsesOf,
  wellbeingApi,
} from '../../../tests/setup/pulse';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { addDays } from '../../shared/days';
import { peopleMessages } from '../../shared/messages';
import {
  PULSE_PERIODS_SHOWN,
  PULSE_QUESTION_KEYS,
  PULSE_QUESTIONS,
  wellbeingMessages as m,
} from '../../shared/wellbeing-messages';
import { notifications, pulseParticipation, pulsePeriods, pulseResponses } from '../db/schema';
import { periodContaining } from './periods';
import { answerPulse } from './pulse';
import { openAndSealPulses, sealClosedPeriods } from './seal';

/**
 * The pulse (docs/product.md#well-being-and-pulse): the open period and its questions, answering it
 * once with no person kept beside the answer, the dashboard's prompt, the opening's notification, and
 * an admin's settings. Closed periods are written straight into the table, as if they had opened then.
 */
const t = await createTestApp();
const api = wellbeingApi(t);
const world = cultureWorld(t);

const today = dayFromToday(0);
const thisWeek = { ...periodContaining(today, 'weekly'), cadence: 'weekly' };

describe('GET /api/pulse', () => {
  it('opens the week’s period and answers its questions, settings and whether the caller answered', async () => {
    const owner = await admin(t);
    const response = await api.pulse(owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      period: thisWeek,
      answered: false,
      settings: { cadence: 'weekly', threshold: 5 },
      questions: PULSE_QUESTION_KEYS.map((key) => ({
        key,
        text: PULSE_QUESTIONS[key].text,
        min: PULSE_QUESTIONS[key].min,
        max: PULSE_QUESTIONS[key].max,
        low: PULSE_QUESTIONS[key].low,
        high: PULSE_QUESTIONS[key].high,
      })),
      canReadResults: true,
      closedPeriods: [],
    });
    expect(await periodsOf(t.db, owner.company.id)).toEqual([
      expect.objectContaining({ ...thisWeek, threshold: 5, members: null, sealed: false }),
    ]);
  });

  it('is for members of a company only', async () => {
    const loner = await signUp(t);
    const response = await api.pulse(loner.token);
    expect(response.status).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'forbidden', message: peopleMessages.noCompany });
    expect((await t.request('GET', '/api/pulse')).status).toBe(401);
  });

  it('lets admins and the leads of live teams read results, and nobody else', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const formerLead = await member(t, owner);
    const plain = await member(t, owner);
    await world.team(owner, 'Dawn Patrol', [lead], [plain]);
    const archived = await world.team(owner, 'Old Crew', [formerLead]);
    const canRead = async (token: string) => (await api.pulse(token)).body.canReadResults;
    expect(await canRead(formerLead.token)).toBe(true);
    expect(
      (await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    expect(await canRead(owner.token)).toBe(true);
    expect(await canRead(lead.token)).toBe(true);
    expect(await canRead(plain.token)).toBe(false);
    expect(await canRead(formerLead.token)).toBe(false);
  });

  it('lists the sealed periods, newest first, at most the number shown, and no closed one before its seal', async () => {
    const owner = await admin(t);
    const other = await admin(t, 'Other Bay');
    let monday = periodContaining(today, 'weekly').startsOn;
    const closed = [];
    for (let week = 0; week <= PULSE_PERIODS_SHOWN; week += 1) {
      monday = addDays(monday, -7);
      closed.push({ startsOn: monday, endsOn: addDays(monday, 6), cadence: 'weekly' as const });
      await insertPeriod(t.db, { companyId: owner.company.id, startsOn: monday, endsOn: addDays(monday, 6) });
    }
    await insertPeriod(t.db, { companyId: other.company.id, startsOn: monday, endsOn: addDays(monday, 6) });
    expect((await api.pulse(owner.token)).body.closedPeriods).toEqual([]);
    await sealClosedPeriods(t.db);
    const response = await api.pulse(owner.token);
    expect(response.body.closedPeriods).toEqual(closed.slice(0, PULSE_PERIODS_SHOWN));
    expect(response.body.period).toEqual(thisWeek);
    expect((await api.pulse(other.token)).body.closedPeriods).toHaveLength(1);
  });
});

describe('the opening of a period', () => {
  it('opens the first period with the company, in its transaction: no read or job needed', async () => {
    const owner = await admin(t);
    expect(await periodsOf(t.db, owner.company.id)).toEqual([
      expect.objectContaining({ ...periodContaining(today, 'weekly'), sealed: false, threshold: 5 }),
    ]);
    expect(await pulseNotices(t.db, idOf(owner))).toBe(1);
    expect((await me(t, owner.token)).body.pulse).toEqual({ endsOn: thisWeek.endsOn, answered: false });
    expect((await api.pulse(owner.token)).body.period).toEqual(thisWeek);
  });

  it('tells a person approved while the period is open, once, and nobody else again', async () => {
    const owner = await admin(t);
    const early = await member(t, owner);
    const person = await member(t, owner);
    const [notice] = await t.db
      .select({ data: notifications.data, companyId: notifications.companyId, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(person)), eq(notifications.kind, 'pulse_open')));
    expect(notice).toEqual({
      companyId: owner.company.id,
      data: { startsOn: thisWeek.startsOn, endsOn: thisWeek.endsOn },
      readAt: null,
    });
    // Reads and the job open nothing more and tell nobody again.
    await api.pulse(person.token);
    await openAndSealPulses(t.db);
    for (const someone of [owner, early, person]) expect(await pulseNotices(t.db, idOf(someone))).toBe(1);
    expect(await periodsOf(t.db, owner.company.id)).toHaveLength(1);
  });

  it('does not tell a person twice who leaves and is approved again within the period', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, idOf(person)));
    const removed = await t.request('DELETE', `/api/people/${idOf(person)}`, undefined, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    const again = await requestToJoin(t, person.token, owner.company.companyCode);
    const approved = await t.request(
      'POST',
      `/api/join-requests/${again.body.joinRequest.id}/approve`,
      undefined,
      { token: owner.token },
    );
    expect(approved.status).toBe(200);
    expect(await pulseNotices(t.db, idOf(person))).toBe(1);
  });

  it('tells nobody whose request is rejected', async () => {
    const owner = await admin(t);
    const person = await requester(t, owner.company.companyCode);
    const rejected = await t.request('POST', `/api/join-requests/${person.requestId}/reject`, undefined, {
      token: owner.token,
    });
    expect(rejected.status).toBe(200);
    expect(await pulseNotices(t.db, idOf(person))).toBe(0);
  });

  it('notifies every member once, whoever opens it and however many at once', async () => {
    const owner = await admin(t);
    const crew = [await member(t, owner), await member(t, owner)];
    await periodDue(t.db, owner.company.id);
    const before = await me(t, crew[0]!.token);
    expect(before.body.pulse).toBeNull();

    const [status, other, answer] = await Promise.all([
      api.pulse(owner.token),
      api.pulse(crew[0]!.token),
      api.answer(crew[1]!.token),
      openAndSealPulses(t.db),
    ]);
    expect([status.status, other.status, answer.status]).toEqual([200, 200, 201]);
    await openAndSealPulses(t.db);
    await api.pulse(owner.token);

    for (const person of [owner, ...crew]) expect(await pulseNotices(t.db, idOf(person))).toBe(1);
    const [notice] = await t.db
      .select({ data: notifications.data, companyId: notifications.companyId })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(owner)), eq(notifications.kind, 'pulse_open')));
    expect(notice).toEqual({
      companyId: owner.company.id,
      data: { startsOn: thisWeek.startsOn, endsOn: thisWeek.endsOn },
    });
    expect(await periodsOf(t.db, owner.company.id)).toHaveLength(1);
  });

  it('shows on the dashboard until the person answers', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    // Open since the company's creation: no read of the pulse first.
    expect((await me(t, person.token)).body.pulse).toEqual({ endsOn: thisWeek.endsOn, answered: false });
    expect((await api.answer(person.token)).status).toBe(201);
    expect((await me(t, person.token)).body.pulse).toEqual({ endsOn: thisWeek.endsOn, answered: true });
    expect((await me(t, owner.token)).body.pulse).toEqual({ endsOn: thisWeek.endsOn, answered: false });
  });

  it('after a change of cadence, starts the next period the day after the last one ended', async () => {
    const owner = await admin(t);
    await api.pulse(owner.token);
    const changed = await api.settings(owner.token, { cadence: 'monthly' });
    expect(changed.body).toEqual({ settings: { cadence: 'monthly', threshold: 5 } });
    // The open period stands.
    const status = await api.pulse(owner.token);
    expect(status.body.period).toEqual(thisWeek);
    expect(status.body.settings.cadence).toBe('monthly');

    // As if the week had ended yesterday: the next period starts today and runs to the month's end.
    await t.db
      .update(pulsePeriods)
      .set({ startsOn: dayFromToday(-7), endsOn: dayFromToday(-1) })
      .where(eq(pulsePeriods.companyId, owner.company.id));
    const next = await api.pulse(owner.token);
    expect(next.body.period).toEqual({
      startsOn: today,
      endsOn: periodContaining(today, 'monthly').endsOn,
      cadence: 'monthly',
    });
    await sealClosedPeriods(t.db);
    expect((await api.pulse(owner.token)).body.closedPeriods).toEqual([
      { startsOn: dayFromToday(-7), endsOn: dayFromToday(-1), cadence: 'weekly' },
    ]);
  });
});

describe('POST /api/pulse/responses', () => {
  it('stores the answers with the person’s live teams and no person, and that they answered apart', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const surf = await world.team(owner, 'Surf', [], [person]);
    const swim = await world.team(owner, 'Swim', [person]);
    const archived = await world.team(owner, 'Archived', [], [person]);
    const left = await world.team(owner, 'Left', [], [person]);
    await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token });
    await t.request('POST', `/api/teams/${left}/leave`, undefined, { token: person.token });

    const response = await api.answer(person.token, pulseAnswers({ enps: 0, clarity: 1 }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ period: thisWeek, answered: true });

    const [period] = await periodsOf(t.db, owner.company.id);
    expect(await responsesOf(t.db, period!.id)).toEqual([
      {
        id: expect.any(String),
        companyId: owner.company.id,
        periodId: period!.id,
        teamIds: [surf, swim].sort(),
        enps: 0,
        workload: 3,
        stress: 2,
        recognition: 4,
        clarity: 1,
      },
    ]);
    expect(
      await t.db.select().from(pulseParticipation).where(eq(pulseParticipation.periodId, period!.id)),
    ).toEqual([{ companyId: owner.company.id, periodId: period!.id, userId: idOf(person) }]);
    expect((await api.pulse(person.token)).body.answered).toBe(true);
    expect((await api.pulse(owner.token)).body.answered).toBe(false);
  });

  it('takes one answer per person and period: a second is refused and writes nothing', async () => {
    const owner = await admin(t);
    expect((await api.answer(owner.token)).status).toBe(201);
    const again = await api.answer(owner.token, pulseAnswers({ enps: 1 }));
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'already_answered', message: m.alreadyAnswered });
    const [period] = await periodsOf(t.db, owner.company.id);
    expect((await responsesOf(t.db, period!.id)).map((row) => row.enps)).toEqual([9]);
  });

  it('takes one of two answers sent at once', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    await api.pulse(owner.token);
    const both = await Promise.all([
      api.answer(person.token, pulseAnswers({ enps: 3 })),
      api.answer(person.token, pulseAnswers({ enps: 4 })),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const [period] = await periodsOf(t.db, owner.company.id);
    expect(await responsesOf(t.db, period!.id)).toHaveLength(1);
    expect(
      await t.db.select().from(pulseParticipation).where(eq(pulseParticipation.periodId, period!.id)),
    ).toHaveLength(1);
  });

  it('takes one of two answers sent at once before the period opened', async () => {
    const owner = await admin(t);
    await periodDue(t.db, owner.company.id);
    const both = await Promise.all([api.answer(owner.token), api.answer(owner.token)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const periods = await periodsOf(t.db, owner.company.id);
    expect(periods).toHaveLength(1);
    expect(await responsesOf(t.db, periods[0]!.id)).toHaveLength(1);
    expect(await pulseNotices(t.db, idOf(owner))).toBe(1);
  });

  it('answers each rule with its message', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [pulseAnswers({ enps: 11 }), m.enpsInvalid],
      [pulseAnswers({ enps: -1 }), m.enpsInvalid],
      [pulseAnswers({ workload: 0 }), m.workloadInvalid],
      [pulseAnswers({ stress: 6 }), m.stressAnswerInvalid],
      [pulseAnswers({ recognition: 3.5 }), m.recognitionInvalid],
      [pulseAnswers({ clarity: '5' }), m.clarityInvalid],
      [pulseAnswers({ clarity: undefined }), m.clarityInvalid],
    ];
    for (const [answers, message] of cases) {
      const response = await api.answer(owner.token, answers);
      expect(response.status, JSON.stringify(answers)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    }
    expect((await api.pulse(owner.token)).body.answered).toBe(false);
    const loner = await signUp(t);
    const refused = await api.answer(loner.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'forbidden', message: peopleMessages.noCompany });
  });

  it('goes to the period open now when the one it was meant for closed and was sealed meanwhile', async () => {
    const owner = await admin(t);
    const lastWeek = await insertPeriod(t.db, {
      companyId: owner.company.id,
      startsOn: addDays(thisWeek.startsOn, -7),
      endsOn: addDays(thisWeek.startsOn, -1),
    });
    await t.db.update(pulsePeriods).set({ sealed: true }).where(eq(pulsePeriods.id, lastWeek.id));
    const caller = { companyId: owner.company.id, userId: idOf(owner), isAdmin: true };
    // As an answer that started on the last day of that week would be.
    expect(await answerPulse(t.db, caller, pulseAnswers(), lastWeek.endsOn)).toEqual(thisWeek);
    expect(await responsesOf(t.db, lastWeek.id)).toEqual([]);
    const current = (await periodsOf(t.db, owner.company.id)).find(
      (period) => period.startsOn === thisWeek.startsOn,
    );
    expect(await responsesOf(t.db, current!.id)).toHaveLength(1);
  });

  it('is in the person’s data export as the period they answered, never what they answered', async () => {
    const owner = await admin(t);
    await api.answer(
      owner.token,
      pulseAnswers({ enps: 7, workload: 1, stress: 1, recognition: 1, clarity: 1 }),
    );
    const exported = await t.request<Record<string, { pulsesAnswered: unknown }>>(
      'GET',
      '/api/me/export',
      undefined,
      { token: owner.token },
    );
    expect(exported.body.wellbeing!.pulsesAnswered).toEqual([thisWeek]);
    expect(JSON.stringify(exported.body)).not.toMatch(/enps|workload|recognition|clarity/);
  });
});

describe('PATCH /api/pulse/settings', () => {
  it('is for admins', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await api.settings(person.token, { threshold: 3 });
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
    expect((await api.pulse(owner.token)).body.settings).toEqual({ cadence: 'weekly', threshold: 5 });
    expect((await api.settings((await signUp(t)).token, { threshold: 3 })).status).toBe(403);
  });

  it('answers each rule with its message', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [{}, m.settingsEmpty],
      [{ cadence: 'daily' }, m.cadenceInvalid],
      [{ threshold: 2 }, m.thresholdInvalid],
      [{ threshold: 11 }, m.thresholdInvalid],
      [{ threshold: 4.5 }, m.thresholdInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await api.settings(owner.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    }
  });

  it('keeps the highest threshold in force until a period’s seal, and leaves sealed periods be', async () => {
    const owner = await admin(t);
    const sealed = await insertPeriod(t.db, {
      companyId: owner.company.id,
      startsOn: addDays(thisWeek.startsOn, -14),
      endsOn: addDays(thisWeek.startsOn, -8),
      threshold: 5,
      sealed: true,
    });
    // Over, not sealed yet: its figures are still to be decided, with the highest k until then.
    const closed = await insertPeriod(t.db, {
      companyId: owner.company.id,
      startsOn: addDays(thisWeek.startsOn, -7),
      endsOn: addDays(thisWeek.startsOn, -1),
      threshold: 5,
    });
    await api.pulse(owner.token);
    const thresholds = async () =>
      Object.fromEntries(
        (await periodsOf(t.db, owner.company.id)).map((period) => [period.startsOn, period.threshold]),
      );

    expect((await api.settings(owner.token, { threshold: 7 })).body).toEqual({
      settings: { cadence: 'weekly', threshold: 7 },
    });
    const held = (closedK: number, openK: number) => ({
      [sealed.startsOn]: 5,
      [closed.startsOn]: closedK,
      [thisWeek.startsOn]: openK,
    });
    expect(await thresholds()).toEqual(held(7, 7));
    expect((await api.settings(owner.token, { threshold: 3, cadence: 'biweekly' })).body).toEqual({
      settings: { cadence: 'biweekly', threshold: 3 },
    });
    expect(await thresholds()).toEqual(held(7, 7));
    await sealClosedPeriods(t.db);
    await api.settings(owner.token, { threshold: 9 });
    expect(await thresholds()).toEqual(held(7, 9));
    expect((await api.pulse(owner.token)).body.settings).toEqual({ cadence: 'biweekly', threshold: 9 });
  });

  it('opens the next period with the threshold in force then', async () => {
    const owner = await admin(t);
    expect((await api.settings(owner.token, { threshold: 8 })).status).toBe(200);
    await periodDue(t.db, owner.company.id);
    await api.pulse(owner.token);
    expect((await periodsOf(t.db, owner.company.id)).map((period) => period.threshold)).toEqual([8]);
  });
});

describe('answers and participation', () => {
  it('cannot be joined on anything but the period', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    await api.answer(owner.token);
    await api.answer(person.token);
    const [period] = await periodsOf(t.db, owner.company.id);
    const rows = await t.db.select().from(pulseResponses).where(eq(pulseResponses.periodId, period!.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.values(row)).not.toContain(idOf(owner));
      expect(Object.values(row)).not.toContain(idOf(person));
    }
  });
});
