/**
 * Who may call what: every API endpoint against every kind of caller, and the status each must get.
 * A security reviewer reads this table; src/server/security/authorization-matrix.test.ts walks every
 * cell against the real app, so a change in who may do what fails a test until this table says so too.
 * Each row takes its method and path from the contract (src/shared/contract/endpoints.ts) by its name,
 * and the test fails on a contract endpoint with no row that `notInMatrix` does not name.
 *
 * The setting of every cell: company A has an admin, a member and a pending requester; company B has
 * its own admin ("admin of another company"). The objects the endpoints act on belong to company A:
 * POST /api/join-requests asks to join A, approve and reject decide a fresh pending request to A, and
 * the people endpoints act on a fresh member of A. Company B also has a member, so that neither admin
 * is a last admin who may leave alone. The team endpoints act on a fresh open team of A, led by the
 * teamLead caller; `:userId` of a team's member is a fresh member of A in that team. The account
 * endpoints act on the caller's own account; DELETE /api/me/sessions/:id names a fresh session of
 * admin A. The value endpoints act on a fresh value of A.
 * The goal endpoints act on a fresh company-visible team goal of A, owned by admin A, of a fresh team
 * led by the teamLead caller: its lead edits it and checks in, a plain member only reads it.
 * The kudos endpoints act on fresh kudos of A, from a fresh member of A to admin A, with a value of A;
 * new kudos go to a fresh member of A with that value.
 * The check-in endpoints act on the caller's own check-ins (`:day` is today, UTC); admin A has one of
 * that day in every cell, which no other caller may read or change. The pulse endpoints act on the
 * period open now of the caller's own company; their readers on the closed periods of the caller's
 * own company (company A has one of last week, company B one of the week before, both with answers),
 * and the results on a fresh team of A led by the teamLead caller.
 * The 1:1 endpoints act on a fresh 1:1 of company A between a fresh member of A and the caller when
 * the caller is the member or the teamLead, and between two fresh members of A for anyone else: an
 * admin of A is not one of the two and is answered 404, as another company's admin (decision 037).
 * Accept and decline act on a fresh proposal to the caller; the notes on the 1:1's next meeting.
 * The calendar-link endpoints act on the caller's own link; the feed (`:file`) is a fresh member of A's
 * link, live or turned off.
 * The 360 endpoints act on a fresh 360 of company A about the caller when the caller is the member or
 * the teamLead (agree: started by a fresh lead of theirs; results: closed), and about a fresh member
 * for anyone else: an admin of A is answered 404, as another company's admin. Answering acts on a
 * fresh member's 360 that asks the caller as a peer when the caller is the member or the teamLead.
 * Declining acts on a fresh lead's 360 about the caller, as agreeing does.
 * Starting one picks a fresh member of A as a peer. GET /api/people/:userId reads a fresh member of A.
 * The feedback rows act on fresh leads-only feedback of company A, written by a fresh member of A:
 * about the caller for the received list and the recipient's delete; about a fresh member of a fresh
 * team led by the teamLead caller for the leads' list (only that lead may read its text, which the
 * test looks for in every answer); by the caller, when a member or the teamLead, for the author's
 * delete (else by a fresh member, so an admin is not its author). New feedback and requests go to a
 * fresh member of A; the requests list holds a fresh request to the caller.
 * A goal's 1:1 action items are read on the goal endpoints' fresh goal.
 * Today's endpoints act on the caller's own day; a fresh member of A has an item on theirs, which no
 * other caller reads (the test looks for its text in every answer) or changes: the item endpoints act
 * on that item, and their "own" variants on a fresh item of the caller. `:day` of a close is today.
 * The board endpoints act on the board of a fresh team of A led by the teamLead caller (decision 038,
 * level 4): its columns and a card its lead made. A member of another team and admin A are refused
 * (403): the board is the team's; company B's admin does not find the team (404).
 * Focus blocks and habits (level 1): the lists, new ones and copying a week act on the caller's own
 * (copying, a week whose week before has a block the cell plans for the caller); every endpoint
 * naming a block or a habit acts on a fresh member of A's, which no other caller, admin A included,
 * reaches: 404, as one that does not exist.
 * The standup endpoints act on a fresh team of A led by the teamLead caller, with a live standup on
 * every day of the week; the member and admin A are not in it.
 * The library endpoints act on the caller's company's library: update, delete and save on a fresh
 * resource added by a fresh member of A (the "own" update on one the caller added). The journal
 * endpoints naming an entry act on a fresh member of A's entry, which no other caller, admin A
 * included, reaches (404); their "own" variants on the caller's own entry.
 * The growth plan (decision 040, level 3): the lists and new items act on the caller's own; the item
 * endpoints on a fresh member of A's item (404 for everyone), their "own" variants and "Put on next
 * 1:1" on a fresh item of the caller's (onto their active 1:1 with a fresh member of their company).
 * A person's plan is a fresh member of A in a fresh team led by the teamLead caller. The tips act on
 * a fresh competency of A, this week; the teamLead caller leads a team, the member none.
 * The purpose endpoints write the purpose of a fresh team of A led by the teamLead caller. The
 * contribution log is read as the caller's own, and as a fresh member of A's in a fresh team led by
 * the teamLead caller (`:userId`); entries are deleted as a fresh member of A's, or the caller's own,
 * and hidden as the caller's own.
 * Values in practice reads the caller's own company's periods, and a team's figures on a fresh team of
 * A led by the teamLead caller; an answer scores every value of the caller's company (one is made for
 * a company that has none).
 * The career endpoints (decision 040, slice 1) act on a fresh track of A with two levels and two
 * competencies; a person's endpoints on a fresh member of A in a fresh team led by the teamLead
 * caller, placed on that track. The caller's own level, sharing and path act on the caller.
 * The strategy page (decision 041) is the caller's own company's: an edit names its version now. New
 * records name admin A as their Approver (another company's admin is answered 400: the people of a
 * record are of its company); a team record is of a fresh team of A led by the teamLead caller. The
 * record endpoints act on a fresh team record of such a team written by admin A, the teamLead caller
 * its Contributor (its Approver for the decision), and the company variant on a company record of A.
 * The idea endpoints act on a fresh SWOT of such a team started by admin A; new ideas are of that team.
 * Connections (decision 041, slice 3): see tests/security/connections-cells.ts.
 * The value propositions' endpoints (decision 041, slice 2) act on a fresh team canvas, persona or
 * table written by admin A, of one team of A that every teamLead caller is in (the first leads it, the
 * next join it as members); the company variant on a company canvas of A. New ones are the caller's
 * company's, or of that team.
 * Ask for help (decision 041, slice 3) acts on a fresh request of A asked by a member of A who is not
 * the caller, its "own" variants on one the caller asked. The answer endpoints act on that member's
 * answer to their fresh request; their "own" variants on the caller's answer to it (another company's
 * admin, on their answer to a request of their own company). The ritual endpoints act on a fresh team of
 * A led by the teamLead caller (`?team=` for its list) and a fresh retro of it; the "my" list on the
 * caller's own teams.
 * The companion (decision 044): see tests/security/companion-cells.ts.
 * Slack's command and a person's Slack link (decision 047): see tests/security/slack-cells.ts.
 * Single sign-on (decision 047): see tests/security/sso-cells.ts.
 * The Integrations settings (decision 047): see tests/security/integration-cells.ts.
 */

