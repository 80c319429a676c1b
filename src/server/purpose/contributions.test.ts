import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { dayFromToday, daysAgo, insertGoal } from '../../../tests/setup/goal-rows';
import { insertKudos } from '../../../tests/setup/kudos-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Contribution, ContributionPage } from '../../shared/contract/purpose';
import {
  CONTRIBUTION_ENTRIES_PER_DAY_MAX,
  CONTRIBUTION_TEXT_MAX,
  purposeMessages as m,
} from '../../shared/purpose-messages';
import {
  actionItems,
  checkIns,
  companyValues,
  contributionEntries,
  contributionHides,
  growthItems,
  keyResults,
  keyResultValues,
  oneOnOnes,
} from '../db/schema';
import { contributionLogSql } from './contributions';

const t = await createTestApp();

type Person = Awaited<ReturnType<typeof member>>;

const read = (who: { token: string }, query = '') =>
  t.request<ContributionPage>('GET', `/api/contributions${query}`, undefined, { token: who.token });

const add = (who: { token: string }, body: unknown) =>
  t.request<{ entry: Contribution }>('POST', '/api/contributions', body, { token: who.token });

const hide = (who: { token: string }, body: unknown) =>
  t.request('PUT', '/api/contributions/hidden', body, { token: who.token });

