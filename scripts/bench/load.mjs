// A day of load: 1,000 people in 50 companies (20 each: an admin, three teams with their leads) use the
// real API for a bounded time, on two server instances sharing one PostgreSQL (the local server, in a
// database sos_load_<random> created and dropped here), then on one instance on the embedded default.
// Every request is timed in this process from its first byte sent to its answer's last byte received,
// and checked against the status the API answers when all goes well: anything else (5xx, an
// unexpected 4xx, a network error) is an error. The embedded instance's memory (node RSS plus the
// PostgreSQL server's PSS, as memory.mjs measures it) is read at idle after the setup and right after
// the run.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBare } from './api.mjs';
import { appBuild, sealBundle, tempDir } from './builds.mjs';
import {
  call,
  PASSWORD,
  percentile,
  PG_SERVER_URL,
  postgresAvailable,
  rowsAt,
  sleep,
  startServer,
} from './lib.mjs';
import { descendants, describeMemory, measureMemory, mib, postmasterOf, stopOrphan } from './memory.mjs';
import { runSql } from './scale.mjs';
import { ARGON2ID } from './signin.mjs';

export const name = 'load';
export const title = 'A day of load: 1,000 people in 50 companies';

const COMPANIES = 50;
const PEOPLE_PER_COMPANY = 20;
/** Teams of a company: people 1-6, 7-12 and 13-19, the first of each its lead; the admin (0) in none. */
const TEAMS = [
  [1, 6],
  [7, 12],
  [13, 19],
];
const VALUES = ['Ownership', 'Courage', 'Craft', 'Care'];
const EMOJI = ['clap', 'tada', 'heart', 'raised_hands', 'rocket', 'bulb'];
/** People of a company who answered last week's pulse (the closed period the setup writes). */
const PULSE_ANSWERS = 15;
/** The pulse's anonymity threshold (the lowest allowed), so that teams of six show their figures. */
const PULSE_THRESHOLD = 3;
const KUDOS_PER_DAY = 20;
/** Kudos in each company's feed before the day starts: from its first people, one each. */
const KUDOS_IN_SETUP = 8;
export const MEMORY_TARGET_MIB = 300;
const P95_TARGET_MS = 100;
const IDLE_SECONDS = 5;
const MIB = 1024 * 1024;

const random = Math.random;
const pick = (items) => items[Math.floor(random() * items.length)];
const chance = (p) => random() < p;
const today = () => new Date().toISOString().slice(0, 10);