import type { Endpoint } from '../../src/shared/contract/endpoint';
import { type EndpointName, endpoints } from '../../src/shared/contract/endpoints';

export const callerKinds = [
  /** No Authorization header. */
  'anonymous',
  /** `Bearer garbage`: not a JWT at all. */
  'garbageToken',
  /** A well-signed token of a live session whose exp has passed. */
  'expiredToken',
  /** A real token whose payload was changed (sub set to another person), signature kept. */
  'tamperedToken',
  /** A real token's claims under `{"alg":"none"}` and no signature. */
  'algNoneToken',
  /** The claims of a live session, signed with a secret that is not the server's. */
  'otherSecretToken',
  /** Signed in, no company, no join request. */
  'noCompany',
  /** Signed in, no company, a pending request to join company A. */
  'pendingRequester',
  /** Member of company A. */
  'member',
  /** Member of company A, not admin, who leads the team the team endpoints act on (`:teamId`). */
  'teamLead',
  /** Admin of company A. */
  'admin',
  /** Admin of company B. */
  'otherCompanyAdmin',
] as const;
export type CallerKind = (typeof callerKinds)[number];

export const endpointIds = [
  'health',
  'openApi',
  'signUp',
  'tokenPassword',
  'tokenRefresh',
  'logout',
  'me',
  'createCompany',
  'createJoinRequest',
  'listJoinRequests',
  'approveJoinRequest',
  'rejectJoinRequest',
  'listPeople',
  'getPerson',
  'changeRole',
  'removePerson',
  'leaveCompany',
  'listTeams',
  'createTeam',
  'getTeam',
  'updateTeam',
  'archiveTeam',
  'addTeamMember',
  'removeTeamMember',
  'joinTeam',
  'leaveTeam',
  'logoutAll',
  'updateProfile',
  'changePassword',
  'listSessions',
  'revokeOwnSession',
  'exportData',
  'deleteAccount',
  'listNotifications',
  'markNotificationsRead',
  'getCompany',
  'updateCompany',
  'regenerateCompanyCode',
  'listValues',
  'createValue',
  'updateValue',
  'deleteValue',
  'requestPasswordReset',
  'confirmPasswordReset',
  'verifyEmail',
  'resendVerificationEmail',
  'listGoals',
  'createGoal',
  'goalTree',
  'getGoal',
  'updateGoal',
  'deleteGoal',
  'listCheckIns',
  'createCheckIn',
  'listKeyResultHistory',
  'createKudos',
  'deleteKudos',
  'addReaction',
  'removeReaction',
  // After the writes above, so that company A's feed holds posts that company B must not see.
  'listKudos',
  'valuesWall',
  'cultureMetrics',
  'putMood',
  'deleteMood',
  'listMood',
  'pulseStatus',
  'answerPulse',
  'updatePulseSettings',
  'pulseResults',
  'stressOverview',
  'insights',
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
  'getCalendarFeed',
  'createCalendarFeed',
  'deleteCalendarFeed',
  'calendarFeed',
  'calendarFeedTurnedOff',
  // 360s and the communication style (decision 037, slice 5).
  'listReviews',
  'startReview',
  'agreeReview',
  'declineReview',
  'answerReview',
  'reviewResults',
  'getStyle',
  'putStyle',
  'listFeedback',
  'listFeedbackForLeads',
  'giveFeedback',
  'deleteFeedback',
  'deleteFeedbackAsRecipient',
  'listFeedbackRequests',
  'askFeedback',
  'listGoalActionItems',
  // Today (decision 038, slice 1): level 1, the person's own.
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
  'getMyFigures',
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
  // Async standups (decision 038, slice 2).
  'listStandups',
  'putStandup',
  'getStandupDay',
  'answerStandup',
  'standupParticipation',
  // The growth plan and the weekly tips (decision 040, slice 2).
  'getGrowthPlan',
  'getGrowthChoices',
  'getPersonGrowthPlan',
  'createGrowthItem',
  'updateGrowthItem',
  'updateOwnGrowthItem',
  'deleteGrowthItem',
  'deleteOwnGrowthItem',
  'putGrowthItemOnAgenda',
  'listLearningTips',
  'putLearningTip',
  'deleteLearningTip',
  // Purpose & Alignment (decision 040, slice 3): the purpose map and the contribution log.
  'getPurposeMap',
  'putTeamPurpose',
  'listContributions',
  'listContributionsOfLed',
  'listContributionPeople',
  'createContribution',
  'deleteContribution',
  'deleteOwnContribution',
  'hideContribution',
  // Values in practice (decision 040, slice 4): level 5, an anonymous aggregate.
  'getValuesInPractice',
  'getValuesInPracticeForTeam',
  'answerValuesInPractice',
  // Career tracks, places and skill ratings (decision 040, slice 1).
  'listTracks',
  'createTrack',
  'getTrack',
  'updateTrack',
  'deleteTrack',
  'createLevel',
  'updateLevel',
  'deleteLevel',
  'createCompetency',
  'updateCompetency',
  'deleteCompetency',
  'putExpectation',
  'getMyLevel',
  'shareMyRatings',
  'getCareerPath',
  'listCareerPeople',
  'getCareerPerson',
  'putCareerPosition',
  'deleteCareerPosition',
  'putSkillRating',
  // The resource library and the reflection journal (decision 040, slice 2).
  'listResources',
  'listResourceCompetencies',
  'createResource',
  'updateResource',
  'updateOwnResource',
  'deleteResource',
  'saveResource',
  'getJournalPrompt',
  'listJournalEntries',
  'createJournalEntry',
  'updateJournalEntry',
  'updateOwnJournalEntry',
  'deleteJournalEntry',
  'deleteOwnJournalEntry',
  // The strategy page and decision records (decision 041, slice 1).
  'getStrategy',
  'putStrategy',
  'listDecisions',
  'createDecision',
  'createTeamDecision',
  'getDecision',
  'getCompanyDecision',
  'updateDecision',
  'decideDecision',
  'listDocumentVersions',
  'compareDocumentVersions',
  // Idea tools (decision 041).
  'listIdeas',
  'createIdea',
  'getIdea',
  'updateIdea',
  'deleteIdea',
  // Connections (decision 041, slice 3).
  'getConnections',
  'putConnectionSettings',
  'addConnectionBlock',
  'removeConnectionBlock',
  'removeOwnConnectionBlock',
  'answerConnection',
  'getConnectionMap',
  // Crafting Value Propositions (decision 041, slice 2).
  'listCanvases',
  'createCanvas',
  'createTeamCanvas',
  'getCanvas',
  'getCompanyCanvas',
  'updateCanvas',
  'deleteCanvas',
  'getCanvasPitch',
  'getCanvasPitchMarkdown',
  'listPersonas',
  'createPersona',
  'getPersona',
  'updatePersona',
  'deletePersona',
  'listTables',
  'createTable',
  'getTable',
  'updateTable',
  'deleteTable',
  // Ask for help, offered skills and rituals (decision 041, slice 3).
  'listHelpRequests',
  'createHelpRequest',
  'getHelpRequest',
  'answerHelpRequest',
  'updateHelpAnswer',
  'updateOwnHelpAnswer',
  'deleteHelpAnswer',
  'deleteOwnHelpAnswer',
  'solveHelpRequest',
  'solveOwnHelpRequest',
  'deleteHelpRequest',
  'deleteOwnHelpRequest',
  'getHelpSkills',
  'putHelpSkills',
  'listRituals',
  'listMyRituals',
  'createRitual',
  'updateRitual',
  'reviewRitual',
  'deleteRitual',
  // The companion's nudges (decision 044).
  'getCompanion',
  'dismissNudge',
  'putMutedKinds',
  // The companion's model (decision 046).
  'askSurfer',
  'briefOneOnOne',
  'draftText',
  'getCompanionModel',
  'putCompanionModel',
  // Slack's /kudos command and a person's Slack link (decision 047).
  'getSlackLink',
  'createSlackLinkCode',
  'unlinkSlack',
  'slackCommand',
  'slackCommandUnsigned',
  // Single sign-on (decision 047).
  'lookupSso',
  'startSso',
  'ssoCallback',
  'tokenSsoCode',
  'getSsoConnection',
  'putSsoConnection',
  'deleteSsoConnection',
  'listIntegrations',
  'createIntegration',
  'updateIntegration',
  'deleteIntegration',
  'rotateWebhookSecret',
  'listDeliveries',
  'replayDelivery',
] as const;
export type EndpointId = (typeof endpointIds)[number];

