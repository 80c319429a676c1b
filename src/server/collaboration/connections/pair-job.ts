import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CONNECTION_ROUND_DAYS } from '../../../shared/collaboration-messages';
import { CONNECTION_HISTORY_ROUNDS, roundNumberOf, roundStartOf } from '../../../shared/connections-messages';
import { addDays } from '../../../shared/days';
import { localDayOf } from '../../communication/schedule';
import type { Database, Transaction } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { connectionRoundFigures } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { computePairs, pairKey } from './pairing';

/**
 * The pairing job (decision 041), run now and then by main.ts on every instance: each company with
 * people opted in gets its round on the Monday of each fortnight (counted from CONNECTION_EPOCH, in
 * the company's zone), once. The round's row is inserted first (`on conflict do nothing`): a second
 * instance waits on the key until the first commits, then finds the round done. Its pairs, their
 * people, its empty counts and everyone's notification are written in the same transaction. A round
 * with fewer than two people to pair is not written, so it is paired as soon as two opt in.
 */

/** Rows a statement writes at once, as arrays. */
const BATCH = 10_000;
/** Pairs told at once: notify()'s statement is built row by row, which blocks the event loop a while. */
const NOTIFY_BATCH = 50;
/** Rows read into maps between two yields to the event loop. */
const YIELD_EVERY = 10_000;

/** Ids as one PostgreSQL array literal: one parameter, not one per id. */
const arrayOf = (ids: readonly string[]) => `{${ids.join(',')}}`;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A whole number from a text, for the round's seed: the same company and Monday, the same pairs. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

/** Pairs the current round of every company that has none yet. Answers how many rounds it wrote. */
export async function pairRounds(db: Database, now: Date = new Date()): Promise<number> {
  const companies = await rowsOf<{ id: string; timeZone: string; paired: string | null }>(
    db,
    sql`select c.id, c.time_zone as "timeZone",
        (select max(r.starts_on)::text from connection_rounds r where r.company_id = c.id) as paired
      from companies c
      where exists (select 1 from connection_members m where m.company_id = c.id)`,
  );
  let written = 0;
  for (const company of companies) {
    const startsOn = roundStartOf(localDayOf(now, company.timeZone));
    if (company.paired !== null && company.paired >= startsOn) continue;
    if (await pairRound(db, company.id, startsOn)) written++;
  }
  return written;
}

