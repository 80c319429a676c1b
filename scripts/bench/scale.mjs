// The same /api/me, sign-in, goals and kudos feed figures on a database seeded with 100,000 people in
// 10,000 companies (a quarter of goals, a year of kudos, of weekly pulses and of weekly 1:1s) against an almost empty one, on the embedded PostgreSQL server (the default) and on the local
// PostgreSQL server. Each side has its own store (a DATA_DIR, whose embedded server SOS starts, or a
// database sos_bench_<random>_empty / _seeded created and dropped here). SOS starts on each store and
// migrates it; the seeded one is then filled in SQL. Both servers are measured in alternating rounds,
// so that the machine's load falls on both alike.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { latencies } from './api.mjs';
import { appBuild, tempDir } from './builds.mjs';
import {
  call,
  combineLoads,
  createMember,
  interleave,
  joinCompany,
  load,
  median,
  PASSWORD,
  percentile,
  PG_SERVER_URL,
  postgresAvailable,
  signIn,
  signInTimes,
  startServer,
} from './lib.mjs';
import { describeMemory, measureMemory, mib } from './memory.mjs';
import {
  md5Uuid,
  SEED_ADMIN,
  SEED_COMPANIES,
  SEED_GROWTH_DONE,
  SEED_GROWTH_OPEN,
  SEED_MEMBER,
  SEED_MEMBER_CANVAS,
  SEED_MEMBER_DECISION,
  SEED_MEMBER_GOAL,
  SEED_MEMBER_ONE_ON_ONE,
  SEED_MEMBER_REVIEW,
  SEED_MEMBER_VALUE,
  SEED_PEOPLE,
  seedBoardsSql,
  seedDayItemsSql,
  seedDocumentsSql,
  seedFeedbackSql,
  seedFocusSql,
  seedGoalsSql,
  seedKudosSql,
  seedLearningSql,
  seedOneOnOnesSql,
  seedPulseSql,
  seedReviewsSql,
  seedSql,
  seedStandupsSql,
  seedValueFiguresSql,
} from './seed.mjs';
import { ARGON2ID } from './signin.mjs';

export const name = 'scale';
export const title = `Scale: ${SEED_PEOPLE.toLocaleString('en')} people in ${SEED_COMPANIES.toLocaleString('en')} companies vs almost empty`;

