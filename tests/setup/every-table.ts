import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pairRound } from '../../src/server/collaboration/connections/pair-job';
import type { Database } from '../../src/server/db/connect';
import {
  agendaPoints,
  boardCards,
  careerTracks,
  checkIns,
  companionModelUse,
  competencies,
  goalAlignments,
  keyResults,
  keyResultValues,
  pulseResponses,
  standupDigests,
  valueResponses,
} from '../../src/server/db/schema';
import { periodContaining } from '../../src/server/wellbeing/periods';
import { openAndSealPulses } from '../../src/server/wellbeing/seal';
import type { Companion } from '../../src/shared/contract/companion';
import { place, trackWith } from './career';
import { publicTables } from './catalogue';
import { admin, member, requester, signIn, signUp } from './fixtures';
import { insertGoal } from './goal-rows';
import { fillGrowth } from './growth';
import { fillHelpAndRituals } from './help';
import { connectWebhook } from './integrations';
import { insertKudos, insertReaction } from './kudos-rows';
import { activeOneOnOne } from './one-on-ones';
import { checkInBody, dayFromToday, insertPeriod, pulseAnswers, wellbeingApi } from './pulse';
import { answer, reviewBody, startReview } from './reviews';
import { fillSlack } from './slack';
import { fillSso } from './sso';
import type { TestApp } from './test-app';

/**
 * For the tests that move a whole database (backups and restores): rows
 * in every table, made through SOS's own API, and every row read back to compare.
 */

/** What node-postgres answers to `execute`. */
type Rows<T> = { rows: T[] };

/** Every row of every table of schema public, as JSON text in UTC, sorted bytewise. */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const contents: Record<string, string[]> = {};
    for (const name of await publicTables(tx)) {
      const rows = (await tx.execute(
        sql`select row_to_json(t)::text as line from ${sql.identifier(name)} t order by row_to_json(t)::text collate "C"`,
      )) as unknown as Rows<{ line: string }>;
      contents[name] = rows.rows.map((row) => row.line);
    }
    return contents;
  });
}

/**
 * A company with an admin, a member leading a team, a pending request, goals, kudos, check-ins and
 * pulses, a loner with a failed sign-in, and names in
 * several scripts: every table then holds rows (checked), so "every row arrives" covers every table.
 */
export async function fillEveryTable(t: TestApp) {
  const owner = await admin(t, 'Ōcean “Riders” \\ 🌊 עברית');
  const crew = await member(t, owner);
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: 'Dawn 🌅 Patrol', leadIds: [crew.session.user.id] },
    {
      token: owner.token,
    },
  );
  expect(team.status).toBe(201);
  await requester(t, owner.company.companyCode, 'Zoë O’Brien-Ñúñez 🏄');
  const value = await t.request<{ value: { id: string } }>(
    'POST',
    '/api/values',
    { name: 'Ōwnership 🌊', description: 'Zoë’s “line”\nand the next' },
    { token: owner.token },
  );
  expect(value.status).toBe(201);
  // A webhook hearing every event, connected early: what follows queues its deliveries.
  await connectWebhook(t, owner, 'http://127.0.0.1:9/every-table');
  const people = {
    companyId: owner.company.id,
    ownerId: owner.session.user.id,
    crewId: crew.session.user.id,
  };
  const goalId = await fillGoals(t.db, { ...people, teamId: team.body.team.id });
  await fillKudos(t.db, { ...people, valueId: value.body.value.id, goalId });
  await fillWellbeing(t, owner, crew);
  await fillOneOnOnes(t, owner, crew, goalId);
  await fillReviews(t, owner, crew);
  await fillFeedback(t, owner, crew, { teamId: team.body.team.id, valueId: value.body.value.id });
  await fillToday(t, crew);
  await fillBoard(t, owner, crew, team.body.team.id);
  await fillFocus(t, crew);
  await fillCareer(t, owner, crew);
  await fillGrowth(t, owner, crew);
  await fillStandups(t, owner, crew, team.body.team.id);
  await fillLibraryAndJournal(t, owner, crew);
  await fillPurpose(t, owner, crew, team.body.team.id);
  await fillValuesInPractice(t, owner, crew, { teamId: team.body.team.id, valueId: value.body.value.id });
  await fillStrategy(t, owner, crew, { teamId: team.body.team.id, goalId });
  await fillConnections(t, owner, crew);
  await fillValuePropositions(t, owner, crew, team.body.team.id);
  await fillHelpAndRituals(t, owner, crew, team.body.team.id);
  await fillCompanion(t, owner);
  await fillSlack(t, owner, crew);
  await fillSso(t, owner);
  const loner = await signUp(t, { fullName: 'Lone Wolf' });
  expect((await signIn(t, loner.email, 'Wrong-passw0rd')).status).toBe(400);
  const rows = await everyRow(t.db);
  for (const [table, lines] of Object.entries(rows)) expect(lines.length, table).toBeGreaterThan(0);
  return { owner, rows };
}

