// The midnight roll-over for 100,000 people, measured in this process: each has three open items on
// the last day (written in SQL on a database sos_rollover_<random> of the local PostgreSQL server,
// migrated as SOS migrates it, dropped afterwards), in 10,000 companies across four time zones; the
// product's own `rollOverDayItems` moves them to the next working day in batches while this process's
// event loop is watched. The peer is the same move in one statement: what batching costs.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { rollOverBundle } from './builds.mjs';
import { RESOLUTION_MS, watched } from './event-loop.mjs';
import { median, PG_SERVER_URL, postgresAvailable, repo, rowsAt } from './lib.mjs';
import { runSql } from './scale.mjs';

export const name = 'rollover';
export const title = 'The midnight roll-over: 100,000 people';

const PEOPLE = 100_000;
const COMPANIES = 10_000;
const OPEN_ITEMS = 3;
/** Done items a person keeps on their past days: the job must walk past none of them. */
const DONE_DAYS = 20;
const TARGET_SECONDS = 60;
const TARGET_DELAY_MS = 50;

const person = (i) => `md5('rollover-person-' || ${i})::uuid`;
const company = (i) => `md5('rollover-company-' || (${i} % ${COMPANIES}))::uuid`;
/** The evening before the job's midnight, in UTC: the open items' day. */
const lastDay = `((now() at time zone 'UTC')::date - 1)`;

/** Companies in four zones whose today is the UTC one at the job's moment; people with their items. */
function seedSql() {
  const zones = `(array['UTC', 'Europe/Paris', 'Europe/Lisbon', 'Africa/Nairobi'])`;
  return `
set session_replication_role = replica;
insert into companies (id, name, company_code, time_zone)
  select ${company('c')}, 'Company ' || c, 'R' || lpad(c::text, 7, '0'),
         ${zones}[1 + c % 4]
  from generate_series(0, ${COMPANIES - 1}) c;
insert into day_items (user_id, company_id, day, position, text, done_at, created_at)
  select ${person('i')}, ${company('i')}, ${lastDay} - d, 0, 'Done on day ' || d,
         ${lastDay} - d + interval '15 hours', ${lastDay} - d + interval '8 hours'
  from generate_series(0, ${PEOPLE - 1}) i, generate_series(0, ${DONE_DAYS - 1}) d;
insert into day_items (user_id, company_id, day, position, text, created_at)
  select ${person('i')}, ${company('i')}, ${lastDay}, k, 'Open item ' || k, ${lastDay} + interval '8 hours'
  from generate_series(0, ${PEOPLE - 1}) i, generate_series(1, ${OPEN_ITEMS}) k;
set session_replication_role = default;
`;
}

/** After a seed or a reset: the table as autovacuum would have left it by midnight. */
const vacuum = (url) => runSql(url, 'vacuum analyze day_items, companies');

/** The open items back on the last day, as before the job. */
const resetSql = `update day_items set day = ${lastDay}, rolled = 0 where done_at is null`;

/** The peer: every open past item moved in one statement, without batches or the zones' todays. */
const oneStatementSql = `
update day_items set day = (now() at time zone 'UTC')::date, rolled = rolled + 1
where done_at is null and day < (now() at time zone 'UTC')::date;
`;

export async function run({ rounds = 3 } = {}) {
  if (!(await postgresAvailable())) return { skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}` };
  const product = await rollOverBundle();
  const database = `sos_rollover_${randomBytes(4).toString('hex')}`;
  await runSql(PG_SERVER_URL, `create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  const connection = await product.connectPostgres(url.toString());
  try {
    await connection.migrate(path.join(repo, 'db/migrations'));
    await runSql(url.toString(), seedSql());
    await vacuum(url.toString());
    const [{ rows }] = await rowsAt(url.toString(), 'select count(*)::int as rows from day_items');
    const jobs = [];
    const peers = [];
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        await runSql(url.toString(), resetSql);
        await vacuum(url.toString());
      }
      jobs.push(await watched(() => product.rollOverDayItems(connection.db)));
      await runSql(url.toString(), resetSql);
      await vacuum(url.toString());
      peers.push(await watched(() => runSql(url.toString(), oneStatementSql)));
    }
    const expected = PEOPLE * OPEN_ITEMS;
    const moved = jobs.map((job) => job.result);
    if (moved.some((count) => count !== expected)) {
      throw new Error(`the job moved ${moved.join(', ')} items, not ${expected} each round`);
    }
    const seconds = median(jobs.map((job) => job.ms)) / 1000;
    const peerSeconds = median(peers.map((peer) => peer.ms)) / 1000;
    const p99 = median(jobs.map((job) => job.p99));
    const ms = (value) => `${value.toFixed(1)} ms`;
    const scale =
      `${PEOPLE.toLocaleString('en')} people in ${COMPANIES.toLocaleString('en')} companies over four ` +
      `time zones, ${expected.toLocaleString('en')} open items among ${rows.toLocaleString('en')} rows`;
    return {
      rows: [
        {
          name: 'the midnight roll-over (rollOverDayItems, in batches) vs one statement moving the same items',
          value: `${seconds.toFixed(1)} s`,
          peer: `${peerSeconds.toFixed(1)} s`,
          ratio: seconds / peerSeconds,
          target: `< ${TARGET_SECONDS} s`,
          pass: seconds < TARGET_SECONDS,
          note:
            `median of ${rounds} rounds (${jobs.map((job) => (job.ms / 1000).toFixed(1)).join(', ')} s), ` +
            `batches of ${product.ROLL_BATCH}; ${scale}; local PostgreSQL server`,
        },
        {
          name: 'event-loop delay p99 during the roll-over',
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