/** Runs `sql` through a client of `url`, closed after. */
export async function runSql(url, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A DATA_DIR: SOS starts its embedded server, reachable by its owner through the cluster's socket. */
function embeddedStore(label) {
  const dataDir = tempDir(`scale-embedded-${label}`);
  const socketDir = encodeURIComponent(path.join(dataDir, 'postgres'));
  return {
    server: { dataDir },
    seed: (sql) => runSql(`postgres://postgres@localhost/sos?host=${socketDir}`, sql),
    drop: async () => {},
  };
}

async function postgresStore(label, suffix) {
  const database = `sos_bench_${suffix}_${label}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  return {
    server: { databaseUrl: url.toString(), dataDir: tempDir(`scale-postgres-${label}`) },
    seed: (sql) => runSql(url.toString(), sql),
    drop: () => runSql(PG_SERVER_URL, `drop database if exists ${database} with (force)`),
  };
}

async function backend(kind, { duration, signIns, rounds, passwordHash }) {
  const build = await appBuild();
  const suffix = randomBytes(4).toString('hex');
  const stores = [];
  const servers = [];
  try {
    const makeStore = (label) => (kind === 'embedded' ? embeddedStore(label) : postgresStore(label, suffix));
    const empty = await makeStore('empty');
    stores.push(empty);
    const seeded = await makeStore('seeded');
    stores.push(seeded);

    // SOS migrates each store as it starts; the seeded one is filled after.
    const emptyServer = await startServer({ root: build.root, ...empty.server });
    servers.push(emptyServer);
    const seededServer = await startServer({ root: build.root, ...seeded.server });
    servers.push(seededServer);
    const seedStart = performance.now();
    await seeded.seed(seedSql(passwordHash));
    await seeded.seed(seedGoalsSql());
    const kudosStart = performance.now();
    await seeded.seed(seedKudosSql());
    const kudosSeconds = (performance.now() - kudosStart) / 1000;
    const pulseStart = performance.now();
    await seeded.seed(seedPulseSql('true'));
    const pulseSeconds = (performance.now() - pulseStart) / 1000;
    const standupsStart = performance.now();
    await seeded.seed(seedStandupsSql());
    const standupsSeconds = (performance.now() - standupsStart) / 1000;
    const oneOnOnesStart = performance.now();
    await seeded.seed(seedOneOnOnesSql());
    await seeded.seed(seedReviewsSql());
    await seeded.seed(seedFeedbackSql());
    const oneOnOnesSeconds = (performance.now() - oneOnOnesStart) / 1000;
    const dayItemsStart = performance.now();
    await seeded.seed(seedDayItemsSql());
    const dayItemsSeconds = (performance.now() - dayItemsStart) / 1000;
    // The teams' boards, once the pulse's seed has made the teams.
    const boardsStart = performance.now();
    await seeded.seed(seedBoardsSql());
    const boardsSeconds = (performance.now() - boardsStart) / 1000;
    const focusStart = performance.now();
    await seeded.seed(seedFocusSql());
    const focusSeconds = (performance.now() - focusStart) / 1000;
    // Learning and purpose, once the values, the teams and the pulse's sealed periods are in.
    const learningStart = performance.now();
    await seeded.seed(seedLearningSql());
    const learningSeconds = (performance.now() - learningStart) / 1000;
    // Strategic Thinking's documents, once the pulse's seed has made the teams the ideas belong to.
    const documentsStart = performance.now();
    await seeded.seed(seedDocumentsSql());
    const documentsSeconds = (performance.now() - documentsStart) / 1000;
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const created = await createMember(emptyServer.base);
    const goalIds = {
      empty: await emptyCompanyGoals(emptyServer.base, created),
      seeded: await md5Uuid(SEED_MEMBER_GOAL),
    };
    const emptyKudos = await emptyCompanyKudos(emptyServer.base, created);
    const valueIds = { empty: emptyKudos.valueId, seeded: await md5Uuid(SEED_MEMBER_VALUE) };
    await emptyCompanyFeedback(emptyServer.base, emptyKudos.people);
    // Before the pulse's teams, so that the member's three colleagues are all peers.
    const reviewIds = {
      empty: await emptyCompanyReview(emptyServer.base, emptyKudos.people, empty.seed),
      seeded: await md5Uuid(SEED_MEMBER_REVIEW),
    };
    const oneOnOneIds = {
      empty: await emptyCompanyOneOnOne(emptyServer.base, created),
      seeded: await md5Uuid(SEED_MEMBER_ONE_ON_ONE),
    };
    // The almost empty company's pulse, once its four people are in: k = 3, so that its figures show.
    const emptyCompany = `'${created.company.id}'`;
    await empty.seed(
      `update companies set pulse_threshold = 3 where id = ${emptyCompany};
      ${seedPulseSql(`r.company_id = ${emptyCompany}`, 3)}
      ${seedValueFiguresSql()}`,
    );
    const boardTeams = { empty: await emptyCompanyBoard(emptyServer.base, created) };
    const emptyDocuments = await emptyCompanyDocuments(emptyServer.base, created, boardTeams.empty);
    const decisionIds = { empty: emptyDocuments.decisionId, seeded: await md5Uuid(SEED_MEMBER_DECISION) };
    const canvasIds = { empty: emptyDocuments.canvasId, seeded: await md5Uuid(SEED_MEMBER_CANVAS) };
    const trackIds = {
      empty: await emptyCompanyLearning(emptyServer.base, created),
      // The seeded member (person 12,345) is in company 2,345: its one track.
      seeded: await md5Uuid('track2345'),
    };
    // Its teams' standups, with a year of answers (as every tenth seeded company's).
    await empty.seed(seedStandupsSql(`t.company_id = ${emptyCompany}`, 'true'));
    const sides = { empty: [emptyServer, created.memberEmail], seeded: [seededServer, SEED_MEMBER] };
    const admins = { empty: created.adminEmail, seeded: SEED_ADMIN };
    const auth = {};
    const adminAuth = {};
    for (const [side, [server, email]] of Object.entries(sides)) {
      auth[side] = { authorization: `Bearer ${(await signIn(server.base, email)).access_token}` };
      adminAuth[side] = {
        authorization: `Bearer ${(await signIn(server.base, admins[side])).access_token}`,
      };
    }
    // The seeded member's first team: its board holds a year of cards, all but the last weeks' archived.
    const seededTeams = await call(
      seededServer.base,
      'GET',
      '/api/teams',
      undefined,
      auth.seeded.authorization.slice(7),
    );
    boardTeams.seeded = seededTeams.items.find((team) => team.isMember).id;
    // The member's first team's standup, on each side: its page is what the bench reads.
    const standupTeamIds = {};
    for (const [side, [server]] of Object.entries(sides)) {
      const { teams } = await call(
        server.base,
        'GET',
        '/api/standups',
        undefined,
        auth[side].authorization.slice(7),
      );
      standupTeamIds[side] = teams.find((team) => team.standup)?.teamId;
      if (!standupTeamIds[side]) throw new Error(`the ${side} member is in no team with a standup`);
    }
    const per = Math.max(1, Math.round(signIns / rounds));
    const perGoals = Math.max(20, Math.round(GOAL_READS / rounds));
    const tasks = {};
    for (const [side, [server, email]] of Object.entries(sides)) {
      tasks[`${side}Me`] = (round) =>
        load(`${server.base}/api/me`, { duration, headers: auth[side], warmup: round === 0 ? 1 : 0 });
      tasks[`${side}SignIn`] = () => signInTimes(server.base, email, per);
      tasks[`${side}GoalList`] = () => readTimes(perGoals, [`${server.base}/api/goals`], auth[side]);
      tasks[`${side}GoalPage`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/goals/${goalIds[side]}`,
            `${server.base}/api/goals/${goalIds[side]}/check-ins`,
          ],
          auth[side],
        );
      tasks[`${side}Feed`] = () => readTimes(perGoals, [`${server.base}/api/kudos`], auth[side]);
      tasks[`${side}FeedByValue`] = () =>
        readTimes(perGoals, [`${server.base}/api/kudos?valueId=${valueIds[side]}`], auth[side]);
      tasks[`${side}PulseResults`] = () =>
        readTimes(perGoals, [`${server.base}/api/pulse/results`], adminAuth[side]);
      tasks[`${side}OneOnOnes`] = () => readTimes(perGoals, [`${server.base}/api/one-on-ones`], auth[side]);
      tasks[`${side}FocusWeek`] = () =>
        readTimes(perGoals, [`${server.base}/api/focus-blocks`, `${server.base}/api/habits`], auth[side]);
      tasks[`${side}OneOnOnePage`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/one-on-ones/${oneOnOneIds[side]}`,
            `${server.base}/api/one-on-ones/${oneOnOneIds[side]}/meetings`,
          ],
          auth[side],
        );
      tasks[`${side}Feedback`] = () =>
        readTimes(
          perGoals,
          [`${server.base}/api/feedback?box=received`, `${server.base}/api/feedback?box=given`],
          auth[side],
        );
      tasks[`${side}FeedbackRequests`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/feedback-requests?box=to_answer`,
            `${server.base}/api/feedback-requests?box=asked`,
          ],
          auth[side],
        );
      tasks[`${side}Reviews`] = () =>
        readTimes(
          perGoals,
          [`${server.base}/api/reviews`, `${server.base}/api/reviews/${reviewIds[side]}/results`],
          auth[side],
        );
      tasks[`${side}Today`] = () => readTimes(perGoals, [`${server.base}/api/today`], auth[side]);
      tasks[`${side}Board`] = () =>
        readTimes(perGoals, [`${server.base}/api/teams/${boardTeams[side]}/board`], auth[side]);
      tasks[`${side}StandupPage`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/standups/${standupTeamIds[side]}/day`,
            `${server.base}/api/standups/${standupTeamIds[side]}/participation`,
          ],
          auth[side],
        );
      tasks[`${side}Learning`] = () => readTimes(perGoals, [`${server.base}/api/career/me`], auth[side]);
      tasks[`${side}GrowthPlan`] = () => readTimes(perGoals, [`${server.base}/api/growth-plan`], auth[side]);
      tasks[`${side}Journal`] = () =>
        readTimes(
          perGoals,
          [`${server.base}/api/journal/prompt`, `${server.base}/api/journal/entries`],
          auth[side],
        );
      tasks[`${side}Library`] = () =>
        readTimes(
          perGoals,
          [`${server.base}/api/resources`, `${server.base}/api/resources/competencies`],
          auth[side],
        );
      tasks[`${side}Tracks`] = () =>
        readTimes(
          perGoals,
          [`${server.base}/api/career/tracks`, `${server.base}/api/career/tracks/${trackIds[side]}`],
          auth[side],
        );
      tasks[`${side}PurposeMap`] = () => readTimes(perGoals, [`${server.base}/api/purpose/map`], auth[side]);
      tasks[`${side}Contributions`] = () =>
        readTimes(perGoals, [`${server.base}/api/contributions`], auth[side]);
      tasks[`${side}ValuesInPractice`] = () =>
        readTimes(perGoals, [`${server.base}/api/values-in-practice`], auth[side]);
      tasks[`${side}CareerPath`] = () => readTimes(perGoals, [`${server.base}/api/career/path`], auth[side]);
      tasks[`${side}Strategy`] = () => readTimes(perGoals, [`${server.base}/api/strategy`], auth[side]);
      tasks[`${side}Decisions`] = () => readTimes(perGoals, [`${server.base}/api/decisions`], auth[side]);
      tasks[`${side}Decision`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/decisions/${decisionIds[side]}`,
            `${server.base}/api/documents/${decisionIds[side]}/versions`,
          ],
          auth[side],
        );
      tasks[`${side}Ideas`] = () => readTimes(perGoals, [`${server.base}/api/ideas`], auth[side]);
      tasks[`${side}ValueLists`] = () =>
        readTimes(perGoals, [`${server.base}/api/canvases`, `${server.base}/api/personas`], auth[side]);
      tasks[`${side}Canvas`] = () =>
        readTimes(
          perGoals,
          [
            `${server.base}/api/canvases/${canvasIds[side]}`,
            `${server.base}/api/documents/${canvasIds[side]}/versions`,
            `${server.base}/api/canvases/${canvasIds[side]}/pitch`,
          ],
          auth[side],
        );
      tasks[`${side}Insights`] = () => readTimes(perGoals, [`${server.base}/api/insights`], adminAuth[side]);
    }
    const samples = await interleave(rounds, tasks);
    // The embedded default's footprint once it has served the seeded database: node and its server.
    const memory = kind === 'embedded' ? measureMemory(seededServer.pid, seeded.server.dataDir) : undefined;
    const me = { empty: combineLoads(samples.emptyMe), seeded: combineLoads(samples.seededMe) };
    const times = { empty: samples.emptySignIn.flat(), seeded: samples.seededSignIn.flat() };
    const p50 = { empty: median(times.empty), seeded: median(times.seeded) };
    const meRatio = me.empty.rps / me.seeded.rps;
    const signInRatio = p50.seeded / p50.empty;
    return [
      {
        name: `${kind}: GET /api/me, seeded vs almost empty (slowdown = empty req/s ÷ seeded req/s)`,
        value: `${Math.round(me.seeded.rps)} req/s`,
        peer: `${Math.round(me.empty.rps)} req/s`,
        ratio: meRatio,
        target: '≤ 1.2×',
        pass: meRatio <= 1.2 && !me.seeded.errors,
        note: `seeded ${latencies(me.seeded)}; empty ${latencies(me.empty)}; seeding took ${seedSeconds.toFixed(0)} s`,
      },
      {
        name: `${kind}: sign-in p50, seeded vs almost empty`,
        value: `${p50.seeded.toFixed(1)} ms`,
        peer: `${p50.empty.toFixed(1)} ms`,
        ratio: signInRatio,
        target: '≤ 1.2×',
        pass: signInRatio <= 1.2,
        note: `${times.seeded.length} sign-ins each; p99 ${percentile(times.seeded, 99).toFixed(1)} vs ${percentile(times.empty, 99).toFixed(1)} ms`,
      },
      readRow(
        kind,
        'GET /api/goals (the company’s open goals, first page)',
        samples.seededGoalList,
        samples.emptyGoalList,
      ),
      readRow(
        kind,
        'a goal page (GET /api/goals/:id and its check-ins, in parallel)',
        samples.seededGoalPage,
        samples.emptyGoalPage,
      ),
      readRow(
        kind,
        'GET /api/kudos (the company’s feed, first page)',
        samples.seededFeed,
        samples.emptyFeed,
        `; seeding the kudos took ${kudosSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'GET /api/kudos?valueId= (one value’s kudos)',
        samples.seededFeedByValue,
        samples.emptyFeedByValue,
      ),
      readRow(
        kind,
        'GET /api/pulse/results (the company’s latest closed period, as its admin)',
        samples.seededPulseResults,
        samples.emptyPulseResults,
        `; seeding the pulse took ${pulseSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'the Focus and Habits tabs (GET /api/focus-blocks, this week and the next, and GET /api/habits, in parallel)',
        samples.seededFocusWeek,
        samples.emptyFocusWeek,
        `; seeding a year of focus blocks and habits took ${focusSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'GET /api/one-on-ones (the member’s 1:1s)',
        samples.seededOneOnOnes,
        samples.emptyOneOnOnes,
      ),
      readRow(
        kind,
        'a 1:1 page (GET /api/one-on-ones/:id, its next agenda, and its history’s first page, in parallel)',
        samples.seededOneOnOnePage,
        samples.emptyOneOnOnePage,
      ),
      readRow(
        kind,
        'feedback received and given (GET /api/feedback?box=received and given, in parallel)',
        samples.seededFeedback,
        samples.emptyFeedback,
      ),
      readRow(
        kind,
        'feedback requests, to answer and asked (GET /api/feedback-requests, in parallel)',
        samples.seededFeedbackRequests,
        samples.emptyFeedbackRequests,
      ),
      readRow(
        kind,
        'the Reviews tab (GET /api/reviews and a closed 360’s results, in parallel)',
        samples.seededReviews,
        samples.emptyReviews,
        `; seeding the 1:1s, 360s and feedback took ${oneOnOnesSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'GET /api/today (the member’s day, a year of daily items for 100,000 people)',
        samples.seededToday,
        samples.emptyToday,
        `; seeding Today took ${dayItemsSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'GET /api/teams/:teamId/board (the member’s team’s board; a year of cards, most done and archived)',
        samples.seededBoard,
        samples.emptyBoard,
        `; seeding the boards took ${boardsSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'a team’s standup page (GET /api/standups/:teamId/day and its participation, in parallel)',
        samples.seededStandupPage,
        samples.emptyStandupPage,
        `; seeding the standups took ${standupsSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        '/learning’s first tab, my level vs next level (GET /api/career/me)',
        samples.seededLearning,
        samples.emptyLearning,
        `; seeding learning and purpose took ${learningSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'the Growth plan tab (GET /api/growth-plan; 2 million items for 90,000 people)',
        samples.seededGrowthPlan,
        samples.emptyGrowthPlan,
      ),
      readRow(
        kind,
        'the Journal tab (GET /api/journal/prompt and the entries’ first page, in parallel)',
        samples.seededJournal,
        samples.emptyJournal,
      ),
      readRow(
        kind,
        'the Library tab (GET /api/resources and its competencies, in parallel)',
        samples.seededLibrary,
        samples.emptyLibrary,
      ),
      readRow(
        kind,
        'the Tracks tab (GET /api/career/tracks and one track whole, in parallel)',
        samples.seededTracks,
        samples.emptyTracks,
      ),
      readRow(
        kind,
        'the purpose map (GET /api/purpose/map)',
        samples.seededPurposeMap,
        samples.emptyPurposeMap,
      ),
      readRow(
        kind,
        'the contribution log’s first page (GET /api/contributions; a year of check-ins, kudos, 1:1 actions, growth items and entries)',
        samples.seededContributions,
        samples.emptyContributions,
      ),
      readRow(
        kind,
        'the Values tab (GET /api/values-in-practice: twelve sealed periods per value, with kudos counts)',
        samples.seededValuesInPractice,
        samples.emptyValuesInPractice,
      ),
      readRow(
        kind,
        'the Career path tab (GET /api/career/path)',
        samples.seededCareerPath,
        samples.emptyCareerPath,
      ),
      readRow(
        kind,
        'the strategy page (GET /api/strategy; 610,000 documents and 1.6 million versions in all)',
        samples.seededStrategy,
        samples.emptyStrategy,
        `; seeding the documents took ${documentsSeconds.toFixed(0)} s`,
      ),
      readRow(
        kind,
        'the Decisions tab’s first page (GET /api/decisions; 40 records a company)',
        samples.seededDecisions,
        samples.emptyDecisions,
      ),
      readRow(
        kind,
        'a decision record with its history (GET /api/decisions/:id and /api/documents/:id/versions, in parallel)',
        samples.seededDecision,
        samples.emptyDecision,
      ),
      readRow(kind, 'the Ideas tab’s first page (GET /api/ideas)', samples.seededIdeas, samples.emptyIdeas),
      readRow(
        kind,
        'the Value page’s lists (GET /api/canvases and /api/personas, in parallel)',
        samples.seededValueLists,
        samples.emptyValueLists,
      ),
      readRow(
        kind,
        'a canvas with its history and pitch outline (GET /api/canvases/:id, its versions and /pitch, in parallel)',
        samples.seededCanvas,
        samples.emptyCanvas,
      ),
      readRow(
        kind,
        'GET /api/insights (/analytics: twelve periods, the teams, goals and breadth)',
        samples.seededInsights,
        samples.emptyInsights,
      ),
      ...(memory ? [memoryRow(memory)] : []),
    ];
  } finally {
    for (const server of servers) await server.stop();
    for (const store of stores) await store.drop().catch(() => {});
  }
}

const MEMORY_TARGET_MIB = 300;

function memoryRow(memory) {
  return {
    name: 'embedded: memory after the seeded run (node RSS + PostgreSQL PSS)',
    value: mib(memory.total),
    target: `< ${MEMORY_TARGET_MIB} MiB`,
    pass: memory.total < MEMORY_TARGET_MIB * 1024 * 1024,
    note: describeMemory(memory),
  };
}

/** Sequential reads of a goals or feed figure per round: p95 needs a few hundred in all. */
const GOAL_READS = 300;

/**
 * `count` times, one after the other, the time until every URL has answered (asked in parallel, as a
 * page asks them): a single client's latency, without the queueing a load test adds.
 */
async function readTimes(count, urls, headers) {
  const times = [];
  for (let i = 0; i < count + 5; i++) {
    const start = performance.now();
    const responses = await Promise.all(urls.map((url) => fetch(url, { headers })));
    for (const response of responses) {
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${response.url}: ${response.status}`);
    }
    if (i >= 5) times.push(performance.now() - start);
  }
  return times;
}

function readRow(kind, what, seededSamples, emptySamples, more = '') {
  const seeded = seededSamples.flat();
  const empty = emptySamples.flat();
  const p95 = { seeded: percentile(seeded, 95), empty: percentile(empty, 95) };
  const ratio = p95.seeded / p95.empty;
  return {
    name: `${kind}: ${what} p95, seeded vs almost empty`,
    value: `${p95.seeded.toFixed(1)} ms`,
    peer: `${p95.empty.toFixed(1)} ms`,
    ratio,
    target: '< 50 ms and ≤ 1.2×',
    pass: p95.seeded < 50 && ratio <= 1.2,
    note: `${seeded.length} reads each, one at a time; p50 ${median(seeded).toFixed(1)} vs ${median(empty).toFixed(1)} ms${more}`,
  };
}

/**
 * The almost empty side's learning and purpose, shaped like a seeded company's: the admin's track of
 * five levels and eight competencies with what each level asks, the member placed on its second
 * level and rating themself on each competency, a growth plan of SEED_GROWTH_DONE done and
 * SEED_GROWTH_OPEN open items, two resources, a journal entry and a contribution added by hand; its
 * pulse is sealed by the seed's own figures. Returns the track's id.
 */
async function emptyCompanyLearning(base, { admin, member }) {
  const as = (person) => (method, url, body) => call(base, method, url, body, person.access_token);
  const byAdmin = as(admin);
  const byMember = as(member);
  const { track } = await byAdmin('POST', '/api/career/tracks', { name: 'Engineering', openToMoves: true });
  const levels = [];
  for (const name of ['Junior', 'Mid-level', 'Senior', 'Staff', 'Principal']) {
    const { track: now } = await byAdmin('POST', `/api/career/tracks/${track.id}/levels`, {
      name,
      summary: `What a ${name} engineer is trusted with`,
    });
    levels.push(now.levels.at(-1));
  }
  const skills = [];
  for (let k = 0; k < 8; k++) {
    const { track: now } = await byAdmin('POST', `/api/career/tracks/${track.id}/competencies`, {
      name: `Competency ${k}`,
    });
    skills.push(now.competencies.at(-1));
  }
  for (const skill of skills) {
    for (const level of levels) {
      await byAdmin('PUT', `/api/career/tracks/${track.id}/competencies/${skill.id}/levels/${level.id}`, {
        text: `${skill.name} at the ${level.name} level: a step beyond the level before`,
      });
    }
  }
  await byAdmin('PUT', `/api/career/people/${member.user.id}/position`, {
    trackId: track.id,
    levelId: levels[1].id,
  });
  for (const [k, skill] of skills.entries()) {
    await byMember('PUT', `/api/career/people/${member.user.id}/ratings/${skill.id}`, {
      rating: 1 + (k % 4),
    });
  }
  const { resource } = await byAdmin('POST', '/api/resources', {
    title: 'Resource 0',
    url: 'https://example.com/learn/0',
    kind: 'book',
    competencyIds: [skills[0].id],
  });
  await byMember('POST', '/api/resources', {
    title: 'Resource 1',
    url: 'https://example.com/learn/1',
    kind: 'course',
    competencyIds: [skills[1].id],
  });
  for (let n = 0; n < SEED_GROWTH_DONE + SEED_GROWTH_OPEN; n++) {
    const due = new Date(
      Date.now() + (n < SEED_GROWTH_DONE ? -20 * n : 7 * (n - SEED_GROWTH_DONE + 1)) * 86_400_000,
    );
    const { item } = await byMember('POST', '/api/growth-items', {
      kind: ['learn', 'practise', 'ship', 'read'][n % 4],
      title: `Growth step ${n}`,
      dueOn: due.toISOString().slice(0, 10),
      competencyId: skills[n % 8].id,
      resourceId: n % 5 === 0 ? resource.id : null,
    });
    if (n < SEED_GROWTH_DONE) await byMember('PATCH', `/api/growth-items/${item.id}`, { done: true });
  }
  await byMember('POST', '/api/journal/entries', {
    body: 'A good talk with the team, and a bug found before it shipped.',
    answersPrompt: true,
  });
  await byMember('POST', '/api/contributions', {
    day: new Date().toISOString().slice(0, 10),
    text: 'Helped another team with this month’s release',
  });
  return track.id;
}

/**
 * The almost empty side's goals, as people would set them: two company goals by the admin, the
 * member's three personal goals supporting the first, three check-ins each. Returns the first
 * personal goal's id.
 */
async function emptyCompanyGoals(base, { admin, member }) {
  const quarter = new Date();
  const startsOn = new Date(Date.UTC(quarter.getUTCFullYear(), Math.floor(quarter.getUTCMonth() / 3) * 3, 1));
  const dueOn = new Date(Date.UTC(startsOn.getUTCFullYear(), startsOn.getUTCMonth() + 3, 0));
  const period = { startsOn: startsOn.toISOString().slice(0, 10), dueOn: dueOn.toISOString().slice(0, 10) };
  const keyResults = [0, 1].map((r) => ({
    title: `Key result ${r}`,
    kind: 'number',
    unit: 'deals',
    startValue: 0,
    targetValue: 100,
    weight: 1 + r,
  }));
  const goal = (token, body) => call(base, 'POST', '/api/goals', { ...period, keyResults, ...body }, token);
  const companyGoals = [];
  for (const k of [0, 1]) {
    companyGoals.push(
      (await goal(admin.access_token, { level: 'company', title: `Company goal ${k}` })).goal,
    );
  }
  const personal = [];
  for (const k of [0, 1, 2]) {
    const { goal: created } = await goal(member.access_token, {
      level: 'personal',
      title: `Goal ${k}`,
      parentIds: [companyGoals[0].id],
    });
    personal.push(created);
    for (const week of [1, 2, 3]) {
      await call(
        base,
        'POST',
        `/api/goals/${created.id}/check-ins`,
        {
          status: 'on_track',
          confidence: 7,
          note: `Week ${week}: steady.`,
          values: created.keyResults.map((result) => ({ keyResultId: result.id, value: week * 10 })),
        },
        member.access_token,
      );
    }
  }
  return personal[0].id;
}

/**
 * The almost empty side's recognition, shaped like a seeded company's: four people (two more join),
 * the four values the seed names, and 40 kudos given in turn (the first twenty carrying the first value,
 * so that its filter, like the seeded one, answers a full page), each to one, two or three of the others
 * and with none to three reactions from them, as the seed gives its posts. Returns the first value's id.
 */
async function emptyCompanyKudos(base, created) {
  const { admin, member } = created;
  const tag = Math.random().toString(36).slice(2, 8);
  const people = [admin, member];
  for (const k of [2, 3]) {
    people.push(await joinCompany(base, created, `person${k}-${tag}@bench.test`, `Bench Person ${k}`));
  }
  const values = [];
  for (const name of ['Ownership', 'Courage', 'Craft', 'Care']) {
    const body = { name, description: `What ${name} means here` };
    values.push((await call(base, 'POST', '/api/values', body, admin.access_token)).value);
  }
  const emoji = ['clap', 'tada', 'heart', 'raised_hands', 'rocket', 'bulb'];
  for (let k = 0; k < 40; k++) {
    const sender = people[k % people.length];
    const others = people.filter((person) => person !== sender);
    const body = {
      recipientIds: others.slice(0, 1 + (k % 3)).map((person) => person.user.id),
      message: `Thanks for the help with deal ${k}: it made the week.`,
      valueId: values[k < 20 ? 0 : 1 + (k % 3)].id,
    };
    const { kudos } = await call(base, 'POST', '/api/kudos', body, sender.access_token);
    for (const [t, person] of others.slice(0, k % 4).entries()) {
      const name = emoji[(k + t) % emoji.length];
      await call(base, 'PUT', `/api/kudos/${kudos.id}/reactions/${name}`, undefined, person.access_token);
    }
  }
  return { valueId: values[0].id, people };
}

/**
 * The almost empty side's documents, shaped like a seeded company's: the admin's strategy page of three
 * pillars, a record the member proposed and the admin accepted, a SWOT of the member's team saved
 * twice, and a canvas saved four times with a persona it serves. Returns the record's and canvas's ids.
 */
async function emptyCompanyDocuments(base, { admin, member }, teamId) {
  const as = (person) => (method, url, body) => call(base, method, url, body, person.access_token);
  const byAdmin = as(admin);
  const byMember = as(member);
  const pillars = [0, 1, 2].map((p) => ({ name: `Pillar ${p}`, rationale: `Why pillar ${p} matters` }));
  await byAdmin('PUT', '/api/strategy', { version: 0, vision: 'Every coast within half an hour', pillars });
  const { record } = await byMember('POST', '/api/decisions', {
    title: 'Decision 0',
    context: 'The waves got bigger this season',
    options: [{ title: 'Longer boards', pros: 'Speed', cons: 'Weight' }],
    decision: 'Longer boards from June',
    approverId: admin.user.id,
  });
  await byAdmin('POST', `/api/decisions/${record.id}/decide`, { outcome: 'accepted', version: 1 });
  const { idea } = await byMember('POST', '/api/ideas', {
    title: 'Idea 0',
    teamId,
    body: { template: 'swot' },
  });
  for (let version = 1; version < 3; version++) {
    await byMember('PUT', `/api/ideas/${idea.id}`, {
      title: 'Idea 0',
      version,
      body: { template: 'swot', strengths: ['Warm wetsuits', `Saved ${version}`], threats: ['Storms'] },
    });
  }
  const boxes = (version) => ({ problem: 'Boards are heavy', solution: `Foam core ${version}` });
  const { canvas } = await byMember('POST', '/api/canvases', { title: 'Canvas 0', boxes: boxes(1) });
  for (let version = 1; version < 4; version++) {
    await byMember('PUT', `/api/canvases/${canvas.id}`, {
      title: 'Canvas 0',
      version,
      boxes: boxes(version + 1),
    });
  }
  await byMember('POST', '/api/personas', {
    title: 'Persona 0',
    jobs: ['Catch a wave before nine'],
    pains: ['Carrying the board'],
    canvasIds: [canvas.id],
  });
  return { decisionId: record.id, canvasId: canvas.id };
}

/** The almost empty side's board: the member leads a team whose board has 20 cards, 12 of them done. */
async function emptyCompanyBoard(base, { admin, member }) {
  const { team } = await call(
    base,
    'POST',
    '/api/teams',
    { name: 'Board Crew', leadIds: [member.user.id] },
    admin.access_token,
  );
  const path = `/api/teams/${team.id}/board`;
  const { board } = await call(base, 'GET', path, undefined, member.access_token);
  const [todo, , done] = board.columns.map((column) => column.id);
  for (let k = 0; k < 20; k++) {
    const body = { columnId: todo, title: `Card ${k}`, ownerId: member.user.id };
    const { card } = await call(base, 'POST', `${path}/cards`, body, member.access_token);
    if (k < 12)
      await call(
        base,
        'POST',
        `${path}/cards/${card.id}/move`,
        { columnId: done, beforeCardId: null },
        member.access_token,
      );
  }
  return team.id;
}

/**
 * The almost empty side's 1:1, shaped like a seeded one: the admin and the member meet weekly; twelve
 * meetings held, each with a point by each of them (the first ticked) and the admin's private notes,
 * and the next with its points. Returns its id.
 */
async function emptyCompanyOneOnOne(base, { admin, member }) {
  const body = { partnerId: member.user.id, cadence: 'weekly', weekday: 2, localTime: '10:00' };
  const startsOn = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const { oneOnOne } = await call(
    base,
    'POST',
    '/api/one-on-ones',
    { ...body, startsOn },
    admin.access_token,
  );
  let detail = (
    await call(base, 'POST', `/api/one-on-ones/${oneOnOne.id}/accept`, undefined, member.access_token)
  ).oneOnOne;
  const path = `/api/one-on-ones/${oneOnOne.id}`;
  for (let week = 0; week < 12; week++) {
    const meetingId = detail.nextMeeting.id;
    const first = await call(
      base,
      'POST',
      `${path}/points`,
      { text: `Point 0 of week ${week}` },
      admin.access_token,
    );
    await call(base, 'POST', `${path}/points`, { text: `Point 1 of week ${week}` }, member.access_token);
    await call(base, 'PATCH', `${path}/points/${first.point.id}`, { ticked: true }, admin.access_token);
    const note = { body: `What I took from week ${week}: steady, with one thing to follow up.` };
    await call(base, 'PUT', `/api/one-on-ones/meetings/${meetingId}/notes`, note, admin.access_token);
    detail = (await call(base, 'POST', `${path}/meetings/${meetingId}/held`, undefined, admin.access_token))
      .oneOnOne;
  }
  await call(base, 'POST', `${path}/points`, { text: 'Point 0 of the next week' }, admin.access_token);
  await call(base, 'POST', `${path}/points`, { text: 'Point 1 of the next week' }, member.access_token);
  return oneOnOne.id;
}

/**
 * The almost empty side's feedback, shaped like a seeded member's year: twelve pieces to the member from
 * their colleagues in turn and twelve by the member, the three visibilities in turn, and four requests
 * the member asked of two colleagues, and four asked of the member.
 */
async function emptyCompanyFeedback(base, [admin, member, ...others]) {
  const colleagues = [admin, ...others];
  const visibilities = ['private', 'recipient_and_leads', 'leads_only'];
  for (let n = 0; n < 12; n++) {
    const visibility = visibilities[n % 3];
    const body = `What went well in month ${n}, and one thing to try.`;
    const colleague = colleagues[n % colleagues.length];
    await call(
      base,
      'POST',
      '/api/feedback',
      { recipientId: member.user.id, body, visibility },
      colleague.access_token,
    );
    await call(
      base,
      'POST',
      '/api/feedback',
      { recipientId: colleague.user.id, body, visibility },
      member.access_token,
    );
  }
  for (let q = 0; q < 4; q++) {
    const question = `How did quarter ${q} go, from where you sit?`;
    const ask = (asker, recipientIds) =>
      call(
        base,
        'POST',
        '/api/feedback-requests',
        { recipientIds, question, visibility: 'recipient_and_leads' },
        asker.access_token,
      );
    await ask(member, [colleagues[q % 3].user.id, colleagues[(q + 1) % 3].user.id]);
    await ask(colleagues[q % 3], [member.user.id]);
  }
}

/**
 * The almost empty side's 360, shaped like a seeded one: the member asks three questions of themself
 * and of their three colleagues as peers; all answer, and it is closed in SQL (a 360 cannot be started
 * with a closing day in the past). Returns its id.
 */
async function emptyCompanyReview(base, [admin, member, ...others], seed) {
  const colleagues = [admin, ...others];
  const closesOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const body = {
    raters: colleagues.map((person) => ({ userId: person.user.id, group: 'peer' })),
    questions: ['What should I keep doing?', 'What should I do more of?', 'What should I stop?'],
    closesOn,
    shareWithLeads: false,
  };
  const { review } = await call(base, 'POST', '/api/reviews', body, member.access_token);
  for (const [k, person] of [member, ...colleagues].entries()) {
    const answers = review.questions.map((question, q) => ({
      questionId: question.id,
      score: 1 + ((q + k) % 5),
      comment: `Comment ${k} on question ${q}`,
    }));
    await call(base, 'POST', `/api/reviews/${review.id}/answers`, { answers }, person.access_token);
  }
  await seed(`update reviews set closes_on = current_date - 30, closed_at = now() where id = '${review.id}'`);
  return review.id;
}

export async function run({ duration = 3, signIns = 25, rounds = 3 } = {}) {
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(PASSWORD, ARGON2ID);
  const options = { duration, signIns, rounds, passwordHash };
  const rows = [];
  try {
    rows.push(...(await backend('embedded', options)));
  } catch (error) {
    rows.push({ name: 'embedded: seeded vs almost empty', skipped: `could not run: ${error.message}` });
  }
  if (await postgresAvailable()) {
    try {
      rows.push(...(await backend('postgres', options)));
    } catch (error) {
      rows.push({ name: 'postgres: seeded vs almost empty', skipped: `could not run: ${error.message}` });
    }
  } else {
    rows.push({
      name: 'postgres: seeded vs almost empty',
      skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}`,
    });
  }
  return { rows };
}
