import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { insertKudos } from '../../../tests/setup/kudos-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { companionMessages as m, type NudgeKind } from '../../shared/companion-messages';
import type { Companion, Nudge } from '../../shared/contract/companion';
import { addDays } from '../../shared/days';
import type { Caller } from '../auth/caller';
import type { goals } from '../db/schema';
import {
  agendaPoints,
  companies,
  growthItems,
  keyResults,
  oneOnOneMeetings,
  oneOnOnes,
  standupAnswers,
  teamMembers,
  teams,
} from '../db/schema';
import { companionOf, dismissNudge, setMutedKinds } from './companion';

const t = await createTestApp();
const { db } = t;

/**
 * The rules are read at a fixed moment: Wednesday 17 June 2026, noon UTC (the company's zone unless a
 * case sets another). Its week runs from Monday the 15th to Sunday the 21st.
 */
const NOW = new Date('2026-06-17T12:00:00Z');
const TODAY = '2026-06-17';
const DAY_MS = 86_400_000;
const before = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const after = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/** A company of two: Ada (its admin) and Mo, each as a Caller of the data functions. */
async function world() {
  const owner = await admin(t);
  const crew = await member(t, owner);
  const companyId = owner.company.id;
  const ada: Caller = { companyId, userId: owner.session.user.id, isAdmin: true };
  const mo: Caller = { companyId, userId: crew.session.user.id, isAdmin: false };
  return { owner, crew, companyId, ada, mo };
}
type World = Awaited<ReturnType<typeof world>>;

const kindsOf = (companion: Pick<Companion, 'nudges'>) => companion.nudges.map((nudge) => nudge.kind);
const nudgeOf = async (caller: Caller, kind: NudgeKind, at = NOW) =>
  (await companionOf(db, caller, at)).nudges.find((nudge) => nudge.kind === kind);

/** A team with its members, each joined `joinedDaysAgo` ago; the first listed leads it when `lead`. */
async function teamOf(w: World, people: Caller[], options: { lead?: Caller; joinedDaysAgo?: number } = {}) {
  const [team] = await db
    .insert(teams)
    .values({ companyId: w.companyId, name: `Crew ${crypto.randomUUID().slice(0, 8)}` })
    .returning();
  await db.insert(teamMembers).values(
    people.map((person) => ({
      teamId: team!.id,
      userId: person.userId,
      isLead: person.userId === options.lead?.userId,
      joinedAt: before(options.joinedDaysAgo ?? 90),
    })),
  );
  return team!;
}

async function blockedAnswer(teamId: string, who: Caller, day = TODAY, blocked = true) {
  const [row] = await db
    .insert(standupAnswers)
    .values({ teamId, userId: who.userId, day, blocked, answers: [] })
    .returning();
  return row!;
}

/** An active 1:1 between `a` and `b` with one meeting not held, at `startsAt`. */
async function meetingAt(
  w: World,
  a: Caller,
  b: Caller,
  startsAt: Date,
  status: 'active' | 'ended' = 'active',
) {
  const [oneOnOne] = await db
    .insert(oneOnOnes)
    .values({
      companyId: w.companyId,
      proposedBy: a.userId,
      partnerId: b.userId,
      status,
      cadence: 'weekly',
      weekday: 4,
      localTime: '10:00',
      startsOn: '2026-06-01',
    })
    .returning();
  const [meeting] = await db
    .insert(oneOnOneMeetings)
    .values({ oneOnOneId: oneOnOne!.id, startsAt })
    .returning();
  return { oneOnOne: oneOnOne!, meeting: meeting! };
}

async function growthItem(who: Caller, dueOn: string | null, done = false) {
  const [row] = await db
    .insert(growthItems)
    .values({
      userId: who.userId,
      companyId: who.companyId,
      kind: 'practise',
      title: 'Pair on a release',
      dueOn,
      doneAt: done ? before(1) : null,
    })
    .returning();
  return row!;
}

/** A goal of `who` that began 50 days before NOW and ends 50 days after: half its schedule elapsed. */
async function halfwayGoal(who: Caller, overrides: Partial<typeof goals.$inferInsert> = {}) {
  return insertGoal(db, {
    companyId: who.companyId,
    ownerId: who.userId,
    startsOn: addDays(TODAY, -50),
    dueOn: addDays(TODAY, 49),
    createdAt: before(50),
    lastCheckInAt: before(1),
    lastCheckInStatus: 'on_track',
    ...overrides,
  });
}