/** A row as written here: who gets what. Its method and path are the contract's. */
interface RowBase {
  /**
   * Added to the contract's path. `:teamId` in it, as in the path, stands for the cell's team.
   */
  query?: string;
  /** What the body carries, in words (the test builds it). */
  body?: string;
  /** True when a call changes state, so each cell gets fresh callers and objects. */
  changesState: boolean;
  expected: Record<CallerKind, number>;
}

/**
 * A row is named after its contract endpoint; a second row of one endpoint (another grant, another
 * scope) has a name of its own and says which endpoint it calls.
 */
type Row<Id extends EndpointId> = Id extends EndpointName
  ? RowBase & { variantOf?: never }
  : RowBase & { variantOf: EndpointName };

export interface MatrixEndpoint extends RowBase {
  /** The contract endpoint the row calls. */
  endpoint: EndpointName;
  method: Endpoint['method'];
  /**
   * The contract's path, and the row's query. `:id` stands for a fresh pending join request to
   * company A, `:userId` for a fresh member of A, `:teamId` for a fresh open team of A led by the
   * teamLead caller, `:goalId` for a fresh team goal of such a team, `:kudosId` for fresh kudos of A
   * (`:emoji` is clap), `:day` for today (UTC).
   */
  path: string;
}

/**
 * Contract endpoints the matrix leaves out on purpose, each with why. Every other endpoint has a row:
 * the test fails on an endpoint that has neither.
 */
export const notInMatrix: Partial<Record<EndpointName, string>> = {};

/** Tokens that are not a live session's, and no token at all: the same answer everywhere. */
const unauthenticated = {
  anonymous: 401,
  garbageToken: 401,
  expiredToken: 401,
  tamperedToken: 401,
  algNoneToken: 401,
  otherSecretToken: 401,
} as const;

/** Endpoints anyone may call: the Authorization header, good or bad, plays no part. */
function everyone(status: number): Record<CallerKind, number> {
  return Object.fromEntries(callerKinds.map((kind) => [kind, status])) as Record<CallerKind, number>;
}

/** A goal endpoint's row: the company's members may call it, no one else; another company's goal is not found. */
function goalRow(
  statuses: Pick<Record<CallerKind, number>, 'member' | 'teamLead' | 'admin' | 'otherCompanyAdmin'>,
): Record<CallerKind, number> {
  return { ...unauthenticated, noCompany: 403, pendingRequester: 403, ...statuses };
}

/** A recognition endpoint's row: the company's members may call it, as a goal endpoint. */
const kudosRow = goalRow;

/** A pulse endpoint's row: the company's members may call it, as a goal endpoint. */
const pulseRow = goalRow;

/** A 1:1 endpoint's row: the two people alone; an admin of A, not one of them, is answered 404. */
function oneOnOneRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: status, teamLead: status, admin: 404, otherCompanyAdmin: 404 });
}

/** A feedback endpoint's row: the company's members may call it; `status` for A's, `other` for B's admin. */
function feedbackRow(status: number, other = status): Record<CallerKind, number> {
  return goalRow({ member: status, teamLead: status, admin: status, otherCompanyAdmin: other });
}

/** A board endpoint's row: the team's lead (a member of it) gets `status`; nobody outside the team reads it. */
function boardRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: 403, teamLead: status, admin: 403, otherCompanyAdmin: 404 });
}

/** A focus block's or habit's row (level 1): a member of a company acts on their own; on another's, 404. */
function ownRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: status, teamLead: status, admin: status, otherCompanyAdmin: status });
}

/** A team document of value propositions: its lead and admins get `status`; anyone else finds none. */
function valueTeamRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: 404, teamLead: status, admin: status, otherCompanyAdmin: 404 });
}

/**
 * A standup endpoint's row (decision 038): the team's members alone, `status` for its lead; a member
 * of A outside the team and admin A (not in it) are 403, another company's admin 404.
 */
function standupRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: 403, teamLead: status, admin: 403, otherCompanyAdmin: 404 });
}

/** A career track's write (decision 040): admins of its company alone; another company's admin finds no track. */
function careerAdminRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: 403, teamLead: 403, admin: status, otherCompanyAdmin: 404 });
}

/** A person's level and ratings (level 3): their lead alone; anyone else finds no one (404), admin A included. */
function careerLeadRow(status: number): Record<CallerKind, number> {
  return goalRow({ member: 404, teamLead: status, admin: 404, otherCompanyAdmin: 404 });
}

/** Every signed-in caller, with a company or without, gets `status`: the endpoint is about themself. */
function signedIn(status: number): Record<CallerKind, number> {
  const statuses = { noCompany: status, pendingRequester: status, member: status, teamLead: status };
  return { ...unauthenticated, ...statuses, admin: status, otherCompanyAdmin: status };
}

