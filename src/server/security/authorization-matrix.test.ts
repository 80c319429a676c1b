import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  type CallerKind,
  callerKinds,
  type EndpointId,
  endpointIds,
  matrixSize,
  notInMatrix,
} from '../../../tests/security/authorization-matrix';
import { careerCellFor, careerEndpoints, checkCareerCell } from '../../../tests/security/career-cells';
import {
  checkCompanionCell,
  companionCellFor,
  companionEndpoints,
} from '../../../tests/security/companion-cells';
import {
  checkConnectionsCell,
  connectionsCellFor,
  connectionsEndpoints,
} from '../../../tests/security/connections-cells';
import { checkGrowthCell, growthCellFor, growthEndpoints } from '../../../tests/security/growth-cells';
import { checkHelpCell, helpCellFor, helpEndpoints } from '../../../tests/security/help-cells';
import {
  checkIntegrationCell,
  integrationCellFor,
  integrationEndpoints,
} from '../../../tests/security/integration-cells';
import {
  checkLibraryJournalCell,
  libraryJournalCellFor,
  libraryJournalEndpoints,
} from '../../../tests/security/library-journal-cells';
import { checkSlackCell, slackCellFor, slackEndpoints } from '../../../tests/security/slack-cells';
import { checkSsoCell, ssoCellFor, ssoEndpoints } from '../../../tests/security/sso-cells';
import {
  checkStrategyCell,
  strategyCellFor,
  strategyEndpoints,
} from '../../../tests/security/strategy-cells';
import { checkPropositionCell, valueCellFor, valueEndpoints } from '../../../tests/security/value-cells';
import { startFakeModel } from '../../../tests/setup/fake-model';
import {
  admin,
  member,
  PASSWORD,
  requester,
  requestToJoin,
  signIn,
  signUp,
  uniqueEmail,
} from '../../../tests/setup/fixtures';
import { mailedToken } from '../../../tests/setup/mailbox';
import { activeOneOnOne, oneOnOneBody } from '../../../tests/setup/one-on-ones';
import { checkInBody, dayFromToday, pulseAnswers } from '../../../tests/setup/pulse';
import { insertAnswers, insertPeriod, week } from '../../../tests/setup/pulse-rows';
import { registeredApiRoutes } from '../../../tests/setup/registered-routes';
import { closeReview, reviewBody } from '../../../tests/setup/reviews';
import { type ApiResponse, createTestApp, errorOf, TEST_AUTH_SECRET } from '../../../tests/setup/test-app';
import type { JoinRequestForReview, Session } from '../../shared/api';
import { valueMessages } from '../../shared/company-settings-messages';
import type { OneOnOne } from '../../shared/contract/communication';
import type { CompanyValue } from '../../shared/contract/company-settings';
import type { CultureMetrics, FeedPost, ReactionSummary, ValueOnWall } from '../../shared/contract/culture';
import { type EndpointName, endpoints } from '../../shared/contract/endpoints';
import type { Insights } from '../../shared/contract/insights';
import type { Person as Listed } from '../../shared/contract/people';
import type { Review } from '../../shared/contract/reviews';
import type {
  MoodEntry,
  PulsePeriod,
  PulseResults,
  PulseStatus,
  StressOverview,
} from '../../shared/contract/wellbeing';
import { cultureMessages } from '../../shared/culture-messages';
import { goalMessages } from '../../shared/goal-messages';
import { apiMessages, peopleMessages } from '../../shared/messages';
import { DEFAULT_STANDUP_QUESTIONS } from '../../shared/standup-messages';
import { teamMessages } from '../../shared/team-messages';
import { mondayOf } from '../../shared/weeks';
import { openAiModel } from '../companion/model/openai-model';
import {
  companies,
  companyJoinRequests,
  companyValues,
  dayItems,
  goals,
  kudos,
  kudosReactions,
  kudosRecipients,
  moodEntries,
  notifications,
  profiles,
  pulseParticipation,
  pulsePeriods,
  pulseResponses,
  reviews,
  standupAnswers,
  standups,
  teamMembers,
  teamPurposes,
  teams,
  userRoles,
  valueParticipation,
} from '../db/schema';
import { sealClosedPeriods } from '../wellbeing/seal';

// A model for the companion's cells (decision 046): its answers stream whatever it is asked.
const fakeModel = await startFakeModel();
afterAll(() => fakeModel.close());
const t = await createTestApp({
  model: openAiModel({ baseUrl: fakeModel.baseUrl, apiKey: undefined, model: 'matrix', timeoutMs: 5000 }),
});

const OTHER_SECRET = 'a-secret-that-is-not-the-servers-but-is-32-bytes-long';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function sign(payload: JWTPayload, secret = TEST_AUTH_SECRET): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

type Person = Awaited<ReturnType<typeof signUp>>;
type Admin = Awaited<ReturnType<typeof admin>>;

/** The world every cell runs in; see the comment at the top of tests/security/authorization-matrix.ts. */
let companyA: Admin;
let companyB: Admin;
/** An account whose email and password the password grant uses. */
let account: Person;
/** The shared teamLead caller's id: they lead the team of every cell whose caller is not a teamLead. */
let sharedLeadId: string;
/** One token per kind of caller, for the endpoints that change nothing. */
const sharedTokens = {} as Record<CallerKind, string | undefined>;

/** Tokens that must not pass, each carrying admin A's identity, so that accepting one would matter. */
async function badTokens(): Promise<Partial<Record<CallerKind, string>>> {
  const real = companyA.token;
  const claims = decodeJwt(real);
  const noCompany = decodeJwt(sharedTokens.noCompany ?? '');
  // A person with no company rewrites their own token to be admin A: the signature no longer fits.
  const tamperedPayload = base64url({ ...noCompany, sub: claims.sub, sid: claims.sid });
  const noCompanyToken = (sharedTokens.noCompany ?? '').split('.') as [string, string, string];
  return {
    garbageToken: 'garbage',
    expiredToken: await sign({ ...claims, iat: now() - 7200, exp: now() - 3600 }),
    tamperedToken: `${noCompanyToken[0]}.${tamperedPayload}.${noCompanyToken[2]}`,
    algNoneToken: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    otherSecretToken: await sign(claims, OTHER_SECRET),
  };
}

const signedInKinds: CallerKind[] = [
  'noCompany',
  'pendingRequester',
  'member',
  'teamLead',
  'admin',
  'otherCompanyAdmin',
];

/**
 * A caller of `kind` for one cell: a fresh person (or session) when the endpoint changes state. A
 * teamLead's id comes along: the cell's team is made with them as its lead.
 */
async function callerFor(kind: CallerKind, fresh: boolean): Promise<{ token?: string; leadId: string }> {
  if (!fresh || !signedInKinds.includes(kind)) return { token: sharedTokens[kind], leadId: sharedLeadId };
  switch (kind) {
    case 'noCompany':
      return { token: (await signUp(t)).token, leadId: sharedLeadId };
    case 'pendingRequester':
      return { token: (await requester(t, companyA.company.companyCode)).token, leadId: sharedLeadId };
    case 'member':
      return { token: (await member(t, companyA)).token, leadId: sharedLeadId };
    case 'teamLead': {
      const lead = await member(t, companyA);
      return { token: lead.token, leadId: lead.session.user.id };
    }
    case 'admin':
      return { token: (await signIn(t, companyA.email)).body.access_token, leadId: sharedLeadId };
    default:
      return { token: (await signIn(t, companyB.email)).body.access_token, leadId: sharedLeadId };
  }
}

let teamNumber = 0;
const teamName = () => `Matrix Team ${(teamNumber += 1)}`;

/**
 * A fresh open team of company A led by `leadId`. Every 200 teams, the ones made for earlier cells are
 * archived (not the leads' teams below, which later cells use again): 265 endpoints' cells make more
 * teams than the company's cap of live teams, which is not the matrix's to reach.
 */