/** A key result from 0 to 100 at `current`. */
async function keyResultAt(goalId: string, current: number, kind: 'number' | 'binary' = 'number') {
  const [row] = await db
    .insert(keyResults)
    .values({
      goalId,
      title: 'Customers interviewed',
      kind,
      startValue: 0,
      targetValue: kind === 'binary' ? 1 : 100,
      currentValue: current,
      position: 0,
    })
    .returning();
  return row!;
}

interface RuleCase {
  name: string;
  /** Writes the case's rows; answers who is asked (Ada unless said) and what the nudge names, if it fires. */
  arrange: (w: World) => Promise<{ asked?: Caller; subjectId?: string }>;
  fires: boolean;
}

const rules: Record<NudgeKind, RuleCase[]> = {
  standup_blocked: [
    {
      name: 'a teammate of a team the person leads answered today that they are blocked',
      fires: true,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        return { subjectId: (await blockedAnswer(team.id, w.mo)).id };
      },
    },
    {
      name: 'the blocked answer is yesterday’s',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        await blockedAnswer(team.id, w.mo, addDays(TODAY, -1));
        return {};
      },
    },
    {
      name: 'today’s answer is not blocked',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        await blockedAnswer(team.id, w.mo, TODAY, false);
        return {};
      },
    },
    {
      name: 'the person is a member of the team, not its lead',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        await blockedAnswer(team.id, w.ada);
        return { asked: w.mo };
      },
    },
    {
      name: 'the blocked answer is the lead’s own',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        await blockedAnswer(team.id, w.ada);
        return {};
      },
    },
    {
      name: 'the team is archived',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
        await db
          .update(teams)
          .set({ archivedAt: before(1) })
          .where(eq(teams.id, team.id));
        await blockedAnswer(team.id, w.mo);
        return {};
      },
    },
  ],
  agenda_empty: [
    {
      name: 'a 1:1 meets tomorrow and its agenda is empty',
      fires: true,
      arrange: async (w) => ({ subjectId: (await meetingAt(w, w.ada, w.mo, after(1))).meeting.id }),
    },
    {
      name: 'the person is the 1:1’s partner rather than who proposed it',
      fires: true,
      arrange: async (w) => ({
        asked: w.mo,
        subjectId: (await meetingAt(w, w.ada, w.mo, after(1))).meeting.id,
      }),
    },
    {
      name: 'tomorrow’s meeting has a point on its agenda',
      fires: false,
      arrange: async (w) => {
        const { meeting } = await meetingAt(w, w.ada, w.mo, after(1));
        await db
          .insert(agendaPoints)
          .values({ meetingId: meeting.id, authorId: w.mo.userId, text: 'Launch plan', position: 0 });
        return {};
      },
    },
    {
      name: 'the meeting is the day after tomorrow',
      fires: false,
      arrange: async (w) => {
        await meetingAt(w, w.ada, w.mo, after(2));
        return {};
      },
    },
    {
      name: 'the meeting is today',
      fires: false,
      arrange: async (w) => {
        await meetingAt(w, w.ada, w.mo, after(0.1));
        return {};
      },
    },
    {
      name: 'the 1:1 has ended',
      fires: false,
      arrange: async (w) => {
        await meetingAt(w, w.ada, w.mo, after(1), 'ended');
        return {};
      },
    },
    {
      name: 'the person is neither of the 1:1’s two people',
      fires: false,
      arrange: async (w) => {
        const third = await member(t, w.owner);
        const other: Caller = { companyId: w.companyId, userId: third.session.user.id, isAdmin: false };
        await meetingAt(w, other, w.mo, after(1));
        return {};
      },
    },
  ],
  growth_due: [
    {
      name: 'an open growth item is due on Sunday of this week',
      fires: true,
      arrange: async (w) => ({ subjectId: (await growthItem(w.ada, '2026-06-21')).id }),
    },
    {
      name: 'an open growth item was due on Monday of this week',
      fires: true,
      arrange: async (w) => ({ subjectId: (await growthItem(w.ada, '2026-06-15')).id }),
    },
    {
      name: 'the item is done',
      fires: false,
      arrange: async (w) => {
        await growthItem(w.ada, TODAY, true);
        return {};
      },
    },
    {
      name: 'the item is due next Monday',
      fires: false,
      arrange: async (w) => {
        await growthItem(w.ada, '2026-06-22');
        return {};
      },
    },
    {
      name: 'the item was due last Sunday',
      fires: false,
      arrange: async (w) => {
        await growthItem(w.ada, '2026-06-14');
        return {};
      },
    },
    {
      name: 'the item has no due day',
      fires: false,
      arrange: async (w) => {
        await growthItem(w.ada, null);
        return {};
      },
    },
    {
      name: 'the item is a colleague’s',
      fires: false,
      arrange: async (w) => {
        await growthItem(w.mo, TODAY);
        return {};
      },
    },
  ],
  key_result_off_track: [
    {
      name: 'a key result of the person’s goal is 40 points behind its schedule (10% done, 50% expected)',
      fires: true,
      arrange: async (w) => ({ subjectId: (await keyResultAt((await halfwayGoal(w.ada)).id, 10)).id }),
    },
    {
      name: 'the key result is 30 points behind (at risk, not off track)',
      fires: false,
      arrange: async (w) => {
        await keyResultAt((await halfwayGoal(w.ada)).id, 20);
        return {};
      },
    },
    {
      name: 'the yes/no key result is done',
      fires: false,
      arrange: async (w) => {
        await keyResultAt((await halfwayGoal(w.ada)).id, 1, 'binary');
        return {};
      },
    },
    {
      name: 'the goal is closed',
      fires: false,
      arrange: async (w) => {
        await keyResultAt((await halfwayGoal(w.ada, { closedAt: before(1) })).id, 0);
        return {};
      },
    },
    {
      name: 'the goal is a colleague’s',
      fires: false,
      arrange: async (w) => {
        await keyResultAt((await halfwayGoal(w.mo)).id, 0);
        return {};
      },
    },
  ],
  goal_quiet: [
    {
      name: 'the person’s open goal had its last check-in 10 days ago',
      fires: true,
      arrange: async (w) => ({ subjectId: (await halfwayGoal(w.ada, { lastCheckInAt: before(10) })).id }),
    },
    {
      name: 'the goal was set 11 days ago and has had no check-in',
      fires: true,
      arrange: async (w) => ({
        subjectId: (
          await halfwayGoal(w.ada, { createdAt: before(11), lastCheckInAt: null, lastCheckInStatus: null })
        ).id,
      }),
    },
    {
      name: 'the last check-in was 9 days ago',
      fires: false,
      arrange: async (w) => {
        await halfwayGoal(w.ada, { lastCheckInAt: before(9) });
        return {};
      },
    },
    {
      name: 'the goal is closed',
      fires: false,
      arrange: async (w) => {
        await halfwayGoal(w.ada, { lastCheckInAt: before(20), closedAt: before(1) });
        return {};
      },
    },
    {
      name: 'the goal’s period begins next week',
      fires: false,
      arrange: async (w) => {
        await halfwayGoal(w.ada, {
          startsOn: addDays(TODAY, 7),
          createdAt: before(30),
          lastCheckInAt: null,
          lastCheckInStatus: null,
        });
        return {};
      },
    },
    {
      name: 'the quiet goal is a colleague’s',
      fires: false,
      arrange: async (w) => {
        await halfwayGoal(w.mo, { lastCheckInAt: before(20) });
        return {};
      },
    },
  ],
  recognise: [
    {
      name: 'a teammate of 90 days has had no kudos in 60 days',
      fires: true,
      arrange: async (w) => {
        await teamOf(w, [w.ada, w.mo]);
        await insertKudos(db, {
          companyId: w.companyId,
          senderId: w.ada.userId,
          recipientIds: [w.mo.userId],
          createdAt: before(61),
        });
        return { subjectId: w.mo.userId };
      },
    },
    {
      name: 'the teammate was recognised 59 days ago',
      fires: false,
      arrange: async (w) => {
        await teamOf(w, [w.ada, w.mo]);
        await insertKudos(db, {
          companyId: w.companyId,
          senderId: w.ada.userId,
          recipientIds: [w.mo.userId],
          createdAt: before(59),
        });
        return {};
      },
    },
    {
      name: 'the teammate joined the team 59 days ago',
      fires: false,
      arrange: async (w) => {
        await teamOf(w, [w.ada, w.mo], { joinedDaysAgo: 59 });
        return {};
      },
    },
    {
      name: 'the team is archived',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo]);
        await db
          .update(teams)
          .set({ archivedAt: before(1) })
          .where(eq(teams.id, team.id));
        return {};
      },
    },
    {
      name: 'the colleague left the team',
      fires: false,
      arrange: async (w) => {
        const team = await teamOf(w, [w.ada, w.mo]);
        await db
          .update(teamMembers)
          .set({ leftAt: before(1) })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, w.mo.userId)));
        return {};
      },
    },
    {
      name: 'the person has no teammate (alone on their team)',
      fires: false,
      arrange: async (w) => {
        await teamOf(w, [w.ada]);
        return {};
      },
    },
  ],
};