const rows: { [Id in EndpointId]: Row<Id> } = {
  health: { changesState: false, expected: everyone(200) },
  openApi: { changesState: false, expected: everyone(200) },
  signUp: {
    body: 'a new email, a valid password and a name',
    changesState: true,
    expected: everyone(201),
  },
  tokenPassword: {
    variantOf: 'token',
    body: 'grantType password with an existing account’s email and password',
    changesState: true,
    expected: everyone(200),
  },
  tokenRefresh: {
    variantOf: 'token',
    body: 'grantType refresh_token with a fresh session’s refresh token',
    changesState: true,
    expected: everyone(200),
  },
  logout: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 204,
      pendingRequester: 204,
      member: 204,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 204,
    },
  },
  me: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  createCompany: {
    body: 'a company name',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 201,
      // A pending request is not membership: the requester may still found a company.
      pendingRequester: 201,
      member: 409,
      teamLead: 409,
      admin: 409,
      otherCompanyAdmin: 409,
    },
  },
  createJoinRequest: {
    body: 'company A’s code',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 201,
      pendingRequester: 409,
      member: 409,
      teamLead: 409,
      admin: 409,
      otherCompanyAdmin: 409,
    },
  },
  listJoinRequests: {
    query: 'status=pending',
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      // Their own company's list; the test checks it holds none of company A's requests.
      otherCompanyAdmin: 200,
    },
  },
  approveJoinRequest: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      // Another company's request is not found: 404, never 403, which would confirm it exists.
      otherCompanyAdmin: 404,
    },
  },
  rejectJoinRequest: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      otherCompanyAdmin: 404,
    },
  },
  listPeople: {
    changesState: false,
    expected: {
      ...unauthenticated,
      // No company, no directory: as for the other company-scoped endpoints.
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      teamLead: 200,
      admin: 200,
      // Their own company's people; the test checks it holds none of company A's.
      otherCompanyAdmin: 200,
    },
  },
  getPerson: {
    changesState: false,
    // A person of the caller's company, with their style; another company's is not found.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  changeRole: {
    body: 'role member (the person’s role already, so that admin A stays the only admin)',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      // Another company's person is not found: 404, never 403, which would confirm they exist.
      otherCompanyAdmin: 404,
    },
  },
  removePerson: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 204,
      otherCompanyAdmin: 404,
    },
  },
  leaveCompany: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      // A fresh member of A.
      member: 204,
      teamLead: 204,
      // Each is their company's only admin, and their company has a member: last_admin.
      admin: 409,
      otherCompanyAdmin: 409,
    },
  },
  listTeams: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      teamLead: 200,
      admin: 200,
      // Their own company's teams; the test checks it holds none of company A's.
      otherCompanyAdmin: 200,
    },
  },
  createTeam: {
    body: 'a new team name',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      // Leading a team does not make one an admin.
      teamLead: 403,
      admin: 201,
      // A team of their own company.
      otherCompanyAdmin: 201,
    },
  },
  getTeam: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      teamLead: 200,
      admin: 200,
      // Another company's team is not found: 404, never 403, which would confirm it exists.
      otherCompanyAdmin: 404,
    },
  },
  updateTeam: {
    body: 'a new name',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 404,
    },
  },
  archiveTeam: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 404,
    },
  },
  addTeamMember: {
    body: 'the id of a fresh member of A',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 404,
    },
  },
  removeTeamMember: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      // Someone else's membership: only the member themself, a lead or an admin ends it.
      member: 403,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 404,
    },
  },
  joinTeam: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      // Already in it: they lead it.
      teamLead: 409,
      admin: 200,
      otherCompanyAdmin: 404,
    },
  },
  leaveTeam: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      // Neither is in the team: nothing to leave.
      member: 404,
      teamLead: 204,
      admin: 404,
      otherCompanyAdmin: 404,
    },
  },
  logoutAll: {
    variantOf: 'logout',
    query: 'scope=all',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 204,
      pendingRequester: 204,
      member: 204,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 204,
    },
  },
  updateProfile: {
    body: 'a full name',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  changePassword: {
    body: 'the caller’s current password, and the same again as the new one',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 204,
      pendingRequester: 204,
      member: 204,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 204,
    },
  },
  listSessions: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  revokeOwnSession: {
    changesState: true,
    // Someone else's session is not found: 404, never 403, which would confirm it exists.
    expected: {
      ...unauthenticated,
      noCompany: 404,
      pendingRequester: 404,
      member: 404,
      teamLead: 404,
      admin: 204,
      otherCompanyAdmin: 404,
    },
  },
  exportData: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  deleteAccount: {
    body: 'the caller’s password',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 204,
      pendingRequester: 204,
      member: 204,
      teamLead: 204,
      // Each is their company's only admin, and their company has a member: last_admin.
      admin: 409,
      otherCompanyAdmin: 409,
    },
  },
  listNotifications: {
    changesState: false,
    expected: {
      ...unauthenticated,
      // Everyone signed in has their own, with or without a company; the test checks whose they are.
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  markNotificationsRead: {
    body: 'all: true (the caller’s own only)',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 200,
      pendingRequester: 200,
      member: 200,
      teamLead: 200,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  getCompany: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      teamLead: 200,
      admin: 200,
      // Their own company; the test checks it is not company A.
      otherCompanyAdmin: 200,
    },
  },
  updateCompany: {
    body: 'a mission',
    changesState: true,
    // The company is the caller's own, from the session: admin B changes company B.
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  regenerateCompanyCode: {
    changesState: true,
    // Each admin renews their own company's code; the test keeps company A's code current.
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      otherCompanyAdmin: 200,
    },
  },
  listValues: {
    changesState: false,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 200,
      teamLead: 200,
      admin: 200,
      // Their own company's values; the test checks it holds none of company A's.
      otherCompanyAdmin: 200,
    },
  },
  createValue: {
    body: 'a new value name',
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 201,
      otherCompanyAdmin: 201,
    },
  },
  updateValue: {
    body: 'a new description',
    changesState: true,
    // Another company's value is not found: 404, never 403, which would confirm it exists.
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 200,
      otherCompanyAdmin: 404,
    },
  },
  deleteValue: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 403,
      pendingRequester: 403,
      member: 403,
      teamLead: 403,
      admin: 204,
      otherCompanyAdmin: 404,
    },
  },
  requestPasswordReset: {
    body: 'an existing account’s email',
    changesState: true,
    expected: everyone(202),
  },
  confirmPasswordReset: {
    body: 'the token of a fresh account’s reset link and a valid new password',
    changesState: true,
    expected: everyone(204),
  },
  verifyEmail: {
    body: 'the token of a fresh account’s verification link',
    changesState: true,
    expected: everyone(200),
  },
  resendVerificationEmail: {
    changesState: true,
    expected: {
      ...unauthenticated,
      noCompany: 204,
      pendingRequester: 204,
      member: 204,
      teamLead: 204,
      admin: 204,
      otherCompanyAdmin: 204,
    },
  },
  listGoals: {
    changesState: false,
    // Their own company's goals; the test checks it holds none of company A's.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  createGoal: {
    body: 'a personal goal of the caller, with one key result',
    changesState: true,
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 201 }),
  },
  goalTree: {
    changesState: false,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  getGoal: {
    changesState: false,
    // Another company's goal is not found: 404, never 403, which would confirm it exists.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateGoal: {
    body: 'a new title',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteGoal: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 204, admin: 204, otherCompanyAdmin: 404 }),
  },
  listCheckIns: {
    changesState: false,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  createCheckIn: {
    body: 'a status and a confidence',
    changesState: true,
    // A plain member neither owns the goal nor leads its team.
    expected: goalRow({ member: 403, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  listKeyResultHistory: {
    changesState: false,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  listKudos: {
    changesState: false,
    // Their own company's feed; the test checks it holds none of company A's posts.
    expected: kudosRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  createKudos: {
    body: 'a fresh member of A as the recipient, a message and a value of A',
    changesState: true,
    // Company A's value is not one of company B's: not found, never 403.
    expected: kudosRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  deleteKudos: {
    changesState: true,
    // Neither the member nor the lead sent it; another company's kudos is not found.
    expected: kudosRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  addReaction: {
    changesState: true,
    expected: kudosRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  removeReaction: {
    changesState: true,
    expected: kudosRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  valuesWall: {
    changesState: false,
    // Their own company's values; the test checks it holds none of company A's.
    expected: kudosRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  cultureMetrics: {
    changesState: false,
    // Their own company's figures; the test checks the teams are theirs.
    expected: kudosRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  // The check-in is its person's alone (docs/privacy.md): the path names a day, never a person.
  putMood: {
    body: 'mood, energy and stress 1–5 and a note',
    changesState: true,
    // The caller's own check-in of the day; the test checks admin A's of the same day is untouched.
    expected: signedIn(200),
  },
  deleteMood: {
    changesState: true,
    // The caller's own check-in, made in the cell; the test checks admin A's of the same day stays.
    expected: signedIn(204),
  },
  listMood: {
    changesState: false,
    // The caller's own check-ins; the test checks it holds exactly theirs, and admin A's for no one else.
    expected: signedIn(200),
  },
  pulseStatus: {
    changesState: false,
    // Their own company's pulse; the test checks the period, the settings and who may read results.
    expected: pulseRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  answerPulse: {
    body: 'five answers',
    changesState: true,
    // Each answers their own company's open period, once: a fresh caller has not answered yet.
    expected: pulseRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 201 }),
  },
  updatePulseSettings: {
    body: 'a cadence and a threshold',
    changesState: true,
    // The company is the caller's own, from the session: admin B changes company B's settings.
    expected: pulseRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  // Who reads the pulse's figures: docs/privacy.md, section 1.
  pulseResults: {
    query: 'teamId=:teamId',
    changesState: false,
    // A team's results are for the company's admins and the team's leads: a plain member 403;
    // another company's team is not found, never 403, which would confirm it exists.
    expected: pulseRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  stressOverview: {
    changesState: false,
    // Their own company's and teams' figures, and their own check-ins; the test checks whose.
    expected: pulseRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  insights: {
    changesState: false,
    // Admins see their company and every team, leads the teams they lead; a plain member neither.
    expected: pulseRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  listOneOnOnes: {
    changesState: false,
    // Their own 1:1s: the test's callers other than the member and the lead have none.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  proposeOneOnOne: {
    body: 'a fresh member of A as partner',
    changesState: true,
    // Another company's person is not found.
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  getOneOnOne: {
    changesState: false,
    expected: oneOnOneRow(200),
  },
  acceptOneOnOne: {
    changesState: true,
    expected: oneOnOneRow(200),
  },
  declineOneOnOne: {
    changesState: true,
    expected: oneOnOneRow(204),
  },
  endOneOnOne: {
    changesState: true,
    expected: oneOnOneRow(204),
  },
  addAgendaPoint: {
    body: 'a point',
    changesState: true,
    expected: oneOnOneRow(201),
  },
  orderAgendaPoints: {
    body: 'the next meeting’s two points, the other way round',
    changesState: true,
    expected: oneOnOneRow(200),
  },
  updateAgendaPoint: {
    body: 'ticked',
    changesState: true,
    expected: oneOnOneRow(200),
  },
  deleteAgendaPoint: {
    changesState: true,
    expected: oneOnOneRow(204),
  },
  holdMeeting: {
    changesState: true,
    expected: oneOnOneRow(200),
  },
  listMeetings: {
    changesState: false,
    expected: oneOnOneRow(200),
  },
  getNote: {
    changesState: false,
    // The caller's own notes on a meeting of their 1:1: nobody else's, whatever their role.
    expected: oneOnOneRow(200),
  },
  putNote: {
    body: 'a note',
    changesState: true,
    expected: oneOnOneRow(200),
  },
  createActionItem: {
    body: 'the 1:1, its other person as owner, a text',
    changesState: true,
    expected: oneOnOneRow(201),
  },
  updateActionItem: {
    body: 'done',
    changesState: true,
    expected: oneOnOneRow(200),
  },
  // The caller's own calendar link, with a company or without.
  getCalendarFeed: {
    changesState: false,
    expected: signedIn(200),
  },
  createCalendarFeed: {
    changesState: true,
    expected: signedIn(201),
  },
  deleteCalendarFeed: {
    changesState: true,
    expected: signedIn(204),
  },
  // The secret in the path is what opens a feed (a fresh member of A's): any Authorization header,
  // good or bad, plays no part, and a link turned off answers 404 to everyone.
  calendarFeed: {
    changesState: false,
    expected: everyone(200),
  },
  calendarFeedTurnedOff: {
    variantOf: 'calendarFeed',
    changesState: false,
    expected: everyone(404),
  },
  listReviews: {
    changesState: false,
    // The caller's own 360s (about them, to rate, started, shared with them): the test checks whose.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  startReview: {
    body: 'a fresh member of A as a peer, two questions, a closing day',
    changesState: true,
    // A rater of another company is not one of the caller's colleagues: the rule refuses it.
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 400 }),
  },
  agreeReview: {
    body: 'shareWithLeads',
    changesState: true,
    expected: oneOnOneRow(200),
  },
  declineReview: {
    changesState: true,
    expected: oneOnOneRow(204),
  },
  answerReview: {
    body: 'a score for every question',
    changesState: true,
    expected: oneOnOneRow(201),
  },
  reviewResults: {
    changesState: false,
    expected: oneOnOneRow(200),
  },
  getStyle: { changesState: false, expected: signedIn(200) },
  putStyle: { body: 'three choices and a sentence', changesState: true, expected: signedIn(200) },
  // Feedback: docs/privacy.md, level 3. The lists answer everyone of a company; the test checks what.
  listFeedback: {
    query: 'box=received',
    changesState: false,
    // About the caller, leads only: listed with its author, never its text (the test looks).
    expected: feedbackRow(200),
  },
  listFeedbackForLeads: {
    variantOf: 'listFeedback',
    query: 'box=team',
    changesState: false,
    // Only the lead of the recipient's team when it was written reads its text (the test looks).
    expected: feedbackRow(200),
  },
  giveFeedback: {
    body: 'a fresh member of A, a text, leads only',
    changesState: true,
    // Another company's person is not found.
    expected: feedbackRow(201, 404),
  },
  deleteFeedback: {
    changesState: true,
    // Its author alone: an admin of A, not the author, does not know of it (404), as company B's.
    expected: goalRow({ member: 204, teamLead: 204, admin: 404, otherCompanyAdmin: 404 }),
  },
  deleteFeedbackAsRecipient: {
    variantOf: 'deleteFeedback',
    changesState: true,
    // The recipient knows of it but did not write it.
    expected: feedbackRow(403, 404),
  },
  listFeedbackRequests: {
    query: 'box=to_answer',
    changesState: false,
    expected: feedbackRow(200),
  },
  askFeedback: {
    body: 'a fresh member of A, a question, private',
    changesState: true,
    // Another company's person cannot be asked: the rule the input breaks.
    expected: feedbackRow(201, 400),
  },
  listGoalActionItems: {
    changesState: false,
    // Whoever may read the goal; each sees only the items of their own 1:1s (communication's tests).
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  // Today: docs/privacy.md, level 1. Everyone with a company reads and writes their own day only.
  getToday: { changesState: false, expected: feedbackRow(200) },
  listPullSources: { changesState: false, expected: feedbackRow(200) },
  createDayItem: { body: 'a text', changesState: true, expected: feedbackRow(201) },
  updateDayItem: {
    body: 'done',
    changesState: true,
    // Another person's item: not found for everyone, their admin included.
    expected: feedbackRow(404),
  },
  updateOwnDayItem: {
    variantOf: 'updateDayItem',
    body: 'done',
    changesState: true,
    expected: feedbackRow(200),
  },
  deleteDayItem: { changesState: true, expected: feedbackRow(404) },
  deleteOwnDayItem: { variantOf: 'deleteDayItem', changesState: true, expected: feedbackRow(204) },
  keepDayItem: { changesState: true, expected: feedbackRow(404) },
  keepOwnDayItem: { variantOf: 'keepDayItem', changesState: true, expected: feedbackRow(200) },
  putDayClose: { body: 'what got done', changesState: true, expected: feedbackRow(200) },
  getBoard: { changesState: false, expected: boardRow(200) },
  addBoardColumn: { body: 'a column name', changesState: true, expected: boardRow(201) },
  orderBoardColumns: { body: 'the columns, reversed', changesState: true, expected: boardRow(200) },
  renameBoardColumn: { body: 'a column name', changesState: true, expected: boardRow(200) },
  // The empty Doing column.
  deleteBoardColumn: { changesState: true, expected: boardRow(204) },
  createBoardCard: { body: 'To do and a title', changesState: true, expected: boardRow(201) },
  updateBoardCard: { body: 'a title', changesState: true, expected: boardRow(200) },
  deleteBoardCard: { changesState: true, expected: boardRow(204) },
  moveBoardCard: { body: 'Doing, at its end', changesState: true, expected: boardRow(200) },
  boardCardHistory: { changesState: false, expected: boardRow(200) },
  // Focus blocks and habits are their person's alone (decision 038): the caller's own, or not found.
  // The caller's own figures (decision 038, level 1): every member reads theirs; the endpoint names
  // no person, and src/server/execution/figures.test.ts shows no one reads another's.
  getMyFigures: { changesState: false, expected: ownRow(200) },
  listFocusBlocks: { changesState: false, expected: ownRow(200) },
  createFocusBlock: {
    body: 'today, a start, 60 minutes, a purpose',
    changesState: true,
    expected: ownRow(201),
  },
  copyFocusWeek: { body: 'this week’s Monday', changesState: true, expected: ownRow(201) },
  updateFocusBlock: { body: 'a purpose', changesState: true, expected: ownRow(404) },
  deleteFocusBlock: { changesState: true, expected: ownRow(404) },
  listHabits: { changesState: false, expected: ownRow(200) },
  createHabit: { body: 'a name, 3 days a week', changesState: true, expected: ownRow(201) },
  updateHabit: { body: 'archived', changesState: true, expected: ownRow(404) },
  deleteHabit: { changesState: true, expected: ownRow(404) },
  tickHabit: { changesState: true, expected: ownRow(404) },
  untickHabit: { changesState: true, expected: ownRow(404) },
  listStandups: {
    changesState: false,
    // The caller's own live teams; the test checks the list never names the cell's team to a non-member.
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  putStandup: {
    body: 'the default questions, every day, 16:00, not paused',
    changesState: true,
    expected: standupRow(200),
  },
  getStandupDay: {
    changesState: false,
    expected: standupRow(200),
  },
  answerStandup: {
    body: 'one text per question of the team’s live standup (every day)',
    changesState: true,
    expected: standupRow(200),
  },
  standupParticipation: {
    changesState: false,
    expected: standupRow(200),
  },
  // The growth plan (decision 040, level 3): the caller's own, or a fresh member of A's item, which
  // no one else changes (404, admin A included); a person's plan is read by their lead alone.
  getGrowthPlan: { changesState: false, expected: ownRow(200) },
  getGrowthChoices: { changesState: false, expected: ownRow(200) },
  getPersonGrowthPlan: {
    changesState: false,
    expected: goalRow({ member: 404, teamLead: 200, admin: 404, otherCompanyAdmin: 404 }),
  },
  createGrowthItem: { body: 'learn and a title', changesState: true, expected: ownRow(201) },
  updateGrowthItem: { body: 'done', changesState: true, expected: ownRow(404) },
  updateOwnGrowthItem: {
    variantOf: 'updateGrowthItem',
    body: 'done',
    changesState: true,
    expected: ownRow(200),
  },
  deleteGrowthItem: { changesState: true, expected: ownRow(404) },
  deleteOwnGrowthItem: { variantOf: 'deleteGrowthItem', changesState: true, expected: ownRow(204) },
  putGrowthItemOnAgenda: {
    body: 'the caller’s active 1:1 with a fresh member of their company',
    changesState: true,
    expected: ownRow(201),
  },
  // The weekly tips (level 4): every member reads them; admins and leads write them.
  listLearningTips: { changesState: false, expected: ownRow(200) },
  putLearningTip: {
    body: 'a text',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteLearningTip: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 204, admin: 204, otherCompanyAdmin: 404 }),
  },
  // The purpose map: every member reads their own company's (level 4; goals by the goals' own rule).
  getPurposeMap: { changesState: false, expected: ownRow(200) },
  // A fresh team of A led by the teamLead caller: its lead and admins write its purpose.
  putTeamPurpose: {
    body: 'a purpose',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  // The contribution log (level 3): the caller's own…
  listContributions: { changesState: false, expected: ownRow(200) },
  // …and a fresh member of A in a fresh team led by the teamLead caller: their lead reads it; a
  // colleague (member) and an admin who does not lead them are refused; another company finds no one.
  listContributionsOfLed: {
    variantOf: 'listContributions',
    query: 'person=:userId',
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 200, admin: 403, otherCompanyAdmin: 404 }),
  },
  listContributionPeople: { changesState: false, expected: ownRow(200) },
  createContribution: { body: 'today and a text', changesState: true, expected: ownRow(201) },
  // A fresh member of A's entry: nobody else deletes it, their admin included.
  deleteContribution: { changesState: true, expected: ownRow(404) },
  deleteOwnContribution: { variantOf: 'deleteContribution', changesState: true, expected: ownRow(204) },
  // Hides the caller's own entry by hand.
  hideContribution: {
    body: 'manual, the caller’s own entry, hidden',
    changesState: true,
    expected: ownRow(200),
  },
  // Values in practice (level 5): every member reads their own company's published figures; a team's,
  // admins and its members (a plain member outside it 403; another company's team is not found).
  getValuesInPractice: {
    changesState: false,
    expected: pulseRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 200 }),
  },
  getValuesInPracticeForTeam: {
    variantOf: 'getValuesInPractice',
    query: 'teamId=:teamId',
    changesState: false,
    expected: pulseRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  answerValuesInPractice: {
    body: 'a score for every value of the caller’s company',
    changesState: true,
    // Each scores their own company's values in its open period, once: a fresh caller has not yet.
    expected: pulseRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 201 }),
  },
  // Tracks (level 4): every member reads their company's; admins write them (a member or a lead
  // 403); another company's track is not found.
  listTracks: { changesState: false, expected: ownRow(200) },
  createTrack: {
    body: 'a name',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 201, otherCompanyAdmin: 201 }),
  },
  getTrack: {
    changesState: false,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateTrack: { body: 'a description', changesState: true, expected: careerAdminRow(200) },
  deleteTrack: { changesState: true, expected: careerAdminRow(204) },
  createLevel: { body: 'a name', changesState: true, expected: careerAdminRow(201) },
  updateLevel: { body: 'position 1', changesState: true, expected: careerAdminRow(200) },
  deleteLevel: { changesState: true, expected: careerAdminRow(200) },
  createCompetency: { body: 'a name', changesState: true, expected: careerAdminRow(201) },
  updateCompetency: { body: 'a name', changesState: true, expected: careerAdminRow(200) },
  deleteCompetency: { changesState: true, expected: careerAdminRow(200) },
  putExpectation: { body: 'a text', changesState: true, expected: careerAdminRow(200) },
  // The caller's own level, switch and path (level 3: theirs).
  getMyLevel: { changesState: false, expected: ownRow(200) },
  shareMyRatings: { body: 'shared', changesState: true, expected: ownRow(200) },
  getCareerPath: { changesState: false, expected: ownRow(200) },
  // The people the caller leads (an admin: every member); the test checks whom each list names.
  listCareerPeople: { changesState: false, expected: ownRow(200) },
  // A fresh member of A led by the teamLead caller: their lead alone reads their level and ratings and
  // rates them; a colleague and an admin who does not lead them are answered as for no one (404).
  getCareerPerson: { changesState: false, expected: careerLeadRow(200) },
  putSkillRating: { body: 'a rating of 3', changesState: true, expected: careerLeadRow(200) },
  // Their place: their lead or an admin sets it; a colleague is refused (403).
  putCareerPosition: {
    body: 'the track and its second level',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteCareerPosition: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  // The library is the company's (level 4): every member reads it and adds to it; a resource a fresh
  // member of A added is changed or deleted by them or an admin, a colleague is refused (403), and
  // another company does not find it (404). Saving one puts it in the caller's own plan.
  listResources: { changesState: false, expected: ownRow(200) },
  listResourceCompetencies: { changesState: false, expected: ownRow(200) },
  createResource: { body: 'a title, a link, article', changesState: true, expected: ownRow(201) },
  updateResource: {
    body: 'a title',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateOwnResource: {
    variantOf: 'updateResource',
    body: 'a title',
    changesState: true,
    expected: ownRow(200),
  },
  deleteResource: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  saveResource: {
    changesState: true,
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  // The journal is its author's alone (level 1): the caller's own, or not found, for every caller,
  // admin A included; the test looks for a fresh member of A's entry in every answer.
  getJournalPrompt: { changesState: false, expected: ownRow(200) },
  listJournalEntries: { changesState: false, expected: ownRow(200) },
  createJournalEntry: { body: 'a text, answering the prompt', changesState: true, expected: ownRow(201) },
  updateJournalEntry: { body: 'a text', changesState: true, expected: ownRow(404) },
  updateOwnJournalEntry: {
    variantOf: 'updateJournalEntry',
    body: 'a text',
    changesState: true,
    expected: ownRow(200),
  },
  deleteJournalEntry: { changesState: true, expected: ownRow(404) },
  deleteOwnJournalEntry: { variantOf: 'deleteJournalEntry', changesState: true, expected: ownRow(204) },
  // The strategy page (decision 041): every member reads their company's; its admins write it. A
  // decision record is its company's or its team's (level 4): a team record is read by the team's
  // members and leads and admins, written while proposed by its people and admins, decided by its
  // Approver alone; someone who may not read it finds none (404).
  getStrategy: { changesState: false, expected: ownRow(200) },
  putStrategy: {
    body: 'the version now, a vision and three pillars',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  listDecisions: { changesState: false, expected: ownRow(200) },
  createDecision: {
    body: 'a title and admin A as Approver',
    changesState: true,
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 400 }),
  },
  createTeamDecision: {
    variantOf: 'createDecision',
    body: 'a title, the team, admin A as Approver',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  getDecision: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  getCompanyDecision: {
    variantOf: 'getDecision',
    changesState: true,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateDecision: {
    body: 'version 1, a new title, the same people',
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  decideDecision: {
    body: 'accepted, version 1',
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 403, otherCompanyAdmin: 404 }),
  },
  listDocumentVersions: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  compareDocumentVersions: {
    query: 'from=1&to=1',
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  // A team's ideas (level 4, the team): its members and leads, and admins, read and fill them; who
  // started one, or an admin, deletes it; anyone else finds none (404).
  listIdeas: { changesState: false, expected: ownRow(200) },
  createIdea: {
    body: 'a title, the team, a SWOT',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  getIdea: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateIdea: {
    body: 'version 1, a new title, the SWOT with a strength',
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteIdea: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  // Connections (decision 041): a person's settings and "don't pair me with" list are theirs alone
  // (level 1); another's list is never found, admin A included (connections-cells.ts).
  getConnections: { changesState: false, expected: ownRow(200) },
  putConnectionSettings: { body: 'opted in, no "not now"', changesState: true, expected: ownRow(200) },
  addConnectionBlock: {
    body: 'a fresh member of A',
    changesState: true,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  removeConnectionBlock: { changesState: true, expected: ownRow(404) },
  removeOwnConnectionBlock: {
    variantOf: 'removeConnectionBlock',
    changesState: true,
    expected: ownRow(200),
  },
  answerConnection: { body: 'met', changesState: true, expected: ownRow(400) },
  getConnectionMap: { changesState: false, expected: ownRow(200) },
  // Value propositions (decision 041, slice 2, level 4): a company document is read and written by
  // every member; a team's by its members and leads, and admins; someone who may not read it finds
  // none (404). Its author or an admin deletes it (the teamLead reads admin A's, and is refused 403).
  listCanvases: { changesState: false, expected: ownRow(200) },
  createCanvas: { body: 'a title', changesState: true, expected: ownRow(201) },
  createTeamCanvas: {
    variantOf: 'createCanvas',
    body: 'a title, the team',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  getCanvas: { changesState: true, expected: valueTeamRow(200) },
  getCompanyCanvas: {
    variantOf: 'getCanvas',
    changesState: true,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  updateCanvas: { body: 'version 1, a new title', changesState: true, expected: valueTeamRow(200) },
  deleteCanvas: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  getCanvasPitch: { changesState: true, expected: valueTeamRow(200) },
  getCanvasPitchMarkdown: { changesState: true, expected: valueTeamRow(200) },
  listPersonas: { changesState: false, expected: ownRow(200) },
  createPersona: { body: 'a name', changesState: true, expected: ownRow(201) },
  getPersona: { changesState: true, expected: valueTeamRow(200) },
  updatePersona: { body: 'version 1, a new name', changesState: true, expected: valueTeamRow(200) },
  deletePersona: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  listTables: { changesState: false, expected: ownRow(200) },
  createTable: { body: 'a title and a criterion', changesState: true, expected: ownRow(201) },
  getTable: { changesState: true, expected: valueTeamRow(200) },
  updateTable: {
    body: 'version 1, a new title, a criterion',
    changesState: true,
    expected: valueTeamRow(200),
  },
  deleteTable: {
    changesState: true,
    expected: goalRow({ member: 404, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  // Ask for help (decision 041): the company's board (level 4), read and answered by every member;
  // a request is solved by its author alone and deleted by its author or an admin; another company's
  // is not found. Offered skills are the caller's own list.
  listHelpRequests: { changesState: false, expected: ownRow(200) },
  createHelpRequest: { body: 'a title and a tag', changesState: true, expected: ownRow(201) },
  getHelpRequest: {
    changesState: false,
    expected: goalRow({ member: 200, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  answerHelpRequest: {
    body: 'a text',
    changesState: true,
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  // An answer is rewritten by its author alone (an admin neither), and deleted by its author or an admin.
  updateHelpAnswer: {
    body: 'a text',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 403, otherCompanyAdmin: 404 }),
  },
  updateOwnHelpAnswer: {
    variantOf: 'updateHelpAnswer',
    body: 'a text',
    changesState: true,
    expected: ownRow(200),
  },
  deleteHelpAnswer: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  deleteOwnHelpAnswer: { variantOf: 'deleteHelpAnswer', changesState: true, expected: ownRow(204) },
  solveHelpRequest: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 403, otherCompanyAdmin: 404 }),
  },
  solveOwnHelpRequest: { variantOf: 'solveHelpRequest', changesState: true, expected: ownRow(200) },
  deleteHelpRequest: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  deleteOwnHelpRequest: { variantOf: 'deleteHelpRequest', changesState: true, expected: ownRow(204) },
  getHelpSkills: { changesState: false, expected: ownRow(200) },
  putHelpSkills: { body: 'a skill', changesState: true, expected: ownRow(200) },
  // A team's rituals (level 4, team): read by its members and admins, written by its leads and
  // admins; another company's admin finds no team. The caller's own list is their teams'.
  listRituals: {
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  listMyRituals: { variantOf: 'listRituals', changesState: false, expected: ownRow(200) },
  createRitual: {
    body: 'a retro of the team, its lead the owner',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  updateRitual: {
    body: 'the ritual whole',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  reviewRitual: {
    body: 'a new review day',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 200, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteRitual: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 204, admin: 204, otherCompanyAdmin: 404 }),
  },
  // The companion (decision 044, level 1): a person's nudges are theirs alone; another's nudge is
  // never found, admin A included (companion-cells.ts).
  getCompanion: { changesState: false, expected: ownRow(200) },
  dismissNudge: { body: "a fresh member of A's nudge", changesState: true, expected: ownRow(404) },
  putMutedKinds: { body: 'one kind', changesState: true, expected: ownRow(200) },
  // The companion's model (decision 046): a question about one's own work, anyone of a company; a
  // brief, the 1:1's two people; a check-in draft on a fresh member's goal, whoever may check in on it
  // (admin A); the model's switch and use, each company's admins (companion-cells.ts).
  askSurfer: { body: 'a question', changesState: false, expected: ownRow(200) },
  briefOneOnOne: { changesState: false, expected: oneOnOneRow(200) },
  draftText: {
    body: "a check-in draft on a fresh member of A's goal",
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
  getCompanionModel: {
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  putCompanionModel: {
    body: 'on',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  // A person's Slack link (decision 047, level 1): their own; a code where their company's command is
  // on (company A's; company B has none: 404). The command is public, opened by Slack's signature
  // alone, as a calendar feed by its secret: any Authorization header plays no part (slack-cells.ts).
  getSlackLink: { changesState: false, expected: signedIn(200) },
  createSlackLinkCode: {
    changesState: true,
    expected: goalRow({ member: 201, teamLead: 201, admin: 201, otherCompanyAdmin: 404 }),
  },
  unlinkSlack: { changesState: true, expected: signedIn(204) },
  slackCommand: { body: 'a form signed by A’s connection', changesState: false, expected: everyone(200) },
  slackCommandUnsigned: {
    variantOf: 'slackCommand',
    body: 'the same form, unsigned',
    changesState: false,
    expected: everyone(401),
  },
  // Single sign-on (decision 047, sso-cells.ts): the sign-in's steps are public, each a whole sign-in
  // of a fresh person of company A's domain; the settings are the company's admins'. Another company's
  // admin reads and deletes their own (none), and may not claim A's domain.
  lookupSso: { query: 'email=kai%40matrix-sso.test', changesState: false, expected: everyone(200) },
  startSso: { body: 'an address of A’s domain', changesState: true, expected: everyone(200) },
  ssoCallback: { changesState: true, expected: everyone(303) },
  tokenSsoCode: {
    variantOf: 'token',
    body: 'grantType sso_code with a fresh sign-in’s one-time code',
    changesState: true,
    expected: everyone(200),
  },
  getSsoConnection: {
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  putSsoConnection: {
    body: 'the test provider, A’s domain',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 409 }),
  },
  deleteSsoConnection: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 204 }),
  },
  // The Integrations settings (decision 047, integration-cells.ts): the company's admins only, on a
  // fresh webhook of A; another company's admin lists and connects their own, and finds none of A's.
  listIntegrations: {
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 200 }),
  },
  createIntegration: {
    body: 'a webhook on loopback',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 201, otherCompanyAdmin: 201 }),
  },
  updateIntegration: {
    body: 'a new name',
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
  deleteIntegration: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 204, otherCompanyAdmin: 404 }),
  },
  rotateWebhookSecret: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
  listDeliveries: {
    changesState: false,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
  replayDelivery: {
    changesState: true,
    expected: goalRow({ member: 403, teamLead: 403, admin: 200, otherCompanyAdmin: 404 }),
  },
};

/** Every row with the method and path of the contract endpoint it calls. */
export const authorizationMatrix = Object.fromEntries(
  endpointIds.map((id) => {
    const row: RowBase & { variantOf?: EndpointName } = rows[id];
    const endpoint = row.variantOf ?? (id as EndpointName);
    const { method, path } = endpoints[endpoint];
    return [id, { ...row, endpoint, method, path: row.query ? `${path}?${row.query}` : path }];
  }),
) as Record<EndpointId, MatrixEndpoint>;

/** Number of cells: endpoints × kinds of caller. */
export const matrixSize = endpointIds.length * callerKinds.length;