/** Runs `task` over `items`, `limit` at a time. */
async function inParallel(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------------
// The setup (not timed). The companies, their people (one precomputed argon2id hash for all), teams,
// values, a closed pulse period with its answers, and a session from yesterday for everyone (as a
// browser keeps one) are written in SQL; then everyone's browser refreshes its session through the API
// (1,000 password sign-ins would cost a minute of argon2id; the load signs people in too), and the goals
// (company, team and personal, with their key results) and a few kudos per company are set through it,
// so that their derived figures are the server's own.

/** The id the seed gives `text`: md5's hex with the version and variant digits of a v4 uuid. */
const seedId = (text) => {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const sqlId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const personEmail = (g) => `person${g}@load.test`;
/** Team of a company's person `i` (0-2), or -1 for the admin. */
const teamOf = (i) => TEAMS.findIndex(([first, last]) => i >= first && i <= last);

/**
 * The rows, in SQL. `refreshTag` makes each person's refresh token (`${refreshTag}-${g}`, stored as the
 * server stores them: the SHA-256 of the token, in hex).
 */
function seedSql(passwordHash, refreshTag) {
  if (!/^[$A-Za-z0-9=,+/]+$/.test(passwordHash)) throw new Error('unexpected characters in the hash');
  if (!/^[A-Za-z0-9_-]+$/.test(refreshTag)) throw new Error('unexpected characters in the tag');
  const people = COMPANIES * PEOPLE_PER_COMPANY;
  const n = PEOPLE_PER_COMPANY;
  const person = (g) => sqlId(`'load-person-' || ${g}`);
  const company = (c) => sqlId(`'load-company-' || ${c}`);
  const team = (c, t) => sqlId(`'load-team-' || ${c} || '-' || ${t}`);
  const period = (c) => sqlId(`'load-period-' || ${c}`);
  const teamOfSql = (i) =>
    `(case ${TEAMS.map(([first, last], t) => `when ${i} between ${first} and ${last} then ${t}`).join(' ')} end)`;
  const leads = TEAMS.map(([first]) => first).join(', ');
  const names = `array['${VALUES.join("', '")}']`;
  const pulseAnswer = (min, max) => `${min} + floor(random() * ${max - min + 1})::int`;
  // Last week (Monday to Sunday, UTC): the period before the one the load opens, answered by the first
  // PULSE_ANSWERS people of each company, and left for the seal (sealLastWeek) to publish.
  const monday = `date_trunc('week', now() at time zone 'UTC')::date`;
  return `
insert into companies (id, name, company_code, pulse_cadence, pulse_threshold, created_at)
  select ${company('c')}, 'Load Co ' || c, 'L' || lpad(c::text, 7, '0'), 'weekly', ${PULSE_THRESHOLD},
         now() - interval '90 days'
  from generate_series(0, ${COMPANIES - 1}) c;
insert into users (id, email, password_hash, full_name)
  select ${person('g')}, 'person' || g || '@load.test', '${passwordHash}', 'Person ' || g
  from generate_series(0, ${people - 1}) g;
insert into profiles (id, full_name, company_id)
  select ${person('g')}, 'Person ' || g, ${company(`(g / ${n})`)} from generate_series(0, ${people - 1}) g;
insert into user_roles (user_id, company_id, role)
  select ${person('g')}, ${company(`(g / ${n})`)}, (case when g % ${n} = 0 then 'admin' else 'member' end)::app_role
  from generate_series(0, ${people - 1}) g;
insert into company_join_requests (user_id, company_id, status, created_at, decided_at, decided_by)
  select ${person('g')}, ${company(`(g / ${n})`)}, 'approved', now() - interval '60 days',
         now() - interval '59 days', ${person(`(g / ${n} * ${n})`)}
  from generate_series(0, ${people - 1}) g where g % ${n} <> 0;
insert into company_values (id, company_id, name, description, position)
  select ${sqlId(`'load-value-' || c || '-' || p`)}, ${company('c')}, (${names})[p + 1],
         'What ' || (${names})[p + 1] || ' means here', p
  from generate_series(0, ${COMPANIES - 1}) c, generate_series(0, ${VALUES.length - 1}) p;
insert into teams (id, company_id, name, created_by, created_at)
  select ${team('c', 't')}, ${company('c')}, 'Team ' || t, ${person(`(c * ${n})`)}, now() - interval '50 days'
  from generate_series(0, ${COMPANIES - 1}) c, generate_series(0, ${TEAMS.length - 1}) t;
insert into team_members (team_id, user_id, is_lead, joined_at)
  select ${team(`(g / ${n})`, teamOfSql(`(g % ${n})`))}, ${person('g')}, g % ${n} in (${leads}),
         now() - interval '50 days'
  from generate_series(0, ${people - 1}) g where g % ${n} <> 0;
insert into pulse_periods (id, company_id, starts_on, ends_on, cadence, threshold)
  select ${period('c')}, ${company('c')}, ${monday} - 7, ${monday} - 1, 'weekly', ${PULSE_THRESHOLD}
  from generate_series(0, ${COMPANIES - 1}) c;
insert into pulse_participation (company_id, period_id, user_id)
  select ${company(`(g / ${n})`)}, ${period(`(g / ${n})`)}, ${person('g')}
  from generate_series(0, ${people - 1}) g where g % ${n} < ${PULSE_ANSWERS};
insert into pulse_responses (company_id, period_id, team_ids, enps, workload, stress, recognition, clarity)
  select ${company(`(g / ${n})`)}, ${period(`(g / ${n})`)},
         case when g % ${n} = 0 then '{}'::uuid[] else array[${team(`(g / ${n})`, teamOfSql(`(g % ${n})`))}] end,
         ${pulseAnswer(0, 10)}, ${pulseAnswer(1, 5)}, ${pulseAnswer(1, 5)}, ${pulseAnswer(1, 5)}, ${pulseAnswer(1, 5)}
  from generate_series(0, ${people - 1}) g where g % ${n} < ${PULSE_ANSWERS}
  order by random();
insert into sessions (id, user_id, created_at, last_used_at, expires_at)
  select ${sqlId(`'load-session-' || g`)}, ${person('g')}, now() - interval '1 day', now() - interval '1 day',
         now() + interval '29 days'
  from generate_series(0, ${people - 1}) g;
insert into refresh_tokens (session_id, token_hash, created_at)
  select ${sqlId(`'load-session-' || g`)}, encode(sha256(convert_to('${refreshTag}-' || g, 'UTF8')), 'hex'),
         now() - interval '1 day'
  from generate_series(0, ${people - 1}) g;
analyze;
`;
}

function quarterDays() {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, 0));
  return { startsOn: start.toISOString().slice(0, 10), dueOn: end.toISOString().slice(0, 10) };
}

