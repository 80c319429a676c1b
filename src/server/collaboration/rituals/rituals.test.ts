import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../../tests/setup/fixtures';
import { idOf, setTimeZone } from '../../../../tests/setup/one-on-ones';
import { createTestApp, errorOf, TEST_PUBLIC_URL } from '../../../../tests/setup/test-app';
import { RITUALS_PER_TEAM_MAX } from '../../../shared/collaboration-messages';
import type { Ritual } from '../../../shared/contract/rituals';
import { addDays } from '../../../shared/days';
import { nextRitualDay, RITUAL_TEMPLATES, ritualMessages as m } from '../../../shared/rituals-messages';
import { localDayOf } from '../../communication/schedule';
import { profiles, rituals } from '../../db/schema';

const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };

/** A company in `timeZone` with a team (a lead and a member), a member of no team, and another company. */
async function world(timeZone = 'Europe/Lisbon') {
  const owner = await admin(t);
  await setTimeZone(t, owner, timeZone);
  const lead = await member(t, owner);
  const crew = await member(t, owner);
  const outsider = await member(t, owner);
  await t.db
    .update(profiles)
    .set({ fullName: 'Lea Lead' })
    .where(eq(profiles.id, idOf(lead)));
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: 'Crew', leadIds: [idOf(lead)] },
    { token: owner.token },
  );
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  const teamId = team.body.team.id;
  const added = await t.request(
    'POST',
    `/api/teams/${teamId}/members`,
    { userId: idOf(crew) },
    { token: lead.token },
  );
  expect(added.status).toBe(200);
  const other = await admin(t, 'Other Waves');
  return { owner, lead, crew, outsider, other, teamId, today: localDayOf(new Date(), timeZone) };
}

const retroBody = (
  teamId: string,
  ownerId: string,
  startsOn: string,
  overrides: Record<string, unknown> = {},
) => ({
  teamId,
  kind: 'retro',
  title: RITUAL_TEMPLATES.retro.title,
  notes: RITUAL_TEMPLATES.retro.notes,
  cadence: 'biweekly',
  startsOn,
  time: '16:00',
  durationMinutes: 60,
  ownerId,
  reviewOn: addDays(startsOn, 90),
  ...overrides,
});

const add = (who: Who, body: Record<string, unknown>) =>
  t.request<{ ritual: Ritual }>('POST', '/api/rituals', body, { token: who.token });
const list = (who: Who, query = '') =>
  t.request<{ items: Ritual[] }>('GET', `/api/rituals${query}`, undefined, { token: who.token });

describe('a ritual’s next day', () => {
  it('is its first day until then, then every week or two from it', () => {
    expect(nextRitualDay('2026-12-01', 'weekly', '2026-11-28')).toBe('2026-12-01');
    expect(nextRitualDay('2026-11-02', 'weekly', '2026-11-28')).toBe('2026-11-30');
    expect(nextRitualDay('2026-11-02', 'weekly', '2026-11-30')).toBe('2026-11-30');
    expect(nextRitualDay('2026-11-02', 'biweekly', '2026-11-17')).toBe('2026-11-30');
    expect(nextRitualDay('2026-11-02', 'biweekly', '2026-11-16')).toBe('2026-11-16');
  });

  it('is monthly on the first of the first day’s weekday of each month after', () => {
    // 2026-01-05 is the first Monday of January; February's first Monday is the 2nd.
    expect(nextRitualDay('2026-01-05', 'monthly', '2026-01-06')).toBe('2026-02-02');
    expect(nextRitualDay('2026-01-05', 'monthly', '2026-02-02')).toBe('2026-02-02');
    expect(nextRitualDay('2026-01-05', 'monthly', '2026-02-03')).toBe('2026-03-02');
    expect(nextRitualDay('2026-11-03', 'monthly', '2026-12-02')).toBe('2027-01-05');
  });
});