/** Pairs one company's round starting `startsOn`, once; false when it was done or had too few people. */
export async function pairRound(db: Database, companyId: string, startsOn: string): Promise<boolean> {
  const tooFew = Symbol('too few');
  try {
    return await db.transaction(async (tx) => {
      const [round] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into connection_rounds (company_id, starts_on) values (${companyId}, ${startsOn})
          on conflict (company_id, starts_on) do nothing returning id`,
      );
      if (!round) return false;
      const pool = await rowsOf<{ id: string; fullName: string | null }>(
        tx,
        sql`select m.user_id as id, p.full_name as "fullName"
          from connection_members m
          join user_roles r on r.user_id = m.user_id and r.company_id = m.company_id
          left join profiles p on p.id = m.user_id
          where m.company_id = ${companyId}
            and (m.snoozed_until is null or m.snoozed_until < ${startsOn}::date)`,
      );
      if (pool.length < 2) throw tooFew;
      const pairs = await computePairs({
        pool: pool.map((person) => person.id),
        ...(await worldOf(tx, companyId, startsOn)),
        seed: seedOf(`${companyId}:${startsOn}`),
      });
      await writeRound(tx, companyId, round.id, startsOn, pairs, pool);
      return true;
    });
  } catch (error) {
    if (error === tooFew) return false;
    throw error;
  }
}

/** The teams, blocks and past pairings that the pairing weighs. */
async function worldOf(tx: Transaction, companyId: string, startsOn: string) {
  const memberships = await rowsOf<{ userId: string; teamId: string }>(
    tx,
    sql`select tm.user_id as "userId", tm.team_id as "teamId"
      from team_members tm join teams t on t.id = tm.team_id
      where t.company_id = ${companyId} and t.archived_at is null and tm.left_at is null`,
  );
  const teamsOf = new Map<string, string[]>();
  for (const [i, { userId, teamId }] of memberships.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToEventLoop();
    const list = teamsOf.get(userId);
    if (list) list.push(teamId);
    else teamsOf.set(userId, [teamId]);
  }
  const blocks = await rowsOf<{ a: string; b: string }>(
    tx,
    sql`select user_id as a, blocked_user_id as b from connection_blocks where company_id = ${companyId}`,
  );
  const blocked = new Set(blocks.map(({ a, b }) => pairKey(a, b)));
  const since = addDays(startsOn, -CONNECTION_HISTORY_ROUNDS * CONNECTION_ROUND_DAYS);
  const history = await rowsOf<{ pairId: string; userId: string; startsOn: string }>(
    tx,
    sql`select pm.pair_id as "pairId", pm.user_id as "userId", r.starts_on::text as "startsOn"
      from connection_pair_members pm join connection_rounds r on r.id = pm.round_id
      where pm.company_id = ${companyId} and r.starts_on >= ${since}::date and r.starts_on < ${startsOn}::date`,
  );
  const byPair = new Map<string, { round: number; people: string[] }>();
  for (const [i, row] of history.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToEventLoop();
    const pair = byPair.get(row.pairId);
    if (pair) pair.people.push(row.userId);
    else byPair.set(row.pairId, { round: roundNumberOf(row.startsOn), people: [row.userId] });
  }
  const lastPaired = new Map<string, number>();
  await yieldToEventLoop();
  for (const { round, people } of byPair.values()) {
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const key = pairKey(people[i] as string, people[j] as string);
        lastPaired.set(key, Math.max(lastPaired.get(key) ?? round, round));
      }
    }
  }
  return { teamsOf, blocked, lastPaired };
}

/**
 * The pairs, their people, the round's empty counts and everyone's notification, in batches with a
 * yield to the event loop between them: the rows go as arrays (`unnest`), which cost little to send;
 * the notifications through notify(), whose statement is built row by row, in small batches.
 */
async function writeRound(
  tx: Transaction,
  companyId: string,
  roundId: string,
  startsOn: string,
  pairs: string[][],
  pool: { id: string; fullName: string | null }[],
) {
  const names = new Map(pool.map((person) => [person.id, person.fullName]));
  const rows = pairs.map((people) => ({ id: randomUUID(), people }));
  for (let i = 0; i < rows.length; i += BATCH) {
    const ids = rows.slice(i, i + BATCH).map(({ id }) => id);
    await tx.execute(
      sql`insert into connection_pairs (id, round_id, company_id)
        select id, ${roundId}, ${companyId} from unnest(${arrayOf(ids)}::uuid[]) as t(id)`,
    );
    await yieldToEventLoop();
  }
  const members = rows.flatMap(({ id, people }) => people.map((userId) => [userId, id] as const));
  for (let i = 0; i < members.length; i += BATCH) {
    const batch = members.slice(i, i + BATCH);
    await tx.execute(
      sql`insert into connection_pair_members (round_id, user_id, pair_id, company_id)
        select ${roundId}, t.user_id, t.pair_id, ${companyId}
        from unnest(${arrayOf(batch.map(([userId]) => userId))}::uuid[], ${arrayOf(batch.map(([, pairId]) => pairId))}::uuid[])
          as t(user_id, pair_id)`,
    );
    await yieldToEventLoop();
  }
  await tx.insert(connectionRoundFigures).values({ roundId, companyId });
  for (let i = 0; i < rows.length; i += NOTIFY_BATCH) {
    const events = rows.slice(i, i + NOTIFY_BATCH).flatMap(({ people }) =>
      people.map((userId) => ({
        userId,
        companyId,
        kind: 'connection_paired' as const,
        data: {
          startsOn,
          partnerNames: people.filter((other) => other !== userId).map((other) => names.get(other) ?? null),
        },
      })),
    );
    await notify(tx, events);
    await yieldToEventLoop();
  }
}
