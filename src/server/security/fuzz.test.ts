import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerFuzzWorld } from '../../../tests/setup/career';
import { publicTables } from '../../../tests/setup/catalogue';
import { admin, member, PASSWORD, requester, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { growthFuzzWorld } from '../../../tests/setup/growth';
import { libraryJournalFuzzWorld } from '../../../tests/setup/library-journal';
import { mailedToken } from '../../../tests/setup/mailbox';
import { activeOneOnOne, oneOnOneBody } from '../../../tests/setup/one-on-ones';
import { checkInBody, dayFromToday, pulseAnswers } from '../../../tests/setup/pulse';
import { insertAnswers, insertPeriod, week } from '../../../tests/setup/pulse-rows';
import { reviewBody, startReview } from '../../../tests/setup/reviews';
import { nowSeconds, slackConnection, type SlackConnectionRow, slackForm } from '../../../tests/setup/slack';
import { standupBody } from '../../../tests/setup/standups';
import {
  type ApiResponse,
  createTestApp,
  errorOf,
  requestApp,
  type RequestOptions,
} from '../../../tests/setup/test-app';
import type { JoinRequestForReview } from '../../shared/api';
import type { Board, BoardCard } from '../../shared/contract/board';
import type { OneOnOne } from '../../shared/contract/communication';
import type { FocusBlock, Habit } from '../../shared/contract/focus';
import type { Review } from '../../shared/contract/reviews';
import type { StandupSettings } from '../../shared/contract/standups';
import type { DayItem, Today } from '../../shared/contract/today';
import type { MoodEntry, PulseResults } from '../../shared/contract/wellbeing';
import { addDays, isDay } from '../../shared/days';
import { mondayOf } from '../../shared/weeks';
import { moodDaySchema } from '../../shared/wellbeing-rules';
import { createApp } from '../app';
import { integrationDeliveries, moodEntries, notifications, slackPeople, teams } from '../db/schema';
import { slackSignature } from '../integrations/slack-signature';

/**
 * Properties over every endpoint's body, query, path and headers: whatever a client sends, the answer
 * is never a 5xx, and a refused request (4xx) leaves the database as it was: every table the
 * database lists but those in `mayChangeWhenRefused` (rate-limit counters, whose job is to count
 * refused attempts).
 */
const t = await createTestApp();
/** The same app and database behind a trusted proxy, so X-Forwarded-For is read. */
const proxied = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: true } });

export const SEED = 20261121;
export const NUM_RUNS = 100;
const PROPERTIES = 19;
let casesRun = 0;
let fixedCases = 0;

afterAll(() => {
  console.info(
    `fuzz: ${casesRun} requests checked: ${casesRun - fixedCases} from ${PROPERTIES} properties × ${NUM_RUNS} runs (seed ${SEED}), ${fixedCases} fixed cases`,
  );
});

/**
 * Tables whose rows a refused request may change, on purpose, with why: the checksum leaves them out.
 * Every other table the migrated database holds is in the checksum, so a new table is covered as is.
 */
const mayChangeWhenRefused: Record<string, string> = {
  rate_limits: 'counting refused attempts (wrong passwords, unknown codes) is what it is for',
};

/** The tables the checksum reads: the catalogue's, taken once, since the schema does not change. */
const checkedTables = (await publicTables(t.db)).filter((name) => !(name in mayChangeWhenRefused));

describe('the checksum of a refused request', () => {
  it('reads every table of the schema but those listed, with their reason, as left out', async () => {
    const tables = await publicTables(t.db);
    expect(checkedTables.length).toBeGreaterThan(0);
    // A table left out that no longer exists fails here too: the list stays true.
    expect([...checkedTables, ...Object.keys(mayChangeWhenRefused)].sort()).toEqual(tables);
  });
});