describe('each rule of the nudges', () => {
  for (const [kind, cases] of Object.entries(rules) as [NudgeKind, RuleCase[]][]) {
    describe(kind, () => {
      for (const rule of cases) {
        it(`${rule.fires ? 'nudges' : 'stays silent'} when ${rule.name}`, async () => {
          const w = await world();
          const { asked = w.ada, subjectId } = await rule.arrange(w);
          const nudge = await nudgeOf(asked, kind);
          if (rule.fires) expect(nudge).toMatchObject({ kind, subjectId });
          else expect(nudge).toBeUndefined();
        });
      }
    });
  }

  it('words its facts: the teammate and team, the meeting, the numbers', async () => {
    const w = await world();
    await db.update(companies).set({ timeZone: 'Pacific/Auckland' }).where(eq(companies.id, w.companyId));
    const team = await teamOf(w, [w.ada, w.mo], { lead: w.ada });
    const answer = await blockedAnswer(team.id, w.mo, '2026-06-18');
    // 09:00 on Friday 19 June in Auckland (UTC+12): tomorrow there, where it is already Thursday 00:00.
    const { oneOnOne, meeting } = await meetingAt(w, w.ada, w.mo, new Date('2026-06-18T21:00:00Z'));
    const goal = await halfwayGoal(w.ada, { title: 'Ship the tide app', lastCheckInAt: before(12) });
    await keyResultAt(goal.id, 10);
    const { nudges } = await companionOf(db, w.ada, NOW);
    expect(nudges).toEqual<Nudge[]>([
      {
        kind: 'standup_blocked',
        subjectId: answer.id,
        team: { id: team.id, name: team.name },
        person: { id: w.mo.userId, fullName: 'Mo Member' },
        day: '2026-06-18',
      },
      {
        kind: 'agenda_empty',
        subjectId: meeting.id,
        oneOnOneId: oneOnOne.id,
        with: { id: w.mo.userId, fullName: 'Mo Member' },
        startsAt: '2026-06-18T21:00:00.000Z',
      },
      {
        kind: 'key_result_off_track',
        subjectId: expect.any(String) as string,
        goal: { id: goal.id, title: 'Ship the tide app' },
        title: 'Customers interviewed',
        progress: 10,
        expected: 50,
      },
    ]);
  });
});