/** Every entry of a log, page after page. */
async function readAll(who: { token: string }, query: string, limit: number) {
  const items: Contribution[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const page = await read(who, `?limit=${limit}${query}${after}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

/** A check-in by `authorId` on `goalId` at `at`, that moved `moved` key results (none: it moved nothing). */
async function checkInOn(goalId: string, authorId: string, at: Date, moved: number) {
  const [checkIn] = await t.db
    .insert(checkIns)
    .values({ goalId, authorId, status: 'on_track', confidence: 7, createdAt: at })
    .returning();
  for (let position = 0; position < moved; position += 1) {
    const [result] = await t.db
      .insert(keyResults)
      .values({
        goalId,
        title: `KR ${position}`,
        kind: 'number',
        startValue: 0,
        targetValue: 10,
        currentValue: 5,
        position,
      })
      .returning();
    await t.db.insert(keyResultValues).values({ keyResultId: result!.id, checkInId: checkIn!.id, value: 5 });
  }
  return checkIn!.id;
}

/**
 * Ana's year: a check-in that moved two key results, one that moved none, a goal closed at 80 % and
 * one at 50 %, kudos with a value and a celebration, 1:1 action items (one done in a 1:1 with Ben,
 * one in a 1:1 with her lead, one not done), growth items (one done), and an entry by hand. Her lead
 * leads the team she is in; Ben is a colleague; the owner an admin who does not lead her.
 */
async function world() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana: Person = await member(t, owner);
  const ben: Person = await member(t, owner);
  await teamLedBy(t, owner, lead, [ana]);
  const companyId = owner.company.id;
  const goal = await insertGoal(t.db, { companyId, ownerId: idOf(ana), title: 'Teach twenty lessons' });
  const moved = await checkInOn(goal.id, idOf(ana), daysAgo(10), 2);
  const still = await checkInOn(goal.id, idOf(ana), daysAgo(9), 0);
  const won = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(ana),
    title: 'Open the second beach',
    progress: 0.8,
    closedAt: daysAgo(8),
  });
  const half = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(ana),
    title: 'Half a wave',
    progress: 0.5,
    closedAt: daysAgo(8),
  });
  const [value] = await t.db
    .insert(companyValues)
    .values({ companyId, name: 'Candor', position: 0 })
    .returning();
  const thanks = await insertKudos(t.db, {
    companyId,
    senderId: idOf(ben),
    recipientIds: [idOf(ana)],
    valueId: value!.id,
    message: 'Thanks for the dawn lesson',
    createdAt: daysAgo(7),
  });
  await insertKudos(t.db, {
    companyId,
    senderId: null,
    kind: 'anniversary',
    message: null,
    anniversaryYears: 1,
    celebrationKey: `anniversary:${idOf(ana)}:1`,
    recipientIds: [idOf(ana)],
    createdAt: daysAgo(6),
  });
  const pair = (proposedBy: string, partnerId: string) => ({
    companyId,
    proposedBy,
    partnerId,
    status: 'active' as const,
    cadence: 'weekly' as const,
    weekday: 3,
    localTime: '10:00',
    startsOn: dayFromToday(-60),
  });
  const [withBen, withLead] = await t.db
    .insert(oneOnOnes)
    .values([pair(idOf(ana), idOf(ben)), pair(idOf(lead), idOf(ana))])
    .returning();
  const [privateItem, leadItem] = await t.db
    .insert(actionItems)
    .values([
      { oneOnOneId: withBen!.id, ownerId: idOf(ana), text: 'Ana’s private action', doneAt: daysAgo(5) },
      {
        oneOnOneId: withLead!.id,
        ownerId: idOf(ana),
        text: 'Ana’s action with her lead',
        doneAt: daysAgo(4.5),
      },
      { oneOnOneId: withBen!.id, ownerId: idOf(ana), text: 'Not done yet' },
    ])
    .returning();
  const [grown] = await t.db
    .insert(growthItems)
    .values([
      { userId: idOf(ana), companyId, kind: 'read', title: 'Read the wave book', doneAt: daysAgo(4) },
      { userId: idOf(ana), companyId, kind: 'learn', title: 'Still learning' },
    ])
    .returning();
  const [byHand] = await t.db
    .insert(contributionEntries)
    .values({ userId: idOf(ana), companyId, day: dayFromToday(-3), text: 'Ran the beach clean-up' })
    .returning();
  return {
    owner,
    lead,
    ana,
    ben,
    companyId,
    ids: {
      goal: goal.id,
      moved,
      still,
      won: won.id,
      half: half.id,
      thanks: thanks.id,
      privateItem: privateItem!.id,
      leadItem: leadItem!.id,
      grown: grown!.id,
      byHand: byHand!.id,
    },
  };
}

describe('the contribution log', () => {
  it('is built from what SOS knows, newest first, each entry with what it says and where it lives', async () => {
    const w = await world();
    const page = await read(w.ana);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({
      own: true,
      person: { id: idOf(w.ana), fullName: 'Mo Member' },
      nextCursor: null,
    });
    expect(page.body.today).toBe(dayFromToday(0));
    const { items } = page.body;
    expect(items.map((entry) => [entry.kind, entry.subjectId])).toEqual([
      ['manual', w.ids.byHand],
      ['growth_item_done', w.ids.grown],
      ['action_item_done', w.ids.leadItem],
      ['action_item_done', w.ids.privateItem],
      ['kudos_received', w.ids.thanks],
      ['goal_closed', w.ids.won],
      ['key_result_moved', w.ids.moved],
    ]);
    const [manual, growth, , action, kudos, closed, checkIn] = items as Contribution[];
    expect(manual).toMatchObject({
      text: 'Ran the beach clean-up',
      day: dayFromToday(-3),
      link: null,
      hidden: false,
    });
    expect(growth).toMatchObject({ text: 'Read the wave book', link: '/learning?tab=plan' });
    expect(action).toMatchObject({
      text: 'Ana’s private action',
      link: expect.stringMatching(/^\/communication\/one-on-ones\//),
    });
    expect(kudos).toMatchObject({
      text: 'Thanks for the dawn lesson',
      value: 'Candor',
      from: 'Mo Member',
      link: `/culture?person=${idOf(w.ana)}`,
    });
    expect(closed).toMatchObject({
      goal: { id: w.ids.won, title: 'Open the second beach' },
      progress: 0.8,
      link: `/goals/${w.ids.won}`,
    });
    expect(checkIn).toMatchObject({
      goal: { id: w.ids.goal, title: 'Teach twenty lessons' },
      keyResultsMoved: 2,
    });
    expect(JSON.stringify(items)).not.toMatch(/Half a wave|Not done yet|Still learning/);
  });

  it('reads a page at a time, in one order, however entries tie', async () => {
    const w = await world();
    // Five entries by hand on one day: the same moment, told apart by their ids.
    for (let i = 0; i < 5; i += 1)
      expect((await add(w.ana, { day: dayFromToday(-1), text: `Tie ${i}` })).status).toBe(201);
    const whole = (await read(w.ana, '?limit=50')).body.items;
    expect(whole).toHaveLength(12);
    for (const limit of [1, 2, 5]) expect(await readAll(w.ana, '', limit)).toEqual(whole);
    const bad = await read(w.ana, '?cursor=nope');
    expect([bad.status, errorOf(bad).message]).toEqual([400, m.cursorInvalid]);
    expect((await read(w.ana, '?limit=51')).status).toBe(400);
  });

  it('reaches a lead without what the person hid, goals the lead may not read, or a 1:1’s text the lead is not in', async () => {
    const w = await world();
    // A private goal of Ana's: its check-ins and its close reach Ana alone.
    const secret = await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ana),
      title: 'Ana’s secret goal',
      visibility: 'private',
      progress: 0.9,
      closedAt: daysAgo(2),
    });
    const secretCheckIn = await checkInOn(secret.id, idOf(w.ana), daysAgo(2.5), 1);
    expect(
      (await hide(w.ana, { kind: 'kudos_received', subjectId: w.ids.thanks, hidden: true })).status,
    ).toBe(200);
    const own = (await read(w.ana)).body.items;
    expect(own.find((entry) => entry.subjectId === w.ids.thanks)?.hidden).toBe(true);
    expect(own.map((entry) => entry.subjectId)).toEqual(expect.arrayContaining([secret.id, secretCheckIn]));

    const page = await read(w.lead, `?person=${idOf(w.ana)}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.own).toBe(false);
    const ids = page.body.items.map((entry) => entry.subjectId);
    expect(ids).not.toContain(w.ids.thanks);
    expect(ids).not.toContain(secret.id);
    expect(ids).not.toContain(secretCheckIn);
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/secret goal|dawn lesson|Ana’s private action/);
    expect(page.body.items.every((entry) => entry.hidden === false)).toBe(true);
    expect(page.body.items.find((entry) => entry.subjectId === w.ids.privateItem)).toMatchObject({
      text: null,
      link: null,
    });
    expect(page.body.items.find((entry) => entry.subjectId === w.ids.leadItem)).toMatchObject({
      text: 'Ana’s action with her lead',
    });
    expect(page.body.items.find((entry) => entry.kind === 'growth_item_done')).toMatchObject({ link: null });
    // Shown again: back in the lead's read.
    expect(
      (await hide(w.ana, { kind: 'kudos_received', subjectId: w.ids.thanks, hidden: false })).status,
    ).toBe(200);
    expect(
      (await read(w.lead, `?person=${idOf(w.ana)}`)).body.items.map((entry) => entry.subjectId),
    ).toContain(w.ids.thanks);
  });

  it('is refused to a colleague and to an admin who does not lead the person (403), and to another company (404)', async () => {
    const w = await world();
    const other = await admin(t, 'Other Waves');
    for (const who of [w.ben, w.owner]) {
      const refused = await read(who, `?person=${idOf(w.ana)}`);
      expect([refused.status, errorOf(refused)]).toEqual([403, { code: 'forbidden', message: m.notYourLog }]);
    }
    const foreign = await read(other, `?person=${idOf(w.ana)}`);
    expect([foreign.status, errorOf(foreign)]).toEqual([
      404,
      { code: 'not_found', message: m.personNotFound },
    ]);
    expect((await read(w.ana, '?person=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(w.ana, '?person=nobody')).status).toBe(400);
    // The lead's own log is not Ana's to read: leading goes one way.
    expect((await read(w.ana, `?person=${idOf(w.lead)}`)).status).toBe(403);
    // An admin who leads her reads it.
    await teamLedBy(t, w.owner, w.owner, [w.ana]);
    expect((await read(w.owner, `?person=${idOf(w.ana)}`)).status).toBe(200);
  });

  it('lists the people a lead leads, and no one else', async () => {
    const w = await world();
    const people = (who: { token: string }) =>
      t.request<{ people: { id: string }[] }>('GET', '/api/contributions/people', undefined, {
        token: who.token,
      });
    expect((await people(w.lead)).body.people.map((person) => person.id)).toEqual([idOf(w.ana)]);
    expect((await people(w.ben)).body.people).toEqual([]);
    expect((await people(w.owner)).body.people).toEqual([]);
  });
});

describe('entries by hand', () => {
  it('are added for today or before, at most so many a day, and deleted by their person alone', async () => {
    const w = await world();
    const made = await add(w.ana, { day: dayFromToday(0), text: '  Fixed the rescue board  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.entry).toMatchObject({
      kind: 'manual',
      text: 'Fixed the rescue board',
      day: dayFromToday(0),
      hidden: false,
    });
    const future = await add(w.ana, { day: dayFromToday(2), text: 'Later' });
    expect([future.status, errorOf(future).message]).toEqual([400, m.dayInFuture]);
    expect(
      (await add(w.ana, { day: dayFromToday(0), text: 'x'.repeat(CONTRIBUTION_TEXT_MAX + 1) })).status,
    ).toBe(400);
    expect((await add(w.ana, { day: dayFromToday(0), text: '   ' })).status).toBe(400);
    expect((await add(w.ana, { day: '2030-02-30', text: 'No such day' })).status).toBe(400);
    const id = made.body.entry.subjectId;
    for (const who of [w.lead, w.ben, w.owner]) {
      expect(
        (await t.request('DELETE', `/api/contributions/${id}`, undefined, { token: who.token })).status,
      ).toBe(404);
    }
    expect((await hide(w.ana, { kind: 'manual', subjectId: id, hidden: true })).status).toBe(200);
    expect(
      (await t.request('DELETE', `/api/contributions/${id}`, undefined, { token: w.ana.token })).status,
    ).toBe(204);
    expect(await t.db.select().from(contributionEntries).where(eq(contributionEntries.id, id))).toEqual([]);
    expect(await t.db.select().from(contributionHides).where(eq(contributionHides.subjectId, id))).toEqual(
      [],
    );
    expect(
      (await t.request('DELETE', `/api/contributions/${id}`, undefined, { token: w.ana.token })).status,
    ).toBe(404);
  });

  it('holds the day’s limit when many are added at once', async () => {
    const w = await world();
    const day = dayFromToday(-20);
    const answers = await Promise.all(
      Array.from({ length: CONTRIBUTION_ENTRIES_PER_DAY_MAX + 3 }, (_, i) =>
        add(w.ana, { day, text: `Busy ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CONTRIBUTION_ENTRIES_PER_DAY_MAX);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorOf(refused)).toEqual({ code: 'limit_reached', message: m.entriesPerDay });
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contributionEntries)
      .where(sql`${contributionEntries.userId} = ${idOf(w.ana)} and ${contributionEntries.day} = ${day}`);
    expect(count?.n).toBe(CONTRIBUTION_ENTRIES_PER_DAY_MAX);
  });
});

describe('hiding an entry from one’s leads', () => {
  it('is for the person’s own entries only', async () => {
    const w = await world();
    // The lead cannot hide Ana's entry: it is not in the lead's own log.
    const byLead = await hide(w.lead, { kind: 'goal_closed', subjectId: w.ids.won, hidden: true });
    expect([byLead.status, errorOf(byLead).message]).toEqual([404, m.entryNotFound]);
    // Nor an entry that is not one: the half-done goal, the check-in that moved nothing.
    expect((await hide(w.ana, { kind: 'goal_closed', subjectId: w.ids.half, hidden: true })).status).toBe(
      404,
    );
    expect(
      (await hide(w.ana, { kind: 'key_result_moved', subjectId: w.ids.still, hidden: true })).status,
    ).toBe(404);
    expect((await hide(w.ana, { kind: 'manual', subjectId: w.ids.won, hidden: true })).status).toBe(404);
    expect((await hide(w.ana, { kind: 'nothing', subjectId: w.ids.won, hidden: true })).status).toBe(400);
    expect(await t.db.select().from(contributionHides)).toEqual([]);
    for (const kind of [
      'goal_closed',
      'key_result_moved',
      'action_item_done',
      'growth_item_done',
      'manual',
    ] as const) {
      const subjectId = {
        goal_closed: w.ids.won,
        key_result_moved: w.ids.moved,
        action_item_done: w.ids.privateItem,
        growth_item_done: w.ids.grown,
        manual: w.ids.byHand,
      }[kind];
      const twice = [
        await hide(w.ana, { kind, subjectId, hidden: true }),
        await hide(w.ana, { kind, subjectId, hidden: true }),
      ];
      expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    }
    expect(await t.db.select().from(contributionHides)).toHaveLength(5);
    const lead = await read(w.lead, `?person=${idOf(w.ana)}`);
    expect(lead.body.items.map((entry) => entry.subjectId)).toEqual([w.ids.leadItem, w.ids.thanks]);
  });
});

/** The plan's nodes, flattened. */
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the log’s statement', () => {
  it('reads each source through its index with a year of a person’s data among many others’', async () => {
    const w = await world();
    const [ana, ben, c] = [idOf(w.ana), idOf(w.ben), w.companyId];
    const [withBen] = await t.db
      .select({ id: oneOnOnes.id })
      .from(oneOnOnes)
      .where(eq(oneOnOnes.proposedBy, ana));
    const [result] = await t.db
      .insert(keyResults)
      .values({
        goalId: w.ids.goal,
        title: 'Lessons',
        kind: 'number',
        startValue: 0,
        targetValue: 20,
        currentValue: 3,
        position: 9,
      })
      .returning();
    // Ana's year (a check-in a working day, kudos, items, entries), and 20 times as much of Ben's.
    const year = async (person: string, scale: number) => {
      const span = (n: number) => sql.raw(`generate_series(1, ${n * scale}) i`);
      const ago = sql`now() - i * interval '1 hour'`;
      await t.db.execute(sql`insert into check_ins (goal_id, author_id, status, confidence, created_at)
        select ${w.ids.goal}, ${person}, 'on_track', 5, ${ago} from ${span(260)}`);
      await t.db
        .execute(sql`insert into goals (company_id, level, owner_id, title, starts_on, due_on, progress, closed_at)
        select ${c}, 'personal', ${person}, 'Old goal ' || i, '2020-01-01', '2020-12-31', 0.9, ${ago} from ${span(30)}`);
      await t.db.execute(sql`with k as (insert into kudos (company_id, sender_id, message, created_at)
          select ${c}, ${person === ana ? ben : ana}, 'Thanks ' || i, ${ago} from ${span(200)} returning id)
        insert into kudos_recipients (kudos_id, user_id) select id, ${person} from k`);
      await t.db.execute(sql`insert into action_items (one_on_one_id, owner_id, text, done_at)
        select ${withBen!.id}, ${person}, 'Item ' || i, ${ago} from ${span(100)}`);
      await t.db.execute(sql`insert into growth_items (user_id, company_id, kind, title, done_at)
        select ${person}, ${c}, 'read', 'Book ' || i, ${ago} from ${span(50)}`);
      await t.db.execute(sql`insert into contribution_entries (user_id, company_id, day, text)
        select ${person}, ${c}, current_date - (i % 365), 'Entry ' || i from ${span(100)}`);
    };
    await year(ana, 1);
    await year(ben, 20);
    await t.db.execute(sql`insert into key_result_values (key_result_id, check_in_id, value)
      select ${result!.id}, c.id, 1 from check_ins c where c.goal_id = ${w.ids.goal}`);
    await t.db.execute(sql`analyze`);
    const first = await read(w.lead, `?person=${ana}&limit=30`);
    expect(first.status).toBe(200);
    const [cursorAt] = first.body.items.slice(-1);
    const statement = contributionLogSql({
      person: ana,
      companyId: c,
      viewer: { companyId: c, userId: idOf(w.lead), isAdmin: false },
      own: false,
      timeZone: 'UTC',
      limit: 31,
      after: { at: `${cursorAt!.at.slice(0, -1)}000Z`, rank: 2, id: cursorAt!.subjectId },
    });
    const explained = (await t.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[];
    };
    const [{ Plan: plan, 'Execution Time': ms }] = explained.rows[0]!['QUERY PLAN'];
    const scanned = nodesOf(plan)
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']);
    const sources = [
      'check_ins',
      'goals',
      'kudos_recipients',
      'kudos',
      'action_items',
      'growth_items',
      'contribution_entries',
      'key_result_values',
    ];
    expect(scanned.filter((name) => sources.includes(name ?? ''))).toEqual([]);
    // Far under what a page may take, even on a busy test machine.
    expect(ms).toBeLessThan(250);
  });
});