const keyResults = (titles) =>
  titles.map((title, r) => ({
    title,
    kind: 'number',
    unit: 'deals',
    startValue: 0,
    targetValue: 100,
    weight: 1 + r,
  }));

/** Company `c`'s goals through the API: two company goals, one per team (its lead's), one per person. */
async function setGoals(next, company) {
  const period = quarterDays();
  const goal = async (person, body) =>
    (await call(next(), 'POST', '/api/goals', { ...period, ...body }, person.token)).goal.id;
  const [admin] = company.people;
  const companyGoals = [];
  for (const k of [0, 1]) {
    const body = {
      level: 'company',
      title: `Company goal ${k}`,
      keyResults: keyResults(['Revenue', 'Customers']),
    };
    companyGoals.push(await goal(admin, body));
  }
  admin.goals.push(...companyGoals);
  const teamGoals = [];
  for (const [t, [first]] of TEAMS.entries()) {
    const lead = company.people[first];
    const id = await goal(lead, {
      level: 'team',
      teamId: company.teams[t],
      title: `Team ${t} goal`,
      keyResults: keyResults(['Shipped', 'Quality']),
      parentIds: [companyGoals[0]],
    });
    lead.goals.push(id);
    teamGoals.push(id);
  }
  await inParallel(company.people, 2, async (person) => {
    const t = teamOf(person.index);
    const id = await goal(person, {
      level: 'personal',
      title: `Goal of person ${person.index}`,
      keyResults: keyResults(['Progress', 'Learning']),
      parentIds: [t < 0 ? companyGoals[0] : teamGoals[t]],
    });
    person.goals.push(id);
  });
}

/** A few kudos in each company's feed, through the API, before the day starts. */
async function giveKudos(next, company) {
  for (const person of company.people.slice(0, KUDOS_IN_SETUP)) {
    const others = company.people.filter((other) => other !== person);
    const body = {
      recipientIds: [pick(others).id],
      message: 'Thanks for the help this week, it made a difference.',
      valueId: pick(company.values),
    };
    await call(next(), 'POST', '/api/kudos', body, person.token);
    person.kudosGiven++;
  }
}

/**
 * Last week's periods sealed by the product's own seal (wellbeing/seal.ts, run here as the servers'
 * job runs it): their figures published, their answers deleted, as every closed period is stored.
 */
async function sealLastWeek(storeUrl) {
  const { connectPostgres, sealClosedPeriods } = await sealBundle();
  const connection = await connectPostgres(storeUrl, { max: 1 });
  try {
    await sealClosedPeriods(connection.db);
  } finally {
    await connection.close();
  }
  const [{ sealed }] = await rowsAt(
    storeUrl,
    'select count(*)::int as sealed from pulse_periods where sealed',
  );
  if (sealed !== COMPANIES) throw new Error(`${sealed} of ${COMPANIES} pulse periods sealed`);
}