describe('the day’s nudges', () => {
  /** Ada with a nudge of every kind but the lead's. */
  async function busy() {
    const w = await world();
    await teamOf(w, [w.ada, w.mo]);
    await meetingAt(w, w.ada, w.mo, after(1));
    const item = await growthItem(w.ada, TODAY);
    const goal = await halfwayGoal(w.ada, { lastCheckInAt: before(12) });
    await keyResultAt(goal.id, 10);
    return { ...w, item, goal };
  }

  it('are at most three, the most pressing kinds first', async () => {
    const w = await busy();
    expect(kindsOf(await companionOf(db, w.ada, NOW))).toEqual([
      'agenda_empty',
      'growth_due',
      'key_result_off_track',
    ]);
  });

  it('leave a dismissed one’s place empty until tomorrow, and keep it away for 14 days', async () => {
    const w = await busy();
    const dismissed = await dismissNudge(db, w.ada, { kind: 'growth_due', subjectId: w.item.id }, NOW);
    expect(kindsOf(dismissed)).toEqual(['agenda_empty', 'key_result_off_track']);
    expect(kindsOf(await companionOf(db, w.ada, after(0.4)))).toEqual([
      'agenda_empty',
      'key_result_off_track',
    ]);
    // The next day (the meeting is now today's): three again, the growth item still away.
    expect(kindsOf(await companionOf(db, w.ada, after(1)))).toEqual([
      'key_result_off_track',
      'goal_quiet',
      'recognise',
    ]);
    // 14 days on, it may come back (its due day is past by then: the rule itself is silent).
    expect(await nudgeOf(w.ada, 'growth_due', after(14))).toBeUndefined();
  });

  it('come back after 14 days when their rule still holds', async () => {
    const w = await world();
    const goal = await halfwayGoal(w.ada, { lastCheckInAt: before(12) });
    await dismissNudge(db, w.ada, { kind: 'goal_quiet', subjectId: goal.id }, NOW);
    expect(await nudgeOf(w.ada, 'goal_quiet', after(13.9))).toBeUndefined();
    expect(await nudgeOf(w.ada, 'goal_quiet', after(14.1))).toMatchObject({ subjectId: goal.id, days: 26 });
  });

  it('go when done: a point added to tomorrow’s agenda makes room for the next kind', async () => {
    const w = await busy();
    const meeting = (await nudgeOf(w.ada, 'agenda_empty'))!;
    await db
      .insert(agendaPoints)
      .values({ meetingId: meeting.subjectId, authorId: w.ada.userId, text: 'Roadmap', position: 0 });
    expect(kindsOf(await companionOf(db, w.ada, NOW))).toEqual([
      'growth_due',
      'key_result_off_track',
      'goal_quiet',
    ]);
  });

  it('leave out muted kinds, and bring them back when unmuted', async () => {
    const w = await busy();
    const muted = await setMutedKinds(db, w.ada, ['growth_due', 'agenda_empty'], NOW);
    expect(muted.mutedKinds).toEqual(['agenda_empty', 'growth_due']);
    expect(kindsOf(muted)).toEqual(['key_result_off_track', 'goal_quiet', 'recognise']);
    // Mo's nudges are his: Ada's mutes change nothing of them.
    expect((await companionOf(db, w.mo, NOW)).mutedKinds).toEqual([]);
    const unmuted = await setMutedKinds(db, w.ada, [], NOW);
    expect(unmuted.mutedKinds).toEqual([]);
    expect(kindsOf(unmuted)[0]).toBe('agenda_empty');
  });
});

