// The pairing of a round of connections for 100,000 opted-in people of one company (decision 041),
// measured in this process: the people are written in SQL on a database sos_pairing_<random> of the
// local PostgreSQL server (migrated as SOS migrates it, dropped afterwards), across 1,000 teams, with
// 5,000 "don't pair me with" blocks and last round's 50,000 pairs as history; the product's own
// `pairRound` reads them, pairs everyone in slices with a yield between them, and writes the round,
// its pairs, their people and everyone's notification in one transaction, while this process's event
// loop is watched. The round is deleted between runs.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pairingBundle } from './builds.mjs';
import { RESOLUTION_MS, watched } from './event-loop.mjs';
import { median, PG_SERVER_URL, postgresAvailable, repo, rowsAt } from './lib.mjs';
import { runSql } from './scale.mjs';

export const name = 'pairing';
export const title = 'The pairing of connections: 100,000 people';

const PEOPLE = 100_000;
const TEAMS = 1_000;
const BLOCKS = 5_000;
const TARGET_SECONDS = 60;
const TARGET_DELAY_MS = 50;

const COMPANY = `md5('pairing-company')::uuid`;
const person = (i) => `md5('pairing-person-' || ${i})::uuid`;
const team = (i) => `md5('pairing-team-' || ${i})::uuid`;

/** One company, its people in it and opted in, their teams, blocks and last round's pairs. */
function seedSql(lastRound) {
  return `
set session_replication_role = replica;
insert into companies (id, name, company_code) values (${COMPANY}, 'Pairing Co', 'PAIRING0');
insert into users (id, email, password_hash, full_name)
  select ${person('i')}, 'pairing-' || i || '@example.com', 'x', 'Person ' || i from generate_series(0, ${PEOPLE - 1}) i;
insert into profiles (id, full_name, company_id)
  select ${person('i')}, 'Person ' || i, ${COMPANY} from generate_series(0, ${PEOPLE - 1}) i;
insert into user_roles (user_id, company_id, role)
  select ${person('i')}, ${COMPANY}, 'member' from generate_series(0, ${PEOPLE - 1}) i;
insert into teams (id, company_id, name)
  select ${team('t')}, ${COMPANY}, 'Team ' || t from generate_series(0, ${TEAMS - 1}) t;
insert into team_members (team_id, user_id)
  select ${team(`i % ${TEAMS}`)}, ${person('i')} from generate_series(0, ${PEOPLE - 1}) i;
insert into connection_members (user_id, company_id)
  select ${person('i')}, ${COMPANY} from generate_series(0, ${PEOPLE - 1}) i;
insert into connection_blocks (user_id, blocked_user_id, company_id)
  select ${person('i * 17')}, ${person(`(i * 17 + 1 + i % 97) % ${PEOPLE}`)}, ${COMPANY}
  from generate_series(0, ${BLOCKS - 1}) i;
insert into connection_rounds (id, company_id, starts_on)
  values (md5('pairing-last-round')::uuid, ${COMPANY}, '${lastRound}');
insert into connection_pairs (id, round_id, company_id)
  select md5('pairing-pair-' || p)::uuid, md5('pairing-last-round')::uuid, ${COMPANY}
  from generate_series(0, ${PEOPLE / 2 - 1}) p;
insert into connection_pair_members (round_id, user_id, pair_id, company_id)
  select md5('pairing-last-round')::uuid, ${person('i')}, md5('pairing-pair-' || (i / 2))::uuid, ${COMPANY}
  from generate_series(0, ${PEOPLE - 1}) i;
set session_replication_role = default;
`;
}