/** Everything the load needs, its people signed in, on the store at `storeUrl`. */
async function setUp(bases, storeUrl) {
  let turn = 0;
  const next = () => bases[turn++ % bases.length];
  const runStoreSql = (sql) => runSql(storeUrl, sql);
  const { hash } = await import('@node-rs/argon2');
  const refreshTag = randomBytes(16).toString('base64url');
  await runStoreSql(seedSql(await hash(PASSWORD, ARGON2ID), refreshTag));
  await sealLastWeek(storeUrl);
  const companies = Array.from({ length: COMPANIES }, (_, c) => {
    const company = {
      index: c,
      id: seedId(`load-company-${c}`),
      values: VALUES.map((_, p) => seedId(`load-value-${c}-${p}`)),
      teams: TEAMS.map((_, t) => seedId(`load-team-${c}-${t}`)),
    };
    company.people = Array.from({ length: PEOPLE_PER_COMPANY }, (_, i) => {
      const t = teamOf(i);
      return {
        index: i,
        email: personEmail(c * PEOPLE_PER_COMPANY + i),
        company,
        role: i === 0 ? 'admin' : 'member',
        leadOf: t >= 0 && TEAMS[t][0] === i ? company.teams[t] : null,
        goals: [],
        kudosGiven: 0,
        visits: 0,
      };
    });
    return company;
  });
  // The setup's requests wait on commits and on a busy machine more than on a core: 16 at a time.
  await inParallel(
    companies.flatMap((company) => company.people),
    16,
    async (person) => {
      const g = person.company.index * PEOPLE_PER_COMPANY + person.index;
      const session = await call(next(), 'POST', '/api/auth/token', {
        grantType: 'refresh_token',
        refreshToken: `${refreshTag}-${g}`,
      });
      Object.assign(person, {
        id: session.user.id,
        token: session.access_token,
        refresh: session.refresh_token,
      });
    },
  );
  await inParallel(companies, 8, async (company) => {
    await setGoals(next, company);
    await giveKudos(next, company);
  });
  await runStoreSql('analyze');
  return companies;
}

// ---------------------------------------------------------------------------------------------------
// The timed phase: a fixed number of virtual users, each playing one person's visit after another
// (the people taken in turn, so that all 1,000 come by), with a think time before every request.

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request on a kept-alive connection: its status, parsed JSON body and time in ms. */
function send(base, method, route, body, token) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const start = performance.now();
    const request = http.request(`${base}${route}`, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
      response.on('end', () => {
        const ms = performance.now() - start;
        const text = Buffer.concat(chunks).toString();
        let json;
        try {
          json = text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode, json, text, ms });
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
    request.end(payload);
  });
}

class Recorder {
  constructor() {
    this.endpoints = new Map();
  }
  record(endpoint, ms, error) {
    let entry = this.endpoints.get(endpoint);
    if (!entry) {
      entry = { times: [], errors: 0, examples: new Set() };
      this.endpoints.set(endpoint, entry);
    }
    entry.times.push(ms);
    if (error) {
      entry.errors++;
      if (entry.examples.size < 3) entry.examples.add(error);
    }
  }
}

/**
 * The load. `users` virtual users, each waiting a think time (exponential, mean `thinkMs`, at most
 * five times it) before each request; each request goes to the next instance in turn.
 */