async function teamOfA(leadId: string): Promise<string> {
  if (teamNumber > 0 && teamNumber % 200 === 0) {
    const kept = await Promise.all(leadsTeams.values());
    await t.db
      .update(teams)
      .set({ archivedAt: new Date() })
      .where(
        and(
          eq(teams.companyId, companyA.company.id),
          isNull(teams.archivedAt),
          kept.length > 0
            ? sql`${teams.id} not in (${sql.join(
                kept.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
  }
  const response = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: teamName(), leadIds: [leadId] },
    { token: companyA.token },
  );
  expect(response.status).toBe(201);
  return response.body.team.id;
}

/**
 * One team a lead, kept across the documents' and collaboration's cells (strategy, value, help and
 * rituals): each lead's first team serves them all, so that their cells together stay under the
 * company's cap of live teams, which is not the matrix's to reach.
 */
const leadsTeams = new Map<string, Promise<string>>();
function leadsTeamOfA(leadId: string): Promise<string> {
  const known = leadsTeams.get(leadId);
  if (known) return known;
  const made = teamOfA(leadId);
  leadsTeams.set(leadId, made);
  return made;
}

/** The object a cell acts on, fresh for each cell of the endpoints that change state. */
interface Cell {
  path: string;
  body?: unknown;
  requestId?: string;
  /** The member of company A the people endpoints act on. */
  userId?: string;
  /** The team of company A the team endpoints act on, and the member of it they act on. */
  teamId?: string;
  teamMemberId?: string;
  /** The team of company A the standup endpoints act on (not `teamId`: a standup has its own checks). */
  standupTeamId?: string;
  /** The value of company A the value endpoints act on. */
  valueId?: string;
  /** The goal of company A the goal endpoints act on. */
  goalId?: string;
  /** The kudos of company A the kudos endpoints act on, and the recipient of new kudos. */
  kudosId?: string;
  kudosRecipientId?: string;
  /** Whether the caller's reaction was there before a cell that takes it back. */
  reactedBefore?: boolean;
  /** The signed-in caller's own id, for the check-in and pulse endpoints, which act on the caller. */
  callerId?: string;
  /** The note of admin A's check-in of the cell's day, which no other caller may read or change. */
  markedNote?: string;
  /** Every company's stored pulse answers before the cell. */
  answersBefore?: Map<string, number>;
  /** How many periods the caller had answered before the cell. */
  answeredBefore?: number;
  /** The feedback (or request) of company A the feedback lists are searched for, and its text. */
  feedbackId?: string;
  feedbackText?: string;
  /** A body sent as is with its own headers, not as JSON: Slack's signed form (slack-cells.ts). */
  raw?: string;
  headers?: Record<string, string>;
}

const boardEndpoints: EndpointId[] = [
  'getBoard',
  'addBoardColumn',
  'orderBoardColumns',
  'renameBoardColumn',
  'deleteBoardColumn',
  'createBoardCard',
  'updateBoardCard',
  'deleteBoardCard',
  'moveBoardCard',
  'boardCardHistory',
];

/**
 * The board endpoints' cells: the board of a fresh team of A led by `leadId` (whose token is
 * `leadToken`), opened by its lead, with a card in To do where a cell acts on one.
 */
async function boardCellFor(id: EndpointId, leadId: string, leadToken: string): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const teamId = await teamOfA(leadId);
  const base = `/api/teams/${teamId}/board`;
  const opened = await t.request<{ board: { columns: { id: string }[] } }>('GET', base, undefined, {
    token: leadToken,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const [todo, doing] = opened.body.board.columns.map((column) => column.id) as [string, string];
  let cardId = '';
  if (id.endsWith('Card') || id === 'boardCardHistory') {
    const card = await t.request<{ card: { id: string } }>(
      'POST',
      `${base}/cards`,
      { columnId: todo, title: 'Matrix card' },
      { token: leadToken },
    );
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    cardId = card.body.card.id;
  }
  const cellPath = path
    .replace(':teamId', teamId)
    .replace(':columnId', id === 'deleteBoardColumn' ? doing : todo)
    .replace(':cardId', cardId);
  const cell: Cell = { path: cellPath };
  if (id === 'addBoardColumn' || id === 'renameBoardColumn') cell.body = { name: 'Matrix column' };
  if (id === 'orderBoardColumns')
    cell.body = { columnIds: opened.body.board.columns.map((c) => c.id).reverse() };
  if (id === 'createBoardCard') cell.body = { columnId: todo, title: 'Matrix card' };
  if (id === 'updateBoardCard') cell.body = { title: 'Changed by the matrix' };
  if (id === 'moveBoardCard') cell.body = { columnId: doing, beforeCardId: null };
  return cell;
}

const goalEndpoints: EndpointId[] = [
  'listGoals',
  'createGoal',
  'goalTree',
  'getGoal',
  'updateGoal',
  'deleteGoal',
  'listCheckIns',
  'createCheckIn',
  'listKeyResultHistory',
  // A goal's 1:1 action items: the goal's readers, each seeing their own 1:1s' items (tested in communication/).
  'listGoalActionItems',
];

const goalBody = (level: string, teamId?: string) => ({
  level,
  teamId,
  title: 'Matrix goal',
  startsOn: '2026-01-01',
  dueOn: '2026-12-31',
  keyResults: [{ title: 'Cells walked', kind: 'number', targetValue: 10 }],
});

/** The goal endpoints' cells: a fresh team goal of A, owned by admin A, of a fresh team led by `leadId`. */
async function goalCellFor(id: EndpointId, leadId: string): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  if (id === 'listGoals' || id === 'goalTree') return { path };
  if (id === 'createGoal') return { path, body: goalBody('personal') };
  const teamId = await teamOfA(leadId);
  const created = await t.request<{ goal: { id: string; keyResults: { id: string }[] } }>(
    'POST',
    '/api/goals',
    goalBody('team', teamId),
    { token: companyA.token },
  );
  expect(created.status).toBe(201);
  const goalId = created.body.goal.id;
  const keyResultId = created.body.goal.keyResults[0]!.id;
  const cell: Cell = { path: path.replace(':goalId', goalId).replace(':keyResultId', keyResultId), goalId };
  if (id === 'updateGoal') cell.body = { title: 'Changed by the matrix' };
  if (id === 'createCheckIn') cell.body = { status: 'on_track', confidence: 7 };
  return cell;
}

const kudosEndpoints: EndpointId[] = ['createKudos', 'deleteKudos', 'addReaction', 'removeReaction'];

/** The value of company A that the kudos cells carry (company A has values, so kudos need one). */
let kudosValueId: string | undefined;

/**
 * The kudos endpoints' cells: fresh kudos of A from a fresh member to admin A. The caller reacts
 * first when the cell takes a reaction back, so that there is one to take back.
 */
async function kudosCellFor(id: EndpointId, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  kudosValueId ??= await valueOfA();
  if (id === 'createKudos') {
    const kudosRecipientId = (await member(t, companyA)).session.user.id;
    const body = { recipientIds: [kudosRecipientId], message: 'Matrix kudos', valueId: kudosValueId };
    return { path, body, kudosRecipientId };
  }
  const sender = await member(t, companyA);
  const given = await t.request<{ kudos: FeedPost }>(
    'POST',
    '/api/kudos',
    { recipientIds: [companyA.session.user.id], message: 'Matrix kudos', valueId: kudosValueId },
    { token: sender.token },
  );
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  const kudosId = given.body.kudos.id;
  const cellPath = path.replace(':kudosId', kudosId).replace(':emoji', 'clap');
  if (id !== 'removeReaction') return { path: cellPath, kudosId };
  const reacted = token ? await t.request('PUT', cellPath, undefined, { token }) : undefined;
  return { path: cellPath, kudosId, reactedBefore: reacted?.status === 200 };
}

let valueCount = 0;

/** A fresh value of company A, added by its admin. */
async function valueOfA(): Promise<string> {
  valueCount += 1;
  const response = await t.request<{ value: CompanyValue }>(
    'POST',
    '/api/values',
    { name: `Cell Value ${valueCount}` },
    { token: companyA.token },
  );
  expect(response.status).toBe(201);
  return response.body.value.id;
}

/** The team endpoints' cells: a fresh team led by `leadId`, and a fresh member of A where one is needed. */
async function teamCellFor(id: EndpointId, leadId: string): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  if (id === 'listTeams') return { path };
  if (id === 'createTeam') return { path, body: { name: teamName() } };
  const teamId = await teamOfA(leadId);
  const cell: Cell = { path: path.replace(':teamId', teamId), teamId };
  if (id === 'updateTeam') cell.body = { name: teamName() };
  if (id === 'addTeamMember' || id === 'removeTeamMember') {
    const userId = (await member(t, companyA)).session.user.id;
    cell.teamMemberId = userId;
    if (id === 'addTeamMember') cell.body = { userId };
    else {
      const added = await t.request(
        'POST',
        `/api/teams/${teamId}/members`,
        { userId },
        { token: companyA.token },
      );
      expect(added.status).toBe(200);
      cell.path = cell.path.replace(':userId', userId);
    }
  }
  return cell;
}

const moodEndpoints: EndpointId[] = ['putMood', 'deleteMood', 'listMood'];
const wellbeingEndpoints: EndpointId[] = [
  ...moodEndpoints,
  'pulseStatus',
  'answerPulse',
  'updatePulseSettings',
  'pulseResults',
  'stressOverview',
  'insights',
];

/** What the check-in cells send, and what a check-in that went through then holds. */
const matrixCheckIn = checkInBody({ note: 'Matrix check-in' });
let noteNumber = 0;

/** Admin A's check-in of `day`, with a note nobody else's holds. */
async function markAdminsDay(day: string): Promise<string> {
  noteNumber += 1;
  const note = `Admin A alone ${noteNumber}`;
  const put = await t.request('PUT', `/api/mood/${day}`, checkInBody({ note }), { token: companyA.token });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return note;
}

/** The pulse answers stored so far, per company. */
async function answersPerCompany(): Promise<Map<string, number>> {
  const rows = await t.db
    .select({ companyId: pulseResponses.companyId, count: sql<number>`count(*)::int` })
    .from(pulseResponses)
    .groupBy(pulseResponses.companyId);
  return new Map(rows.map((row) => [row.companyId, row.count]));
}

/** The periods a person answered, of any company. */
async function periodsAnswered(userId: string): Promise<number> {
  return (await t.db.select().from(pulseParticipation).where(eq(pulseParticipation.userId, userId))).length;
}

/**
 * The check-in and pulse endpoints' cells. Every check-in cell gives admin A a check-in of today with a
 * note of its own, acts on today, and gives the caller a check-in of their own to list or delete.
 */
async function wellbeingCellFor(
  id: EndpointId,
  kind: CallerKind,
  leadId: string,
  token: string | undefined,
): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const signedInCaller = token !== undefined && signedInKinds.includes(kind);
  const callerId = signedInCaller ? (decodeJwt(token).sub as string) : undefined;
  const day = dayFromToday(0);
  const cell: Cell = { path: path.replace(':day', day), callerId };
  if (moodEndpoints.includes(id)) cell.markedNote = await markAdminsDay(day);
  const checkIn = (on: string) => t.request('PUT', `/api/mood/${on}`, matrixCheckIn, { token: token! });
  // Admin A's own check-in of the day is the caller's own for the admin caller: it is what they delete.
  if (id === 'deleteMood' && signedInCaller) expect((await checkIn(day)).status).toBe(200);
  if (id === 'listMood' && signedInCaller) expect((await checkIn(dayFromToday(-1))).status).toBe(200);
  if (id === 'putMood') cell.body = matrixCheckIn;
  if (id === 'answerPulse') {
    cell.body = { answers: pulseAnswers() };
    cell.answersBefore = await answersPerCompany();
    if (callerId) cell.answeredBefore = await periodsAnswered(callerId);
  }
  if (id === 'updatePulseSettings') cell.body = { cadence: 'monthly', threshold: 7 };
  if (id === 'pulseResults') {
    cell.teamId = await teamOfA(leadId);
    cell.path = path.replace(':teamId', cell.teamId);
  }
  return cell;
}

/** A person's check-ins, oldest first, as day and note. */
async function checkInsOf(userId: string) {
  return t.db
    .select({ day: moodEntries.day, note: moodEntries.note })
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(moodEntries.day);
}

/**
 * The check-in endpoints' checks beyond the status: admin A's check-in of the day changes by admin A's
 * own calls only, and a list holds exactly the caller's check-ins.
 */
async function checkMoodCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  const today = dayFromToday(0);
  const adminsDay = (await checkInsOf(companyA.session.user.id)).find((entry) => entry.day === today);
  const byAdmin = kind === 'admin' && response.status < 300;
  if (id === 'putMood') expect(adminsDay?.note, name).toBe(byAdmin ? matrixCheckIn.note : cell.markedNote);
  if (id === 'deleteMood') expect(adminsDay?.note, name).toBe(byAdmin ? undefined : cell.markedNote);
  if (id === 'listMood') expect(adminsDay?.note, name).toBe(cell.markedNote);
  if (!cell.callerId || response.status >= 300) return;
  const own = await checkInsOf(cell.callerId);
  if (id === 'putMood') {
    expect(own, name).toContainEqual({ day: today, note: matrixCheckIn.note });
    expect((response.body as { entry: MoodEntry }).entry.day, name).toBe(today);
  }
  if (id === 'deleteMood')
    expect(
      own.map((entry) => entry.day),
      name,
    ).not.toContain(today);
  if (id === 'listMood') {
    const listed = (response.body as { items: MoodEntry[] }).items.map(({ day, note }) => ({ day, note }));
    // Every check-in of the caller is within the default range: the list is all of them, and only them.
    expect(listed, name).toEqual(own);
    expect(listed.length, name).toBeGreaterThan(0);
    expect(
      listed.some((entry) => entry.note === cell.markedNote),
      name,
    ).toBe(kind === 'admin');
  }
}

/** A company's pulse settings, as stored. */
async function pulseSettingsOf(companyId: string) {
  const [row] = await t.db
    .select({ cadence: companies.pulseCadence, threshold: companies.pulseThreshold })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

const defaultPulseSettings = { cadence: 'weekly', threshold: 5 };

/** The stored period of `companyId` that starts on `startsOn`. */
async function periodOf(companyId: string, startsOn: string) {
  const [row] = await t.db
    .select({ id: pulsePeriods.id })
    .from(pulsePeriods)
    .where(and(eq(pulsePeriods.companyId, companyId), eq(pulsePeriods.startsOn, startsOn)));
  return row;
}

/** The closed periods stored for each company before the matrix: what its readers may show. */
const closedPeriods = new Map<string, string>();

/** Whether every period starts on the day of the caller's company's closed period, and there is one. */
function ownClosedPeriods(periods: PulsePeriod[], companyId: string) {
  return periods.length > 0 && periods.every((period) => period.startsOn === closedPeriods.get(companyId));
}

/**
 * The readers' checks beyond the status: the periods, teams and check-ins they show are the caller's
 * own company's and the caller's own; a lead sees the teams they lead only.
 */
async function checkReaderCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  if (response.status !== 200 || !['pulseResults', 'stressOverview', 'insights'].includes(id)) return;
  const name = `${id} × ${kind}`;
  const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
  if (id === 'pulseResults') {
    const results = response.body as PulseResults;
    expect(results.team?.id, name).toBe(cell.teamId);
    expect(ownClosedPeriods([results.period], own), name).toBe(true);
  }
  if (id === 'stressOverview') {
    const overview = response.body as StressOverview;
    expect(ownClosedPeriods(overview.periods, own), name).toBe(true);
    const teamIds = overview.periods.flatMap((period) => period.teams.map((team) => team.id));
    expect(await companiesOf(teams, teamIds), name).toEqual(teamIds.length > 0 ? [own] : []);
    // The caller's own check-ins' stress, every one of them (all are within the 90 days shown).
    const mine = await t.db
      .select({ day: moodEntries.day, stress: moodEntries.stress })
      .from(moodEntries)
      .where(eq(moodEntries.userId, cell.callerId!))
      .orderBy(moodEntries.day);
    expect(overview.mine, name).toEqual(mine);
  }
  if (id === 'insights') {
    const insights = response.body as Insights;
    expect(ownClosedPeriods(insights.periods, own), name).toBe(true);
    expect([insights.scope, insights.company === null], name).toEqual(
      kind === 'teamLead' ? ['teams', true] : ['company', false],
    );
    const teamIds = insights.teams.map((team) => team.id);
    expect(await companiesOf(teams, teamIds), name).toEqual([own]);
    if (kind === 'teamLead') {
      const led = await t.db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.userId, cell.callerId!),
            eq(teamMembers.isLead, true),
            isNull(teamMembers.leftAt),
          ),
        );
      for (const teamId of teamIds)
        expect(
          led.map((row) => row.teamId),
          name,
        ).toContain(teamId);
    }
  }
}

/**
 * The pulse endpoints' checks beyond the status: the period, settings and answers are the caller's own
 * company's, an answer counts once and in that company only, and settings change only for the admin's
 * own company.
 */
async function checkPulseCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
  if (id === 'pulseStatus' && response.status === 200) {
    const status = response.body as PulseStatus;
    const period = await periodOf(own, status.period.startsOn);
    expect(period, name).toBeDefined();
    expect(status.settings, name).toEqual(await pulseSettingsOf(own));
    const answered = await t.db
      .select()
      .from(pulseParticipation)
      .where(and(eq(pulseParticipation.periodId, period!.id), eq(pulseParticipation.userId, cell.callerId!)));
    expect(status.answered, name).toBe(answered.length === 1);
    // Admins read results, and the leads of live teams: the shared lead leads live teams of A.
    expect(status.canReadResults, name).toBe(kind !== 'member');
    expect(ownClosedPeriods(status.closedPeriods, own), name).toBe(true);
  }
  if (id === 'answerPulse') {
    const answered = response.status === 201;
    const before = cell.answersBefore!;
    const after = await answersPerCompany();
    for (const companyId of [companyA.company.id, companyB.company.id]) {
      const added = answered && companyId === own ? 1 : 0;
      expect(after.get(companyId) ?? 0, name).toBe((before.get(companyId) ?? 0) + added);
    }
    if (cell.callerId) {
      expect(await periodsAnswered(cell.callerId), name).toBe(cell.answeredBefore! + (answered ? 1 : 0));
    }
    if (answered) {
      const { period } = response.body as { period: PulsePeriod };
      expect(await periodOf(own, period.startsOn), name).toBeDefined();
    }
  }
  if (id === 'updatePulseSettings') {
    const changed = { cadence: 'monthly', threshold: 7 };
    for (const [caller, owner] of [
      ['admin', companyA],
      ['otherCompanyAdmin', companyB],
    ] as const) {
      const expected = kind === caller && response.status === 200 ? changed : defaultPulseSettings;
      expect(await pulseSettingsOf(owner.company.id), `${name}: ${owner.company.name}`).toEqual(expected);
    }
    // The next cells start from the default settings again.
    await t.db
      .update(companies)
      .set({ pulseCadence: 'weekly', pulseThreshold: 5 })
      .where(inArray(companies.id, [companyA.company.id, companyB.company.id]));
  }
}

const oneOnOneEndpoints: EndpointId[] = [
  'listOneOnOnes',
  'proposeOneOnOne',
  'getOneOnOne',
  'acceptOneOnOne',
  'declineOneOnOne',
  'endOneOnOne',
  'addAgendaPoint',
  'orderAgendaPoints',
  'updateAgendaPoint',
  'deleteAgendaPoint',
  'holdMeeting',
  'listMeetings',
  'getNote',
  'putNote',
  'createActionItem',
  'updateActionItem',
];

/**
 * The 1:1 endpoints' cells: a fresh 1:1 of A between a fresh member and the caller when the caller is
 * A's member or lead, else between two fresh members (so admin A is not one of the two).
 */
async function oneOnOneCellFor(id: EndpointId, kind: CallerKind, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const partner = await member(t, companyA);
  if (id === 'listOneOnOnes') return { path };
  if (id === 'proposeOneOnOne') return { path, body: oneOnOneBody(partner.session.user.id) };
  const isOne = (kind === 'member' || kind === 'teamLead') && token !== undefined;
  const one = isOne
    ? { token, session: { user: { id: decodeJwt(token).sub as string } } }
    : await member(t, companyA);
  if (id === 'acceptOneOnOne' || id === 'declineOneOnOne') {
    const proposed = await t.request<{ oneOnOne: OneOnOne }>(
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(one.session.user.id),
      { token: partner.token },
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    return { path: path.replace(':id', proposed.body.oneOnOne.id) };
  }
  const oneOnOne = await activeOneOnOne(t, partner, one);
  const meetingId = oneOnOne.nextMeeting!.id;
  const addPoint = async (text: string) => {
    const added = await t.request<{ point: { id: string } }>(
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/points`,
      { text },
      { token: partner.token },
    );
    expect(added.status).toBe(201);
    return added.body.point.id;
  };
  const cellPath = path.replace(':id', oneOnOne.id).replace(':meetingId', meetingId);
  switch (id) {
    case 'addAgendaPoint':
      return { path: cellPath, body: { text: 'Matrix point' } };
    case 'orderAgendaPoints': {
      const first = await addPoint('First');
      const second = await addPoint('Second');
      return { path: cellPath, body: { pointIds: [second, first] } };
    }
    case 'updateAgendaPoint':
    case 'deleteAgendaPoint': {
      const pointId = await addPoint('Matrix point');
      return {
        path: cellPath.replace(':pointId', pointId),
        body: id === 'updateAgendaPoint' ? { ticked: true } : undefined,
      };
    }
    case 'putNote':
      return { path: cellPath, body: { body: 'Matrix note' } };
    case 'createActionItem':
      return {
        path: cellPath,
        body: { oneOnOneId: oneOnOne.id, ownerId: partner.session.user.id, text: 'Matrix item' },
      };
    case 'updateActionItem': {
      const created = await t.request<{ actionItem: { id: string } }>(
        'POST',
        '/api/action-items',
        { oneOnOneId: oneOnOne.id, ownerId: partner.session.user.id, text: 'Matrix item' },
        { token: partner.token },
      );
      expect(created.status).toBe(201);
      return { path: cellPath.replace(':itemId', created.body.actionItem.id), body: { done: true } };
    }
    default:
      return { path: cellPath };
  }
}

const reviewEndpoints: EndpointId[] = [
  'listReviews',
  'startReview',
  'agreeReview',
  'declineReview',
  'answerReview',
  'reviewResults',
  'getStyle',
  'putStyle',
];

/** A fresh team of A led by `lead` with `member` in it. */
async function teamOf(lead: string, member: string) {
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Matrix 360 ${Math.random()}`, leadIds: [lead] },
    { token: companyA.token },
  );
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  const added = await t.request(
    'POST',
    `/api/teams/${team.body.team.id}/members`,
    { userId: member },
    { token: companyA.token },
  );
  expect(added.status).toBe(200);
}

/**
 * The 360 endpoints' cells: a fresh 360 of A about the caller when the caller is A's member or lead,
 * else about a fresh member (so admin A is none of its people); see the table's comment.
 */
async function reviewCellFor(id: EndpointId, kind: CallerKind, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const peer = await member(t, companyA);
  if (id === 'startReview') return { path, body: reviewBody([{ person: peer, group: 'peer' }]) };
  if (id === 'putStyle')
    return { path, body: { channel: 'written', timing: null, tone: 'direct', note: 'Hi' } };
  if (id === 'listReviews' || id === 'getStyle') return { path };
  const isOne = (kind === 'member' || kind === 'teamLead') && token !== undefined;
  const caller = isOne ? { token, session: { user: { id: decodeJwt(token).sub as string } } } : undefined;
  const subject = caller && id !== 'answerReview' ? caller : await member(t, companyA);
  const raters = id === 'answerReview' && caller ? [{ person: caller, group: 'peer' as const }] : [];
  const body = reviewBody([...raters, { person: peer, group: 'peer' }]);
  if (id === 'agreeReview' || id === 'declineReview') {
    const lead = await member(t, companyA);
    await teamOf(lead.session.user.id, subject.session.user.id);
    const started = await t.request<{ review: Review }>(
      'POST',
      '/api/reviews',
      { ...body, subjectId: subject.session.user.id },
      { token: lead.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const reviewPath = path.replace(':id', started.body.review.id);
    return id === 'agreeReview' ? { path: reviewPath, body: { shareWithLeads: true } } : { path: reviewPath };
  }
  const started = await t.request<{ review: Review }>('POST', '/api/reviews', body, { token: subject.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const review = started.body.review;
  if (id === 'reviewResults') await closeReview(t, review.id);
  const cellPath = path.replace(':id', review.id);
  if (id === 'answerReview')
    return {
      path: cellPath,
      body: { answers: review.questions.map((question) => ({ questionId: question.id, score: 4 })) },
    };
  return { path: cellPath };
}

// ---- Feedback ----

const feedbackEndpoints: EndpointId[] = [
  'listFeedback',
  'listFeedbackForLeads',
  'giveFeedback',
  'deleteFeedback',
  'deleteFeedbackAsRecipient',
  'listFeedbackRequests',
  'askFeedback',
];

/** The caller's own id when they are a person of company A; undefined for anyone else. */
const callerOfA = (kind: CallerKind, token: string | undefined) =>
  (kind === 'member' || kind === 'teamLead' || kind === 'admin') && token
    ? (decodeJwt(token).sub as string)
    : undefined;

let feedbackNumber = 0;

/** Fresh leads-only feedback of A, by `author` (a fresh member unless given) about `recipientId`. */
async function leadsOnlyFeedback(recipientId: string, authorToken?: string) {
  const text = `Matrix feedback ${(feedbackNumber += 1)} ${crypto.randomUUID()}`;
  const token = authorToken ?? (await member(t, companyA)).token;
  const given = await t.request<{ feedback: { id: string } }>(
    'POST',
    '/api/feedback',
    { recipientId, body: text, visibility: 'leads_only' },
    { token },
  );
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  return { feedbackId: given.body.feedback.id, feedbackText: text };
}

/** The feedback endpoints' cells (the matrix's header says on what each acts). */
async function feedbackCellFor(
  id: EndpointId,
  kind: CallerKind,
  leadId: string,
  token: string | undefined,
): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const own = callerOfA(kind, token);
  const someone = async () => (await member(t, companyA)).session.user.id;
  switch (id) {
    case 'listFeedback':
      return { path, ...(await leadsOnlyFeedback(own ?? (await someone()))) };
    case 'listFeedbackForLeads': {
      const teamId = await teamOfA(leadId);
      const recipientId = await someone();
      const added = await t.request(
        'POST',
        `/api/teams/${teamId}/members`,
        { userId: recipientId },
        { token: companyA.token },
      );
      expect(added.status).toBe(200);
      return { path, ...(await leadsOnlyFeedback(recipientId)) };
    }
    case 'giveFeedback':
      return { path, body: { recipientId: await someone(), body: 'Matrix', visibility: 'leads_only' } };
    case 'deleteFeedback': {
      const written = await leadsOnlyFeedback(
        await someone(),
        kind === 'member' || kind === 'teamLead' ? token : undefined,
      );
      return { path: path.replace(':id', written.feedbackId) };
    }
    case 'deleteFeedbackAsRecipient': {
      const written = await leadsOnlyFeedback(own ?? (await someone()));
      return { path: path.replace(':id', written.feedbackId) };
    }
    case 'listFeedbackRequests': {
      const asker = await member(t, companyA);
      const asked = await t.request<{ request: { id: string } }>(
        'POST',
        '/api/feedback-requests',
        { recipientIds: [own ?? (await someone())], question: 'Matrix?', visibility: 'private' },
        { token: asker.token },
      );
      expect(asked.status).toBe(201);
      return { path, feedbackId: asked.body.request.id };
    }
    default:
      return { path, body: { recipientIds: [await someone()], question: 'Matrix?', visibility: 'private' } };
  }
}

/**
 * What a feedback list answered: the text of leads-only feedback only to the lead of its recipient's
 * team (docs/privacy.md, level 3); the recipient is told it exists; a request to the caller is listed.
 */
function checkFeedbackCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  if (response.status !== 200 || !cell.feedbackId) return;
  const name = `${id} × ${kind}`;
  const answer = JSON.stringify(response.body);
  const ofA = kind === 'member' || kind === 'teamLead' || kind === 'admin';
  if (id === 'listFeedbackForLeads') {
    if (kind === 'teamLead') expect(answer, name).toContain(cell.feedbackText);
    else expect(answer, name).not.toContain(cell.feedbackText);
  }
  if (id === 'listFeedback') {
    expect(answer, name).not.toContain(cell.feedbackText);
    if (ofA) expect(answer, name).toContain(cell.feedbackId);
  }
  if (id === 'listFeedbackRequests') {
    if (ofA) expect(answer, name).toContain(cell.feedbackId);
    else expect(answer, name).not.toContain(cell.feedbackId);
  }
}

const todayEndpoints: EndpointId[] = [
  'getToday',
  'listPullSources',
  'createDayItem',
  'updateDayItem',
  'updateOwnDayItem',
  'deleteDayItem',
  'deleteOwnDayItem',
  'keepDayItem',
  'keepOwnDayItem',
  'putDayClose',
];

/** A fresh member of A's item, whose text no other caller may read. */
const strangersItem = { id: '', text: '' };

async function dayItemOf(token: string, text: string) {
  const made = await t.request<{ item: { id: string } }>('POST', '/api/today/items', { text }, { token });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.item.id;
}

/** Today's cells (the matrix's header says on what each acts). */
async function todayCellFor(id: EndpointId, kind: CallerKind, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  if (!strangersItem.id) {
    strangersItem.text = `Matrix day item ${crypto.randomUUID()}`;
    strangersItem.id = await dayItemOf((await member(t, companyA)).token, strangersItem.text);
  }
  const hasCompany =
    kind === 'member' || kind === 'teamLead' || kind === 'admin' || kind === 'otherCompanyAdmin';
  const own = id.endsWith('OwnDayItem') && hasCompany && token ? await dayItemOf(token, 'Mine') : undefined;
  const itemPath = path.replace(':id', own ?? strangersItem.id);
  switch (id) {
    case 'createDayItem':
      return { path, body: { text: 'Matrix plan' } };
    case 'updateDayItem':
    case 'updateOwnDayItem':
      return { path: itemPath, body: { done: true } };
    case 'deleteDayItem':
    case 'deleteOwnDayItem':
    case 'keepDayItem':
    case 'keepOwnDayItem':
      return { path: itemPath };
    case 'putDayClose':
      // The companies' zone is UTC: their today is the UTC day.
      return {
        path: path.replace(':day', new Date().toISOString().slice(0, 10)),
        body: { done: 'Matrix day' },
      };
    default:
      return { path };
  }
}

/** Today's check beyond the status: the stranger's item is neither read nor changed by anyone. */
async function checkTodayCell(id: EndpointId, kind: CallerKind, response: ApiResponse) {
  if (!todayEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  expect(JSON.stringify(response.body ?? null), name).not.toContain(strangersItem.text);
  const [row] = await t.db.select().from(dayItems).where(eq(dayItems.id, strangersItem.id));
  expect(row, name).toMatchObject({ text: strangersItem.text, doneAt: null, keepAskedAt: null });
}

const focusEndpoints: EndpointId[] = [
  'listFocusBlocks',
  'createFocusBlock',
  'copyFocusWeek',
  'updateFocusBlock',
  'deleteFocusBlock',
  'listHabits',
  'createHabit',
  'updateHabit',
  'deleteHabit',
  'tickHabit',
  'untickHabit',
];

/**
 * The focus and habit endpoints' cells: the caller's own for the lists, new ones and copying a week;
 * a fresh member of A's block or habit for every endpoint naming one.
 */
async function focusCellFor(id: EndpointId, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const today = new Date().toISOString().slice(0, 10);
  const block = (day: string) => ({ day, startTime: '09:00', minutes: 60, purpose: 'Matrix focus' });
  switch (id) {
    case 'createFocusBlock':
      return { path, body: block(today) };
    case 'copyFocusWeek':
      // A block of last week for the caller, when they may plan one.
      if (token) await t.request('POST', '/api/focus-blocks', block(dayFromToday(-7)), { token });
      return { path, body: { week: mondayOf(today) } };
    case 'createHabit':
      return { path, body: { name: 'Matrix habit', perWeek: 3 } };
    case 'listFocusBlocks':
    case 'listHabits':
      return { path };
    default:
  }
  const owner = await member(t, companyA);
  if (id === 'updateFocusBlock' || id === 'deleteFocusBlock') {
    const made = await t.request<{ block: { id: string } }>('POST', '/api/focus-blocks', block(today), {
      token: owner.token,
    });
    expect(made.status).toBe(201);
    return {
      path: path.replace(':id', made.body.block.id),
      body: id === 'updateFocusBlock' ? { purpose: 'Taken over' } : undefined,
    };
  }
  const made = await t.request<{ habit: { id: string } }>(
    'POST',
    '/api/habits',
    { name: 'Matrix habit', perWeek: 3 },
    { token: owner.token },
  );
  expect(made.status).toBe(201);
  return {
    path: path.replace(':id', made.body.habit.id).replace(':day', today),
    body: id === 'updateHabit' ? { archived: true } : undefined,
  };
}

const standupEndpoints: EndpointId[] = [
  'listStandups',
  'putStandup',
  'getStandupDay',
  'answerStandup',
  'standupParticipation',
];
const standupSettings = {
  questions: DEFAULT_STANDUP_QUESTIONS.map((question) => ({ ...question })),
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  digestTime: '16:00',
};

/** The standup endpoints' cells: a fresh team of A led by `leadId`, its standup live every day. */
async function standupCellFor(id: EndpointId, leadId: string): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const teamId = await teamOfA(leadId);
  await t.db.insert(standups).values({ teamId, companyId: companyA.company.id, ...standupSettings });
  const cell: Cell = { path: path.replace(':teamId', teamId), standupTeamId: teamId };
  if (id === 'putStandup') cell.body = { ...standupSettings, paused: false };
  if (id === 'answerStandup') cell.body = { answers: ['Matrix done', '', ''] };
  return cell;
}

/** The standup endpoints' checks beyond the status: the list names the cell's team to its lead alone; a refused answer writes nothing. */
async function checkStandupCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'listStandups' && response.status === 200) {
    const listed = (response.body as { teams: { teamId: string }[] }).teams.map((team) => team.teamId);
    expect(listed.includes(cell.standupTeamId!), name).toBe(kind === 'teamLead');
  }
  if (id === 'answerStandup') {
    const written = await t.db
      .select()
      .from(standupAnswers)
      .where(eq(standupAnswers.teamId, cell.standupTeamId!));
    expect(written.length, name).toBe(response.status === 200 ? 1 : 0);
  }
}

const valuesEndpoints: EndpointId[] = [
  'getValuesInPractice',
  'getValuesInPracticeForTeam',
  'answerValuesInPractice',
];

/**
 * Values in practice's cells: a team's figures on a fresh team of A led by `leadId`; an answer scores
 * every value of the caller's company (company B's for its admin), one made first when it has none.
 */
async function valuesCellFor(id: EndpointId, kind: CallerKind, leadId: string, token: string | undefined) {
  const { path } = authorizationMatrix[id];
  const callerId =
    token !== undefined && signedInKinds.includes(kind) ? (decodeJwt(token).sub as string) : undefined;
  if (id === 'getValuesInPracticeForTeam') {
    const teamId = await teamOfA(leadId);
    return { path: path.replace(':teamId', teamId), teamId, callerId };
  }
  if (id === 'getValuesInPractice') return { path, callerId };
  const companyId = (kind === 'otherCompanyAdmin' ? companyB : companyA).company.id;
  const byCompany = eq(companyValues.companyId, companyId);
  let values = await t.db.select({ id: companyValues.id }).from(companyValues).where(byCompany);
  if (values.length === 0) {
    values = await t.db
      .insert(companyValues)
      .values({ companyId, name: 'Matrix Candor', position: 0 })
      .returning({ id: companyValues.id });
  }
  return { path, callerId, body: { scores: Object.fromEntries(values.map((value) => [value.id, 4])) } };
}

/** Values in practice's checks beyond the status: an answer counts once, for the caller, or not at all. */
async function checkValuesCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'answerValuesInPractice' && cell.callerId) {
    const answered = await t.db
      .select()
      .from(valueParticipation)
      .where(eq(valueParticipation.userId, cell.callerId));
    expect(answered.length, name).toBe(response.status === 201 ? 1 : 0);
  }
  if (id === 'getValuesInPracticeForTeam' && response.status === 200) {
    expect((response.body as { team: { id: string } | null }).team?.id, name).toBe(cell.teamId);
  }
}

const purposeEndpoints: EndpointId[] = [
  'putTeamPurpose',
  'listContributionsOfLed',
  'createContribution',
  'deleteContribution',
  'deleteOwnContribution',
  'hideContribution',
];

/** An entry by hand in the log of the person `token` names; a fresh id when they may not write one. */
async function contributionOf(token: string | undefined): Promise<string> {
  const made = await t.request<{ entry: { subjectId: string } }>(
    'POST',
    '/api/contributions',
    { day: new Date().toISOString().slice(0, 10), text: 'Matrix contribution' },
    { token },
  );
  return made.status === 201 ? made.body.entry.subjectId : crypto.randomUUID();
}

/**
 * Purpose's cells: a fresh team of A led by `leadId` for its purpose; a fresh member of A in such a
 * team for a lead's read of a log; a fresh member's entry, or the caller's own, for deleting; the
 * caller's own entry for hiding.
 */
async function purposeCellFor(id: EndpointId, leadId: string, token: string | undefined): Promise<Cell> {
  const { path } = authorizationMatrix[id];
  const today = new Date().toISOString().slice(0, 10);
  switch (id) {
    case 'putTeamPurpose': {
      const teamId = await teamOfA(leadId);
      return { path: path.replace(':teamId', teamId), teamId, body: { purpose: 'Matrix purpose' } };
    }
    case 'listContributionsOfLed': {
      const teamId = await teamOfA(leadId);
      const userId = (await member(t, companyA)).session.user.id;
      const added = await t.request(
        'POST',
        `/api/teams/${teamId}/members`,
        { userId },
        { token: companyA.token },
      );
      expect(added.status).toBe(200);
      return { path: path.replace(':userId', userId), userId };
    }
    case 'createContribution':
      return { path, body: { day: today, text: 'Matrix contribution' } };
    case 'deleteContribution':
      return { path: path.replace(':id', await contributionOf((await member(t, companyA)).token)) };
    case 'deleteOwnContribution':
      return { path: path.replace(':id', await contributionOf(token)) };
    default:
      return { path, body: { kind: 'manual', subjectId: await contributionOf(token), hidden: true } };
  }
}

/** Purpose's checks beyond the status: a lead's read is of the person asked for; a refused purpose is not written. */
async function checkPurposeCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'listContributionsOfLed' && response.status === 200) {
    expect((response.body as { person: { id: string }; own: boolean }).person.id, name).toBe(cell.userId);
  }
  if (id === 'putTeamPurpose' && cell.teamId) {
    const written = await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, cell.teamId));
    expect(written.length, name).toBe(response.status === 200 ? 1 : 0);
  }
}

async function cellFor(
  id: EndpointId,
  kind: CallerKind,
  leadId: string,
  token: string | undefined,
): Promise<Cell> {
  if (valuesEndpoints.includes(id)) return valuesCellFor(id, kind, leadId, token);
  if (purposeEndpoints.includes(id)) return purposeCellFor(id, leadId, token);
  if (todayEndpoints.includes(id)) return todayCellFor(id, kind, token);
  if (growthEndpoints.includes(id)) {
    const { path } = authorizationMatrix[id];
    return growthCellFor({ t, companyA, companyB, teamOfA }, id, kind, path, leadId, token);
  }
  if (libraryJournalEndpoints.includes(id))
    return libraryJournalCellFor({ t, companyA }, id, kind, authorizationMatrix[id].path, token);
  if (careerEndpoints.includes(id))
    return careerCellFor({ t, companyA, teamOfA }, id, authorizationMatrix[id].path, leadId);
  if (companionEndpoints.includes(id))
    return companionCellFor({ t, companyA }, id, kind, authorizationMatrix[id].path, token);
  if (slackEndpoints.includes(id)) return slackCellFor({ t, companyA }, id, authorizationMatrix[id].path);
  if (ssoEndpoints.includes(id)) return ssoCellFor({ t, companyA }, id, authorizationMatrix[id].path);
  if (integrationEndpoints.includes(id))
    return integrationCellFor({ t, companyA, companyB }, id, authorizationMatrix[id].path);
  if (connectionsEndpoints.includes(id))
    return connectionsCellFor({ t, companyA, companyB }, id, kind, authorizationMatrix[id].path, token);
  if (strategyEndpoints.includes(id))
    return strategyCellFor(
      { t, companyA, teamOfA: leadsTeamOfA },
      id,
      authorizationMatrix[id].path,
      leadId,
      token,
    );
  if (valueEndpoints.includes(id))
    return valueCellFor({ t, companyA, teamOfA: leadsTeamOfA }, id, authorizationMatrix[id].path, leadId);
  if (helpEndpoints.includes(id))
    return helpCellFor(
      { t, companyA, teamOfA: leadsTeamOfA },
      id,
      kind,
      authorizationMatrix[id].path,
      leadId,
      token,
    );
  if (focusEndpoints.includes(id)) return focusCellFor(id, token);
  if (oneOnOneEndpoints.includes(id)) return oneOnOneCellFor(id, kind, token);
  if (reviewEndpoints.includes(id)) return reviewCellFor(id, kind, token);
  if (feedbackEndpoints.includes(id)) return feedbackCellFor(id, kind, leadId, token);
  if (goalEndpoints.includes(id)) return goalCellFor(id, leadId);
  if (boardEndpoints.includes(id))
    return boardCellFor(id, leadId, kind === 'teamLead' && token ? token : sharedTokens.teamLead!);
  if (standupEndpoints.includes(id)) return standupCellFor(id, leadId);
  if (wellbeingEndpoints.includes(id)) return wellbeingCellFor(id, kind, leadId, token);
  if (kudosEndpoints.includes(id)) return kudosCellFor(id, token);
  if (id.endsWith('Team') || id.endsWith('Teams') || id.endsWith('TeamMember'))
    return teamCellFor(id, leadId);
  const { path } = authorizationMatrix[id];
  switch (id) {
    case 'signUp':
      return { path, body: { email: uniqueEmail(), password: PASSWORD, fullName: 'Nova Newcomer' } };
    case 'tokenPassword':
      return { path, body: { grantType: 'password', email: account.email, password: PASSWORD } };
    case 'tokenRefresh': {
      const session = await signIn(t, account.email);
      return { path, body: { grantType: 'refresh_token', refreshToken: session.body.refresh_token } };
    }
    case 'createCompany':
      return { path, body: { name: 'Matrix Crew' } };
    case 'markNotificationsRead':
      return { path, body: { all: true } };
    case 'createJoinRequest':
      return { path, body: { companyCode: companyA.company.companyCode } };
    case 'approveJoinRequest':
    case 'rejectJoinRequest': {
      const { requestId } = await requester(t, companyA.company.companyCode, 'Cell Requester');
      return { path: path.replace(':id', requestId), requestId };
    }
    case 'updateProfile':
      return { path, body: { fullName: 'Matrix Surfer' } };
    case 'changePassword':
      return { path, body: { currentPassword: PASSWORD, newPassword: PASSWORD } };
    case 'deleteAccount':
      return { path, body: { password: PASSWORD } };
    case 'revokeOwnSession': {
      const session = await signIn(t, companyA.email);
      return { path: path.replace(':id', decodeJwt(session.body.access_token).sid as string) };
    }
    case 'getPerson':
    case 'changeRole':
    case 'removePerson': {
      const userId = (await member(t, companyA)).session.user.id;
      return {
        path: path.replace(':userId', userId),
        userId,
        body: id === 'changeRole' ? { role: 'member' } : undefined,
      };
    }
    case 'updateCompany':
      return { path, body: { mission: 'Matrix mission' } };
    case 'createValue':
      valueCount += 1;
      return { path, body: { name: `Matrix Value ${valueCount}` } };
    case 'updateValue':
    case 'deleteValue': {
      const valueId = await valueOfA();
      return {
        path: path.replace(':valueId', valueId),
        valueId,
        body: id === 'updateValue' ? { description: 'Changed by the matrix' } : undefined,
      };
    }
    case 'requestPasswordReset':
      return { path, body: { email: account.email } };
    case 'confirmPasswordReset': {
      const person = await signUp(t);
      await t.request('POST', '/api/auth/password-reset', { email: person.email });
      const token = mailedToken(t, person.email, '/reset-password');
      return { path, body: { token, newPassword: 'Fresh1password' } };
    }
    case 'verifyEmail':
      return { path, body: { token: mailedToken(t, (await signUp(t)).email, '/verify-email') } };
    case 'calendarFeed':
    case 'calendarFeedTurnedOff': {
      const owner = await member(t, companyA);
      const made = await t.request<{ url: string }>('POST', '/api/calendar-feed', undefined, {
        token: owner.token,
      });
      expect(made.status).toBe(201);
      if (id === 'calendarFeedTurnedOff')
        expect(
          (await t.request('DELETE', '/api/calendar-feed', undefined, { token: owner.token })).status,
        ).toBe(204);
      return { path: new URL(made.body.url).pathname };
    }
    default:
      return { path };
  }
}

async function requestStatus(requestId: string) {
  const [row] = await t.db
    .select({ status: companyJoinRequests.status })
    .from(companyJoinRequests)
    .where(eq(companyJoinRequests.id, requestId));
  return row?.status;
}

/** The company a person's profile names, and the role their user_roles row of it gives. */
async function membershipOf(userId: string) {
  const [row] = await t.db
    .select({ companyId: profiles.companyId, role: userRoles.role })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

/** The people endpoints' checks beyond the status: whose people a list holds, and who a cell changed. */
async function checkPeopleCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'listPeople' && response.status === 200) {
    const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
    const listed = (response.body as { items: Listed[] }).items;
    expect(listed.length, name).toBeGreaterThan(0);
    for (const person of listed) {
      expect((await membershipOf(person.id))?.companyId, name).toBe(own);
    }
  }
  if (!cell.userId) return;
  const removed = id === 'removePerson' && response.status === 204;
  expect(await membershipOf(cell.userId), name).toEqual(
    removed ? { companyId: null, role: null } : { companyId: companyA.company.id, role: 'member' },
  );
  if (kind === 'otherCompanyAdmin') {
    expect(errorOf(response), name).toEqual({ code: 'not_found', message: peopleMessages.personNotFound });
  }
}

/** The values endpoints' checks beyond the status: whose values a list holds, and what a cell changed. */
async function checkValueCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'listValues' && response.status === 200) {
    const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
    const listed = (response.body as { items: CompanyValue[] }).items;
    expect(listed.length, name).toBeGreaterThan(0);
    for (const value of listed) {
      const [row] = await t.db
        .select({ companyId: companyValues.companyId })
        .from(companyValues)
        .where(eq(companyValues.id, value.id));
      expect(row?.companyId, name).toBe(own);
    }
  }
  if (id === 'getCompany' && response.status === 200) {
    const { company } = response.body as { company: { id: string; companyCode?: string } };
    expect(company.id, name).toBe(kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id);
    // The code is for admins, as on /api/me.
    expect(company.companyCode === undefined, name).toBe(kind === 'member' || kind === 'teamLead');
  }
  if (id === 'regenerateCompanyCode' && response.status === 200) {
    // The next cells ask to join company A with its code: keep it current.
    const { company } = response.body as { company: { id: string; companyCode: string } };
    for (const owner of [companyA, companyB]) {
      if (owner.company.id === company.id)
        owner.company = { ...owner.company, companyCode: company.companyCode };
    }
  }
  if (!cell.valueId) return;
  const [row] = await t.db
    .select({ description: companyValues.description })
    .from(companyValues)
    .where(eq(companyValues.id, cell.valueId));
  if (id === 'deleteValue') expect(row === undefined, name).toBe(response.status === 204);
  if (id === 'updateValue') {
    expect(row?.description ?? null, name).toBe(response.status === 200 ? 'Changed by the matrix' : null);
  }
  if (kind === 'otherCompanyAdmin') {
    expect(errorOf(response), name).toEqual({ code: 'not_found', message: valueMessages.notFound });
  } // Company A may hold 12 values: the cell's value goes, so the next cells find room.
  if (row) await t.request('DELETE', `/api/values/${cell.valueId}`, undefined, { token: companyA.token });
}

/** Checks beyond the status that make a cell's answer mean what the table says. */
async function checkCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  // Slack's command is refused for its signature, not a session: slack-cells.ts checks that answer.
  if (response.status === 401 && !slackEndpoints.includes(id)) {
    expect(errorOf(response), name).toEqual(
      kind === 'anonymous'
        ? { code: 'not_signed_in', message: apiMessages.notSignedIn }
        : { code: 'invalid_token', message: apiMessages.invalidToken },
    );
  }
  if (response.status >= 400) expect(errorOf(response).code, name).toEqual(expect.any(String));
  if (standupEndpoints.includes(id)) await checkStandupCell(id, kind, cell, response);
  if (purposeEndpoints.includes(id)) await checkPurposeCell(id, kind, cell, response);
  if (cell.requestId) {
    // A refused decision leaves the request pending; an accepted one records it.
    const expected =
      response.status !== 200 ? 'pending' : id === 'approveJoinRequest' ? 'approved' : 'rejected';
    expect(await requestStatus(cell.requestId), name).toBe(expected);
    if (kind === 'otherCompanyAdmin') {
      expect(errorOf(response), name).toEqual({
        code: 'not_found',
        message: apiMessages.joinRequestNotFound,
      });
    }
  }
  if (id === 'listJoinRequests' && response.status === 200) {
    const ids = (response.body as JoinRequestForReview[]).map((request) => request.id);
    const companyOf = await t.db
      .select({ id: companyJoinRequests.id, companyId: companyJoinRequests.companyId })
      .from(companyJoinRequests);
    const own = kind === 'admin' ? companyA.company.id : companyB.company.id;
    expect(ids.length, name).toBeGreaterThan(0);
    for (const requestId of ids) {
      expect(companyOf.find((row) => row.id === requestId)?.companyId, name).toBe(own);
    }
  }
  if ((id === 'tokenPassword' || id === 'tokenRefresh') && response.status === 200) {
    expect((response.body as Session).user.id, name).toBe(account.session.user.id);
  }
  await checkPeopleCell(id, kind, cell, response);
  if (id === 'listNotifications' && response.status === 200) {
    // One person's list: every notification it holds belongs to the same person.
    const ids = (response.body as { items: { id: string }[] }).items.map((item) => item.id);
    if (ids.length > 0) {
      const owners = await t.db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(inArray(notifications.id, ids));
      expect(owners, name).toHaveLength(1);
    }
    // A member's own: their approval and the notice of the pulse open when they joined.
    if (kind === 'member') expect(ids, name).toHaveLength(2);
  }
  await checkTeamCell(id, kind, cell, response);
  await checkKudosCell(id, kind, cell, response);
  if (cell.markedNote) await checkMoodCell(id, kind, cell, response);
  await checkPulseCell(id, kind, cell, response);
  await checkReaderCell(id, kind, cell, response);
  if (id === 'listReviews' && response.status === 200) {
    // The caller's own company's 360s only.
    const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
    const ids = (response.body as { items: Review[] }).items.map((item) => item.id);
    const seen = ids.length
      ? await t.db
          .selectDistinct({ companyId: reviews.companyId })
          .from(reviews)
          .where(inArray(reviews.id, ids))
      : [];
    for (const row of seen) expect(row.companyId, `${id} × ${kind}`).toBe(own);
  }
  checkFeedbackCell(id, kind, cell, response);
  if (valuesEndpoints.includes(id)) await checkValuesCell(id, kind, cell, response);
}

/**
 * Signing an admin out everywhere, or changing their password, also ends the sessions the other cells
 * use: sign them in again.
 */
async function renewAdminSessions(id: EndpointId, kind: CallerKind) {
  if (id !== 'logoutAll' && id !== 'changePassword') return;
  if (kind === 'admin') {
    companyA = { ...companyA, token: (await signIn(t, companyA.email)).body.access_token };
    sharedTokens.admin = companyA.token;
  }
  if (kind === 'otherCompanyAdmin') {
    companyB = { ...companyB, token: (await signIn(t, companyB.email)).body.access_token };
    sharedTokens.otherCompanyAdmin = companyB.token;
  }
}

/** Whether `userId` is a current member of `teamId`. */
async function inTeam(teamId: string, userId: string) {
  const rows = await t.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  return rows.length === 1;
}

/** The team endpoints' checks beyond the status: whose teams a list holds, and whom a refused call spared. */
async function checkTeamCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if (id === 'listTeams' && response.status === 200) {
    const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
    const companyOf = await t.db.select({ id: teams.id, companyId: teams.companyId }).from(teams);
    const listed = (response.body as { items: { id: string }[] }).items;
    expect(listed.length, name).toBeGreaterThan(0);
    for (const team of listed) {
      expect(companyOf.find((row) => row.id === team.id)?.companyId, name).toBe(own);
    }
  }
  if (cell.teamId && kind === 'otherCompanyAdmin') {
    expect(errorOf(response), name).toEqual({ code: 'not_found', message: teamMessages.teamNotFound });
  }
  if (cell.teamId && cell.teamMemberId) {
    const changed = response.status < 300;
    const member = await inTeam(cell.teamId, cell.teamMemberId);
    expect(member, name).toBe(id === 'addTeamMember' ? changed : !changed);
  }
  await checkValueCell(id, kind, cell, response);
  await checkGoalCell(id, kind, cell, response);
}

/** The goal endpoints' checks beyond the status: whose goals a list holds, and what a cell changed. */
async function checkGoalCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  if ((id === 'listGoals' || id === 'goalTree') && response.status === 200) {
    const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
    const companyOf = await t.db.select({ id: goals.id, companyId: goals.companyId }).from(goals);
    const listed = (response.body as { items: { id: string }[] }).items;
    expect(listed.length, name).toBeGreaterThan(0);
    for (const goal of listed) {
      expect(companyOf.find((row) => row.id === goal.id)?.companyId, name).toBe(own);
    }
  }
  if (!cell.goalId) return;
  if (kind === 'otherCompanyAdmin') {
    expect(errorOf(response), name).toEqual({ code: 'not_found', message: goalMessages.goalNotFound });
  }
  const [row] = await t.db
    .select({ title: goals.title, lastCheckInStatus: goals.lastCheckInStatus })
    .from(goals)
    .where(eq(goals.id, cell.goalId));
  const changed = response.status < 300;
  if (id === 'deleteGoal') expect(row === undefined, name).toBe(changed);
  if (id === 'updateGoal') expect(row?.title, name).toBe(changed ? 'Changed by the matrix' : 'Matrix goal');
  if (id === 'createCheckIn') expect(row?.lastCheckInStatus ?? null, name).toBe(changed ? 'on_track' : null);
}

/** The company each id belongs to, for the lists' checks. */
async function companiesOf(table: typeof kudos | typeof companyValues | typeof teams, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await t.db
    .selectDistinct({ companyId: table.companyId })
    .from(table)
    .where(inArray(table.id, ids));
  return rows.map((row) => row.companyId);
}

/** The kudos endpoints' checks beyond the status: whose posts, values and teams, and what a cell changed. */
async function checkKudosCell(id: EndpointId, kind: CallerKind, cell: Cell, response: ApiResponse) {
  const name = `${id} × ${kind}`;
  const own = kind === 'otherCompanyAdmin' ? companyB.company.id : companyA.company.id;
  if (response.status === 200 && (id === 'listKudos' || id === 'valuesWall' || id === 'cultureMetrics')) {
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    const body = response.body as { items: FeedPost[] | ValueOnWall[] } & CultureMetrics;
    const seen =
      id === 'listKudos'
        ? await companiesOf(kudos, ids(body.items))
        : id === 'valuesWall'
          ? await companiesOf(companyValues, ids(body.items))
          : await companiesOf(teams, ids(body.teams));
    // Every company has kudos, values and teams; a plain member's metrics show no team.
    expect(seen, name).toEqual(id === 'cultureMetrics' && kind === 'member' ? [] : [own]);
  }
  if (cell.kudosRecipientId) {
    const received = await t.db
      .select({ kudosId: kudosRecipients.kudosId })
      .from(kudosRecipients)
      .where(eq(kudosRecipients.userId, cell.kudosRecipientId));
    expect(received.length, name).toBe(response.status === 201 ? 1 : 0);
    if (kind === 'otherCompanyAdmin') {
      expect(errorOf(response), name).toEqual({ code: 'not_found', message: cultureMessages.valueNotFound });
    }
  }
  if (!cell.kudosId) return;
  if (kind === 'otherCompanyAdmin') {
    expect(errorOf(response), name).toEqual({ code: 'not_found', message: cultureMessages.kudosNotFound });
  }
  const [post] = await t.db.select({ id: kudos.id }).from(kudos).where(eq(kudos.id, cell.kudosId));
  if (id === 'deleteKudos') expect(post === undefined, name).toBe(response.status === 204);
  else expect(post, name).toBeDefined();
  const reactions = await t.db.select().from(kudosReactions).where(eq(kudosReactions.kudosId, cell.kudosId));
  if (id === 'addReaction') expect(reactions.length, name).toBe(response.status === 200 ? 1 : 0);
  if (id === 'removeReaction') {
    // Exactly the callers who could react could take it back: no one else had a reaction there.
    expect(cell.reactedBefore, name).toBe(response.status === 200);
    expect(reactions, name).toEqual([]);
  }
  if (response.status === 200) {
    const answered = (response.body as { reactions: ReactionSummary[] }).reactions;
    expect(answered, name).toEqual(
      id === 'addReaction' ? [{ emoji: 'clap', count: 1, reacted: true, names: [expect.any(String)] }] : [],
    );
  }
}

/**
 * Each company has a team, a value, a company goal and kudos before the first cell: every list the
 * cells read then holds the caller's company's objects, and would hold the other's if it leaked.
 */
async function seedListedObjects(memberOfBId: string) {
  kudosValueId = await valueOfA();
  const valueOfB = await t.request<{ value: CompanyValue }>(
    'POST',
    '/api/values',
    { name: 'B Value' },
    { token: companyB.token },
  );
  expect(valueOfB.status).toBe(201);
  for (const owner of [companyA, companyB]) {
    const team = await t.request('POST', '/api/teams', { name: teamName() }, { token: owner.token });
    expect(team.status).toBe(201);
    const goal = await t.request('POST', '/api/goals', goalBody('company'), { token: owner.token });
    expect(goal.status, JSON.stringify(goal.body)).toBe(201);
  }
  const thanks = { recipientIds: [memberOfBId], message: 'B kudos', valueId: valueOfB.body.value.id };
  expect((await t.request('POST', '/api/kudos', thanks, { token: companyB.token })).status).toBe(201);
}

beforeAll(async () => {
  companyA = await admin(t, 'Company A');
  companyB = await admin(t, 'Company B');
  account = await signUp(t);
  sharedTokens.anonymous = undefined;
  sharedTokens.noCompany = (await signUp(t)).token;
  sharedTokens.pendingRequester = (await requester(t, companyA.company.companyCode)).token;
  sharedTokens.member = (await member(t, companyA)).token;
  const lead = await member(t, companyA);
  sharedTokens.teamLead = lead.token;
  sharedLeadId = lead.session.user.id;
  sharedTokens.admin = companyA.token;
  sharedTokens.otherCompanyAdmin = companyB.token;
  Object.assign(sharedTokens, await badTokens());
  // Both companies have pending requests, so the lists below have something to leak.
  await requester(t, companyB.company.companyCode, 'B Requester');
  // Neither admin is then a last admin alone in their company, who could leave it.
  const memberOfB = await member(t, companyB);
  await seedListedObjects(memberOfB.session.user.id);
  // Each company has answered a closed period of its own: the readers have a period to show, or leak.
  for (const [owner, weeksAgo] of [
    [companyA, 1],
    [companyB, 2],
  ] as const) {
    const period = await insertPeriod(t.db, { companyId: owner.company.id, ...week(weeksAgo) });
    await insertAnswers(t.db, period, 3);
    closedPeriods.set(owner.company.id, period.startsOn);
  }
  // The pulse's job publishes them: readers show sealed periods only.
  await sealClosedPeriods(t.db);
});

describe('the authorization matrix', () => {
  it(`is complete: ${endpointIds.length} endpoints × ${callerKinds.length} callers = ${matrixSize} cells`, () => {
    expect(matrixSize).toBe(3504);
    for (const id of endpointIds) {
      expect(Object.keys(authorizationMatrix[id].expected).sort(), id).toEqual([...callerKinds].sort());
    }
  });

  it('has a row for every contract endpoint, or names it as left out with why', () => {
    const called = new Set(endpointIds.map((id) => authorizationMatrix[id].endpoint));
    const leftOut = Object.keys(notInMatrix);
    for (const name of leftOut) expect(called.has(name as EndpointName), `${name} has a row`).toBe(false);
    expect([...called, ...leftOut].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('has a row for every API route the app registers, and no row for a route it does not', () => {
    const rows = endpointIds.map((id) => {
      const { method, path } = authorizationMatrix[id];
      return `${method} ${path.replace(/\?.*$/, '')}`;
    });
    expect([...new Set(rows)].sort()).toEqual(registeredApiRoutes(t.app).sort());
  });

  it('gives every caller of every endpoint the status the table says', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const id of endpointIds) {
      const endpoint = authorizationMatrix[id];
      for (const kind of callerKinds) {
        const { token, leadId } = await callerFor(kind, endpoint.changesState);
        const cell = await cellFor(id, kind, leadId, token);
        // A parameter the contract renamed would be sent as is: say so rather than test a wrong path.
        expect(cell.path, `${id} × ${kind}`).not.toMatch(/[/=]:/);
        const response = await t.request(endpoint.method, cell.path, cell.body, {
          ...(token ? { token } : {}),
          raw: cell.raw,
          headers: cell.headers,
        });
        cells += 1;
        if (response.status !== endpoint.expected[kind]) {
          mismatches.push(
            `${endpoint.method} ${endpoint.path} as ${kind}: ${response.status} (expected ${endpoint.expected[kind]}) ${JSON.stringify(response.body)}`,
          );
          continue;
        }
        await checkCell(id, kind, cell, response);
        await checkTodayCell(id, kind, response);
        await checkGrowthCell(t, id, kind, response.body);
        await checkLibraryJournalCell(t, id, kind, response);
        await checkCareerCell(t, id, kind, cell, response, companyA.company.id);
        await checkStrategyCell(t, id, kind, response);
        await checkConnectionsCell(t, id, kind, response);
        await checkCompanionCell(t, id, kind, response);
        await checkSlackCell(t, id, kind, response);
        await checkSsoCell({ t, companyA }, id, kind, response);
        await checkIntegrationCell(t, id, kind, response);
        await checkPropositionCell(t, id, kind, response);
        await checkHelpCell(t, id, kind, response);
        await renewAdminSessions(id, kind);
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(matrixSize);
    // Hundreds of cells, most with fresh people and objects: more than the default test's time.
  }, 300_000);
});

describe('tenant isolation', () => {
  function decide(token: string, id: string, action: 'approve' | 'reject') {
    return t.request('POST', `/api/join-requests/${id}/${action}`, undefined, { token });
  }

  it('answers another company’s requests, in every state, exactly like a request that does not exist', async () => {
    const owner = await admin(t, 'Home Crew');
    const stranger = await admin(t, 'Stranger Crew');
    const pending = await requester(t, owner.company.companyCode);
    const approved = await requester(t, owner.company.companyCode);
    const rejected = await requester(t, owner.company.companyCode);
    expect((await decide(owner.token, approved.requestId, 'approve')).status).toBe(200);
    expect((await decide(owner.token, rejected.requestId, 'reject')).status).toBe(200);

    const missing = await decide(stranger.token, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(missing.status).toBe(404);
    for (const request of [pending, approved, rejected]) {
      for (const action of ['approve', 'reject'] as const) {
        const response = await decide(stranger.token, request.requestId, action);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(missing.body);
      }
    }
    expect(await requestStatus(pending.requestId)).toBe('pending');
    expect(await requestStatus(approved.requestId)).toBe('approved');
    expect(await requestStatus(rejected.requestId)).toBe('rejected');
  });

  it('never lists a foreign id: two companies with requests in every state', async () => {
    const companies = [await admin(t, 'North Crew'), await admin(t, 'South Crew')];
    const idsOf = new Map<string, Record<string, string[]>>();
    for (const owner of companies) {
      const ids: Record<string, string[]> = { pending: [], approved: [], rejected: [] };
      for (let i = 0; i < 3; i++) {
        const person = await requester(t, owner.company.companyCode);
        ids.pending!.push(person.requestId);
      }
      // The same person asks both companies: their requests must still be listed apart.
      const both = await requester(t, owner.company.companyCode);
      const other = companies.find((c) => c !== owner)!;
      const cross = await requestToJoin(t, both.token, other.company.companyCode);
      expect(cross.status).toBe(201);
      ids.pending!.push(both.requestId);
      const toApprove = await requester(t, owner.company.companyCode);
      const toReject = await requester(t, owner.company.companyCode);
      expect((await decide(owner.token, toApprove.requestId, 'approve')).status).toBe(200);
      expect((await decide(owner.token, toReject.requestId, 'reject')).status).toBe(200);
      ids.approved!.push(toApprove.requestId);
      ids.rejected!.push(toReject.requestId);
      idsOf.set(owner.company.id, ids);
    }
    // The cross requests were made after each company's own list was taken: add them now.
    for (const owner of companies) {
      const rows = await t.db
        .select({ id: companyJoinRequests.id, status: companyJoinRequests.status })
        .from(companyJoinRequests)
        .where(eq(companyJoinRequests.companyId, owner.company.id));
      const ids = idsOf.get(owner.company.id)!;
      for (const status of ['pending', 'approved', 'rejected'] as const) {
        ids[status] = rows.filter((row) => row.status === status).map((row) => row.id);
      }
    }

    for (const owner of companies) {
      const foreign = companies
        .filter((c) => c !== owner)
        .flatMap((c) => Object.values(idsOf.get(c.company.id)!).flat());
      expect(foreign.length).toBeGreaterThan(0);
      for (const status of ['pending', 'approved', 'rejected'] as const) {
        const response = await t.request<JoinRequestForReview[]>(
          'GET',
          `/api/join-requests?status=${status}`,
          undefined,
          { token: owner.token },
        );
        expect(response.status).toBe(200);
        const listed = response.body.map((request) => request.id);
        for (const id of listed) expect(foreign, `${status} list of ${owner.company.name}`).not.toContain(id);
        expect(listed.length, status).toBeGreaterThan(0);
        // Pending requests of people who joined elsewhere meanwhile are left out, nothing else.
        for (const id of listed) expect(idsOf.get(owner.company.id)![status]).toContain(id);
      }
    }
  });

  it('shows a person only their own join requests on /api/me', async () => {
    const owner = await admin(t, 'Mine Crew');
    const kai = await requester(t, owner.company.companyCode, 'Kai');
    const rae = await requester(t, owner.company.companyCode, 'Rae');
    const response = await t.request<{ joinRequests: { id: string }[] }>('GET', '/api/me', undefined, {
      token: kai.token,
    });
    expect(response.body.joinRequests.map((request) => request.id)).toEqual([kai.requestId]);
    expect(JSON.stringify(response.body)).not.toContain(rae.requestId);
  });
});
