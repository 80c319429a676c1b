// The pairing of a round of connections for 100,000 opted-in people of one company (decision 041),
// measured in this process, on both servers: an embedded server started in a DATA_DIR of its own, and
// a database sos_pairing_<random> of the local PostgreSQL server (each migrated as SOS migrates it,
// dropped afterwards). The people are written in SQL across 1,000 teams, with
// 5,000 "don't pair me with" blocks and last round's 50,000 pairs as history; the product's own
// `pairRound` reads them, pairs everyone in slices with a yield between them, and writes the round,
// its pairs, their people and everyone's notification in one transaction, while this process's event
// loop is watched. The round is deleted between runs. On the local server, two instances (two pools)
// then pair one more round at once: one writes it, the other finds it done.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pairingBundle, tempDir } from './builds.mjs';
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

/** A store to pair on: the local server's throwaway database, or an embedded server of its own. */
async function postgresStore(product) {
  if (!(await postgresAvailable())) return { skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}` };
  const database = `sos_pairing_${randomBytes(4).toString('hex')}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  const open = () => product.connectPostgres(url.toString());
  const connection = await open();
  return {
    url: url.toString(),
    connection,
    // A second instance of SOS on the same database: a pool of its own.
    open,
    drop: async () => {
      await connection.close();
      await runSql(PG_SERVER_URL, `drop database if exists ${database} with (force)`).catch(() => {});
    },
  };
}

async function embeddedStore(product) {
  const dataDir = tempDir('pairing-embedded');
  const connection = await product.connectDatabase({ dataDir });
  const socket = encodeURIComponent(path.join(dataDir, 'postgres'));
  return {
    url: `postgres://postgres@localhost/sos?host=${socket}`,
    connection,
    drop: () => connection.close(),
  };
}

/** Pairs `rounds` rounds on `store`; with `race`, two instances then pair one more round at once. */
async function pairOn(product, store, { rounds, race }) {
  const { url, connection } = store;
  const startsOn = product.roundStartOf(new Date().toISOString().slice(0, 10));
  const lastRound = new Date(Date.parse(`${startsOn}T00:00:00Z`) - 14 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const resetSql = `delete from connection_rounds where starts_on = '${startsOn}';
    delete from notifications where kind = 'connection_paired'`;
  /** After a seed or a reset: the tables as autovacuum would have left them. */
  const vacuum = () => runSql(url, 'vacuum analyze');
  const reset = async () => {
    await runSql(url, resetSql);
    await vacuum();
  };
  await connection.migrate(path.join(repo, 'db/migrations'));
  await runSql(url, seedSql(lastRound));
  await vacuum();
  const [{ id: companyId }] = await rowsAt(url, `select ${COMPANY}::text as id`);
  const jobs = [];
  let check;
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await reset();
    const job = await watched(() => product.pairRound(connection.db, companyId, startsOn));
    if (job.result !== true) throw new Error('the job wrote no round');
    jobs.push(job);
    [check] = await rowsAt(url, checkSql(startsOn, lastRound));
    if (check.blocked !== 0) throw new Error(`${check.blocked} blocked pairs were paired`);
  }
  let raced;
  if (race) {
    await reset();
    const second = await store.open();
    try {
      const job = await watched(() =>
        Promise.all([
          product.pairRound(connection.db, companyId, startsOn),
          product.pairRound(second.db, companyId, startsOn),
        ]),
      );
      const [counts] = await rowsAt(
        url,
        `select (select count(*)::int from connection_rounds where starts_on = '${startsOn}') as rounds,
          (select count(*)::int from connection_pair_members m join connection_rounds r on r.id = m.round_id
             where r.starts_on = '${startsOn}') as paired,
          (select count(distinct m.user_id)::int from connection_pair_members m join connection_rounds r
             on r.id = m.round_id where r.starts_on = '${startsOn}') as people,
          (select count(*)::int from notifications where kind = 'connection_paired') as told`,
      );
      raced = { ...counts, written: job.result.filter(Boolean).length, ms: job.ms, p99: job.p99 };
      const oneRound = raced.written === 1 && raced.rounds === 1;
      if (!oneRound || raced.paired !== raced.people || raced.people !== PEOPLE || raced.told !== PEOPLE) {
        throw new Error(`two instances at once wrote ${JSON.stringify(raced)}`);
      }
    } finally {
      await second.close();
    }
  }
  return { jobs, check, raced };
}

export async function run({ rounds = 3 } = {}) {
  const product = await pairingBundle();
  const scale =
    `${PEOPLE.toLocaleString('en')} opted-in people of one company in ${TEAMS.toLocaleString('en')} teams, ` +
    `${BLOCKS.toLocaleString('en')} blocks, last round's ${(PEOPLE / 2).toLocaleString('en')} pairs as history`;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const rows = [];
  for (const [kind, open] of [
    ['embedded', embeddedStore],
    ['postgres', postgresStore],
  ]) {
    const store = await open(product);
    if (store.skipped) {
      rows.push({ name: `${kind}: pairing a round`, skipped: store.skipped });
      continue;
    }
    try {
      const { jobs, check, raced } = await pairOn(product, store, { rounds, race: kind === 'postgres' });
      const seconds = median(jobs.map((job) => job.ms)) / 1000;
      const p99 = median(jobs.map((job) => job.p99));
      rows.push(
        {
          name: `${kind}: pairing a round (pairRound: read, pair in slices, write pairs, people and notifications in one transaction)`,
          value: `${seconds.toFixed(1)} s`,
          target: `< ${TARGET_SECONDS} s`,
          pass: seconds < TARGET_SECONDS,
          note:
            `median of ${rounds} rounds (${jobs.map((job) => (job.ms / 1000).toFixed(1)).join(', ')} s), ` +
            `slices of ${product.PAIRING_SLICE}; ${scale}; written: ${check.paired.toLocaleString('en')} people paired, ` +
            `${check.blocked} blocked pairs, ${check.sameTeam} pairs within a team, ${check.repeats} repeats`,
        },
        {
          name: `${kind}: event-loop delay p99 during the pairing`,
          value: ms(p99),
          target: `< ${TARGET_DELAY_MS} ms`,
          pass: p99 < TARGET_DELAY_MS,
          note:
            `median of ${rounds} rounds; max ${ms(Math.max(...jobs.map((job) => job.max)))} ` +
            `(monitorEventLoopDelay, sampled every ${RESOLUTION_MS} ms, which it counts in)`,
        },
      );
      if (raced) {
        rows.push({
          name: `${kind}: two instances pairing the same round at once (two pools on one database)`,
          value: `${(raced.ms / 1000).toFixed(1)} s`,
          target: `one round, < ${TARGET_SECONDS} s`,
          pass: raced.ms / 1000 < TARGET_SECONDS,
          note:
            `${raced.written} of 2 wrote a round; ${raced.rounds} round, ${raced.paired.toLocaleString('en')} people ` +
            `paired (${raced.people.toLocaleString('en')} distinct), ${raced.told.toLocaleString('en')} told; ` +
            `event-loop p99 ${ms(raced.p99)}`,
        });
      }
    } finally {
      await store.drop();
    }
  }
  return { rows };
}