async function drive(bases, companies, { seconds, users, thinkMs, bare }, processes) {
  const recorder = new Recorder();
  let turn = 0;
  const deadline = performance.now() + seconds * 1000;
  const over = () => performance.now() >= deadline;

  class Stop extends Error {}
  const think = async () => {
    const ms = Math.min(-Math.log(1 - random()) * thinkMs, 5 * thinkMs);
    await sleep(ms);
    if (over()) throw new Stop();
  };

  /** Sends one request as `person` at once and records it: the parsed body, or undefined when it failed. */
  async function hitNow(person, endpoint, method, route, { body, expect = 200, token = person.token } = {}) {
    const base = bases[turn++ % bases.length];
    const answer = await send(base, method, route, body, token);
    const error =
      answer.status === 0
        ? `network: ${answer.error?.message}`
        : answer.status !== expect
          ? `${answer.status} ${answer.json?.error?.code ?? answer.text?.slice(0, 80) ?? ''}`
          : undefined;
    recorder.record(endpoint, answer.ms, error);
    return error ? undefined : (answer.json ?? {});
  }
  /** The next request of a visit: the person reads, thinks, then acts. */
  async function hit(...args) {
    await think();
    return hitNow(...args);
  }

  const adopt = (person, session) => {
    if (!session) return;
    person.token = session.access_token;
    person.refresh = session.refresh_token;
    if (session.device_token) person.device = session.device_token;
  };

  const goalPage = async (person, goalId) => {
    // The page asks for both at once.
    await think();
    const [goal] = await Promise.all([
      hitNow(person, 'GET /api/goals/:goalId', 'GET', `/api/goals/${goalId}`),
      hitNow(person, 'GET /api/goals/:goalId/check-ins', 'GET', `/api/goals/${goalId}/check-ins`),
    ]);
    return goal?.goal;
  };
  const activities = {
    async goals(person, me) {
      const list = await hit(
        person,
        'GET /api/goals',
        'GET',
        chance(0.3) ? '/api/goals?ownerId=me' : '/api/goals',
      );
      if (chance(0.15)) await hit(person, 'GET /api/goals/tree', 'GET', '/api/goals/tree');
      // A goal of the dashboard's list that is due for a check-in, else one's own, else one from the page.
      const due = me.goals?.dueForCheckIn?.[0]?.id;
      const ownId = due ?? pick(person.goals);
      const goalId = chance(0.6) ? ownId : (pick(list?.items ?? [])?.id ?? ownId);
      const goal = await goalPage(person, goalId);
      if (goal?.canCheckIn && goal.status === 'open' && chance(due ? 0.7 : 0.3)) {
        const status = pick(['on_track', 'on_track', 'on_track', 'at_risk', 'off_track']);
        await hit(person, 'POST /api/goals/:goalId/check-ins', 'POST', `/api/goals/${goal.id}/check-ins`, {
          expect: 201,
          body: {
            status,
            confidence: 1 + Math.floor(random() * 10),
            note: 'Steady week: two meetings moved the work on.',
            values: goal.keyResults.map((result) => ({
              keyResultId: result.id,
              value: Math.min(result.targetValue, result.currentValue + 1 + Math.floor(random() * 5)),
            })),
          },
        });
      }
    },
    async recognition(person) {
      const feed = await hit(person, 'GET /api/kudos', 'GET', '/api/kudos');
      const posts = feed?.items ?? [];
      if (posts.length && chance(0.4)) {
        const post = pick(posts);
        const mine = post.reactions.find((reaction) => reaction.reacted);
        if (mine && chance(0.3)) {
          await hit(
            person,
            'DELETE /api/kudos/:kudosId/reactions/:emoji',
            'DELETE',
            `/api/kudos/${post.id}/reactions/${mine.emoji}`,
          );
        } else {
          await hit(
            person,
            'PUT /api/kudos/:kudosId/reactions/:emoji',
            'PUT',
            `/api/kudos/${post.id}/reactions/${pick(EMOJI)}`,
          );
        }
      }
      if (chance(0.15)) await hit(person, 'GET /api/culture/values', 'GET', '/api/culture/values');
      // At most 20 kudos a day per sender: a person past it does not try (the composer says so).
      if (person.kudosGiven < KUDOS_PER_DAY && chance(0.2)) {
        const others = person.company.people.filter((other) => other !== person);
        const recipients = new Set([pick(others).id]);
        if (chance(0.3)) recipients.add(pick(others).id);
        const given = await hit(person, 'POST /api/kudos', 'POST', '/api/kudos', {
          expect: 201,
          body: {
            recipientIds: [...recipients],
            message: 'Thank you for the review yesterday: clear and kind.',
            valueId: pick(person.company.values),
          },
        });
        if (given) person.kudosGiven++;
      }
    },
    async wellbeing(person, me) {
      await hit(person, 'GET /api/mood', 'GET', '/api/mood');
      if (chance(0.6)) {
        await hit(person, 'PUT /api/mood/:day', 'PUT', `/api/mood/${today()}`, {
          body: {
            mood: 1 + Math.floor(random() * 5),
            energy: 1 + Math.floor(random() * 5),
            stress: 1 + Math.floor(random() * 5),
            note: chance(0.3) ? 'Long day, good team.' : null,
          },
        });
      }
      const pulse = await hit(person, 'GET /api/pulse', 'GET', '/api/pulse');
      // Once per period (a second answer is a 409): the page shows the questions only when the server
      // says not answered, and each person remembers the periods they answered.
      const period = pulse?.period.startsOn;
      if (pulse && !pulse.answered && !me.pulse?.answered && person.answered !== period) {
        person.answered = period;
        await hit(person, 'POST /api/pulse/responses', 'POST', '/api/pulse/responses', {
          expect: 201,
          body: {
            answers: {
              enps: Math.floor(random() * 11),
              workload: 1 + Math.floor(random() * 5),
              stress: 1 + Math.floor(random() * 5),
              recognition: 1 + Math.floor(random() * 5),
              clarity: 1 + Math.floor(random() * 5),
            },
          },
        });
      }
      if (chance(0.25)) await hit(person, 'GET /api/stress', 'GET', '/api/stress');
    },
    async notifications(person) {
      const list = await hit(person, 'GET /api/notifications', 'GET', '/api/notifications');
      if (list?.items?.some((item) => !item.readAt)) {
        await hit(person, 'POST /api/notifications/read', 'POST', '/api/notifications/read', {
          body: { all: true },
        });
      }
    },
    async people(person) {
      if (chance(0.5)) {
        await hit(person, 'GET /api/people', 'GET', '/api/people');
      } else {
        const teams = await hit(person, 'GET /api/teams', 'GET', '/api/teams');
        const team = pick(teams?.items ?? []);
        if (team) await hit(person, 'GET /api/teams/:teamId', 'GET', `/api/teams/${team.id}`);
      }
    },
    async analytics(person) {
      await hit(person, 'GET /api/insights', 'GET', '/api/insights');
      const results =
        person.role === 'admin' ? '/api/pulse/results' : `/api/pulse/results?teamId=${person.leadOf}`;
      await hit(person, 'GET /api/pulse/results', 'GET', results);
      if (chance(0.5)) await hit(person, 'GET /api/culture/metrics', 'GET', '/api/culture/metrics');
      if (person.role === 'admin' && chance(0.3)) {
        await hit(person, 'GET /api/join-requests', 'GET', '/api/join-requests');
      }
    },
  };
  /** A visit's main activity, weighted as a day's use: mostly reading, goals and the feed first. */
  const WEIGHTS = [
    ['goals', 0.3],
    ['recognition', 0.3],
    ['wellbeing', 0.2],
    ['notifications', 0.1],
    ['people', 0.1],
  ];
  const activity = () => {
    let roll = random();
    for (const [key, weight] of WEIGHTS) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return WEIGHTS[0][0];
  };

  async function visit(person) {
    person.visits++;
    if (person.visits > 1 && chance(0.03)) {
      // Signed out meanwhile: signs in again with the password and this browser's device token.
      adopt(
        person,
        await hit(person, 'POST /api/auth/token (password)', 'POST', '/api/auth/token', {
          token: null,
          body: {
            grantType: 'password',
            email: person.email,
            password: PASSWORD,
            deviceToken: person.device,
          },
        }),
      );
    } else if (chance(0.08)) {
      // The access token was near its end: the browser spends its refresh token for a new one.
      adopt(
        person,
        await hit(person, 'POST /api/auth/token (refresh_token)', 'POST', '/api/auth/token', {
          token: null,
          body: { grantType: 'refresh_token', refreshToken: person.refresh },
        }),
      );
    }
    const me = await hit(person, 'GET /api/me', 'GET', '/api/me');
    if (!me) return;
    if (me.unreadNotifications > 0 && chance(0.15)) await activities.notifications(person);
    if ((person.role === 'admin' || person.leadOf) && chance(0.35)) await activities.analytics(person);
    else await activities[activity()](person, me);
  }

  const people = companies.flatMap((company) => company.people).sort(() => random() - 0.5);
  const loadBefore = os.loadavg()[0];
  const clientCpu = process.cpuUsage();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpu = cpuMeter(processes);
  const started = performance.now();
  // The floor: a bare node:http server in a process of its own, asked every 50 ms by this process
  // throughout, so that its times hold what any request waited for on this machine at that moment.
  const floor = [];
  const floorLoop = (async () => {
    while (!over()) {
      await sleep(50);
      const answer = await send(bare, 'GET', '/');
      if (answer.status === 200) floor.push(answer.ms);
    }
  })();
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (!over()) {
        const person = people.shift();
        try {
          await visit(person);
        } catch (error) {
          if (!(error instanceof Stop)) throw error;
        } finally {
          people.push(person);
        }
      }
    }),
  );
  await floorLoop;
  const elapsed = (performance.now() - started) / 1000;
  const servers = cpu();
  lag.disable();
  const client = process.cpuUsage(clientCpu);
  return {
    recorder,
    elapsed,
    floor,
    servers,
    client: (client.user + client.system) / 1e6,
    lagP99: lag.percentile(99) / 1e6,
    loadAverage: [loadBefore, os.loadavg()[0]],
  };
}

