// The pulse's seal for a large company: 5,000 people in 300 teams answer a week's pulse; the product's
// own seal (sealClosedPeriods, bundled here from src/) publishes its figures while this process
// watches its own event loop. The peer is the same decision taken on the event loop itself, as every
// read took it before decision 027: what a request would have waited behind.
import { randomBytes } from 'node:crypto';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { build } from 'esbuild';
import { tempDir } from './builds.mjs';
import { PG_SERVER_URL, postgresAvailable, repo } from './lib.mjs';

export const name = 'seal';
export const title = 'The pulse’s seal: 5,000 people in 300 teams';

const PEOPLE = 5_000;
const TEAMS = 300;
const THRESHOLD = 5;
/** What a request may wait behind the seal, at most (p99 of the event loop's delay). */
const DELAY_TARGET_MS = 50;

/** The seal, the database and the decision, bundled beside the figures' thread as the build does. */
async function bundle() {
  const dir = tempDir('seal');
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  };
  await build({
    ...common,
    stdin: {
      contents: `export { sealClosedPeriods } from './src/server/wellbeing/seal.ts';
        export { connectPostgres } from './src/server/db/connect.ts';
        export { periodFigures } from './src/server/insights/anonymity.ts';`,
      resolveDir: repo,
      loader: 'ts',
    },
    outfile: path.join(dir, 'seal-entry.js'),
  });
  await build({
    ...common,
    entryPoints: [path.join(repo, 'src/server/figures-worker.ts')],
    outfile: path.join(dir, 'figures-worker.js'),
  });
  return import(path.join(dir, 'seal-entry.js'));
}

/**
 * The company, in SQL: person p is in team p % 300; a quarter also in a second team and one in twenty
 * in a third, both drawn by a hash of p; one in fifty in none. Everyone answered last week's pulse, each
 * answer carrying its person's teams.
 */
function companySql() {
  const person = (p) => `md5('seal-person' || ${p})::uuid`;
  const team = (t) => `md5('seal-team' || ${t})::uuid`;
  const company = `md5('seal-company')::uuid`;
  // Spread by hash, so that team sets vary as people's do (a function of p % 300 would give 300 sets).
  const other = (salt, p) => team(`abs(hashtext('${salt}' || ${p})) % ${TEAMS}`);
  const teamsOf = (p) => `(case when ${p} % 50 = 0 then '{}'::uuid[] else array_remove(array_remove(array[
      ${team(`${p} % ${TEAMS}`)},
      case when ${p} % 4 = 0 then ${other('second', p)} end,
      case when ${p} % 20 = 0 then ${other('third', p)} end], null), null) end)`;
  return `
insert into companies (id, name, company_code, pulse_threshold) values (${company}, 'Seal Co', 'SEALBNCH', ${THRESHOLD});
insert into users (id, email, password_hash, full_name)
  select ${person('p')}, 'seal' || p || '@bench.test', 'x', 'Person ' || p from generate_series(0, ${PEOPLE - 1}) p;
insert into profiles (id, full_name, company_id) select ${person('p')}, 'Person ' || p, ${company} from generate_series(0, ${PEOPLE - 1}) p;
insert into user_roles (user_id, company_id, role)
  select ${person('p')}, ${company}, (case when p = 0 then 'admin' else 'member' end)::app_role from generate_series(0, ${PEOPLE - 1}) p;
insert into teams (id, company_id, name) select ${team('t')}, ${company}, 'Team ' || t from generate_series(0, ${TEAMS - 1}) t;
insert into team_members (team_id, user_id, is_lead)
  select distinct on (m.team_id, m.user_id) m.team_id, m.user_id, false
  from (select unnest(${teamsOf('p')}) as team_id, ${person('p')} as user_id from generate_series(0, ${PEOPLE - 1}) p) m;
insert into pulse_periods (id, company_id, starts_on, ends_on, cadence, threshold)
  values (md5('seal-period')::uuid, ${company}, current_date - 8, current_date - 2, 'weekly', ${THRESHOLD});
insert into pulse_participation (company_id, period_id, user_id)
  select ${company}, md5('seal-period')::uuid, ${person('p')} from generate_series(0, ${PEOPLE - 1}) p;
insert into pulse_responses (company_id, period_id, team_ids, enps, workload, stress, recognition, clarity)
  select ${company}, md5('seal-period')::uuid, array(select distinct unnest(${teamsOf('p')}) order by 1),
    p % 11, 1 + p % 5, 1 + (2 * p) % 5, 1 + (3 * p) % 5, 1 + (7 * p) % 5
  from generate_series(0, ${PEOPLE - 1}) p;
analyze;`;
}