describe('rituals', () => {
  it('are added by the team’s lead from a template, read by its members and admins, with their next day', async () => {
    const w = await world();
    const made = await add(w.lead, retroBody(w.teamId, idOf(w.lead), w.today));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.ritual).toMatchObject({
      team: { id: w.teamId, name: 'Crew' },
      kind: 'retro',
      title: 'Retrospective',
      cadence: 'biweekly',
      startsOn: w.today,
      time: '16:00',
      durationMinutes: 60,
      owner: { id: idOf(w.lead), fullName: 'Lea Lead' },
      nextOn: w.today,
      dueForReview: false,
      timeZone: 'Europe/Lisbon',
      canEdit: true,
    });
    const crewSees = await list(w.crew);
    expect(crewSees.body.items.map((r) => [r.title, r.canEdit])).toEqual([['Retrospective', false]]);
    expect((await list(w.crew, `?team=${w.teamId}`)).body.items).toHaveLength(1);
    expect((await list(w.owner, `?team=${w.teamId}`)).body.items[0]?.canEdit).toBe(true);
    // The admin is in no team: their own list is empty, the team's they read.
    expect((await list(w.owner)).body.items).toEqual([]);
    const outsider = await list(w.outsider, `?team=${w.teamId}`);
    expect(outsider.status).toBe(403);
    expect(errorOf(outsider).message).toBe(m.notMember);
    expect((await list(w.outsider)).body.items).toEqual([]);
    expect((await list(w.other, `?team=${w.teamId}`)).status).toBe(404);
  });

  it('are written only by the team’s leads and admins', async () => {
    const w = await world();
    const byCrew = await add(w.crew, retroBody(w.teamId, idOf(w.crew), w.today));
    expect(byCrew.status).toBe(403);
    expect(errorOf(byCrew).message).toBe(m.notLead);
    const byAdmin = await add(
      w.owner,
      retroBody(w.teamId, idOf(w.crew), w.today, { kind: 'custom', title: 'Coffee' }),
    );
    expect(byAdmin.status).toBe(201);
    const id = byAdmin.body.ritual.id;
    const put = (who: Who, body: Record<string, unknown>) =>
      t.request<{ ritual: Ritual }>('PUT', `/api/rituals/${id}`, body, { token: who.token });
    const { teamId, ...fields } = retroBody(w.teamId, idOf(w.lead), w.today, {
      title: 'Coffee chat',
      cadence: 'weekly',
    });
    expect(teamId).toBe(w.teamId);
    expect((await put(w.crew, fields)).status).toBe(403);
    const rewritten = await put(w.lead, fields);
    expect(rewritten.status, JSON.stringify(rewritten.body)).toBe(200);
    expect(rewritten.body.ritual).toMatchObject({
      title: 'Coffee chat',
      cadence: 'weekly',
      owner: { id: idOf(w.lead) },
    });
    expect((await t.request('DELETE', `/api/rituals/${id}`, undefined, { token: w.crew.token })).status).toBe(
      403,
    );
    expect(
      (await t.request('DELETE', `/api/rituals/${id}`, undefined, { token: w.other.token })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/rituals/${id}`, undefined, { token: w.lead.token })).status).toBe(
      204,
    );
    expect(await t.db.select().from(rituals).where(eq(rituals.id, id))).toEqual([]);
  });

  it('refuse an owner outside the team, a bad time, duration or review day, and keep nothing', async () => {
    const w = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ ownerId: idOf(w.outsider) }, m.ownerInvalid],
      [{ time: '25:00' }, m.timeInvalid],
      [{ durationMinutes: 2 }, m.durationInvalid],
      [{ cadence: 'daily' }, m.cadenceInvalid],
      [{ title: '  ' }, m.titleRequired],
      [{ startsOn: '2026-02-30' }, m.startsOnInvalid],
      [{ reviewOn: addDays(w.today, -1) }, m.reviewBeforeStart],
    ];
    for (const [overrides, message] of cases) {
      const response = await add(w.lead, retroBody(w.teamId, idOf(w.lead), w.today, overrides));
      expect(response.status, message).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await t.db.select().from(rituals).where(eq(rituals.teamId, w.teamId))).toEqual([]);
  });

  it('are due for review once the day comes; reviewing sets a new day', async () => {
    const w = await world();
    const start = addDays(w.today, -30);
    const made = await add(w.lead, retroBody(w.teamId, idOf(w.lead), start, { reviewOn: w.today }));
    expect(made.body.ritual.dueForReview).toBe(true);
    expect(made.body.ritual.nextOn >= w.today).toBe(true);
    const reviewed = await t.request<{ ritual: Ritual }>(
      'POST',
      `/api/rituals/${made.body.ritual.id}/review`,
      { reviewOn: addDays(w.today, 60) },
      { token: w.lead.token },
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.ritual).toMatchObject({ dueForReview: false, reviewOn: addDays(w.today, 60) });
    const before = await t.request(
      'POST',
      `/api/rituals/${made.body.ritual.id}/review`,
      { reviewOn: addDays(start, -1) },
      { token: w.lead.token },
    );
    expect(before.status).toBe(400);
    expect(errorOf(before).message).toBe(m.reviewBeforeStart);
  });

  it(`are at most ${RITUALS_PER_TEAM_MAX} a team`, async () => {
    const w = await world();
    for (let n = 0; n < RITUALS_PER_TEAM_MAX; n++)
      expect((await add(w.lead, retroBody(w.teamId, idOf(w.lead), w.today, { title: `R${n}` }))).status).toBe(
        201,
      );
    const over = await add(w.lead, retroBody(w.teamId, idOf(w.lead), w.today));
    expect(over.status).toBe(409);
    expect(errorOf(over).message).toBe(m.ritualsLimit);
  });

  it('lose their owner when the owner deletes their account, and stay with the team', async () => {
    const w = await world();
    const made = await add(w.lead, retroBody(w.teamId, idOf(w.crew), w.today));
    const gone = await t.request('DELETE', '/api/me', { password: 'Waves4ever' }, { token: w.crew.token });
    expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300);
    const [row] = await t.db.select().from(rituals).where(eq(rituals.id, made.body.ritual.id));
    expect(row?.ownerId).toBeNull();
    expect(row?.teamId).toBe(w.teamId);
  });
});

describe('the calendar feed', () => {
  it('carries each ritual of the person’s current teams as a repeating event with a stable UID', async () => {
    const w = await world('Europe/Lisbon');
    const monday = '2030-01-07';
    const retro = await add(w.lead, retroBody(w.teamId, idOf(w.lead), monday));
    const weekly = await add(
      w.lead,
      retroBody(w.teamId, idOf(w.lead), '2030-01-08', {
        kind: 'custom',
        title: 'Sync',
        cadence: 'weekly',
        time: '09:30',
        durationMinutes: 15,
      }),
    );
    const monthly = await add(
      w.lead,
      retroBody(w.teamId, idOf(w.lead), '2030-01-03', {
        kind: 'health_check',
        title: 'Health',
        cadence: 'monthly',
      }),
    );
    const made = await t.request<{ url: string }>('POST', '/api/calendar-feed', undefined, {
      token: w.crew.token,
    });
    expect(made.status).toBe(201);
    const feed = async () => {
      const response = await t.request<string>('GET', made.body.url.slice(TEST_PUBLIC_URL.length));
      expect(response.status).toBe(200);
      return response.body.replace(/\r\n /g, '');
    };
    const text = await feed();
    const events = text.split('BEGIN:VEVENT').slice(1);
    const eventOf = (id: string) => events.find((event) => event.includes(`UID:ritual-${id}@sos`)) ?? '';
    const retroEvent = eventOf(retro.body.ritual.id);
    expect(retroEvent).toContain('DTSTART;TZID=Europe/Lisbon:20300107T160000');
    expect(retroEvent).toContain('DTEND;TZID=Europe/Lisbon:20300107T170000');
    expect(retroEvent).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    expect(retroEvent).toContain('SUMMARY:Retrospective (Crew)');
    const weeklyEvent = eventOf(weekly.body.ritual.id);
    expect(weeklyEvent).toContain('DTSTART;TZID=Europe/Lisbon:20300108T093000');
    expect(weeklyEvent).toContain('DTEND;TZID=Europe/Lisbon:20300108T094500');
    expect(weeklyEvent).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU');
    expect(eventOf(monthly.body.ritual.id)).toContain('RRULE:FREQ=MONTHLY;BYDAY=1TH');
    // The same UID on every read.
    expect(await feed()).toContain(`UID:ritual-${retro.body.ritual.id}@sos`);

    // Someone who leaves the team no longer carries them.
    const removed = await t.request('DELETE', `/api/teams/${w.teamId}/members/${idOf(w.crew)}`, undefined, {
      token: w.lead.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    expect(await feed()).not.toContain('UID:ritual-');
  });
});
