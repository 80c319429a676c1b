// The seal of a large company's period, measured in this process: 5,000 people in 300 overlapping
// teams answer last week's pulse (written in SQL on a database sos_seal_<random> of the local
// PostgreSQL server, migrated as SOS migrates it, dropped afterwards); the product's own
// `sealClosedPeriods` then seals it, its figures decided on their thread, while this process's event
// loop is watched. The peer is the same decision (`periodFigures` on the same answers in groups) made on
// the main thread: how long it would hold every request of an instance that sealed so.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sealBundle } from './builds.mjs';
import { MARGIN_MS, RESOLUTION_MS, watched } from './event-loop.mjs';
import { median, PG_SERVER_URL, postgresAvailable, repo, rowsAt, sleep } from './lib.mjs';
import { runSql } from './scale.mjs';

export const name = 'seal';
export const title = 'The seal: 5,000 people in 300 teams';

const PEOPLE = 5_000;
const TEAMS = 300;
const THRESHOLD = 5;
const TARGET_MS = 50;

const company = `md5('seal-company')::uuid`;
const period = `md5('seal-period')::uuid`;
const person = (i) => `md5('seal-person-' || ${i})::uuid`;
const team = (t) => `md5('seal-team-' || ${t})::uuid`;

/**
 * The company in SQL. Person i is in team i mod 300; one in four (i mod 4 = 1) is also in a second
 * team, and one in five of those (i mod 20 = 1) in a third, at offsets from the first that vary with i,
 * so that most sets of teams are a few people's own (what makes the decision's rule 3 work hard); one
 * in fifty is in none. Everyone answered last week's period, still unsealed, their answers carrying
 * their teams; a copy of the answers is kept aside, so that each round seals the same period afresh.
 */
function seedSql() {
  const monday = `date_trunc('week', now() at time zone 'UTC')::date`;
  const everyone = `generate_series(0, ${PEOPLE - 1}) i`;
  // Offsets from the first team, 1 to 299 and never the same: other teams than the first.
  const second = `(1 + (i / 4) % ${TEAMS - 1})`;
  const third = `(1 + (${second} + (i / 20) % ${TEAMS - 2}) % ${TEAMS - 1})`;
  return `
insert into companies (id, name, company_code, pulse_threshold) values (${company}, 'Seal Co', 'S0000001', ${THRESHOLD});
insert into users (id, email, password_hash, full_name)
  select ${person('i')}, 'person' || i || '@seal.test', 'not-a-hash', 'Person ' || i from ${everyone};
insert into profiles (id, full_name, company_id) select ${person('i')}, 'Person ' || i, ${company} from ${everyone};
insert into user_roles (user_id, company_id, role)
  select ${person('i')}, ${company}, (case when i = 0 then 'admin' else 'member' end)::app_role from ${everyone};
insert into teams (id, company_id, name, created_at)
  select ${team('t')}, ${company}, 'Team ' || t, now() - interval '100 days' from generate_series(0, ${TEAMS - 1}) t;
create temporary table seal_membership as
  select i, i % ${TEAMS} as t from ${everyone} where i % 50 <> 49
  union all select i, (i + ${second}) % ${TEAMS} from ${everyone} where i % 4 = 1 and i % 50 <> 49
  union all select i, (i + ${third}) % ${TEAMS} from ${everyone} where i % 20 = 1 and i % 50 <> 49;
insert into team_members (team_id, user_id, joined_at)
  select ${team('t')}, ${person('i')}, now() - interval '100 days' from seal_membership;
insert into pulse_periods (id, company_id, starts_on, ends_on, cadence, threshold)
  values (${period}, ${company}, ${monday} - 7, ${monday} - 1, 'weekly', ${THRESHOLD});
insert into pulse_participation (company_id, period_id, user_id) select ${company}, ${period}, ${person('i')} from ${everyone};
create table seal_bench_answers as
  select gen_random_uuid() as id, ${company} as company_id, ${period} as period_id,
         coalesce((select array_agg(${team('m.t')} order by ${team('m.t')}) from seal_membership m where m.i = g.i),
                  '{}') as team_ids,
         (7 * i) % 11 as enps, 1 + i % 5 as workload, 1 + (3 * i) % 5 as stress, 1 + (i / 7) % 5 as recognition,
         1 + (i / 3) % 5 as clarity
  from generate_series(0, ${PEOPLE - 1}) g (i);
analyze;
`;
}

/** The period back as it was before its seal: unsealed, no publication, its answers in place. */
const resetSql = `
delete from pulse_figures;
update pulse_periods set sealed = false, members = null, answered = null;
delete from pulse_responses;
insert into pulse_responses (id, company_id, period_id, team_ids, enps, workload, stress, recognition, clarity)
  select id, company_id, period_id, team_ids, enps, workload, stress, recognition, clarity from seal_bench_answers;
analyze pulse_responses;
`;