/** What the written round holds: people paired, blocked pairs, pairs within a team, repeats. */
const checkSql = (startsOn, lastRound) => `
with round as (select id from connection_rounds where starts_on = '${startsOn}'),
  twos as (
    select a.user_id as a, b.user_id as b from connection_pair_members a
      join connection_pair_members b on b.pair_id = a.pair_id and a.user_id < b.user_id
    where a.round_id = (select id from round))
select
  (select count(*)::int from connection_pair_members where round_id = (select id from round)) as paired,
  (select count(*)::int from twos t join connection_blocks k
     on (k.user_id = t.a and k.blocked_user_id = t.b) or (k.user_id = t.b and k.blocked_user_id = t.a)) as blocked,
  (select count(*)::int from twos t join team_members x on x.user_id = t.a
     join team_members y on y.user_id = t.b and y.team_id = x.team_id) as "sameTeam",
  (select count(*)::int from twos t join connection_pair_members x on x.user_id = t.a
     join connection_pair_members y on y.pair_id = x.pair_id and y.user_id = t.b
     join connection_rounds r on r.id = x.round_id and r.starts_on = '${lastRound}') as repeats`;

export async function run({ rounds = 3 } = {}) {
  if (!(await postgresAvailable())) return { skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}` };
  const product = await pairingBundle();
  const database = `sos_pairing_${randomBytes(4).toString('hex')}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  const connection = await product.connectPostgres(url.toString());
  const startsOn = product.roundStartOf(new Date().toISOString().slice(0, 10));
  const lastRound = new Date(Date.parse(`${startsOn}T00:00:00Z`) - 14 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const resetSql = `delete from connection_rounds where starts_on = '${startsOn}';
    delete from notifications where kind = 'connection_paired'`;
  /** After a seed or a reset: the tables as autovacuum would have left them. */
  const vacuum = () => runSql(url.toString(), 'vacuum analyze');
  try {
    await connection.migrate(path.join(repo, 'db/migrations'));
    await runSql(url.toString(), seedSql(lastRound));
    await vacuum();
    const [{ id: companyId }] = await rowsAt(url.toString(), `select ${COMPANY}::text as id`);
    const jobs = [];
    let check;
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        await runSql(url.toString(), resetSql);
        await vacuum();
      }
      const job = await watched(() => product.pairRound(connection.db, companyId, startsOn));
      if (job.result !== true) throw new Error('the job wrote no round');
      jobs.push(job);
      [check] = await rowsAt(url.toString(), checkSql(startsOn, lastRound));
      if (check.blocked !== 0) throw new Error(`${check.blocked} blocked pairs were paired`);
    }
    const seconds = median(jobs.map((job) => job.ms)) / 1000;
    const p99 = median(jobs.map((job) => job.p99));
    const ms = (value) => `${value.toFixed(1)} ms`;
    const scale =
      `${PEOPLE.toLocaleString('en')} opted-in people of one company in ${TEAMS.toLocaleString('en')} teams, ` +
      `${BLOCKS.toLocaleString('en')} blocks, last round's ${(PEOPLE / 2).toLocaleString('en')} pairs as history`;
    return {
      rows: [
        {
          name: 'pairing a round (pairRound: read, pair in slices, write pairs, people and notifications in one transaction)',
          value: `${seconds.toFixed(1)} s`,
          target: `< ${TARGET_SECONDS} s`,
          pass: seconds < TARGET_SECONDS,
          note:
            `median of ${rounds} rounds (${jobs.map((job) => (job.ms / 1000).toFixed(1)).join(', ')} s), ` +
            `slices of ${product.PAIRING_SLICE}; ${scale}; written: ${check.paired.toLocaleString('en')} people paired, ` +
            `${check.blocked} blocked pairs, ${check.sameTeam} pairs within a team, ${check.repeats} repeats; local PostgreSQL server`,
        },
        {
          name: 'event-loop delay p99 during the pairing',
          value: ms(p99),
          target: `< ${TARGET_DELAY_MS} ms`,
          pass: p99 < TARGET_DELAY_MS,
          note:
            `median of ${rounds} rounds; max ${ms(Math.max(...jobs.map((job) => job.max)))} ` +
            `(monitorEventLoopDelay, sampled every ${RESOLUTION_MS} ms, which it counts in)`,
        },
      ],
    };
  } finally {
    await connection.close();
    await runSql(PG_SERVER_URL, `drop database if exists ${database} with (force)`).catch(() => {});
  }
}