describe('/api/companion', () => {
  it('answers the caller’s own nudges, and /api/me carries the same ones for the dashboard', async () => {
    const w = await world();
    const goal = await insertGoal(db, { companyId: w.companyId, ownerId: w.ada.userId, lastCheckInAt: null });
    const answer = await t.request<{ companion: Companion }>('GET', '/api/companion', undefined, {
      token: w.owner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.companion.nudges).toEqual([
      { kind: 'goal_quiet', subjectId: goal.id, title: goal.title, days: 30 },
    ]);
    expect((await me(t, w.owner.token)).body.nudges).toEqual(answer.body.companion.nudges);
    const mos = await t.request<{ companion: Companion }>('GET', '/api/companion', undefined, {
      token: w.crew.token,
    });
    expect(mos.body.companion.nudges).toEqual([]);
  });

  it('dismisses a nudge the caller has, and answers 404 for any other, changing nothing', async () => {
    const w = await world();
    const goal = await insertGoal(db, { companyId: w.companyId, ownerId: w.ada.userId, lastCheckInAt: null });
    const dismiss = (token: string, body: unknown) =>
      t.request<{ companion: Companion }>('POST', '/api/companion/dismissals', body, { token });

    // Mo cannot dismiss Ada's nudge, nor can anyone dismiss a kind that names something else.
    const notHis = await dismiss(w.crew.token, { kind: 'goal_quiet', subjectId: goal.id });
    expect(notHis.status).toBe(404);
    expect(errorOf(notHis)).toEqual({ code: 'not_found', message: m.nudgeNotFound });
    const wrongKind = await dismiss(w.owner.token, { kind: 'growth_due', subjectId: goal.id });
    expect(wrongKind.status).toBe(404);
    const bad = await dismiss(w.owner.token, { kind: 'everything', subjectId: 'x' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(m.kindInvalid);
    expect((await companionOf(db, w.ada)).nudges).toHaveLength(1);

    const done = await dismiss(w.owner.token, { kind: 'goal_quiet', subjectId: goal.id });
    expect(done.status).toBe(200);
    expect(done.body.companion.nudges).toEqual([]);
    // Once dismissed it is no longer a nudge of the caller: dismissing again is a 404.
    expect((await dismiss(w.owner.token, { kind: 'goal_quiet', subjectId: goal.id })).status).toBe(404);
  });

  it('replaces the muted kinds whole, and refuses an unknown kind', async () => {
    const w = await world();
    const put = (body: unknown) =>
      t.request<{ companion: Companion }>('PUT', '/api/companion/muted-kinds', body, {
        token: w.owner.token,
      });
    expect(
      (await put({ kinds: ['recognise', 'recognise', 'goal_quiet'] })).body.companion.mutedKinds,
    ).toEqual(['goal_quiet', 'recognise']);
    const bad = await put({ kinds: ['recognise', 'mood'] });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(m.kindInvalid);
    expect((await companionOf(db, w.ada)).mutedKinds).toEqual(['goal_quiet', 'recognise']);
    expect((await put({ kinds: ['recognise'] })).body.companion.mutedKinds).toEqual(['recognise']);
  });
});