// ---------------------------------------------------------------------------------------------------
// Where the time went: the CPU the servers' processes used during the run, per request.

/** A process's user and system CPU in seconds (/proc/<pid>/stat counts USER_HZ, 100 on Linux); 0 once gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The local PostgreSQL server's backends serving `database`: their process titles name it. */
function backendsOf(database) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/**
 * Starts counting the CPU of each group of processes (`groups`: name → () => pids, asked again at the
 * end so that processes started meanwhile count whole). Answers a function giving each group's seconds.
 * A process that exits meanwhile takes its time with it (the pool keeps its connections while busy).
 */
function cpuMeter(groups) {
  if (!existsSync('/proc/self/stat')) return () => undefined;
  const start = new Map();
  for (const pids of Object.values(groups)) for (const pid of pids()) start.set(pid, cpuSeconds(pid));
  return () =>
    Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        pids().reduce((total, pid) => total + cpuSeconds(pid) - (start.get(pid) ?? 0), 0),
      ]),
    );
}

// ---------------------------------------------------------------------------------------------------

const ms = (value) => `${value.toFixed(1)} ms`;

function rowsOf(kind, driven, load) {
  const { recorder, elapsed } = driven;
  const floorP95 = percentile(driven.floor, 95);
  const rows = [];
  const all = [];
  let errors = 0;
  const entries = [...recorder.endpoints.entries()].sort((a, b) => b[1].times.length - a[1].times.length);
  for (const [endpoint, entry] of entries) {
    all.push(...entry.times);
    errors += entry.errors;
    const p95 = percentile(entry.times, 95);
    rows.push({
      name: `${kind}: ${endpoint}`,
      value: `p95 ${ms(p95)}`,
      peer: `p95 ${ms(floorP95)}`,
      ratio: p95 / floorP95,
      target: `p95 < ${P95_TARGET_MS} ms, 0 errors`,
      pass: p95 < P95_TARGET_MS && entry.errors === 0,
      note:
        `p50 ${ms(percentile(entry.times, 50))}, p99 ${ms(percentile(entry.times, 99))}; ` +
        `${entry.times.length} requests, ${(entry.times.length / elapsed).toFixed(1)} req/s; ` +
        `${entry.errors} errors${entry.errors ? ` (${[...entry.examples].join('; ')})` : ''}`,
    });
  }
  const p95 = percentile(all, 95);
  rows.unshift({
    name: `${kind}: every request (${load.instances}), p95 vs a bare node:http server asked meanwhile`,
    value: `p95 ${ms(p95)}`,
    peer: `p95 ${ms(floorP95)}`,
    ratio: p95 / floorP95,
    target: `p95 < ${P95_TARGET_MS} ms, 0 errors`,
    pass: p95 < P95_TARGET_MS && errors === 0,
    note:
      `${all.length} requests in ${elapsed.toFixed(0)} s (${Math.round(all.length / elapsed)} req/s), ` +
      `p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}; ${errors} errors; the bare server ` +
      `p50 ${ms(percentile(driven.floor, 50))}, p99 ${ms(percentile(driven.floor, 99))} ` +
      `(${driven.floor.length} requests); ${load.users} virtual users, think time ` +
      `${load.thinkMs} ms mean (at most ${Math.round((load.users * 1000) / load.thinkMs)} req/s offered); ` +
      `setup ${load.setupSeconds.toFixed(0)} s; the bench's event loop delay p99 ${ms(driven.lagP99)}`,
  });
  if (driven.servers) {
    const { node, postgres } = driven.servers;
    rows.splice(1, 0, {
      name: `${kind}: CPU per request (the servers' node and PostgreSQL processes)`,
      value: ms(((node + postgres) * 1000) / all.length),
      note:
        `node ${node.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s in ${elapsed.toFixed(0)} s ` +
        `(${((node + postgres) / elapsed).toFixed(2)} of ${os.cpus().length} cores); the bench itself ` +
        `${driven.client.toFixed(1)} s; load average (1 min) ${driven.loadAverage[0].toFixed(1)} at the ` +
        `start, ${driven.loadAverage[1].toFixed(1)} at the end${load.cpuNote ?? ''}`,
    });
  }
  return rows;
}