/** One text of every row of every checked table, hashed: equal before and after = nothing changed. */
async function checksum(): Promise<string> {
  const lines = sql.join(
    checkedTables.map((name) => sql`select ${name}::text || t::text as line from ${sql.identifier(name)} t`),
    sql` union all `,
  );
  const result = await t.db.execute<{ sum: string }>(
    sql`select md5(coalesce(string_agg(line, '|' order by line), '')) as sum from (${lines}) as rows_of_every_table`,
  );
  return (result as unknown as { rows: { sum: string }[] }).rows[0]!.sum;
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** Sends one request and checks the invariants every answer must keep. */
async function sendAndCheck(
  method: string,
  path: string,
  opts: RequestOptions & { body?: unknown; viaProxy?: boolean },
): Promise<ApiResponse> {
  casesRun += 1;
  const before = await checksum();
  const response = opts.viaProxy
    ? await requestApp(proxied, method, path, opts.body, opts)
    : await t.request(method, path, opts.body, opts);
  const what = `${method} ${path} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(await checksum(), `a refused request changed the database: ${what}`).toBe(before);
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
  }
  // No body, however crafted, reached Object.prototype.
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return response;
}

// ---- Arbitraries ----------------------------------------------------------------------------------

const fieldNames = [
  'email',
  'password',
  'fullName',
  'grantType',
  'refreshToken',
  'name',
  'mission',
  'industry',
  'location',
  'companyCode',
  'status',
  'role',
  'description',
  'position',
  'level',
  'title',
  'startsOn',
  'dueOn',
  'visibility',
  'ownerId',
  'teamId',
  'keyResults',
  'parentIds',
  'confidence',
  'values',
  'recipientIds',
  'message',
  'valueId',
  'mood',
  'energy',
  'stress',
  'note',
  'answers',
  'enps',
  'workload',
  'recognition',
  'clarity',
  'cadence',
  'threshold',
  'text',
  'done',
  'oneThing',
  'move',
  'keyResultId',
  'actionItemId',
  'next',
  'blocked',
  'questions',
  'weekdays',
  'digestTime',
  'paused',
  'columnId',
  'columnIds',
  'beforeCardId',
  'day',
  'startTime',
  'minutes',
  'purpose',
  'kept',
  'week',
  'perWeek',
  'archived',
];
const pollutionKeys = ['__proto__', 'constructor', 'prototype'];

/** Printable ASCII, which is what a header value may carry. */
const headerText = (maxLength = 80) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '🌊', '\u0000', ' '), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([unit, n]) => unit.repeat(n));

/**
 * Days at the edges of the calendar: year 0 (which JavaScript knows and PostgreSQL refuses), the ends
 * of the years a day may fall in and just past them, the last day PostgreSQL's calendar and four
 * digits share, and 29 February of leap and common years.
 */
const calendarEdges = [
  '0000-01-01',
  '0000-02-29',
  '0000-12-31',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '1900-02-29',
  '2000-02-29',
  '2023-02-29',
  '2024-02-29',
  '2100-02-29',
  '2999-12-31',
  '3000-01-01',
  '9999-12-31',
];

/** Scalars a field should never trust: wrong types, odd unicode, NUL, huge strings, look-alikes. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  { weight: 1, arbitrary: hugeString },
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Kai\u0000Surfer',
    '\ud800',
    '\u202eevil',
    'Waves4ever',
    'kai@example.com',
    'ABCD1234',
    'password',
    'refresh_token',
    'pending',
    "' or '1'='1",
    '{"__proto__":{"polluted":true}}',
    ...calendarEdges,
  ),
);

const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...fieldNames, ...pollutionKeys) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** JSON text, built by hand so that keys such as __proto__ reach the server as own keys. */
const { jsonValue: jsonText } = fc.letrec<{ jsonValue: string; array: string; object: string }>((tie) => ({
  jsonValue: fc.oneof(
    { maxDepth: 3 },
    scalar.map((value) => JSON.stringify(value)),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('jsonValue'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(key, tie('jsonValue')), { maxLength: 5 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
}));

/** A JSON object text whose keys include a prototype-pollution attempt. */
const pollutingObject = fc
  .tuple(fc.constantFrom(...pollutionKeys), fc.array(fc.tuple(key, jsonText), { maxLength: 4 }))
  .map(
    ([bad, entries]) =>
      `{${[`${JSON.stringify(bad)}:{"polluted":true,"isAdmin":true}`, ...entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`)].join(',')}}`,
  );

// ---- The world the requests run in ----------------------------------------------------------------

let owner: Awaited<ReturnType<typeof admin>>;
let stranger: Awaited<ReturnType<typeof admin>>;
let foreignRequestId: string;
let ownRequestId: string;
/** A member of the owner's company, whose role the owner may set; and one of the stranger's. */
let ownMemberId: string;
let foreignMemberId: string;
let foreignNotificationId: string;
/** An open team of the owner's company, and one of the stranger's. */
let ownTeamId: string;
let foreignTeamId: string;
/** A value of the owner's company, and one of the stranger's. */
let ownValueId: string;
let foreignValueId: string;
/** A goal of the owner's company with its key result, and one of the stranger's. */
let ownGoal: { id: string; keyResultId: string };
let foreignGoal: { id: string; keyResultId: string };
/** Kudos of the owner's company, and of the stranger's. */
let ownKudosId: string;
let foreignKudosId: string;

/** A 1:1 of each company, with its next meeting and a point on its agenda. */
interface OneOnOneIds {
  id: string;
  meetingId: string;
  pointId: string;
}
/** The growth plan's (decision 040): the owner's item and competency, a colleague's item, another company's competency. */
let growth: Awaited<ReturnType<typeof growthFuzzWorld>>;
/** Career tracks (decision 040): the owner's track, with the owner placed on it, and another company's. */
let career: Awaited<ReturnType<typeof careerFuzzWorld>>;
/** The library and the journal (decision 040): the owner's own, another company's, a colleague's entry. */
let library: Awaited<ReturnType<typeof libraryJournalFuzzWorld>>;
let ownOneOnOne: OneOnOneIds;
let foreignOneOnOne: OneOnOneIds;
/** A 360 of each company, asking its admin to rate as a peer. */
let ownReview: Review;
let foreignReview: Review;
/** A feedback request of the stranger's company, asked of its member: nobody else may answer it. */
let foreignFeedbackRequestId: string;
/** The stranger's check-in of today, whose note nobody else may read, change or delete. */
const strangersNote = 'The stranger’s own day';
/** The first day of the owner's closed pulse period (last week), and of the stranger's (the week before). */
let ownPeriodStart: string;
let foreignPeriodStart: string;
/** A person with no company; replaced whenever a fuzzed request gives them one. */
let newcomer: Awaited<ReturnType<typeof signUp>>;
let refreshToken: string;
/** The tokens of a reset link and a verification link, of a person of their own. */
let resetToken: string;
let verificationToken: string;
/** A team each admin leads, with its board (its first columns and a card) and a live standup. */
interface CrewIds {
  id: string;
  columnIds: string[];
  cardId: string;
}
let ownCrew: CrewIds;
let foreignCrew: CrewIds;
/**
 * A person's own things of Execution & Focus: an item of today, a focus block next week, a habit. The
 * foreign ones are a colleague's: the company matches, only the person differs.
 */
interface PlanIds {
  itemId: string;
  blockId: string;
  habitId: string;
}
let ownPlan: PlanIds;
let foreignPlan: PlanIds;
/** A decision record proposed in each company (decision 041), its Approver a member, not the admin. */
let ownDecisionId: string;
let foreignDecisionId: string;
/** A SWOT of each company's team (decision 041). */
let ownIdeaId: string;
let foreignIdeaId: string;
/** A canvas of each company, a persona and a table of the owner's (decision 041, slice 2). */
let ownCanvasId: string;
let foreignCanvasId: string;
let ownPersonaId: string;
let ownTableId: string;
/**
 * A request for help of each company with its admin's answer (decision 041); the owner's request also
 * has a colleague's answer, which is not the owner's to rewrite.
 */
interface HelpIds {
  requestId: string;
  answerId: string;
  colleaguesAnswerId: string;
}
let ownHelp: HelpIds;
let foreignHelp: HelpIds;
/** The owner's company's local today, which Today, closes and habit ticks are in. */
let companyToday: string;
/** The owner's company's Slack connection, the owner and their member linked in it (decision 047). */
let ownSlack: SlackConnectionRow;
/** A webhook of each company, with a delivery in the owner's (decision 047). */
const hooks = { own: '', foreign: '', ownDelivery: '' };

/** A webhook of the admin's company to a loopback port where nothing listens. */
async function webhookOf(person: Person): Promise<string> {
  const made = await t.request<{ integration: { id: string } }>(
    'POST',
    '/api/integrations',
    { kind: 'webhook', name: 'Fuzz hook', url: 'http://127.0.0.1:9/fuzz', events: ['goal.closed'] },
    { token: person.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.integration.id;
}

beforeAll(async () => {
  owner = await admin(t, 'Fuzz Crew');
  stranger = await admin(t, 'Other Crew');
  ownRequestId = (await requester(t, owner.company.companyCode)).requestId;
  foreignRequestId = (await requester(t, stranger.company.companyCode)).requestId;
  // With a member besides them, the owner is a last admin who may not leave: the world stays put.
  const ownMember = await member(t, owner);
  const foreignMember = await member(t, stranger);
  ownMemberId = ownMember.session.user.id;
  foreignMemberId = foreignMember.session.user.id;
  // The stranger's new member was told of their approval: a notification nobody else may see or read.
  const [told] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, foreignMemberId));
  foreignNotificationId = told!.id;
  newcomer = await signUp(t);
  refreshToken = (await signUp(t)).session.refresh_token;
  ownTeamId = await teamOf(owner.token, 'Fuzz Team');
  foreignTeamId = await teamOf(stranger.token, 'Other Team');
  ownValueId = await addValue(owner.token, 'Ownership');
  foreignValueId = await addValue(stranger.token, 'Candor');
  ownGoal = await goalOf(owner.token);
  foreignGoal = await goalOf(stranger.token);
  ownKudosId = await kudosOf(owner.token, ownMemberId, ownValueId);
  foreignKudosId = await kudosOf(stranger.token, foreignMemberId, foreignValueId);
  ownOneOnOne = await oneOnOneOf(owner, ownMember);
  foreignOneOnOne = await oneOnOneOf(stranger, foreignMember);
  ownReview = await startReview(t, ownMember, reviewBody([{ person: owner, group: 'peer' }]));
  foreignReview = await startReview(t, foreignMember, reviewBody([{ person: stranger, group: 'peer' }]));
  foreignFeedbackRequestId = await feedbackRequestOf(stranger, foreignMemberId);
  ownPeriodStart = await closedPeriodOf(owner.company.id, 1, ownTeamId);
  foreignPeriodStart = await closedPeriodOf(stranger.company.id, 2, foreignTeamId);
  const checkIn = checkInBody({ note: strangersNote });
  expect(
    (await t.request('PUT', `/api/mood/${dayFromToday(0)}`, checkIn, { token: stranger.token })).status,
  ).toBe(200);
  const mailed = await signUp(t);
  await t.request('POST', '/api/auth/password-reset', { email: mailed.email });
  resetToken = mailedToken(t, mailed.email, '/reset-password');
  verificationToken = mailedToken(t, mailed.email, '/verify-email');
  ownCrew = await crewOf(owner, 'Fuzz Crew Board');
  foreignCrew = await crewOf(stranger, 'Other Crew Board');
  companyToday = (await t.request<{ today: Today }>('GET', '/api/today', undefined, { token: owner.token }))
    .body.today.day;
  ownPlan = await planOf(owner);
  foreignPlan = await planOf(ownMember);
  library = await libraryJournalFuzzWorld(t, owner, ownMember, stranger);
  growth = await growthFuzzWorld(t, owner, ownMember, stranger);
  career = await careerFuzzWorld(t, owner, stranger);
  ownDecisionId = await decisionOf(owner, ownMemberId);
  foreignDecisionId = await decisionOf(stranger, foreignMemberId);
  ownIdeaId = await ideaOf(owner, ownTeamId);
  foreignIdeaId = await ideaOf(stranger, foreignTeamId);
  ownCanvasId = await valueDocumentOf(owner, '/api/canvases', { title: 'Fuzz canvas' });
  foreignCanvasId = await valueDocumentOf(stranger, '/api/canvases', { title: 'Other canvas' });
  ownPersonaId = await valueDocumentOf(owner, '/api/personas', { title: 'Fuzz persona' });
  ownTableId = await valueDocumentOf(owner, '/api/alternatives', {
    title: 'Fuzz table',
    criteria: ['Price'],
  });
  ownHelp = await helpAnswersOf(owner, ownMember);
  foreignHelp = await helpAnswersOf(stranger, foreignMember);
  ownSlack = await slackConnection(t, owner.company.id);
  await t.db.insert(slackPeople).values(
    [
      ['U0FUZZOWNER', owner.session.user.id],
      ['U0FUZZCREW', ownMemberId],
    ].map(([slackUserId, userId]) => ({
      integrationId: ownSlack.id,
      slackUserId: slackUserId!,
      userId: userId!,
      companyId: owner.company.id,
    })),
  );
  hooks.own = await webhookOf(owner);
  hooks.foreign = await webhookOf(stranger);
  const [delivery] = await t.db
    .insert(integrationDeliveries)
    .values({
      companyId: owner.company.id,
      integrationId: hooks.own,
      messageId: 'msg_fuzz',
      event: 'goal.closed',
      payload: { type: 'goal.closed', timestamp: new Date().toISOString(), data: {} },
      status: 'failed',
    })
    .returning({ id: integrationDeliveries.id });
  hooks.ownDelivery = delivery!.id;
});

/** A request for help asked by `asker`, answered by `asker` and then by `colleague`. */
async function helpAnswersOf(asker: Person, colleague: Person): Promise<HelpIds> {
  const made = await t.request<{ request: { id: string } }>(
    'POST',
    '/api/help/requests',
    { title: 'Fuzz answers' },
    { token: asker.token },
  );
  expect(made.status).toBe(201);
  const requestId = made.body.request.id;
  const answerIds: string[] = [];
  for (const who of [asker, colleague]) {
    const answered = await t.request<{ request: { answerList: { id: string }[] } }>(
      'POST',
      `/api/help/requests/${requestId}/answers`,
      { body: 'Fuzz answer' },
      { token: who.token },
    );
    expect(answered.status).toBe(201);
    answerIds.push(answered.body.request.answerList.at(-1)!.id);
  }
  return { requestId, answerId: answerIds[0]!, colleaguesAnswerId: answerIds[1]! };
}

/** A SWOT of `teamId`, started by `admin`. */
async function ideaOf(admin: Person, teamId: string): Promise<string> {
  const made = await t.request<{ idea: { id: string } }>(
    'POST',
    '/api/ideas',
    { title: 'Fuzz idea', teamId, body: { template: 'swot' } },
    { token: admin.token },
  );
  expect(made.status).toBe(201);
  return made.body.idea.id;
}

/** A company canvas, persona or table of alternatives of `author`'s company. */
async function valueDocumentOf(author: Person, path: string, body: Record<string, unknown>): Promise<string> {
  const made = await t.request<Record<string, { id: string }>>('POST', path, body, { token: author.token });
  expect(made.status).toBe(201);
  return Object.values(made.body)[0]!.id;
}

/** A proposed decision record of `driver`'s company, with `approverId` its Approver. */
async function decisionOf(driver: Person, approverId: string): Promise<string> {
  const made = await t.request<{ record: { id: string } }>(
    'POST',
    '/api/decisions',
    { title: 'Fuzz record', approverId },
    { token: driver.token },
  );
  expect(made.status).toBe(201);
  return made.body.record.id;
}

/** A team `lead` leads, its board opened (so made), a card in its first column, its standup on. */
async function crewOf(lead: Person, name: string): Promise<CrewIds> {
  const made = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name, leadIds: [lead.session.user.id] },
    { token: lead.token },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.team.id;
  const board = await t.request<{ board: Board }>('GET', `/api/teams/${id}/board`, undefined, {
    token: lead.token,
  });
  expect(board.status, JSON.stringify(board.body)).toBe(200);
  const columnIds = board.body.board.columns.map((column) => column.id);
  const card = await t.request<{ card: BoardCard }>(
    'POST',
    `/api/teams/${id}/board/cards`,
    { columnId: columnIds[0], title: 'Fuzz card' },
    { token: lead.token },
  );
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  const standup = await t.request('PUT', `/api/standups/${id}`, standupBody(), { token: lead.token });
  expect(standup.status, JSON.stringify(standup.body)).toBe(200);
  return { id, columnIds, cardId: card.body.card.id };
}

/** Next Monday, whose focus blocks have not started: all of their fields may still change. */
const nextMonday = () => addDays(mondayOf(companyToday), 7);
const blockBody = () => ({ day: nextMonday(), startTime: '09:00', minutes: 90, purpose: 'Fuzz focus' });

async function planOf(person: Person): Promise<PlanIds> {
  const { token } = person;
  const item = await t.request<{ item: DayItem }>(
    'POST',
    '/api/today/items',
    { text: 'Fuzz item' },
    { token },
  );
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const block = await t.request<{ block: FocusBlock }>('POST', '/api/focus-blocks', blockBody(), { token });
  expect(block.status, JSON.stringify(block.body)).toBe(201);
  const habit = await t.request<{ habit: Habit }>(
    'POST',
    '/api/habits',
    { name: 'Fuzz habit', perWeek: 3 },
    { token },
  );
  expect(habit.status, JSON.stringify(habit.body)).toBe(201);
  return { itemId: item.body.item.id, blockId: block.body.block.id, habitId: habit.body.habit.id };
}

/** A closed weekly period of the company `weeksAgo` weeks back, answered by six people of `teamId`. */
async function closedPeriodOf(companyId: string, weeksAgo: number, teamId: string): Promise<string> {
  const period = await insertPeriod(t.db, { companyId, ...week(weeksAgo) });
  await insertAnswers(t.db, period, 6, [teamId]);
  return period.startsOn;
}

async function teamOf(token: string, name: string): Promise<string> {
  const response = await t.request<{ team: { id: string } }>('POST', '/api/teams', { name }, { token });
  expect(response.status).toBe(201);
  return response.body.team.id;
}

async function addValue(token: string, name: string): Promise<string> {
  const response = await t.request<{ value: { id: string } }>('POST', '/api/values', { name }, { token });
  expect(response.status).toBe(201);
  return response.body.value.id;
}

const goalBody = () => ({
  level: 'personal',
  title: 'Fuzz goal',
  startsOn: '2026-01-01',
  dueOn: '2026-12-31',
  keyResults: [{ title: 'Waves', kind: 'number', targetValue: 10 }],
});

async function goalOf(token: string) {
  const response = await t.request<{ goal: { id: string; keyResults: { id: string }[] } }>(
    'POST',
    '/api/goals',
    goalBody(),
    { token },
  );
  expect(response.status).toBe(201);
  return { id: response.body.goal.id, keyResultId: response.body.goal.keyResults[0]!.id };
}

async function kudosOf(token: string, recipientId: string, valueId: string): Promise<string> {
  const body = { recipientIds: [recipientId], message: 'Fuzz kudos', valueId };
  const response = await t.request<{ kudos: { id: string } }>('POST', '/api/kudos', body, { token });
  expect(response.status).toBe(201);
  return response.body.kudos.id;
}

type Person = { token: string; session: { user: { id: string } } };

/** An active 1:1 between `a` and `b`, with a point on its next meeting's agenda. */
async function oneOnOneOf(a: Person, b: Person): Promise<OneOnOneIds> {
  const { id } = await activeOneOnOne(t, a, b);
  const added = await t.request(
    'POST',
    `/api/one-on-ones/${id}/points`,
    { text: 'Fuzz point' },
    { token: a.token },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const read = await t.request<{ oneOnOne: OneOnOne }>('GET', `/api/one-on-ones/${id}`, undefined, {
    token: a.token,
  });
  const meeting = read.body.oneOnOne.nextMeeting!;
  return { id, meetingId: meeting.id, pointId: meeting.points[0]!.id };
}

/** A score and a comment for every question of a 360. */
const reviewAnswers = (review: Review) => ({
  answers: review.questions.map((question) => ({ questionId: question.id, score: 4, comment: 'Fuzz' })),
});

/** Every endpoint that reads a body, with a valid body to start from. */
async function feedbackRequestOf(asker: Person, askedId: string): Promise<string> {
  const asked = await t.request<{ request: { id: string } }>(
    'POST',
    '/api/feedback-requests',
    { recipientIds: [askedId], question: 'Fuzz?', visibility: 'leads_only' },
    { token: asker.token },
  );
  expect(asked.status).toBe(201);
  return asked.body.request.id;
}

function postEndpoints() {
  return [
    {
      path: '/api/auth/signup',
      valid: () => ({ email: uniqueEmail(), password: PASSWORD, fullName: 'Fuzz' }),
    },
    {
      path: '/api/auth/token',
      valid: () => ({ grantType: 'password', email: newcomer.email, password: PASSWORD }),
    },
    { path: '/api/auth/token', valid: () => ({ grantType: 'refresh_token', refreshToken }) },
    {
      path: '/api/companies',
      valid: () => ({ name: 'Fuzz Co', mission: 'm', industry: 'i', location: 'l' }),
    },
    { path: '/api/join-requests', valid: () => ({ companyCode: stranger.company.companyCode }) },
    { path: `/api/join-requests/${foreignRequestId}/approve`, valid: () => ({}) },
    { path: `/api/join-requests/${ownRequestId}/reject`, valid: () => ({}) },
    { path: '/api/auth/logout', valid: () => ({}) },
    { method: 'PATCH', path: `/api/people/${ownMemberId}`, valid: () => ({ role: 'member' }) },
    { method: 'PATCH', path: `/api/people/${foreignMemberId}`, valid: () => ({ role: 'admin' }) },
    { path: '/api/people/me/leave', valid: () => ({}) },
    { method: 'PATCH', path: '/api/me', valid: () => ({ fullName: 'Fuzz Surfer' }) },
    { path: '/api/me/password', valid: () => ({ currentPassword: PASSWORD, newPassword: PASSWORD }) },
    { method: 'DELETE', path: '/api/me', valid: () => ({ password: PASSWORD }) },
    { path: '/api/auth/logout?scope=all', valid: () => ({}) },
    { path: '/api/notifications/read', valid: () => ({ all: true }) },
    { path: '/api/notifications/read', valid: () => ({ ids: [foreignNotificationId] }) },
    {
      path: '/api/teams',
      valid: () => ({ name: 'Fuzz Squad', description: 'd', joinPolicy: 'closed', leadIds: [ownMemberId] }),
    },
    {
      method: 'PATCH',
      path: `/api/teams/${ownTeamId}`,
      valid: () => ({ name: 'Fuzz Team', description: 'd', joinPolicy: 'open' }),
    },
    { method: 'PATCH', path: `/api/teams/${foreignTeamId}`, valid: () => ({ name: 'Mine now' }) },
    { path: `/api/teams/${ownTeamId}/members`, valid: () => ({ userId: ownMemberId, isLead: true }) },
    { path: `/api/teams/${foreignTeamId}/members`, valid: () => ({ userId: foreignMemberId }) },
    { path: `/api/teams/${ownTeamId}/join`, valid: () => ({}) },
    { path: `/api/teams/${ownTeamId}/leave`, valid: () => ({}) },
    {
      method: 'PATCH',
      path: '/api/company',
      valid: () => ({ name: 'Fuzz Crew', mission: 'm', industry: 'i', location: 'l' }),
    },
    { path: '/api/company/code', valid: () => ({}) },
    { path: '/api/values', valid: () => ({ name: 'Fuzz value', description: 'd' }) },
    {
      method: 'PATCH',
      path: `/api/values/${ownValueId}`,
      valid: () => ({ name: 'Ownership', description: 'd', position: 0 }),
    },
    { method: 'PATCH', path: `/api/values/${foreignValueId}`, valid: () => ({ name: 'Taken', position: 1 }) },
    { path: '/api/one-on-ones', valid: () => oneOnOneBody(foreignMemberId) },
    { path: '/api/one-on-ones', valid: () => oneOnOneBody(newcomer.session.user.id) },
    { path: `/api/one-on-ones/${ownOneOnOne.id}/points`, valid: () => ({ text: 'Another point' }) },
    { path: `/api/one-on-ones/${foreignOneOnOne.id}/points`, valid: () => ({ text: 'Not mine' }) },
    {
      method: 'PUT',
      path: `/api/one-on-ones/${ownOneOnOne.id}/points/order`,
      valid: () => ({ pointIds: [ownOneOnOne.pointId] }),
    },
    {
      method: 'PATCH',
      path: `/api/one-on-ones/${ownOneOnOne.id}/points/${ownOneOnOne.pointId}`,
      valid: () => ({ text: 'Fuzz point', ticked: false }),
    },
    {
      method: 'PATCH',
      path: `/api/one-on-ones/${foreignOneOnOne.id}/points/${foreignOneOnOne.pointId}`,
      valid: () => ({ ticked: true }),
    },
    {
      method: 'PUT',
      path: `/api/one-on-ones/meetings/${ownOneOnOne.meetingId}/notes`,
      valid: () => ({ body: 'Fuzz note' }),
    },
    {
      method: 'PUT',
      path: `/api/one-on-ones/meetings/${foreignOneOnOne.meetingId}/notes`,
      valid: () => ({ body: 'Not mine' }),
    },
    {
      path: '/api/action-items',
      valid: () => ({
        oneOnOneId: ownOneOnOne.id,
        ownerId: ownMemberId,
        text: 'Fuzz item',
        dueOn: '2030-01-08',
      }),
    },
    {
      path: '/api/action-items',
      valid: () => ({ oneOnOneId: foreignOneOnOne.id, ownerId: foreignMemberId, text: 'Not mine' }),
    },
    {
      path: '/api/reviews',
      valid: () => reviewBody([{ person: { session: { user: { id: ownMemberId } } }, group: 'peer' }]),
    },
    { path: `/api/reviews/${ownReview.id}/answers`, valid: () => reviewAnswers(ownReview) },
    { path: `/api/reviews/${foreignReview.id}/answers`, valid: () => reviewAnswers(foreignReview) },
    { path: `/api/reviews/${foreignReview.id}/agree`, valid: () => ({ shareWithLeads: true }) },
    {
      method: 'PUT',
      path: '/api/me/style',
      valid: () => ({ channel: 'written', timing: 'prepared', tone: null, note: 'Fuzz style' }),
    },
    {
      path: '/api/feedback',
      valid: () => ({
        recipientId: ownMemberId,
        body: 'Fuzz feedback',
        visibility: 'private',
        valueId: ownValueId,
      }),
    },
    {
      path: '/api/feedback',
      valid: () => ({ recipientId: foreignMemberId, body: 'Not mine', visibility: 'leads_only' }),
    },
    {
      path: '/api/feedback',
      valid: () => ({
        recipientId: stranger.session.user.id,
        body: 'Not mine',
        requestId: foreignFeedbackRequestId,
      }),
    },
    {
      path: '/api/feedback-requests',
      valid: () => ({ recipientIds: [ownMemberId], question: 'Fuzz?', visibility: 'recipient_and_leads' }),
    },
    {
      path: '/api/feedback-requests',
      valid: () => ({ recipientIds: [foreignMemberId], question: 'Not mine', visibility: 'private' }),
    },
    { path: '/api/auth/password-reset', valid: () => ({ email: newcomer.email }) },
    {
      path: '/api/auth/password-reset/confirm',
      valid: () => ({ token: resetToken, newPassword: 'Fuzzed1password' }),
    },
    { path: '/api/auth/verify-email', valid: () => ({ token: verificationToken }) },
    { path: '/api/me/verification-email', valid: () => ({}) },
    { path: '/api/goals', valid: () => ({ ...goalBody(), parentIds: [ownGoal.id] }) },
    {
      method: 'PATCH',
      path: `/api/goals/${ownGoal.id}`,
      valid: () => ({ title: 'Fuzz goal', dueOn: '2026-12-31', parentIds: [] }),
    },
    { method: 'PATCH', path: `/api/goals/${foreignGoal.id}`, valid: () => ({ title: 'Mine now' }) },
    {
      path: `/api/goals/${ownGoal.id}/check-ins`,
      valid: () => ({
        status: 'on_track',
        confidence: 5,
        note: 'n',
        values: [{ keyResultId: ownGoal.keyResultId, value: 3 }],
      }),
    },
    {
      path: `/api/goals/${foreignGoal.id}/check-ins`,
      valid: () => ({
        status: 'on_track',
        confidence: 5,
        values: [{ keyResultId: foreignGoal.keyResultId, value: 3 }],
      }),
    },
    {
      path: '/api/kudos',
      valid: () => ({ recipientIds: [ownMemberId], message: 'Fuzz kudos', valueId: ownValueId }),
    },
    {
      path: '/api/kudos',
      valid: () => ({ recipientIds: [foreignMemberId], message: 'Mine now', valueId: foreignValueId }),
    },
    { method: 'PUT', path: `/api/mood/${dayFromToday(0)}`, valid: () => checkInBody() },
    { path: '/api/pulse/responses', valid: () => ({ answers: pulseAnswers() }) },
    // Values in practice (decision 040): a score for the owner's value; another company's value is refused.
    { path: '/api/values-in-practice/responses', valid: () => ({ scores: { [ownValueId]: 4 } }) },
    { path: '/api/values-in-practice/responses', valid: () => ({ scores: { [foreignValueId]: 4 } }) },
    { method: 'PATCH', path: '/api/pulse/settings', valid: () => ({ cadence: 'biweekly', threshold: 6 }) },
    { path: '/api/today/items', valid: () => ({ text: 'Another item' }) },
    // The library (decision 040): the owner's company's; another company's resource and competency are refused.
    {
      path: '/api/resources',
      valid: () => ({
        title: 'Fuzz book',
        url: 'https://example.com/fuzz?a=1',
        kind: 'book',
        competencyIds: [library.competencyId],
      }),
    },
    {
      path: '/api/resources',
      valid: () => ({
        title: 'Not ours',
        url: 'https://example.com/',
        kind: 'course',
        competencyIds: [library.foreignCompetencyId],
      }),
    },
    {
      method: 'PATCH',
      path: `/api/resources/${library.ownResourceId}`,
      valid: () => ({ title: 'Fuzz video', url: 'http://example.org/v', kind: 'video', competencyIds: [] }),
    },
    {
      method: 'PATCH',
      path: `/api/resources/${library.foreignResourceId}`,
      valid: () => ({ title: 'Mine now' }),
    },
    { path: `/api/resources/${library.ownResourceId}/save`, valid: () => ({}) },
    { path: `/api/resources/${library.foreignResourceId}/save`, valid: () => ({}) },
    // The journal (decision 040): the owner's own entries; a colleague's is not found, even to an admin.
    { path: '/api/journal/entries', valid: () => ({ body: 'Fuzz thought', answersPrompt: true }) },
    {
      method: 'PATCH',
      path: `/api/journal/entries/${library.ownEntryId}`,
      valid: () => ({ body: 'Fuzz rewrite' }),
    },
    {
      method: 'PATCH',
      path: `/api/journal/entries/${library.colleagueEntryId}`,
      valid: () => ({ body: 'Mine now' }),
    },
    // The growth plan (decision 040): the owner's own item; a colleague's is not found.
    { path: '/api/today/items', valid: () => ({ growthItemId: growth.ownItemId }) },
    {
      path: '/api/growth-items',
      valid: () => ({
        kind: 'read',
        title: 'Fuzz read',
        dueOn: '2030-01-01',
        competencyId: growth.competencyId,
      }),
    },
    {
      method: 'PATCH',
      path: `/api/growth-items/${growth.ownItemId}`,
      valid: () => ({ kind: 'ship', title: 'Fuzz growth', dueOn: null, goalId: null, done: false }),
    },
    { method: 'PATCH', path: `/api/growth-items/${growth.foreignItemId}`, valid: () => ({ done: true }) },
    { path: `/api/growth-items/${growth.ownItemId}/agenda`, valid: () => ({ oneOnOneId: ownOneOnOne.id }) },
    {
      path: `/api/growth-items/${growth.foreignItemId}/agenda`,
      valid: () => ({ oneOnOneId: ownOneOnOne.id }),
    },
    {
      method: 'PUT',
      path: `/api/learning-tips/${growth.competencyId}/${mondayOf(companyToday)}`,
      valid: () => ({ text: 'Fuzz tip' }),
    },
    {
      method: 'PUT',
      path: `/api/learning-tips/${growth.foreignCompetencyId}/${mondayOf(companyToday)}`,
      valid: () => ({ text: 'Not ours' }),
    },
    // Career tracks (decision 040): the owner's track, level and competency; another company's is not found.
    {
      path: '/api/career/tracks',
      valid: () => ({ name: 'Fuzz other', description: 'd', openToMoves: true }),
    },
    {
      method: 'PATCH',
      path: `/api/career/tracks/${career.trackId}`,
      valid: () => ({ name: 'Fuzz track', description: null, openToMoves: false }),
    },
    { method: 'PATCH', path: `/api/career/tracks/${career.foreignTrackId}`, valid: () => ({ name: 'Mine' }) },
    {
      path: `/api/career/tracks/${career.trackId}/levels`,
      valid: () => ({ name: 'Fuzz level', summary: 's' }),
    },
    {
      method: 'PATCH',
      path: `/api/career/tracks/${career.trackId}/levels/${career.levelId}`,
      valid: () => ({ name: 'Junior', summary: null, position: 0 }),
    },
    { path: `/api/career/tracks/${career.trackId}/competencies`, valid: () => ({ name: 'Fuzz competency' }) },
    {
      method: 'PATCH',
      path: `/api/career/tracks/${career.trackId}/competencies/${career.competencyId}`,
      valid: () => ({ name: 'Craft', position: 0 }),
    },
    {
      method: 'PUT',
      path: `/api/career/tracks/${career.trackId}/competencies/${career.competencyId}/levels/${career.levelId}`,
      valid: () => ({ text: 'Fuzz asks' }),
    },
    {
      method: 'PUT',
      path: `/api/career/people/${owner.session.user.id}/position`,
      valid: () => ({ trackId: career.trackId, levelId: career.levelId }),
    },
    {
      method: 'PUT',
      path: `/api/career/people/${owner.session.user.id}/position`,
      valid: () => ({ trackId: career.foreignTrackId, levelId: career.foreignLevelId }),
    },
    {
      method: 'PUT',
      path: `/api/career/people/${owner.session.user.id}/ratings/${career.competencyId}`,
      valid: () => ({ rating: 3, note: 'Fuzz note' }),
    },
    {
      method: 'PUT',
      path: '/api/career/me/sharing',
      valid: () => ({ shared: true, competencyIds: [career.competencyId] }),
    },
    // Strategic Thinking (decision 041): the page, a record of each company; the owner is not the
    // Approver of theirs, so deciding it is refused.
    {
      method: 'PUT',
      path: '/api/strategy',
      valid: () => ({
        version: 0,
        vision: 'Fuzz vision',
        pillars: [{ name: 'Reach', goalIds: [ownGoal.id] }, { name: 'Craft' }, { name: 'Care' }],
      }),
    },
    { path: '/api/decisions', valid: () => ({ title: 'Fuzz decision', approverId: ownMemberId }) },
    {
      method: 'PUT',
      path: `/api/decisions/${ownDecisionId}`,
      valid: () => ({ title: 'Fuzz record', approverId: ownMemberId, goalIds: [ownGoal.id], version: 1 }),
    },
    {
      method: 'PUT',
      path: `/api/decisions/${foreignDecisionId}`,
      valid: () => ({ title: 'Mine now', approverId: ownMemberId, version: 1 }),
    },
    { path: `/api/decisions/${ownDecisionId}/decide`, valid: () => ({ outcome: 'accepted', version: 1 }) },
    {
      path: `/api/decisions/${foreignDecisionId}/decide`,
      valid: () => ({ outcome: 'rejected', version: 1 }),
    },
    // Idea tools (decision 041): a plan of the owner's team; another company's team and idea are not found.
    {
      path: '/api/ideas',
      valid: () => ({
        title: 'Fuzz plan',
        teamId: ownTeamId,
        body: { template: 'planning', goal: 'Ship', milestones: [{ title: 'Start', due: '2027-01-04' }] },
      }),
    },
    {
      path: '/api/ideas',
      valid: () => ({ title: 'Theirs', teamId: foreignTeamId, body: { template: 'swot' } }),
    },
    {
      method: 'PUT',
      path: `/api/ideas/${ownIdeaId}`,
      valid: () => ({ title: 'Fuzz idea', version: 1, body: { template: 'swot', strengths: ['Grit'] } }),
    },
    {
      method: 'PUT',
      path: `/api/ideas/${foreignIdeaId}`,
      valid: () => ({ title: 'Mine now', version: 1, body: { template: 'swot' } }),
    },
    // Connections (decision 041): the owner's settings, their list with a person of their company or
    // of another, and "did you meet?" with no pair this round.
    {
      method: 'PUT',
      path: '/api/connections/settings',
      valid: () => ({ optedIn: true, snoozedUntil: null }),
    },
    { path: '/api/connections/blocks', valid: () => ({ userId: ownMemberId }) },
    { path: '/api/connections/blocks', valid: () => ({ userId: foreignMemberId }) },
    { path: '/api/connections/answer', valid: () => ({ answer: 'met' }) },
    // Value propositions (decision 041, slice 2): the owner's company's documents; another company's
    // canvas is not found, to edit or to link.
    {
      path: '/api/canvases',
      valid: () => ({
        title: 'Fuzz offer',
        visibility: 'team',
        teamId: ownTeamId,
        boxes: { problem: 'Waves' },
      }),
    },
    {
      method: 'PUT',
      path: `/api/canvases/${ownCanvasId}`,
      valid: () => ({ version: 1, title: 'Fuzz canvas', boxes: { solution: 'Boards' } }),
    },
    {
      method: 'PUT',
      path: `/api/canvases/${foreignCanvasId}`,
      valid: () => ({ version: 1, title: 'Mine now', boxes: {} }),
    },
    {
      path: '/api/personas',
      valid: () => ({
        title: 'Ana',
        jobs: ['Teach'],
        pains: ['Cold'],
        gains: ['Waves'],
        canvasIds: [ownCanvasId],
      }),
    },
    { path: '/api/personas', valid: () => ({ title: 'Ana', canvasIds: [foreignCanvasId] }) },
    {
      method: 'PUT',
      path: `/api/personas/${ownPersonaId}`,
      valid: () => ({ version: 1, title: 'Ana', description: 'Surfs', canvasIds: [ownCanvasId] }),
    },
    {
      path: '/api/alternatives',
      valid: () => ({
        title: 'Fuzz table',
        canvasId: ownCanvasId,
        criteria: ['Price', 'Speed'],
        alternatives: [{ name: 'Foam', cells: ['Cheap', ''] }],
        uniqueValue: 'Ours last.',
      }),
    },
    {
      method: 'PUT',
      path: `/api/alternatives/${ownTableId}`,
      valid: () => ({ version: 1, title: 'Fuzz table', criteria: ['Price'], alternatives: [] }),
    },
    // Ask for help and rituals (decision 041, slice 3): the owner's company's board and skills; a ritual
    // of the owner's team, owned by them, and one of the stranger's team, not theirs to add.
    {
      path: '/api/help/requests',
      valid: () => ({ title: 'Fuzz help', details: 'Two\nlines', tags: ['fuzz'] }),
    },
    { method: 'PUT', path: '/api/help/skills', valid: () => ({ skills: ['Fuzzing', 'Postgres'] }) },
    // An answer: the owner's own, rewritten; a colleague's, not theirs; another company's, not found.
    {
      method: 'PUT',
      path: `/api/help/requests/${ownHelp.requestId}/answers/${ownHelp.answerId}`,
      valid: () => ({ body: 'Fuzz answer,\nrewritten' }),
    },
    {
      method: 'PUT',
      path: `/api/help/requests/${ownHelp.requestId}/answers/${ownHelp.colleaguesAnswerId}`,
      valid: () => ({ body: 'Not mine' }),
    },
    {
      method: 'PUT',
      path: `/api/help/requests/${foreignHelp.requestId}/answers/${foreignHelp.answerId}`,
      valid: () => ({ body: 'Mine now' }),
    },
    {
      path: '/api/rituals',
      valid: () => ({
        teamId: ownCrew.id,
        kind: 'retro',
        title: 'Fuzz retro',
        notes: null,
        cadence: 'biweekly',
        startsOn: '2030-01-07',
        time: '16:00',
        durationMinutes: 60,
        ownerId: owner.session.user.id,
        reviewOn: '2030-04-07',
      }),
    },
    {
      path: '/api/rituals',
      valid: () => ({
        teamId: foreignCrew.id,
        kind: 'custom',
        title: 'Not mine',
        cadence: 'weekly',
        startsOn: '2030-01-07',
        time: '09:00',
        durationMinutes: 15,
        ownerId: stranger.session.user.id,
        reviewOn: '2030-04-07',
      }),
    },
    // The companion (decision 044): another company's goal is no nudge of anyone's here (404); the
    // muted kinds are the caller's own.
    { path: '/api/companion/dismissals', valid: () => ({ kind: 'goal_quiet', subjectId: foreignGoal.id }) },
    { method: 'PUT', path: '/api/companion/muted-kinds', valid: () => ({ kinds: ['recognise'] }) },
    // The companion's model (decision 046): this app has none, so a valid body is model_off (409);
    // every other body is refused by its rules first.
    { path: '/api/companion/ask', valid: () => ({ question: 'What should I do next?' }) },
    { path: '/api/companion/drafts', valid: () => ({ kind: 'check_in', goalId: foreignGoal.id }) },
    { method: 'PUT', path: '/api/companion/model', valid: () => ({ on: true }) },
    // Single sign-on (decision 047): an issuer on a loopback port where nothing listens, so a valid body
    // is refused for its discovery (400) and nothing is saved; no company signs in fuzz.test (404);
    // a one-time code never made (400).
    {
      method: 'PUT',
      path: '/api/company/sso',
      valid: () => ({
        providerName: 'Fuzz ID',
        issuer: 'http://127.0.0.1:9',
        clientId: 'fuzz',
        clientSecret: 'fuzz-secret',
        domains: ['fuzz.test'],
        required: true,
      }),
    },
    { path: '/api/auth/sso/start', valid: () => ({ email: 'kai@fuzz.test' }) },
    { path: '/api/auth/token', valid: () => ({ grantType: 'sso_code', code: 'A'.repeat(43) }) },
    // A Slack link code (decision 047): the owner's company has Slack's command on; it takes no body.
    { path: '/api/me/slack-link', valid: () => ({}) },
    // The Integrations settings (decision 047): addresses on loopback, which the tests' app allows;
    // another company's webhook is not found (404); rotating and replaying take no body.
    {
      path: '/api/integrations',
      valid: () => ({
        kind: 'webhook',
        name: 'Fuzz hook',
        url: 'http://127.0.0.1:9/new',
        events: ['kudos.given'],
      }),
    },
    {
      method: 'PATCH',
      path: `/api/integrations/${hooks.own}`,
      valid: () => ({
        name: 'Fuzz hook',
        events: ['goal.closed'],
        enabled: true,
        url: 'http://127.0.0.1:9/fuzz',
      }),
    },
    { method: 'PATCH', path: `/api/integrations/${hooks.foreign}`, valid: () => ({ name: 'Mine now' }) },
    { path: `/api/integrations/${hooks.own}/secret`, valid: () => ({}) },
    { path: `/api/integrations/${hooks.own}/deliveries/${hooks.ownDelivery}/replay`, valid: () => ({}) },
    // Pulled once, then already on today; another company's key result is not the owner's to pull.
    { path: '/api/today/items', valid: () => ({ keyResultId: ownGoal.keyResultId }) },
    { path: '/api/today/items', valid: () => ({ keyResultId: foreignGoal.keyResultId }) },
    {
      method: 'PATCH',
      path: `/api/today/items/${ownPlan.itemId}`,
      valid: () => ({ text: 'Fuzz item', done: false, oneThing: false }),
    },
    { method: 'PATCH', path: `/api/today/items/${ownPlan.itemId}`, valid: () => ({ move: 'up' }) },
    { method: 'PATCH', path: `/api/today/items/${foreignPlan.itemId}`, valid: () => ({ done: true }) },
    { path: `/api/today/items/${ownPlan.itemId}/keep`, valid: () => ({}) },
    { path: `/api/today/items/${foreignPlan.itemId}/keep`, valid: () => ({}) },
    {
      method: 'PUT',
      path: `/api/today/closes/${companyToday}`,
      valid: () => ({ done: 'Fuzzed', next: 'More', blocked: '', note: null }),
    },
    // A week back is past closing: refused.
    {
      method: 'PUT',
      path: `/api/today/closes/${addDays(companyToday, -7)}`,
      valid: () => ({ done: 'Late' }),
    },
    { method: 'PUT', path: `/api/standups/${ownCrew.id}`, valid: () => standupBody() },
    { method: 'PUT', path: `/api/standups/${foreignCrew.id}`, valid: () => standupBody({ paused: true }) },
    {
      method: 'PUT',
      path: `/api/standups/${ownCrew.id}/answer`,
      valid: () => ({ answers: ['Fuzzed', 'More', ''] }),
    },
    { method: 'PUT', path: `/api/standups/${foreignCrew.id}/answer`, valid: () => ({ answers: ['Mine'] }) },
    { path: `/api/teams/${ownCrew.id}/board/columns`, valid: () => ({ name: 'Review' }) },
    { path: `/api/teams/${foreignCrew.id}/board/columns`, valid: () => ({ name: 'Mine now' }) },
    {
      method: 'PUT',
      path: `/api/teams/${ownCrew.id}/board/columns/order`,
      valid: () => ({ columnIds: ownCrew.columnIds }),
    },
    {
      method: 'PUT',
      path: `/api/teams/${foreignCrew.id}/board/columns/order`,
      valid: () => ({ columnIds: foreignCrew.columnIds }),
    },
    {
      method: 'PATCH',
      path: `/api/teams/${ownCrew.id}/board/columns/${ownCrew.columnIds[0]}`,
      valid: () => ({ name: 'To do' }),
    },
    {
      method: 'PATCH',
      path: `/api/teams/${foreignCrew.id}/board/columns/${foreignCrew.columnIds[0]}`,
      valid: () => ({ name: 'Mine now' }),
    },
    // The owner's board with the stranger's column: a column of another board is none of this one's.
    {
      method: 'PATCH',
      path: `/api/teams/${ownCrew.id}/board/columns/${foreignCrew.columnIds[0]}`,
      valid: () => ({ name: 'Mine now' }),
    },
    {
      path: `/api/teams/${ownCrew.id}/board/cards`,
      valid: () => ({
        columnId: ownCrew.columnIds[0],
        title: 'Another card',
        ownerId: owner.session.user.id,
        dueOn: '2030-01-08',
        keyResultId: null,
      }),
    },
    {
      path: `/api/teams/${ownCrew.id}/board/cards`,
      valid: () => ({ columnId: foreignCrew.columnIds[0], title: 'Not mine' }),
    },
    {
      path: `/api/teams/${foreignCrew.id}/board/cards`,
      valid: () => ({ columnId: foreignCrew.columnIds[0], title: 'Not mine' }),
    },
    {
      method: 'PATCH',
      path: `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}`,
      valid: () => ({ title: 'Fuzz card', ownerId: null, dueOn: null, keyResultId: null }),
    },
    {
      method: 'PATCH',
      path: `/api/teams/${foreignCrew.id}/board/cards/${foreignCrew.cardId}`,
      valid: () => ({ title: 'Mine now' }),
    },
    {
      path: `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}/move`,
      valid: () => ({ columnId: ownCrew.columnIds[1], beforeCardId: null }),
    },
    {
      path: `/api/teams/${ownCrew.id}/board/cards/${foreignCrew.cardId}/move`,
      valid: () => ({ columnId: ownCrew.columnIds[0], beforeCardId: null }),
    },
    {
      path: `/api/teams/${foreignCrew.id}/board/cards/${foreignCrew.cardId}/move`,
      valid: () => ({ columnId: foreignCrew.columnIds[1], beforeCardId: null }),
    },
    { path: '/api/focus-blocks', valid: () => ({ ...blockBody(), startTime: '14:00' }) },
    { path: '/api/focus-blocks/copy-week', valid: () => ({ week: addDays(nextMonday(), 7) }) },
    {
      method: 'PATCH',
      path: `/api/focus-blocks/${ownPlan.blockId}`,
      valid: () => ({ ...blockBody(), kept: null }),
    },
    { method: 'PATCH', path: `/api/focus-blocks/${foreignPlan.blockId}`, valid: () => ({ minutes: 30 }) },
    { path: '/api/habits', valid: () => ({ name: 'Another habit', perWeek: 5 }) },
    {
      method: 'PATCH',
      path: `/api/habits/${ownPlan.habitId}`,
      valid: () => ({ name: 'Fuzz habit', perWeek: 3, archived: false }),
    },
    { method: 'PATCH', path: `/api/habits/${foreignPlan.habitId}`, valid: () => ({ archived: true }) },
    { method: 'PUT', path: `/api/habits/${ownPlan.habitId}/ticks/${companyToday}`, valid: () => ({}) },
    { method: 'PUT', path: `/api/habits/${foreignPlan.habitId}/ticks/${companyToday}`, valid: () => ({}) },
    // Purpose (decision 040): the owner's team's purpose; another company's team is not found.
    { method: 'PUT', path: `/api/purpose/teams/${ownTeamId}`, valid: () => ({ purpose: 'Fuzz purpose' }) },
    { method: 'PUT', path: `/api/purpose/teams/${foreignTeamId}`, valid: () => ({ purpose: 'Not ours' }) },
    { path: '/api/contributions', valid: () => ({ day: companyToday, text: 'Fuzz contribution' }) },
    // An open goal is no entry of the log: hiding it is refused.
    {
      method: 'PUT',
      path: '/api/contributions/hidden',
      valid: () => ({ kind: 'goal_closed', subjectId: ownGoal.id, hidden: true }),
    },
  ];
}

type Caller = 'anonymous' | 'newcomer' | 'owner';
const caller = fc.constantFrom<Caller>('anonymous', 'newcomer', 'owner');
const tokenOf = (who: Caller) =>
  who === 'anonymous' ? undefined : who === 'owner' ? owner.token : newcomer.token;

/**
 * After a request that may have changed who is who (a company created, a session revoked, the refresh
 * token spent), start the next case from the same world again.
 */
async function restoreWorld(path: string, response: ApiResponse) {
  if (response.status >= 300) return;
  const loggedOut = path.startsWith('/api/auth/logout');
  // A DELETE /api/me that passed deleted the newcomer (the owner, a last admin, is always refused).
  if (path === '/api/companies' || path === '/api/join-requests' || path === '/api/me' || loggedOut) {
    newcomer = await signUp(t);
  }
  if (path === '/api/auth/token' || loggedOut) {
    refreshToken = (await signUp(t)).session.refresh_token;
    if (loggedOut) owner = { ...owner, token: await loginAgain(owner.email) };
  }
  if (path === '/api/company/code') {
    // The owner's company has a new code: the requesters below ask with it.
    const { company } = response.body as { company: { companyCode: string } };
    owner = { ...owner, company: { ...owner.company, companyCode: company.companyCode } };
  }
  if (path.includes(ownRequestId)) ownRequestId = (await requester(t, owner.company.companyCode)).requestId;
  // A column added stays empty: removed, so that the board's columns are those the order lists again.
  if (path === `/api/teams/${ownCrew.id}/board/columns`) {
    for (const column of (response.body as { board: Board }).board.columns) {
      if (ownCrew.columnIds.includes(column.id)) continue;
      const removed = await t.request(
        'DELETE',
        `/api/teams/${ownCrew.id}/board/columns/${column.id}`,
        undefined,
        {
          token: owner.token,
        },
      );
      expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    }
  }
  // A paused standup takes no answer, an archived habit no tick: both are live again.
  if (
    path === `/api/standups/${ownCrew.id}` &&
    (response.body as { standup: StandupSettings }).standup.paused
  ) {
    await t.request('PUT', path, standupBody(), { token: owner.token });
  }
  if (path === `/api/habits/${ownPlan.habitId}` && (response.body as { habit: Habit }).habit.archivedAt) {
    await t.request('PATCH', path, { archived: false }, { token: owner.token });
  }
}

async function loginAgain(email: string): Promise<string> {
  const response = await t.request<{ access_token: string }>('POST', '/api/auth/token', {
    grantType: 'password',
    email,
    password: PASSWORD,
  });
  return response.body.access_token;
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
}

const options = { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true } as const;

/** Every field that is a day, as a request with that field set to `day`. */
const dayFields: [string, (day: string) => [string, string, unknown?]][] = [
  ['POST /api/goals startsOn', (day) => ['POST', '/api/goals', { ...goalBody(), startsOn: day }]],
  ['POST /api/goals dueOn', (day) => ['POST', '/api/goals', { ...goalBody(), dueOn: day }]],
  ['POST /api/goals both', (day) => ['POST', '/api/goals', { ...goalBody(), startsOn: day, dueOn: day }]],
  ['PATCH /api/goals/:id startsOn', (day) => ['PATCH', `/api/goals/${ownGoal.id}`, { startsOn: day }]],
  ['PATCH /api/goals/:id dueOn', (day) => ['PATCH', `/api/goals/${ownGoal.id}`, { dueOn: day }]],
  [
    'PATCH /api/goals/:id both',
    (day) => ['PATCH', `/api/goals/${ownGoal.id}`, { startsOn: day, dueOn: day }],
  ],
  ['PUT /api/mood/:day', (day) => ['PUT', `/api/mood/${day}`, checkInBody()]],
  ['DELETE /api/mood/:day', (day) => ['DELETE', `/api/mood/${day}`]],
  ['GET /api/mood from', (day) => ['GET', `/api/mood?from=${day}`]],
  ['GET /api/mood to', (day) => ['GET', `/api/mood?to=${day}`]],
  ['GET /api/mood both', (day) => ['GET', `/api/mood?from=${day}&to=${day}`]],
  ['GET /api/pulse/results period', (day) => ['GET', `/api/pulse/results?period=${day}`]],
  ['PUT /api/today/closes/:day', (day) => ['PUT', `/api/today/closes/${day}`, { done: 'Fuzzed' }]],
  ['GET /api/standups/:teamId/day', (day) => ['GET', `/api/standups/${ownCrew.id}/day?day=${day}`]],
  [
    'POST /api/teams/:teamId/board/cards dueOn',
    (day) => [
      'POST',
      `/api/teams/${ownCrew.id}/board/cards`,
      { columnId: ownCrew.columnIds[0], title: 'Due', dueOn: day },
    ],
  ],
  [
    'PATCH /api/teams/:teamId/board/cards/:cardId dueOn',
    (day) => ['PATCH', `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}`, { dueOn: day }],
  ],
  ['POST /api/focus-blocks day', (day) => ['POST', '/api/focus-blocks', { ...blockBody(), day }]],
  ['PATCH /api/focus-blocks/:id day', (day) => ['PATCH', `/api/focus-blocks/${ownPlan.blockId}`, { day }]],
  ['POST /api/focus-blocks/copy-week week', (day) => ['POST', '/api/focus-blocks/copy-week', { week: day }]],
  ['GET /api/focus-blocks from', (day) => ['GET', `/api/focus-blocks?from=${day}`]],
  ['GET /api/focus-blocks to', (day) => ['GET', `/api/focus-blocks?to=${day}`]],
  ['GET /api/focus-blocks both', (day) => ['GET', `/api/focus-blocks?from=${day}&to=${day}`]],
  ['PUT /api/habits/:id/ticks/:day', (day) => ['PUT', `/api/habits/${ownPlan.habitId}/ticks/${day}`]],
  ['DELETE /api/habits/:id/ticks/:day', (day) => ['DELETE', `/api/habits/${ownPlan.habitId}/ticks/${day}`]],
  ['POST /api/contributions day', (day) => ['POST', '/api/contributions', { day, text: 'Fuzzed' }]],
];

describe('hostile inputs found or feared, checked one by one', () => {
  it.each([
    [
      'NUL in a full name',
      '/api/auth/signup',
      () => ({ email: uniqueEmail(), password: PASSWORD, fullName: 'Kai\u0000' }),
    ],
    [
      'NUL in a password',
      '/api/auth/signup',
      () => ({ email: uniqueEmail(), password: 'Waves4ever\u0000', fullName: 'K' }),
    ],
    ['NUL in a company name', '/api/companies', () => ({ name: 'Crew\u0000' })],
    ['NUL in a mission', '/api/companies', () => ({ name: 'Crew', mission: 'Ride\u0000' })],
    [
      'NUL in a refresh token',
      '/api/auth/token',
      () => ({ grantType: 'refresh_token', refreshToken: 'a\u0000b' }),
    ],
  ])('refuses %s with 400, not 500', async (_name, path, body) => {
    fixedCases += 1;
    const response = await sendAndCheck('POST', path, { body: body(), token: newcomer.token });
    expect(response.status).toBe(400);
  });

  it.each(dayFields)(
    'answers every calendar edge in %s with 2xx or 4xx, a day out of range with 400',
    async (_field, request) => {
      for (const day of calendarEdges) {
        fixedCases += 1;
        const [method, path, body] = request(day);
        const response = await sendAndCheck(method, path, { body, token: owner.token });
        const what = `${method} ${path} ${JSON.stringify(body)} → ${response.status}`;
        expect(response.status, what).toBeLessThan(500);
        if (!isDay(day))
          expect([response.status, errorOf(response).code], what).toEqual([400, 'validation_failed']);
      }
    },
  );

  it('answers 400 to JSON nested 100,000 deep, and to 50,000 keys', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const wide = `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
    for (const raw of [deep, `{"name":${deep}}`, wide]) {
      fixedCases += 1;
      const response = await sendAndCheck('POST', '/api/companies', {
        raw,
        token: newcomer.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('fuzzing every endpoint', () => {
  it('bodies of any JSON shape, prototype-pollution keys included: no 5xx, no change when refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: postEndpoints().length - 1 }),
        caller,
        fc.oneof(jsonText, pollutingObject),
        async (index, who, raw) => {
          const { method = 'POST', path } = postEndpoints()[index]!;
          const response = await sendAndCheck(method, path, {
            raw,
            token: tokenOf(who),
            headers: { 'content-type': 'application/json' },
          });
          await restoreWorld(path, response);
        },
      ),
      options,
    );
  });

  it('valid bodies with fields swapped for hostile values: no 5xx, no change when refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: postEndpoints().length - 1 }),
        caller,
        fc.array(fc.tuple(key, scalar), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (index, who, overrides, addPollution) => {
          const { method = 'POST', path, valid } = postEndpoints()[index]!;
          const entries = [...Object.entries(valid()), ...overrides];
          if (addPollution) entries.push(['__proto__', { polluted: true }]);
          const raw = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
          const response = await sendAndCheck(method, path, {
            raw,
            token: tokenOf(who),
            headers: { 'content-type': 'application/json' },
          });
          await restoreWorld(path, response);
        },
      ),
      {
        ...options,
        // Found by this property (then a 500): PostgreSQL text cannot hold U+0000. Kept as examples.
        examples: [
          [0, 'anonymous', [['fullName', 'Kai\u0000Surfer']], false],
          [3, 'newcomer', [['name', 'A\u0000B']], false],
          [3, 'newcomer', [['mission', '\u0000']], true],
          [3, 'newcomer', [['location', 'Bay\u0000']], false],
        ],
      },
    );
  });

  it('truncated JSON, text that is not JSON and wrong content types: no 5xx, no change', async () => {
    const contentType = fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json-patch+json',
        'APPLICATION/JSON',
        '',
      ),
      headerText(40),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: postEndpoints().length - 1 }),
        caller,
        fc.oneof(
          fc.tuple(fc.constant('truncated'), fc.double({ min: 0, max: 1, noNaN: true })),
          fc.tuple(fc.constant('text'), fc.string({ unit: 'binary', maxLength: 200 })),
        ),
        contentType,
        async (index, who, [kind, cut], type) => {
          const { method = 'POST', path, valid } = postEndpoints()[index]!;
          const full = JSON.stringify(valid());
          const raw =
            kind === 'truncated' ? full.slice(0, Math.floor(full.length * (cut as number))) : (cut as string);
          const response = await sendAndCheck(method, path, {
            raw,
            token: tokenOf(who),
            headers: type === '' ? {} : { 'content-type': type },
          });
          await restoreWorld(path, response);
        },
      ),
      options,
    );
  });

  it('bogus Authorization headers on every protected endpoint: always 401, never a change', async () => {
    const protectedRoutes = [
      ['GET', '/api/me'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/companies'],
      ['POST', '/api/join-requests'],
      ['GET', '/api/join-requests'],
      ['POST', `/api/join-requests/${ownRequestId}/approve`],
      ['POST', `/api/join-requests/${ownRequestId}/reject`],
      ['GET', '/api/people'],
      ['PATCH', `/api/people/${ownMemberId}`],
      ['DELETE', `/api/people/${ownMemberId}`],
      ['POST', '/api/people/me/leave'],
      ['PATCH', '/api/me'],
      ['POST', '/api/me/password'],
      ['GET', '/api/me/sessions'],
      ['DELETE', `/api/me/sessions/${ownMemberId}`],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
      ['POST', '/api/auth/logout?scope=all'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/teams'],
      ['POST', '/api/teams'],
      ['GET', `/api/teams/${ownTeamId}`],
      ['PATCH', `/api/teams/${ownTeamId}`],
      ['DELETE', `/api/teams/${ownTeamId}`],
      ['POST', `/api/teams/${ownTeamId}/members`],
      ['DELETE', `/api/teams/${ownTeamId}/members/${ownMemberId}`],
      ['POST', `/api/teams/${ownTeamId}/join`],
      ['POST', `/api/teams/${ownTeamId}/leave`],
      ['GET', '/api/company'],
      ['PATCH', '/api/company'],
      ['POST', '/api/company/code'],
      ['GET', '/api/values'],
      ['POST', '/api/values'],
      ['PATCH', `/api/values/${ownValueId}`],
      ['DELETE', `/api/values/${ownValueId}`],
      ['POST', '/api/me/verification-email'],
      ['GET', '/api/goals'],
      ['POST', '/api/goals'],
      ['GET', '/api/goals/tree'],
      ['GET', `/api/goals/${ownGoal.id}`],
      ['PATCH', `/api/goals/${ownGoal.id}`],
      ['DELETE', `/api/goals/${ownGoal.id}`],
      ['GET', `/api/goals/${ownGoal.id}/check-ins`],
      ['POST', `/api/goals/${ownGoal.id}/check-ins`],
      ['GET', `/api/goals/${ownGoal.id}/key-results/${ownGoal.keyResultId}/history`],
      ['GET', '/api/kudos'],
      ['POST', '/api/kudos'],
      ['DELETE', `/api/kudos/${ownKudosId}`],
      ['PUT', `/api/kudos/${ownKudosId}/reactions/clap`],
      ['DELETE', `/api/kudos/${ownKudosId}/reactions/clap`],
      ['GET', '/api/culture/values'],
      ['GET', '/api/culture/metrics'],
      ['GET', '/api/mood'],
      ['PUT', `/api/mood/${dayFromToday(0)}`],
      ['DELETE', `/api/mood/${dayFromToday(0)}`],
      ['GET', '/api/pulse'],
      ['POST', '/api/pulse/responses'],
      ['PATCH', '/api/pulse/settings'],
      ['GET', `/api/pulse/results?teamId=${ownTeamId}`],
      ['GET', '/api/stress'],
      ['GET', '/api/insights'],
      ['GET', '/api/calendar-feed'],
      ['POST', '/api/calendar-feed'],
      ['DELETE', '/api/calendar-feed'],
      ['GET', '/api/feedback?box=received'],
      ['POST', '/api/feedback'],
      ['DELETE', `/api/feedback/${ownKudosId}`],
      ['GET', '/api/feedback-requests?box=to_answer'],
      ['POST', '/api/feedback-requests'],
      ['GET', '/api/today'],
      ['GET', '/api/today/sources'],
      ['POST', '/api/today/items'],
      ['PATCH', `/api/today/items/${ownPlan.itemId}`],
      ['DELETE', `/api/today/items/${ownPlan.itemId}`],
      ['POST', `/api/today/items/${ownPlan.itemId}/keep`],
      ['PUT', `/api/today/closes/${companyToday}`],
      ['GET', '/api/standups'],
      ['PUT', `/api/standups/${ownCrew.id}`],
      ['GET', `/api/standups/${ownCrew.id}/day`],
      ['PUT', `/api/standups/${ownCrew.id}/answer`],
      ['GET', `/api/standups/${ownCrew.id}/participation`],
      ['GET', `/api/teams/${ownCrew.id}/board`],
      ['POST', `/api/teams/${ownCrew.id}/board/columns`],
      ['PUT', `/api/teams/${ownCrew.id}/board/columns/order`],
      ['PATCH', `/api/teams/${ownCrew.id}/board/columns/${ownCrew.columnIds[0]}`],
      ['DELETE', `/api/teams/${ownCrew.id}/board/columns/${ownCrew.columnIds[0]}`],
      ['POST', `/api/teams/${ownCrew.id}/board/cards`],
      ['PATCH', `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}`],
      ['DELETE', `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}`],
      ['POST', `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}/move`],
      ['GET', `/api/teams/${ownCrew.id}/board/cards/${ownCrew.cardId}/history`],
      ['GET', '/api/focus-blocks'],
      ['POST', '/api/focus-blocks'],
      ['POST', '/api/focus-blocks/copy-week'],
      ['PATCH', `/api/focus-blocks/${ownPlan.blockId}`],
      ['DELETE', `/api/focus-blocks/${ownPlan.blockId}`],
      ['GET', '/api/habits'],
      ['POST', '/api/habits'],
      ['PATCH', `/api/habits/${ownPlan.habitId}`],
      ['DELETE', `/api/habits/${ownPlan.habitId}`],
      ['PUT', `/api/habits/${ownPlan.habitId}/ticks/${companyToday}`],
      ['DELETE', `/api/habits/${ownPlan.habitId}/ticks/${companyToday}`],
      ['GET', '/api/me/figures'],
      ['GET', '/api/purpose/map'],
      ['PUT', `/api/purpose/teams/${ownTeamId}`],
      ['GET', '/api/contributions'],
      ['GET', '/api/contributions/people'],
      ['POST', '/api/contributions'],
      ['PUT', '/api/contributions/hidden'],
      ['GET', '/api/values-in-practice'],
      ['GET', `/api/values-in-practice?teamId=${ownTeamId}`],
      ['POST', '/api/values-in-practice/responses'],
      ['GET', '/api/company/sso'],
      ['PUT', '/api/company/sso'],
      ['DELETE', '/api/company/sso'],
      ['GET', '/api/me/slack'],
      ['POST', '/api/me/slack-link'],
      ['DELETE', '/api/me/slack'],
      ['GET', '/api/integrations'],
      ['POST', '/api/integrations'],
      ['PATCH', `/api/integrations/${hooks.own}`],
      ['DELETE', `/api/integrations/${hooks.own}`],
      ['GET', `/api/integrations/${hooks.own}/deliveries`],
    ] as const;
    /** A real token with one character changed (not the last of a part, whose spare bits may not count). */
    const mangled = fc
      .tuple(fc.nat(), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'))
      .map(([at, char]) => {
        const token = owner.token;
        const positions = [...token].flatMap((c, i) =>
          c !== '.' && token[i + 1] !== '.' && i !== token.length - 1 && c !== char ? [i] : [],
        );
        const i = positions[at % positions.length]!;
        return `Bearer ${token.slice(0, i)}${char}${token.slice(i + 1)}`;
      });
    const authorization = fc.oneof(
      headerText(),
      headerText().map((text) => `Bearer ${text}`),
      headerText().map((text) => `Basic ${text}`),
      mangled,
      fc.constantFrom('Bearer', 'Bearer ', 'bearer null', 'Bearer undefined', 'Bearer a.b.c', 'Bearer ....'),
      fc
        .tuple(jsonText, jsonText)
        .map(
          ([header, payload]) =>
            `Bearer ${Buffer.from(header).toString('base64url')}.${Buffer.from(payload).toString('base64url')}.`,
        ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...protectedRoutes), authorization, async ([method, path], value) => {
        const response = await sendAndCheck(method, path, {
          body:
            method !== 'GET' && (method !== 'DELETE' || path === '/api/me')
              ? {
                  name: 'Fuzz Co',
                  companyCode: owner.company.companyCode,
                  role: 'admin',
                  fullName: 'Fuzz',
                  password: PASSWORD,
                  currentPassword: PASSWORD,
                  newPassword: PASSWORD,
                }
              : undefined,
          headers: { authorization: value },
        });
        expect(response.status, value).toBe(401);
      }),
      options,
    );
  });

  it('any query string on GET /api/join-requests: no 5xx, and a 200 lists only the admin’s own requests', async () => {
    const query = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('status', 'status[]', '__proto__', 'companyId'),
              fc.string({ maxLength: 10 }),
            ),
            fc.oneof(
              fc.constantFrom('pending', 'approved', 'rejected', 'PENDING', ''),
              fc.string({ unit: 'binary', maxLength: 20 }),
            ),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
      headerText(60).map((text) => text.replace(/[#\s]/g, '')),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom<Caller>('owner', 'newcomer'), async (q, who) => {
        const response = await sendAndCheck('GET', `/api/join-requests?${q}`, { token: tokenOf(who) });
        if (response.status === 200) {
          const ids = (response.body as JoinRequestForReview[]).map((request) => request.id);
          expect(ids).not.toContain(foreignRequestId);
        }
      }),
      options,
    );
  });

  it('any query string on GET /api/notifications: no 5xx, and a 200 lists only the caller’s own', async () => {
    const query = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('limit', 'cursor', 'limit[]', '__proto__', 'userId'),
              fc.string({ maxLength: 10 }),
            ),
            fc.oneof(
              fc.constantFrom('1', '100', '101', '0', '-1', '1e2', '0x10', '', foreignNotificationId),
              fc.uuid(),
              fc.string({ unit: 'binary', maxLength: 20 }),
            ),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
      headerText(60).map((text) => text.replace(/[#\s]/g, '')),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom<Caller>('owner', 'newcomer'), async (q, who) => {
        const response = await sendAndCheck('GET', `/api/notifications?${q}`, { token: tokenOf(who) });
        if (response.status === 200) {
          const ids = (response.body as { items: { id: string }[] }).items.map((item) => item.id);
          expect(ids).not.toContain(foreignNotificationId);
        }
      }),
      options,
    );
  });

  it('any day in the check-in path: no 5xx, 400 for what is no day, never another person’s check-in', async () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const segment = fc
      .oneof(
        fc.integer({ min: -400, max: 400 }).map(dayFromToday),
        fc
          .tuple(
            fc.integer({ min: 0, max: 9999 }),
            fc.integer({ min: 0, max: 99 }),
            fc.integer({ min: 0, max: 99 }),
          )
          .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
        fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
        headerText(20).map((text) => text.replace(/[/\\?#\s%]/g, '')),
        fc.constantFrom(
          dayFromToday(0),
          dayFromToday(1),
          dayFromToday(2),
          '2024-02-29',
          '2023-02-29',
          '2024-02-30',
          ...calendarEdges,
          '2024-1-1',
          '20240101',
          `${dayFromToday(0)}T00:00:00Z`,
          `${dayFromToday(0)}%00`,
          `%3${dayFromToday(0).slice(1)}`,
          encodeURIComponent('２０２４-01-01'),
          'today',
          '%',
          '%E0%A4%A',
        ),
      )
      // Dot segments are the URL's, not the route's: /api/mood/.. is /api.
      .filter((text) => !['', '.', '..'].includes(text.replace(/%2e/gi, '.')));
    const decoded = (text: string) => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    };
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('PUT', 'DELETE'), caller, async (day, method, who) => {
        const response = await sendAndCheck(method, `/api/mood/${day}`, {
          body: method === 'PUT' ? checkInBody() : undefined,
          token: tokenOf(who),
        });
        const what = `${method} ${day}: ${response.status} ${JSON.stringify(response.body)}`;
        const valid = method === 'PUT' ? moodDaySchema.safeParse(decoded(day)).success : isDay(decoded(day));
        if (who === 'anonymous') expect(response.status, what).toBe(401);
        else if (!valid)
          expect([response.status, errorOf(response).code], what).toEqual([400, 'validation_failed']);
        else expect(method === 'PUT' ? [200] : [204, 404], what).toContain(response.status);
        const [strangers] = await t.db
          .select({ note: moodEntries.note })
          .from(moodEntries)
          .where(and(eq(moodEntries.userId, stranger.session.user.id), eq(moodEntries.day, dayFromToday(0))));
        expect(strangers?.note, what).toBe(strangersNote);
      }),
      // Found by this property (then a 500): JavaScript has a year 0, PostgreSQL none. Kept as examples.
      { ...options, examples: [['0000-01-01', 'DELETE', 'owner']] },
    );
  });

  it('any query string on GET /api/mood: no 5xx, and a 200 lists only the caller’s own check-ins', async () => {
    const day = fc.oneof(
      fc.integer({ min: -800, max: 800 }).map(dayFromToday),
      fc.constantFrom(...calendarEdges, '0000-01-02', '2024-02-30', '2024-1-1', ''),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    const query = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('from', 'to', 'from[]', 'userId', '__proto__'),
              fc.string({ maxLength: 10 }),
            ),
            fc.oneof(day, fc.constant(stranger.session.user.id)),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
      headerText(60).map((text) => text.replace(/[#\s]/g, '')),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom<Caller>('owner', 'newcomer'), async (q, who) => {
        const response = await sendAndCheck('GET', `/api/mood?${q}`, { token: tokenOf(who) });
        if (response.status !== 200) return;
        const userId = who === 'owner' ? owner.session.user.id : newcomer.session.user.id;
        const own = await t.db
          .select({ day: moodEntries.day, note: moodEntries.note })
          .from(moodEntries)
          .where(eq(moodEntries.userId, userId));
        for (const { day: listed, note } of (response.body as { items: MoodEntry[] }).items) {
          expect(own, q).toContainEqual({ day: listed, note });
          expect(note, q).not.toBe(strangersNote);
        }
      }),
      // Found by this property (then a 500): a range reaching year 0. Kept as an example.
      { ...options, examples: [['to=0000-01-02', 'owner']] },
    );
  });

  it('any query string on GET /api/pulse/results: no 5xx, and a 200 shows only the caller’s company', async () => {
    const value = fc.oneof(
      fc.constantFrom(
        ownPeriodStart,
        foreignPeriodStart,
        ownTeamId,
        foreignTeamId,
        ownTeamId.toUpperCase(),
        `${foreignTeamId}%00`,
        ...calendarEdges,
        '2024-02-30',
        '',
      ),
      fc.integer({ min: -800, max: 800 }).map(dayFromToday),
      fc.uuid(),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    const query = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('period', 'teamId', 'period[]', 'teamId[]', 'companyId', '__proto__'),
              fc.string({ maxLength: 10 }),
            ),
            value,
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
      headerText(60).map((text) => text.replace(/[#\s]/g, '')),
      // Well-formed queries, so that a team's results are asked for as often as the company's.
      fc
        .record(
          {
            period: fc.constantFrom(ownPeriodStart, foreignPeriodStart),
            teamId: fc.constantFrom(ownTeamId, foreignTeamId),
          },
          { requiredKeys: [] },
        )
        .map((params) => new URLSearchParams(params).toString()),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom<Caller>('owner', 'newcomer'), async (q, who) => {
        const response = await sendAndCheck('GET', `/api/pulse/results?${q}`, { token: tokenOf(who) });
        if (who === 'newcomer') expect(response.status, q).not.toBe(200);
        if (response.status !== 200) return;
        const results = response.body as PulseResults;
        expect(results.period.startsOn, q).toBe(ownPeriodStart);
        if (results.team) {
          const [team] = await t.db
            .select({ companyId: teams.companyId })
            .from(teams)
            .where(eq(teams.id, results.team.id));
          expect(team?.companyId, q).toBe(owner.company.id);
        }
      }),
      options,
    );
  });

  it('any request id in the path: no 5xx, never a decision on another company’s request', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignRequestId,
        foreignRequestId.toUpperCase(),
        `${foreignRequestId}%00`,
        '%E0%A4%A',
        '%',
        '..',
        '%2e%2e',
      ),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('approve', 'reject'), async (id, action) => {
        const response = await sendAndCheck('POST', `/api/join-requests/${id}/${action}`, {
          token: owner.token,
        });
        expect([404, 400], `${id}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any person id in the path: no 5xx, never a change to another company’s person', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignMemberId,
        foreignMemberId.toUpperCase(),
        stranger.session.user.id,
        `${foreignMemberId}%00`,
        'me',
        '%E0%A4%A',
        '%',
        '..',
        '%2e%2e',
      ),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('PATCH', 'DELETE'), async (id, method) => {
        const response = await sendAndCheck(method, `/api/people/${id}`, {
          body: method === 'PATCH' ? { role: 'member' } : undefined,
          token: owner.token,
        });
        expect([404, 400], `${id}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any team id in the path: no 5xx, never a change to another company’s team', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignTeamId,
        foreignTeamId.toUpperCase(),
        `${foreignTeamId}%00`,
        '%E0%A4%A',
        '%',
        '..',
      ),
    );
    const action = fc.constantFrom(
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/members'],
      ['DELETE', `/members/${foreignMemberId}`],
      ['POST', '/join'],
      ['POST', '/leave'],
    );
    await fc.assert(
      fc.asyncProperty(segment, action, async (id, [method, tail]) => {
        const response = await sendAndCheck(method!, `/api/teams/${id}${tail}`, {
          body:
            method === 'PATCH'
              ? { name: 'Taken' }
              : tail === '/members'
                ? { userId: ownMemberId }
                : undefined,
          token: owner.token,
        });
        expect([404, 400], `${id}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any value id in the path: no 5xx, never a change to another company’s value', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignValueId,
        foreignValueId.toUpperCase(),
        `${foreignValueId}%00`,
        '%',
        '..',
        '%2e%2e',
      ),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('PATCH', 'DELETE'), async (id, method) => {
        const response = await sendAndCheck(method, `/api/values/${id}`, {
          body: method === 'PATCH' ? { name: 'Stolen', position: 0 } : undefined,
          token: owner.token,
        });
        expect([404, 400], `${id}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any help request or answer id in the path: no 5xx, never an edit or delete of another company’s answer', async () => {
    const segment = (foreignId: string) =>
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
        headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
        fc.uuid(),
        fc.constantFrom(foreignId, foreignId.toUpperCase(), `${foreignId}%00`, '%', '..', '%2e%2e'),
      );
    // The owner is an admin, who may delete any answer of their own company: every path here names
    // another company's request or answer, or no answer at all.
    const path = fc.oneof(
      segment(foreignHelp.answerId).map((id) => `${ownHelp.requestId}/answers/${id}`),
      segment(foreignHelp.requestId).map((id) => `${id}/answers/${foreignHelp.answerId}`),
      segment(foreignHelp.requestId).map((id) => `${id}/answers/${ownHelp.answerId}`),
    );
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('PUT', 'DELETE'), async (tail, method) => {
        const response = await sendAndCheck(method, `/api/help/requests/${tail}`, {
          body: method === 'PUT' ? { body: 'Mine now' } : undefined,
          token: owner.token,
        });
        expect([404, 400], `${tail}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any goal id in the path: no 5xx, never a change to another company’s goal', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignGoal.id,
        foreignGoal.id.toUpperCase(),
        `${foreignGoal.id}%00`,
        'tree',
        '%',
        '..',
        '%2e%2e',
      ),
    );
    const action = fc.constantFrom(
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/check-ins'],
      ['POST', '/check-ins'],
      ['GET', `/key-results/${foreignGoal.keyResultId}/history`],
    );
    await fc.assert(
      fc.asyncProperty(segment, action, async (id, [method, tail]) => {
        const response = await sendAndCheck(method!, `/api/goals/${id}${tail}`, {
          body:
            method === 'PATCH'
              ? { title: 'Taken' }
              : method === 'POST'
                ? {
                    status: 'on_track',
                    confidence: 5,
                    values: [{ keyResultId: foreignGoal.keyResultId, value: 1 }],
                  }
                : undefined,
          token: owner.token,
        });
        // `tree` is the alignment tree, which GET reads; nothing else under /api/goals/ answers a stranger's id.
        if (id === 'tree' && method === 'GET' && tail === '') expect(response.status).toBe(200);
        else expect([404, 400], `${id}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any kudos id or reaction in the path: no 5xx, never a change to another company’s post', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
      headerText(40).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.uuid(),
      fc.constantFrom(
        foreignKudosId,
        foreignKudosId.toUpperCase(),
        `${foreignKudosId}%00`,
        '%',
        '..',
        '%2e%2e',
      ),
    );
    const emoji = fc.oneof(
      fc.constantFrom('clap', 'CLAP', encodeURIComponent('👏'), encodeURIComponent('❤'), '%F0%9F', '%', '..'),
      fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
    );
    const action = fc.constantFrom(['DELETE', false], ['PUT', true], ['DELETE', true]);
    await fc.assert(
      fc.asyncProperty(segment, emoji, action, async (id, reaction, [method, onReaction]) => {
        const path = `/api/kudos/${id}${onReaction ? `/reactions/${reaction}` : ''}`;
        const response = await sendAndCheck(method as string, path, { token: owner.token });
        expect([404, 400], `${path}: ${response.status}`).toContain(response.status);
      }),
      options,
    );
  });

  it('any file in the calendar path: no 5xx, 404 unless it is a live link exactly, which reads its owner’s feed', async () => {
    const made = await t.request<{ url: string }>('POST', '/api/calendar-feed', undefined, {
      token: owner.token,
    });
    expect(made.status).toBe(201);
    const live = new URL(made.body.url).pathname.slice('/api/calendar/'.length);
    const secret = live.slice(0, -'.ics'.length);
    const segment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
      headerText(60).map((text) => text.replace(/[/?#\s]/g, '')),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}\.ics$/),
      fc.constantFrom(
        live,
        secret,
        `${secret.toUpperCase()}.ics`,
        `${secret}.ICS`,
        `${secret}%00.ics`,
        `${secret}.ics%00`,
        `${secret}.ics.ics`,
        '.ics',
        '%',
        '..',
        '%2e%2e',
      ),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (file) => {
        const response = await sendAndCheck('GET', `/api/calendar/${file}`, {});
        const expected = file === live ? 200 : 404;
        expect(response.status, `${file}: ${response.status}`).toBe(expected);
        if (expected === 200) expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      }),
      options,
    );
  });

  it('any query on the single sign-on callback: no 5xx, a 303 back to the sign-in page, nothing changed', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.constantFrom('', 'access_denied', 'http://127.0.0.1:9', '%00', '__proto__'),
    );
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('code', 'state', 'iss', 'error', 'error_description', 'state[]', '__proto__'),
            fc.string({ maxLength: 10 }),
          ),
          value,
        ),
        { maxLength: 5 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const before = await checksum();
        const response = await sendAndCheck('GET', `/api/auth/sso/callback?${q}`, {});
        expect(response.status, q).toBe(303);
        expect(response.headers.get('location'), q).toBe('/auth?sso_error=expired');
        expect(await checksum(), q).toBe(before);
      }),
      options,
    );
  });

  it('any form to Slack’s command, signed or not: no 5xx; unsigned or stale is 401; signed, an ephemeral answer or a 4xx', async () => {
    const path = `/api/integrations/slack/${ownSlack.id}/commands`;
    const piece = fc.oneof(
      fc.constantFrom(
        '<@U0FUZZCREW>',
        '<@U0FUZZCREW|crew>',
        '<@U0FUZZOWNER>',
        '<@U0NOBODY|x>',
        '<@',
        '@momember',
        '@adaadmin',
        '@',
        '#ownership',
        '#',
        'link',
        'help',
        'ABCDEFGH',
        '<!channel>',
        '<https://x.test|x>',
        '&lt;',
        '&amp;',
        '\n',
        '\u0000',
        '\u0007',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    const text = fc.oneof(
      fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(' ')),
      fc.string({ unit: 'binary', maxLength: 600 }),
    );
    const extra = fc.dictionary(
      fc.oneof(
        fc.constantFrom('user_id', 'command', 'text', '__proto__', 'constructor'),
        fc.string({ maxLength: 8 }),
      ),
      fc.string({ unit: 'binary', maxLength: 40 }),
      { maxKeys: 3 },
    );
    const body = fc.oneof(
      fc
        .tuple(fc.constantFrom('U0FUZZOWNER', 'U0FUZZCREW', 'U0NOBODY'), text, extra)
        .map(([user, words, fields]) => slackForm({ user_id: user, text: words, ...fields })),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    const signing = fc.constantFrom('signed', 'signed', 'signed', 'unsigned', 'stale');
    await fc.assert(
      fc.asyncProperty(body, signing, async (raw, how) => {
        const timestamp = String(how === 'stale' ? nowSeconds() - 600 : nowSeconds());
        const signature =
          how === 'unsigned' ? `v0=${'0'.repeat(64)}` : slackSignature(ownSlack.secret!, timestamp, raw);
        const response = await sendAndCheck('POST', path, {
          raw,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-slack-request-timestamp': timestamp,
            'x-slack-signature': signature,
          },
        });
        if (how !== 'signed') expect(response.status, raw).toBe(401);
        else if (response.status === 200) {
          expect(response.body, raw).toEqual({ response_type: 'ephemeral', text: expect.any(String) });
        } else expect(response.status, raw).toBe(400);
      }),
      options,
    );
  });

  it('odd headers (X-Forwarded-For, X-Request-Id, Accept…), with and without a trusted proxy: no 5xx', async () => {
    const headers = fc.record(
      {
        'x-forwarded-for': fc.oneof(
          headerText(),
          fc.constantFrom('', ',', ', ,', 'unknown', '::1', '1.2.3.4, '),
        ),
        'x-request-id': headerText(300),
        accept: headerText(),
        'accept-encoding': headerText(),
        cookie: headerText(),
        origin: headerText(),
        'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8; x=y'),
      },
      { requiredKeys: ['content-type'] },
    );
    const routes = [
      ['GET', '/api/health'],
      ['GET', '/api/me'],
      ['POST', '/api/auth/token'],
      ['POST', '/api/join-requests'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        headers,
        fc.boolean(),
        caller,
        async ([method, path], extra, viaProxy, who) => {
          const body =
            path === '/api/auth/token'
              ? { grantType: 'password', email: uniqueEmail('nobody'), password: 'Wrong-passw0rd' }
              : path === '/api/join-requests'
                ? { companyCode: 'ZZZZZZZZ' }
                : undefined;
          const response = await sendAndCheck(method, path, {
            body,
            token: tokenOf(who),
            headers: method === 'GET' ? withoutContentType(extra) : extra,
            viaProxy,
          });
          // A client's own id is echoed only when it is safe to log: word characters, - and =.
          expect(response.headers.get('x-request-id')).toMatch(/^[\w=-]{1,255}$/);
        },
      ),
      options,
    );
  });
});