/** The period's answers in groups, as the seal reads them. */
const groupsSql = `select json_agg(g) as groups from (
  select team_ids as "teamIds", count(*)::int as count,
    json_build_object('enps', sum(enps)::int, 'workload', sum(workload)::int, 'stress', sum(stress)::int,
      'recognition', sum(recognition)::int, 'clarity', sum(clarity)::int) as sums,
    (count(*) filter (where enps >= 9))::int as promoters, (count(*) filter (where enps <= 6))::int as detractors
  from pulse_responses group by team_ids) g`;

/** Runs `work` while measuring this event loop's delay: its p99 and max in ms, and how long it took. */
async function watched(work) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The histogram's timer starts on the loop's next turn: a block before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  // A turn of the loop after the work, so that a delay it caused is recorded before the histogram stops.
  await new Promise((resolve) => setTimeout(resolve, 30));
  delay.disable();
  return { result, ms, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
}

export async function run() {
  if (!(await postgresAvailable())) return { skipped: `no PostgreSQL server at ${PG_SERVER_URL}` };
  const { default: pg } = await import('pg');
  const { sealClosedPeriods, connectPostgres, periodFigures } = await bundle();
  const name = `sos_bench_seal_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = PG_SERVER_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = await connectPostgres(url);
  try {
    await database.migrate(path.join(repo, 'db/migrations'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(companySql());
    const { groups } = (await client.query(groupsSql)).rows[0];
    const teamIds = (await client.query('select id from teams order by id')).rows.map((row) => row.id);

    // The peer first, while the answers are there: the decision on the event loop.
    const inline = await watched(async () => periodFigures(groups, teamIds, THRESHOLD));
    const sealed = await watched(() => sealClosedPeriods(database.db));
    const published = (
      await client.query(`select count(*)::int as segments,
        count(*) filter (where respondents is not null)::int as shown from pulse_figures`)
    ).rows[0];
    const left = (await client.query('select count(*)::int as n from pulse_responses')).rows[0].n;
    await client.end();
    if (sealed.result !== 1 || left !== 0)
      throw new Error(`the seal sealed ${sealed.result} period(s) and left ${left} answers`);
    return {
      rows: [
        {
          name: 'event-loop delay p99 during a seal (the decision on its own thread)',
          value: `${sealed.p99.toFixed(1)} ms (max ${sealed.max.toFixed(1)} ms)`,
          peer: `${inline.p99.toFixed(1)} ms (max ${inline.max.toFixed(1)} ms), deciding on the event loop`,
          ratio: sealed.p99 / inline.p99,
          target: `< ${DELAY_TARGET_MS} ms`,
          pass: sealed.p99 < DELAY_TARGET_MS,
          note: `${groups.length} groups of answers, ${teamIds.length} teams, k = ${THRESHOLD}`,
        },
        {
          name: 'the seal, whole (lock, read, decide, publish, delete the answers)',
          value: `${(sealed.ms / 1000).toFixed(2)} s`,
          peer: `${(inline.ms / 1000).toFixed(2)} s for the decision alone, on the event loop`,
          note: `${published.segments} segments published, ${published.shown} shown; no answer left`,
        },
      ],
    };
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