async function postgresBackend(options) {
  const build = await appBuild();
  const database = `sos_load_${randomBytes(4).toString('hex')}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  const servers = [];
  try {
    // One after the other: the first migrates the database, the second finds it migrated.
    for (const k of [0, 1]) {
      servers.push(
        await startServer({
          root: build.root,
          databaseUrl: url.toString(),
          dataDir: tempDir(`load-pg-${k}`),
        }),
      );
    }
    const bases = servers.map((server) => server.base);
    const setupStart = performance.now();
    const companies = await setUp(bases, url.toString());
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const driven = await drive(bases, companies, options, {
      node: () => servers.map((server) => server.pid),
      postgres: () => backendsOf(database),
    });
    return rowsOf('postgres', driven, {
      ...options,
      setupSeconds,
      instances: 'two instances, one PostgreSQL',
      cpuNote:
        '; PostgreSQL: the backends of this database (the shared WAL writer and checkpointer not counted)',
    });
  } finally {
    for (const server of servers) await server.stop();
    await runSql(PG_SERVER_URL, `drop database if exists ${database} with (force)`).catch(() => {});
  }
}

async function embeddedBackend(options) {
  const build = await appBuild();
  const dataDir = tempDir('load-embedded');
  const socketDir = encodeURIComponent(path.join(dataDir, 'postgres'));
  let server;
  let postmaster;
  try {
    server = await startServer({ root: build.root, dataDir, nodeArgs: ['--enable-source-maps'] });
    postmaster = postmasterOf(dataDir);
    const setupStart = performance.now();
    const companies = await setUp([server.base], `postgres://postgres@localhost/sos?host=${socketDir}`);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    await sleep(IDLE_SECONDS * 1000);
    const idle = measureMemory(server.pid, dataDir);
    const driven = await drive([server.base], companies, options, {
      node: () => [server.pid],
      postgres: () => [postmaster, ...descendants(postmaster)],
    });
    const after = measureMemory(server.pid, dataDir);
    const rows = rowsOf('embedded', driven, {
      ...options,
      setupSeconds,
      instances: 'one instance, embedded',
    });
    const target = `< ${MEMORY_TARGET_MIB} MiB`;
    rows.push(
      {
        name: `embedded: memory at idle, ${IDLE_SECONDS} s after the setup (1,000 people)`,
        value: mib(idle.total),
        target,
        pass: idle.total < MEMORY_TARGET_MIB * MIB,
        note: describeMemory(idle),
      },
      {
        name: `embedded: memory right after ${options.seconds} s of load vs idle`,
        value: mib(after.total),
        peer: mib(idle.total),
        ratio: after.total / idle.total,
        target,
        pass: after.total < MEMORY_TARGET_MIB * MIB,
        note: describeMemory(after),
      },
    );
    return rows;
  } finally {
    await server?.stop();
    if (postmaster) await stopOrphan(postmaster);
  }
}

export async function run({ loadDuration = 60, loadUsers = 64, loadThink = 200 } = {}) {
  const bare = await startBare();
  const options = {
    seconds: loadDuration,
    users: loadUsers,
    thinkMs: loadThink,
    bare: new URL(bare.url).origin,
  };
  const rows = [];
  try {
    if (await postgresAvailable()) {
      rows.push(...(await postgresBackend(options).catch(couldNotRun('postgres: two instances'))));
    } else {
      rows.push({ name: 'postgres: two instances', skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}` });
    }
    rows.push(...(await embeddedBackend(options).catch(couldNotRun('embedded: one instance'))));
  } finally {
    await bare.stop();
  }
  return { rows };
}

const couldNotRun = (name) => (error) => [{ name, skipped: `could not run: ${error.message}` }];