/**
 * The team's board: a card the crew member (its lead) made for the admin (now in the team), edited,
 * moved to Doing then Done, with the team goal's key result (written straight in: the goal is private
 * and closed, which the API would refuse), and a column the lead added.
 */
async function fillBoard(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
  teamId: string,
) {
  const base = `/api/teams/${teamId}/board`;
  const board = await t.request<{ board: { columns: { id: string }[] } }>('GET', base, undefined, {
    token: owner.token,
  });
  expect(board.status).toBe(200);
  const [todo, doing, done] = board.body.board.columns.map((column) => column.id);
  const card = await t.request<{ card: { id: string } }>(
    'POST',
    `${base}/cards`,
    { columnId: todo, title: 'Zoë’s “wax” 🏄 עברית', ownerId: owner.session.user.id, dueOn: '2030-02-28' },
    { token: crew.token },
  );
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  const cardId = card.body.card.id;
  const edit = await t.request(
    'PATCH',
    `${base}/cards/${cardId}`,
    { title: 'Two \\ lines' },
    { token: crew.token },
  );
  expect(edit.status).toBe(200);
  for (const columnId of [doing, done]) {
    const moved = await t.request(
      'POST',
      `${base}/cards/${cardId}/move`,
      { columnId, beforeCardId: null },
      {
        token: owner.token,
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const [result] = await t.db.select({ id: keyResults.id }).from(keyResults).limit(1);
  await t.db
    .update(boardCards)
    .set({ keyResultId: result!.id })
    .where(sql`${boardCards.id} = ${cardId}`);
  expect(
    (await t.request('POST', `${base}/columns`, { name: 'Review ✅' }, { token: crew.token })).status,
  ).toBe(201);
}

/**
 * Career (decision 040, slice 1): the admin's track with what its levels ask, the admin (in the crew
 * member's team since the feedback) placed by the crew member, their lead; the admin rates themself and
 * shares it, and the crew member rates them.
 */
async function fillCareer(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string },
) {
  const track = await trackWith(t, owner.token, {
    name: 'Ōcean “path” 🌊',
    levels: ['Grom', 'Pro'],
    competencies: ['Wax 🏄'],
  });
  expect((await place(t, crew.token, owner.session.user.id, track, 'Grom')).status).toBe(200);
  const rating = `/api/career/people/${owner.session.user.id}/ratings/${track.competencies[0]!.id}`;
  expect(
    (await t.request('PUT', rating, { rating: 2, note: 'Zoë’s\nline עברית' }, { token: owner.token })).status,
  ).toBe(200);
  expect(
    (await t.request('PUT', '/api/career/me/sharing', { shared: true }, { token: owner.token })).status,
  ).toBe(200);
  expect((await t.request('PUT', rating, { rating: 4, note: null }, { token: crew.token })).status).toBe(200);
}

/**
 * Standups: the crew member, the team's lead, turns the team's standup on (every day), the admin, in
 * the team since the feedback, answers today with a block, and the day's digest is marked sent.
 */
async function fillStandups(t: TestApp, owner: { token: string }, crew: { token: string }, teamId: string) {
  const on = await t.request(
    'PUT',
    `/api/standups/${teamId}`,
    {
      questions: [
        { text: 'Zoë’s “done” 🌊?', kind: 'done' },
        { text: 'Blocked?', kind: 'blocked' },
      ],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      digestTime: '16:00',
      paused: false,
    },
    { token: crew.token },
  );
  expect(on.status).toBe(200);
  const answered = await t.request(
    'PUT',
    `/api/standups/${teamId}/answer`,
    { answers: ['Two\nlines עברית 🏄', 'Waiting on “keys”'] },
    { token: owner.token },
  );
  expect(answered.status).toBe(200);
  await t.db.insert(standupDigests).values({ teamId, day: dayFromToday(0) });
}

/**
 * Feedback: the admin, now in the crew member's team, asks the crew member for leads-only feedback,
 * and the crew member, the team's lead, answers it with a value: a request with its person asked,
 * the answer, and its reader.
 */
async function fillFeedback(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
  { teamId, valueId }: { teamId: string; valueId: string },
) {
  const joined = await t.request(
    'POST',
    `/api/teams/${teamId}/members`,
    { userId: owner.session.user.id },
    { token: owner.token },
  );
  expect(joined.status).toBe(200);
  const asked = await t.request<{ request: { id: string } }>(
    'POST',
    '/api/feedback-requests',
    { recipientIds: [crew.session.user.id], question: 'Zoë’s “launch” 🌊?', visibility: 'leads_only' },
    { token: owner.token },
  );
  expect(asked.status).toBe(201);
  const answered = await t.request(
    'POST',
    '/api/feedback',
    {
      recipientId: owner.session.user.id,
      body: 'Two\nlines עברית 🏄',
      valueId,
      requestId: asked.body.request.id,
    },
    { token: crew.token },
  );
  expect(answered.status).toBe(201);
}

/**
 * A 1:1 between the admin and the crew member, one meeting held: a ticked point, a carried one
 * made from a goal, private notes and an action item for that goal.
 */
async function fillOneOnOnes(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
  goalId: string,
) {
  const oneOnOne = await activeOneOnOne(t, owner, crew);
  const base = `/api/one-on-ones/${oneOnOne.id}`;
  const point = async (who: { token: string }, text: string) => {
    const added = await t.request<{ point: { id: string } }>(
      'POST',
      `${base}/points`,
      { text },
      { token: who.token },
    );
    expect(added.status).toBe(201);
    return added.body.point.id;
  };
  const ticked = await point(owner, 'Zoë’s “budget” 🌊');
  const open = await point(crew, 'Two\nlines עברית');
  await t.db
    .update(agendaPoints)
    .set({ goalId })
    .where(sql`${agendaPoints.id} = ${open}`);
  expect(
    (await t.request('PATCH', `${base}/points/${ticked}`, { ticked: true }, { token: crew.token })).status,
  ).toBe(200);
  const notes = `/api/one-on-ones/meetings/${oneOnOne.nextMeeting!.id}/notes`;
  expect((await t.request('PUT', notes, { body: 'Private 🌊 note' }, { token: owner.token })).status).toBe(
    200,
  );
  const item = await t.request(
    'POST',
    '/api/action-items',
    {
      oneOnOneId: oneOnOne.id,
      ownerId: crew.session.user.id,
      text: 'Wax the boards',
      dueOn: '2030-02-01',
      goalId,
    },
    { token: owner.token },
  );
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const held = await t.request('POST', `${base}/meetings/${oneOnOne.nextMeeting!.id}/held`, undefined, {
    token: crew.token,
  });
  expect(held.status).toBe(200);
  // The crew member's calendar link of their 1:1s.
  expect((await t.request('POST', '/api/calendar-feed', undefined, { token: crew.token })).status).toBe(201);
}

/** Today (decision 038): the crew member's plan, a pulled key result starred, and the day's close. */
async function fillToday(t: TestApp, crew: { token: string }) {
  const typed = await t.request<{ item: { id: string } }>(
    'POST',
    '/api/today/items',
    { text: 'Zoë’s “plan” 🌊 עברית' },
    { token: crew.token },
  );
  expect(typed.status, JSON.stringify(typed.body)).toBe(201);
  const starred = await t.request(
    'PATCH',
    `/api/today/items/${typed.body.item.id}`,
    { oneThing: true, done: true },
    {
      token: crew.token,
    },
  );
  expect(starred.status).toBe(200);
  const today = await t.request<{ today: { day: string } }>('GET', '/api/today', undefined, {
    token: crew.token,
  });
  const close = await t.request(
    'PUT',
    `/api/today/closes/${today.body.today.day}`,
    { done: 'Two\nlines 🏄', next: 'Ñúñez', blocked: '“line” \\ back', note: null },
    { token: crew.token },
  );
  expect(close.status, JSON.stringify(close.body)).toBe(200);
}

/** The crew member's focus block, kept, and a habit ticked today (decision 038, slice 3). */
async function fillFocus(t: TestApp, crew: { token: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const block = await t.request<{ block: { id: string } }>(
    'POST',
    '/api/focus-blocks',
    { day: today, startTime: '00:00', minutes: 90, purpose: 'Zoë’s “deep” work 🌊' },
    { token: crew.token },
  );
  expect(block.status, JSON.stringify(block.body)).toBe(201);
  const kept = await t.request(
    'PATCH',
    `/api/focus-blocks/${block.body.block.id}`,
    { kept: true },
    { token: crew.token },
  );
  expect(kept.status).toBe(200);
  const habit = await t.request<{ habit: { id: string } }>(
    'POST',
    '/api/habits',
    { name: 'Ñúñez walk 🏄', perWeek: 4 },
    { token: crew.token },
  );
  expect(habit.status).toBe(201);
  const tick = await t.request('PUT', `/api/habits/${habit.body.habit.id}/ticks/${today}`, undefined, {
    token: crew.token,
  });
  expect(tick.status).toBe(200);
}

/** A 360 about the crew member, answered by themself and by the admin as a peer; the admin's style. */
async function fillReviews(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
) {
  const review = await startReview(
    t,
    crew,
    reviewBody([{ person: owner, group: 'peer' }], { questions: ['Zoë’s “clarity” 🌊', 'עברית \\ line'] }),
  );
  await answer(t, crew, review, 3, 'Two\nlines 🏄');
  await answer(t, owner, review, 5);
  const style = { channel: 'spoken', timing: null, tone: 'cushioned', note: 'Ñúñez: “call me” 🌊' };
  expect((await t.request('PUT', '/api/me/style', style, { token: owner.token })).status).toBe(200);
}

/**
 * A company goal and a private team goal aligned under it, with a key result, a check-in and the
 * value it set: written straight into the tables, with fractions, dates and every script. Answers the
 * company goal's id.
 */
async function fillGoals(
  db: Database,
  the: { companyId: string; teamId: string; ownerId: string; crewId: string },
) {
  const parent = await insertGoal(db, {
    companyId: the.companyId,
    ownerId: the.ownerId,
    level: 'company',
    title: 'Ōcean “first” 🌊 עברית',
    startsOn: '2025-01-01',
    dueOn: '2025-12-31',
    progress: 0.1,
  });
  const goal = await insertGoal(db, {
    companyId: the.companyId,
    ownerId: the.crewId,
    createdBy: the.ownerId,
    level: 'team',
    teamId: the.teamId,
    title: 'Zoë’s \\ line',
    description: 'Two\nlines',
    visibility: 'private',
    startsOn: '2025-02-28',
    dueOn: '2025-05-31',
    progress: 1 / 3,
    lastCheckInAt: new Date('2025-03-01T12:34:56.789Z'),
    lastCheckInStatus: 'at_risk',
    lastCheckInConfidence: 7,
    checkInRemindedAt: new Date('2025-03-09T00:00:00.001Z'),
    closedAt: new Date('2025-06-01T08:00:00Z'),
  });
  await db.insert(goalAlignments).values({ goalId: goal.id, parentId: parent.id });
  const [result] = await db
    .insert(keyResults)
    .values({
      goalId: goal.id,
      title: 'Waves 🏄 ridden',
      kind: 'currency',
      unit: '€',
      startValue: -1.5,
      targetValue: 1e12,
      currentValue: 0.1 + 0.2,
      weight: 3,
      position: 0,
    })
    .returning();
  const [checkIn] = await db
    .insert(checkIns)
    .values({
      goalId: goal.id,
      authorId: the.crewId,
      status: 'at_risk',
      confidence: 7,
      note: 'Ñúñez says “soon”',
      blockers: null,
    })
    .returning();
  await db
    .insert(keyResultValues)
    .values({ keyResultId: result!.id, checkInId: checkIn!.id, value: 0.1 + 0.2 });
  return parent.id;
}

/**
 * The feed's three kinds of post: kudos with a value and reactions, an anniversary and a goal closed
 * at 70 % or more (celebration keys, smallints, fractions), written straight into the tables.
 */
async function fillKudos(
  db: Database,
  the: { companyId: string; ownerId: string; crewId: string; valueId: string; goalId: string },
) {
  const thanks = await insertKudos(db, {
    companyId: the.companyId,
    senderId: the.ownerId,
    recipientIds: [the.crewId],
    message: 'Zoë’s “line” \\ 🌊\nעברית',
    valueId: the.valueId,
    createdAt: new Date('2025-03-02T06:07:08.009Z'),
  });
  await insertReaction(db, { kudosId: thanks.id, userId: the.crewId, emoji: 'raised_hands' });
  await insertReaction(db, { kudosId: thanks.id, userId: the.ownerId, emoji: 'tada' });
  await insertKudos(db, {
    companyId: the.companyId,
    senderId: null,
    kind: 'anniversary',
    message: null,
    anniversaryYears: 3,
    celebrationKey: `anniversary:${the.crewId}:3`,
    recipientIds: [the.crewId],
  });
  await insertKudos(db, {
    companyId: the.companyId,
    senderId: null,
    kind: 'goal_closed',
    message: null,
    goalId: the.goalId,
    goalTitle: 'Ōcean “first” 🌊 עברית',
    goalProgress: 0.1 + 0.6,
    celebrationKey: `goal_closed:${the.goalId}`,
    recipientIds: [the.ownerId],
  });
}

/**
 * A check-in with a note in several scripts and one without; last week's pulse, answered and sealed by
 * the job (so its period has members); this week's, answered by both through the API (its period, its
 * notices, participation and responses with and without teams).
 */
async function fillWellbeing(
  t: TestApp,
  owner: { token: string; company: { id: string } },
  crew: { token: string },
) {
  const api = wellbeingApi(t);
  const note = 'Zoë’s “swell” \\ 🌊\nעברית';
  expect((await api.checkIn(crew.token, dayFromToday(-1), checkInBody({ note }))).status).toBe(200);
  expect((await api.checkIn(crew.token, dayFromToday(0), checkInBody({ note: undefined }))).status).toBe(200);
  const lastWeek = periodContaining(dayFromToday(-7), 'weekly');
  const closed = await insertPeriod(t.db, { companyId: owner.company.id, ...lastWeek, threshold: 7 });
  await t.db.insert(pulseResponses).values({
    companyId: owner.company.id,
    periodId: closed.id,
    ...pulseAnswers({ enps: 10, workload: 1, stress: 5 }),
  });
  await openAndSealPulses(t.db);
  expect((await api.answer(owner.token, pulseAnswers({ enps: 0 }))).status).toBe(201);
  expect((await api.answer(crew.token, pulseAnswers({ enps: 10 }))).status).toBe(201);
}

/**
 * Values in practice: the week before last's scores, written straight in and sealed by the job (its
 * value_figures, for the company and the team, one shown and one withheld); this week's, answered by
 * both through the API (participation and responses, with and without teams).
 */
async function fillValuesInPractice(
  t: TestApp,
  owner: { token: string; company: { id: string } },
  crew: { token: string },
  the: { teamId: string; valueId: string },
) {
  const twoWeeksAgo = periodContaining(dayFromToday(-14), 'weekly');
  const closed = await insertPeriod(t.db, { companyId: owner.company.id, ...twoWeeksAgo, threshold: 3 });
  await t.db.insert(valueResponses).values(
    [[the.teamId], [], [], [the.teamId]].map((teamIds, i) => ({
      companyId: owner.company.id,
      periodId: closed.id,
      teamIds,
      scores: { [the.valueId]: i + 1 },
    })),
  );
  await openAndSealPulses(t.db);
  for (const person of [owner, crew]) {
    const page = await t.request<{ open: { values: { id: string }[] } }>(
      'GET',
      '/api/values-in-practice',
      undefined,
      {
        token: person.token,
      },
    );
    expect(page.status).toBe(200);
    const scores = Object.fromEntries(page.body.open.values.map((value, i) => [value.id, (i % 5) + 1]));
    const answered = await t.request(
      'POST',
      '/api/values-in-practice/responses',
      { scores },
      { token: person.token },
    );
    expect(answered.status).toBe(201);
  }
}

/**
 * Purpose (decision 040, slice 3): the team's purpose, written by its lead (the crew member); an
 * entry the crew member added to their contribution log, and that entry hidden from their leads.
 */
async function fillPurpose(t: TestApp, owner: { token: string }, crew: { token: string }, teamId: string) {
  const purpose = await t.request(
    'PUT',
    `/api/purpose/teams/${teamId}`,
    { purpose: 'Zoë’s “first” wave 🌊 עברית \\ for all' },
    { token: crew.token },
  );
  expect(purpose.status, JSON.stringify(purpose.body)).toBe(200);
  const entry = await t.request<{ entry: { subjectId: string } }>(
    'POST',
    '/api/contributions',
    { day: '2025-02-28', text: 'Ñúñez’s “clean-up” 🏄' },
    { token: crew.token },
  );
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  const hidden = await t.request(
    'PUT',
    '/api/contributions/hidden',
    { kind: 'manual', subjectId: entry.body.entry.subjectId, hidden: true },
    { token: crew.token },
  );
  expect(hidden.status).toBe(200);
  // The admin reads the map, with the purpose on it.
  expect((await t.request('GET', '/api/purpose/map', undefined, { token: owner.token })).status).toBe(200);
}

/**
 * The resource library and the journal (decision 040, slice 2): a track's competency written straight
 * in (the career slice's own forms make them), a resource the crew member added with it and saved to
 * their plan, and two journal entries of theirs: one answering the week's prompt, one free.
 */
async function fillLibraryAndJournal(
  t: TestApp,
  owner: { token: string; company: { id: string } },
  crew: { token: string },
) {
  const companyId = owner.company.id;
  const [track] = await t.db
    .insert(careerTracks)
    .values({ companyId, name: 'Library 📚 “track”' })
    .returning({ id: careerTracks.id });
  const [competency] = await t.db
    .insert(competencies)
    .values({ companyId, trackId: track!.id, position: 0, name: 'Zoë’s \\ craft 🌊' })
    .returning({ id: competencies.id });
  const resource = await t.request<{ resource: { id: string } }>(
    'POST',
    '/api/resources',
    {
      title: 'Ōcean “reading” \\ עברית',
      url: 'https://example.com/a?b=c&d=%E2%9C%93#e',
      kind: 'book',
      competencyIds: [competency!.id],
    },
    { token: crew.token },
  );
  expect(resource.status, JSON.stringify(resource.body)).toBe(201);
  const saved = await t.request('POST', `/api/resources/${resource.body.resource.id}/save`, undefined, {
    token: crew.token,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  for (const entry of [
    { body: 'Two\nlines 🏄 “quoted” \\ back', answersPrompt: true },
    { body: 'Ñúñez, free' },
  ]) {
    const written = await t.request('POST', '/api/journal/entries', entry, { token: crew.token });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
  }
}

/**
 * The documents (decision 041, slice 1): the admin's strategy page with three pillars, one carrying
 * the company goal; the crew member's team decision record linked to that goal and pillar, the admin
 * its Approver and the crew member Informed, accepted.
 */
async function fillStrategy(
  t: TestApp,
  owner: { token: string; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
  the: { teamId: string; goalId: string },
) {
  const page = await t.request<{ strategy: { pillars: { id: string }[] } }>(
    'PUT',
    '/api/strategy',
    {
      version: 0,
      vision: 'Zoë’s “ocean”\nfor all 🌊 עברית',
      pillars: [
        { name: 'Ōwn the wave \\ 🏄', rationale: 'Two\nlines', goalIds: [the.goalId] },
        { name: 'Ñúñez’s craft', rationale: null },
        { name: 'Calm seas' },
      ],
    },
    { token: owner.token },
  );
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const record = await t.request<{ record: { id: string } }>(
    'POST',
    '/api/decisions',
    {
      title: 'Boards “longer” \\ 🏄',
      visibility: 'team',
      teamId: the.teamId,
      context: 'Two\nlines',
      options: [{ title: 'Ōne', pros: 'Fast', cons: 'Ñ' }],
      decision: 'Go long',
      approverId: owner.session.user.id,
      informedIds: [crew.session.user.id],
      goalIds: [the.goalId],
      pillarIds: [page.body.strategy.pillars[0]!.id],
    },
    { token: crew.token },
  );
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  const decided = await t.request(
    'POST',
    `/api/decisions/${record.body.record.id}/decide`,
    { outcome: 'accepted', version: 1 },
    { token: owner.token },
  );
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

/**
 * Connections (decision 041, slice 3): the admin and the crew member opt in, are paired in the
 * current round by the job, the round is moved to its second week; the crew member answers "did you meet?" and then adds the admin to
 * their "don't pair me with" list.
 */
async function fillConnections(
  t: TestApp,
  owner: { token: string; company: { id: string }; session: { user: { id: string } } },
  crew: { token: string; session: { user: { id: string } } },
) {
  for (const who of [owner, crew]) {
    const opted = await t.request(
      'PUT',
      '/api/connections/settings',
      { optedIn: true },
      { token: who.token },
    );
    expect(opted.status, JSON.stringify(opted.body)).toBe(200);
  }
  const read = await t.request<{ connections: { today: string; round: { startsOn: string } } }>(
    'GET',
    '/api/connections',
    undefined,
    { token: crew.token },
  );
  const { today, round } = read.body.connections;
  expect(await pairRound(t.db, owner.company.id, round.startsOn)).toBe(true);
  await t.db.execute(
    sql`update connection_rounds set starts_on = ${today}::date - 7 where company_id = ${owner.company.id}`,
  );
  const answered = await t.request(
    'POST',
    '/api/connections/answer',
    { answer: 'met' },
    { token: crew.token },
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const blocked = await t.request(
    'POST',
    '/api/connections/blocks',
    { userId: owner.session.user.id },
    { token: crew.token },
  );
  expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
}

/**
 * Value propositions (decision 041, slice 2): the crew member's team canvas, edited by the admin (a
 * second version), a company persona linked to it and a table of alternatives comparing it.
 */
async function fillValuePropositions(
  t: TestApp,
  owner: { token: string },
  crew: { token: string },
  teamId: string,
) {
  const canvas = await t.request<{ canvas: { id: string } }>(
    'POST',
    '/api/canvases',
    {
      title: 'Boards “longer” \\ 🏄',
      visibility: 'team',
      teamId,
      boxes: { problem: 'Two\nlines', uniqueValueProposition: 'Zoë’s ōcean', unfairAdvantage: 'עברית' },
    },
    { token: crew.token },
  );
  expect(canvas.status, JSON.stringify(canvas.body)).toBe(201);
  const canvasId = canvas.body.canvas.id;
  const edited = await t.request(
    'PUT',
    `/api/canvases/${canvasId}`,
    {
      version: 1,
      title: 'Boards “longer” \\ 🏄',
      boxes: { problem: 'Two\nlines', channels: 'Ñúñez’s shop' },
    },
    { token: owner.token },
  );
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const persona = await t.request(
    'POST',
    '/api/personas',
    {
      title: 'Zoë 🏄',
      description: 'Two\nlines',
      jobs: ['Ōne'],
      pains: ['Ñ'],
      gains: ['“quoted”'],
      canvasIds: [canvasId],
    },
    { token: crew.token },
  );
  expect(persona.status, JSON.stringify(persona.body)).toBe(201);
  const table = await t.request(
    'POST',
    '/api/alternatives',
    {
      title: 'Against foam \\ 🏄',
      canvasId,
      visibility: 'team',
      teamId,
      criteria: ['Lasts', 'Price'],
      alternatives: [{ name: 'Foam', cells: ['A month', 'Ñ'] }],
      uniqueValue: 'The only boards that last a season.',
    },
    { token: crew.token },
  );
  expect(table.status, JSON.stringify(table.body)).toBe(201);
}

/**
 * The companion (decision 044): the admin, whose goal the fills above left with no check-in, dismisses
 * that nudge and mutes the kind of a teammate to recognise.
 */
async function fillCompanion(t: TestApp, owner: { token: string; company: { id: string } }) {
  const read = await t.request<{ companion: Companion }>('GET', '/api/companion', undefined, {
    token: owner.token,
  });
  const [nudge] = read.body.companion.nudges;
  expect(nudge, JSON.stringify(read.body)).toBeDefined();
  const dismissed = await t.request(
    'POST',
    '/api/companion/dismissals',
    { kind: nudge!.kind, subjectId: nudge!.subjectId },
    { token: owner.token },
  );
  expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
  const muted = await t.request(
    'PUT',
    '/api/companion/muted-kinds',
    { kinds: ['recognise'] },
    { token: owner.token },
  );
  expect(muted.status, JSON.stringify(muted.body)).toBe(200);
  // A day's use of the model, as a call would count it (this app has no model to call).
  await t.db.insert(companionModelUse).values({
    companyId: owner.company.id,
    day: dayFromToday(0),
    calls: 3,
    failures: 1,
    charactersSent: 4200,
  });
}