/** What the seal decides on, read as it reads it (wellbeing/seal.ts): the answers in groups, the teams, k. */
async function decisionInput(url) {
  const groups = await rowsAt(
    url,
    `select r.team_ids::text[] as "teamIds", count(*)::int as count,
       json_build_object('enps', sum(r.enps)::int, 'workload', sum(r.workload)::int,
         'stress', sum(r.stress)::int, 'recognition', sum(r.recognition)::int,
         'clarity', sum(r.clarity)::int) as sums,
       (count(*) filter (where r.enps >= 9))::int as promoters,
       (count(*) filter (where r.enps <= 6))::int as detractors
     from pulse_responses r where r.period_id = ${period} group by r.team_ids`,
  );
  const teams = await rowsAt(url, `select id from teams where company_id = ${company} order by id`);
  return { groups, teamIds: teams.map((row) => row.id), k: THRESHOLD };
}

/** Each segment's verdict, comparable between the publication and the decision: shown (how many) or why not. */
const verdicts = (entries) => new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export async function run({ rounds = 3 } = {}) {
  if (!(await postgresAvailable())) return { skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}` };
  const product = await sealBundle();
  const database = `sos_seal_${randomBytes(4).toString('hex')}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  const connection = await product.connectPostgres(url.toString());
  try {
    await connection.migrate(path.join(repo, 'db/migrations'));
    await runSql(url.toString(), seedSql());
    await runSql(url.toString(), resetSql);
    const input = await decisionInput(url.toString());
    const seals = [];
    const decisions = [];
    const idle = await watched(() => sleep(MARGIN_MS));
    for (let round = 0; round < rounds; round++) {
      if (round > 0) await runSql(url.toString(), resetSql);
      seals.push(await watched(() => product.sealClosedPeriods(connection.db)));
      decisions.push(await watched(async () => product.periodFigures(input.groups, input.teamIds, input.k)));
    }
    if (seals.some((seal) => seal.result !== 1)) throw new Error('the seal did not seal the period');
    // The same decision on both sides: the publication holds what the main thread decided.
    const published = verdicts(
      (
        await rowsAt(
          url.toString(),
          `select team_id, respondents, reason from pulse_figures where period_id = ${period}`,
        )
      ).map((row) => [row.team_id ?? 'company', row.respondents ?? row.reason]),
    );
    const decided = verdicts(
      [...decisions[0].result].map(([key, figures]) => [
        key,
        figures.suppressed ? figures.reason : figures.respondents,
      ]),
    );
    if (JSON.stringify([...published]) !== JSON.stringify([...decided])) {
      throw new Error('the seal published other figures than the decision made on the main thread');
    }
    const shown = [...published.values()].filter((value) => typeof value === 'number').length;
    const ms = (value) => `${value.toFixed(1)} ms`;
    const worst = (runs, key) => Math.max(...runs.map((r) => r[key]));
    const p99 = median(seals.map((seal) => seal.p99));
    const peerP99 = median(decisions.map((decision) => decision.p99));
    const sealMs = median(seals.map((seal) => seal.ms));
    const decideMs = median(decisions.map((decision) => decision.ms));
    return {
      rows: [
        {
          name: 'event-loop delay p99 during a seal (figures decided on their thread) vs the decision on the main thread',
          value: ms(p99),
          peer: ms(peerP99),
          ratio: p99 / peerP99,
          target: `< ${TARGET_MS} ms`,
          pass: p99 < TARGET_MS,
          note:
            `median of ${rounds} rounds; max ${ms(worst(seals, 'max'))} during a seal, ` +
            `${ms(worst(decisions, 'max'))} on the main thread; idle ${ms(idle.p99)} ` +
            `(monitorEventLoopDelay, sampled every ${RESOLUTION_MS} ms, which it counts in)`,
        },
        {
          name: 'a seal’s duration vs the decision alone on the main thread',
          value: ms(sealMs),
          peer: ms(decideMs),
          ratio: sealMs / decideMs,
          note:
            `median of ${rounds} rounds (seals ${seals.map((seal) => Math.round(seal.ms)).join(', ')} ms); ` +
            `the seal locks the period, reads its ${PEOPLE.toLocaleString('en')} answers in ` +
            `${input.groups.length} groups, starts its thread, decides, writes ${published.size} segments ` +
            `(${shown} shown, ${published.size - shown} withheld, as the main thread decided) and deletes the answers`,
        },
      ],
    };
  } finally {
    await connection.close();
    await runSql(PG_SERVER_URL, `drop database if exists ${database} with (force)`).catch(() => {});
  }
}
