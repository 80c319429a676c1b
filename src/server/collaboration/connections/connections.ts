import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  CONNECTION_BLOCKS_MAX,
  CONNECTION_ROUND_DAYS,
  type MeetingAnswer,
} from '../../../shared/collaboration-messages';
import {
  CONNECTION_FIGURES_ROUNDS,
  CONNECTION_SNOOZE_DAYS_MAX,
  connectionMessages as m,
  roundEndOf,
  roundSecondWeekOf,
  roundStartOf,
} from '../../../shared/connections-messages';
import type { connectionSettingsSchema } from '../../../shared/connections-rules';
import type { Connections } from '../../../shared/contract/connections';
import { addDays } from '../../../shared/days';
import type { Caller } from '../../auth/caller';
import { localDayOf } from '../../communication/schedule';
import type { Database, Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { companies, connectionBlocks, connectionMembers } from '../../db/schema';
import { DomainError, invalidInput } from '../../domain-error';

/**
 * A person's connections (decision 041): their settings and "don't pair me with" list (level 1, theirs
 * alone), their pair this round (level 2), "did you meet?" (counted apart from who answered) and the
 * company's figure of past rounds (level 5: shown once the round is over and enough answered).
 */

/** The company's local day, its zone's, and the pulse's anonymity threshold. */
async function companyClock(db: Db, companyId: string, now: Date) {
  const [company] = await db
    .select({ timeZone: companies.timeZone, threshold: companies.pulseThreshold })
    .from(companies)
    .where(eq(companies.id, companyId));
  const timeZone = company?.timeZone ?? 'UTC';
  return { today: localDayOf(now, timeZone), threshold: company?.threshold ?? 5 };
}

/**
 * The caller's pair in the current round (the newest of the company's rounds under way on `today`):
 * the pair's id, the round's and its Monday, or none.
 */
async function pairOf(db: Db, caller: Caller, today: string) {
  const [row] = await rowsOf<{ pairId: string; roundId: string; startsOn: string; answered: boolean }>(
    db,
    sql`select pm.pair_id as "pairId", pm.round_id as "roundId", r.starts_on::text as "startsOn",
        exists (select 1 from connection_answers a where a.round_id = pm.round_id and a.user_id = pm.user_id) as answered
      from connection_pair_members pm join connection_rounds r on r.id = pm.round_id
      where pm.user_id = ${caller.userId} and pm.company_id = ${caller.companyId}
        and r.company_id = ${caller.companyId}
        and r.starts_on <= ${today}::date and r.starts_on > ${addDays(today, -CONNECTION_ROUND_DAYS)}::date
      order by r.starts_on desc limit 1`,
  );
  return row;
}

/** GET /api/connections. */
export async function readConnections(
  db: Db,
  caller: Caller,
  now: Date = new Date(),
): Promise<{ connections: Connections }> {
  const { today, threshold } = await companyClock(db, caller.companyId, now);
  const [settings] = await db
    .select({ snoozedUntil: connectionMembers.snoozedUntil })
    .from(connectionMembers)
    .where(
      and(eq(connectionMembers.userId, caller.userId), eq(connectionMembers.companyId, caller.companyId)),
    );
  const blocks = await rowsOf<{ id: string; fullName: string | null }>(
    db,
    sql`select b.blocked_user_id as id, p.full_name as "fullName"
      from connection_blocks b left join profiles p on p.id = b.blocked_user_id
      where b.user_id = ${caller.userId} and b.company_id = ${caller.companyId}
      order by lower(coalesce(p.full_name, '')), b.blocked_user_id`,
  );
  const mine = await pairOf(db, caller, today);
  const startsOn = mine?.startsOn ?? roundStartOf(today);
  let pair: Connections['pair'] = null;
  if (mine) {
    const partners = await rowsOf<{ id: string; fullName: string | null; teams: string[] }>(
      db,
      sql`select pm.user_id as id, p.full_name as "fullName",
          coalesce((select array_agg(t.name order by lower(t.name)) from team_members tm
            join teams t on t.id = tm.team_id
            where tm.user_id = pm.user_id and tm.left_at is null and t.archived_at is null
              and t.company_id = ${caller.companyId}), '{}') as teams
        from connection_pair_members pm left join profiles p on p.id = pm.user_id
        where pm.pair_id = ${mine.pairId} and pm.user_id <> ${caller.userId}
        order by lower(coalesce(p.full_name, '')), pm.user_id`,
    );
    pair = {
      partners,
      canAnswer: !mine.answered && today >= roundSecondWeekOf(startsOn),
      answered: mine.answered,
    };
  }
  const past = await rowsOf<{ startsOn: string; met: number; notMet: number }>(
    db,
    sql`select r.starts_on::text as "startsOn", coalesce(f.met, 0) as met, coalesce(f.not_met, 0) as "notMet"
      from connection_rounds r left join connection_round_figures f on f.round_id = r.id
      where r.company_id = ${caller.companyId}
        and r.starts_on <= ${addDays(today, -CONNECTION_ROUND_DAYS)}::date
      order by r.starts_on desc limit ${CONNECTION_FIGURES_ROUNDS}`,
  );
  const figures = past.map((round) => {
    const shown = round.met + round.notMet >= threshold;
    return {
      startsOn: round.startsOn,
      endsOn: roundEndOf(round.startsOn),
      met: shown ? round.met : null,
      notMet: shown ? round.notMet : null,
      withheld: !shown,
    };
  });
  return {
    connections: {
      settings: { optedIn: settings !== undefined, snoozedUntil: settings?.snoozedUntil ?? null },
      blocks,
      today,
      round: { startsOn, endsOn: roundEndOf(startsOn), secondWeekFrom: roundSecondWeekOf(startsOn) },
      pair,
      figures,
      threshold,
    },
  };
}

/** PUT /api/connections/settings: in with "not now" until a day after today (or none), or out. */
export async function putSettings(
  db: Database,
  caller: Caller,
  input: z.output<typeof connectionSettingsSchema>,
  now: Date = new Date(),
) {
  if (!input.optedIn) {
    await db
      .delete(connectionMembers)
      .where(
        and(eq(connectionMembers.userId, caller.userId), eq(connectionMembers.companyId, caller.companyId)),
      );
    return readConnections(db, caller, now);
  }
  const { today } = await companyClock(db, caller.companyId, now);
  if (input.snoozedUntil !== null) {
    if (input.snoozedUntil <= today) throw invalidInput('snoozedUntil', m.snoozePast);
    if (input.snoozedUntil > addDays(today, CONNECTION_SNOOZE_DAYS_MAX))
      throw invalidInput('snoozedUntil', m.snoozeTooFar);
  }
  await db
    .insert(connectionMembers)
    .values({ userId: caller.userId, companyId: caller.companyId, snoozedUntil: input.snoozedUntil })
    .onConflictDoUpdate({
      target: connectionMembers.userId,
      set: { companyId: caller.companyId, snoozedUntil: input.snoozedUntil },
    });
  return readConnections(db, caller, now);
}

/** POST /api/connections/blocks: a person of the company, never the caller; the other is not told. */
export async function addBlock(db: Database, caller: Caller, userId: string) {
  if (userId === caller.userId) throw invalidInput('userId', m.blockSelf);
  await db.transaction(async (tx) => {
    // The caller's own row of user_roles, locked: two adds at once count one after the other.
    await tx.execute(
      sql`select 1 from user_roles where user_id = ${caller.userId} and company_id = ${caller.companyId} for update`,
    );
    const [member] = await rowsOf<{ id: string }>(
      tx,
      sql`select user_id as id from user_roles where user_id = ${userId} and company_id = ${caller.companyId}`,
    );
    if (!member) throw new DomainError('not_found', { message: m.blockPersonNotFound });
    const [count] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from connection_blocks where user_id = ${caller.userId}`,
    );
    const inserted = await tx
      .insert(connectionBlocks)
      .values({ userId: caller.userId, blockedUserId: userId, companyId: caller.companyId })
      .onConflictDoNothing()
      .returning({ userId: connectionBlocks.userId });
    if (inserted.length > 0 && (count?.count ?? 0) >= CONNECTION_BLOCKS_MAX)
      throw new DomainError('limit_reached', { message: m.blocksTooMany });
  });
  return readConnections(db, caller);
}

/** DELETE /api/connections/blocks/:userId. */
export async function removeBlock(db: Database, caller: Caller, userId: string) {
  const removed = await db
    .delete(connectionBlocks)
    .where(
      and(
        eq(connectionBlocks.userId, caller.userId),
        eq(connectionBlocks.blockedUserId, userId),
        eq(connectionBlocks.companyId, caller.companyId),
      ),
    )
    .returning({ userId: connectionBlocks.userId });
  if (removed.length === 0) throw new DomainError('not_found', { message: m.blockNotFound });
  return readConnections(db, caller);
}

/**
 * POST /api/connections/answer: in the round's second week, once. In one transaction, that the caller
 * answered (connection_answers, whose key refuses a second) and the round's count, apart from it.
 */
export async function answer(db: Database, caller: Caller, given: MeetingAnswer, now: Date = new Date()) {
  const { today } = await companyClock(db, caller.companyId, now);
  const mine = await pairOf(db, caller, today);
  if (!mine) throw invalidInput('answer', m.noPair);
  if (today < roundSecondWeekOf(mine.startsOn)) throw invalidInput('answer', m.notSecondWeek);
  const counted = await db.transaction(async (tx) => {
    const [marked] = await rowsOf<{ roundId: string }>(
      tx,
      sql`insert into connection_answers (round_id, user_id, company_id)
        values (${mine.roundId}, ${caller.userId}, ${caller.companyId})
        on conflict do nothing returning round_id as "roundId"`,
    );
    if (!marked) return false;
    const column = given === 'met' ? sql`met` : sql`not_met`;
    await tx.execute(
      sql`insert into connection_round_figures (round_id, company_id, met, not_met)
        values (${mine.roundId}, ${caller.companyId}, ${given === 'met' ? 1 : 0}, ${given === 'met' ? 0 : 1})
        on conflict (round_id) do update set ${column} = connection_round_figures.${column} + 1`,
    );
    return true;
  });
  if (!counted) throw new DomainError('already_answered', { message: m.alreadyAnswered });
  return readConnections(db, caller, now);
}
