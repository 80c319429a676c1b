import { aliasedTable, and, asc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { DayClose, DayItem, PullSources, Today } from '../../shared/contract/today';
import { CHECK_IN_DUE_DAYS } from '../../shared/goal-messages';
import { DAY_ITEMS_PER_DAY_MAX, KEEP_ASK_ROLLED, limitMessages } from '../../shared/limits';
import { todayMessages as m } from '../../shared/today-messages';
import type { createDayItemSchema, updateDayItemSchema } from '../../shared/today-rules';
import type { Caller } from '../auth/caller';
import { localDayOf } from '../communication/schedule';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import {
  actionItems,
  companies,
  dayCloses,
  dayItems,
  goals,
  growthItems,
  keyResults,
  oneOnOnes,
  profiles,
} from '../db/schema';
import { DomainError } from '../domain-error';
import { waitingSinceSql } from '../goals/health';
import { visibleTo } from '../goals/read';
import { weeklyTipOf } from '../learning/tips';
import { isWorkingDay, workingDayBefore } from './days';
import { rollOverFor } from './roll-over';

/**
 * Today (decision 038, slice 1): a person's plan for their local day. Level 1: every statement here
 * reads and writes the caller's own rows only (user_id = the caller, in their company); another
 * person's item is not found, an admin's call included.
 */

const itemNotFound = () => new DomainError('not_found', { message: m.itemNotFound });

/** The company's local today for the caller. */
export async function todayOf(db: Db, caller: Caller, now: Date = new Date()) {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (!company) throw new Error(`company ${caller.companyId} is missing`);
  return localDayOf(now, company.timeZone);
}

const mine = (caller: Caller) =>
  and(eq(dayItems.userId, caller.userId), eq(dayItems.companyId, caller.companyId));

const linkedGoal = aliasedTable(goals, 'linked_goal');
const krGoal = aliasedTable(goals, 'kr_goal');
const partner = aliasedTable(profiles, 'partner');

/** Items with what their link shows: a goal's title only while the caller may see the goal. */
function selectItems(db: Db, caller: Caller, where: SQL | undefined) {
  return db
    .select({
      id: dayItems.id,
      day: dayItems.day,
      position: dayItems.position,
      text: dayItems.text,
      keyResultId: dayItems.keyResultId,
      goalId: dayItems.goalId,
      actionItemId: dayItems.actionItemId,
      growthItemId: dayItems.growthItemId,
      oneThingOn: dayItems.oneThingOn,
      doneAt: isoSql(dayItems.doneAt),
      rolled: dayItems.rolled,
      keepAskedAt: dayItems.keepAskedAt,
      krGoalId: krGoal.id,
      krGoalTitle: krGoal.title,
      linkedGoalId: linkedGoal.id,
      actionGoalId: actionItems.goalId,
      actionOneOnOneId: actionItems.oneOnOneId,
      partnerName: partner.fullName,
    })
    .from(dayItems)
    .leftJoin(keyResults, eq(keyResults.id, dayItems.keyResultId))
    .leftJoin(krGoal, and(eq(krGoal.id, keyResults.goalId), visibleTo(caller, krGoal)))
    .leftJoin(linkedGoal, and(eq(linkedGoal.id, dayItems.goalId), visibleTo(caller, linkedGoal)))
    .leftJoin(actionItems, eq(actionItems.id, dayItems.actionItemId))
    .leftJoin(oneOnOnes, eq(oneOnOnes.id, actionItems.oneOnOneId))
    .leftJoin(
      partner,
      eq(
        partner.id,
        sql`case when ${oneOnOnes.proposedBy} = ${caller.userId} then ${oneOnOnes.partnerId} else ${oneOnOnes.proposedBy} end`,
      ),
    )
    .where(and(mine(caller), where))
    .orderBy(asc(dayItems.position), asc(dayItems.createdAt), asc(dayItems.id));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function itemOf(row: ItemRow): DayItem {
  let link: DayItem['link'] = null;
  if (row.keyResultId)
    link = {
      kind: 'key_result',
      id: row.keyResultId,
      goalId: row.krGoalId,
      context: row.krGoalTitle,
      oneOnOneId: null,
    };
  else if (row.goalId)
    link = { kind: 'goal', id: row.goalId, goalId: row.linkedGoalId, context: null, oneOnOneId: null };
  else if (row.actionItemId)
    link = {
      kind: 'action_item',
      id: row.actionItemId,
      goalId: row.actionGoalId,
      context: row.partnerName,
      oneOnOneId: row.actionOneOnOneId,
    };
  else if (row.growthItemId)
    link = { kind: 'growth_item', id: row.growthItemId, goalId: null, context: null, oneOnOneId: null };
  return {
    id: row.id,
    day: row.day,
    position: row.position,
    text: row.text,
    link,
    oneThing: row.oneThingOn === row.day,
    doneAt: row.doneAt,
    rolled: row.rolled,
    askKeep: row.doneAt === null && row.rolled >= KEEP_ASK_ROLLED && row.keepAskedAt === null,
  };
}

async function itemById(db: Db, caller: Caller, id: string): Promise<DayItem> {
  const [row] = await selectItems(db, caller, eq(dayItems.id, id));
  if (!row) throw itemNotFound();
  return itemOf(row);
}

const closeColumns = {
  day: dayCloses.day,
  done: dayCloses.done,
  next: dayCloses.next,
  blocked: dayCloses.blocked,
  note: dayCloses.note,
  writtenAt: isoSql(dayCloses.writtenAt),
};

async function closeOf(db: Db, caller: Caller, day: string): Promise<DayClose | null> {
  const [row] = await db
    .select(closeColumns)
    .from(dayCloses)
    .where(
      and(
        eq(dayCloses.userId, caller.userId),
        eq(dayCloses.companyId, caller.companyId),
        eq(dayCloses.day, day),
      ),
    );
  return row ?? null;
}

/** GET /api/today: rolls the caller's own open past items first (as the job will), then reads. */
export async function getToday(db: Database, caller: Caller, now: Date = new Date()): Promise<Today> {
  const day = await todayOf(db, caller, now);
  await rollOverFor(db, caller.userId, now);
  const previousDay = workingDayBefore(day);
  const [rows, close, previousClose, sources, previousItems, tip] = await Promise.all([
    selectItems(db, caller, eq(dayItems.day, day)),
    closeOf(db, caller, day),
    closeOf(db, caller, previousDay),
    pullSources(db, caller, day),
    // What stayed on that day: its open items have rolled to today, so these are the done ones.
    db
      .select({ text: dayItems.text, doneAt: dayItems.doneAt })
      .from(dayItems)
      .where(and(mine(caller), eq(dayItems.day, previousDay)))
      .orderBy(asc(dayItems.position), asc(dayItems.createdAt), asc(dayItems.id)),
    weeklyTipOf(db, caller),
  ]);
  const items = rows.map(itemOf);
  return {
    day,
    workingDay: isWorkingDay(day),
    items,
    close,
    previous: {
      day: previousDay,
      close: previousClose,
      planned: previousItems.length > 0 || items.some((item) => item.rolled > 0),
      done: previousItems.filter((item) => item.doneAt !== null).map((item) => item.text),
    },
    sources:
      sources.keyResults.length +
      sources.goals.length +
      sources.actionItems.length +
      sources.growthItems.length,
    tip,
  };
}

type LinkColumn =
  | typeof dayItems.keyResultId
  | typeof dayItems.goalId
  | typeof dayItems.actionItemId
  | typeof dayItems.growthItemId;

/** Ids already on the day, by link, so the picker leaves them out. */
function pulledOn(db: Db, caller: Caller, day: string, column: LinkColumn) {
  return db
    .select({ id: sql`${column}` })
    .from(dayItems)
    .where(and(mine(caller), eq(dayItems.day, day), sql`${column} is not null`));
}

const waitingSince = waitingSinceSql(goals);

/** What could be pulled into `day`: the caller's own open things, not already on it. */
export async function pullSources(db: Db, caller: Caller, day: string): Promise<PullSources> {
  const ownOpenGoal = and(
    eq(goals.companyId, caller.companyId),
    eq(goals.ownerId, caller.userId),
    isNull(goals.closedAt),
  );
  // One after the other: `db` may be a transaction, whose one connection runs one statement at a time.
  const krs = await db
    .select({ id: keyResults.id, title: keyResults.title, goalId: goals.id, goalTitle: goals.title })
    .from(keyResults)
    .innerJoin(goals, eq(goals.id, keyResults.goalId))
    .where(and(ownOpenGoal, notInArray(keyResults.id, pulledOn(db, caller, day, dayItems.keyResultId))))
    .orderBy(asc(goals.dueOn), asc(goals.id), asc(keyResults.position));
  const dueGoals = await db
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(
      and(
        ownOpenGoal,
        sql`(${goals.startsOn}::timestamp at time zone 'UTC') <= now()`,
        sql`${waitingSince} <= now() - ${sql.raw(`interval '${CHECK_IN_DUE_DAYS} days'`)}`,
        notInArray(goals.id, pulledOn(db, caller, day, dayItems.goalId)),
      ),
    )
    .orderBy(asc(waitingSince), asc(goals.id));
  const items = await db
    .select({
      id: actionItems.id,
      text: actionItems.text,
      oneOnOneId: actionItems.oneOnOneId,
      with: partner.fullName,
      dueOn: actionItems.dueOn,
    })
    .from(actionItems)
    .innerJoin(oneOnOnes, eq(oneOnOnes.id, actionItems.oneOnOneId))
    .leftJoin(
      partner,
      eq(
        partner.id,
        sql`case when ${oneOnOnes.proposedBy} = ${caller.userId} then ${oneOnOnes.partnerId} else ${oneOnOnes.proposedBy} end`,
      ),
    )
    .where(
      and(
        eq(oneOnOnes.companyId, caller.companyId),
        eq(actionItems.ownerId, caller.userId),
        isNull(actionItems.doneAt),
        notInArray(actionItems.id, pulledOn(db, caller, day, dayItems.actionItemId)),
      ),
    )
    .orderBy(sql`${actionItems.dueOn} nulls last`, asc(actionItems.createdAt), asc(actionItems.id));
  // The caller's open growth items (decision 040, their own plan: level 3, read here by its person).
  const growth = await db
    .select({
      id: growthItems.id,
      title: growthItems.title,
      kind: growthItems.kind,
      dueOn: growthItems.dueOn,
    })
    .from(growthItems)
    .where(
      and(
        eq(growthItems.userId, caller.userId),
        eq(growthItems.companyId, caller.companyId),
        isNull(growthItems.doneAt),
        notInArray(growthItems.id, pulledOn(db, caller, day, dayItems.growthItemId)),
      ),
    )
    .orderBy(sql`${growthItems.dueOn} nulls last`, asc(growthItems.createdAt), asc(growthItems.id));
  return { keyResults: krs, goals: dueGoals, actionItems: items, growthItems: growth };
}

/** The sources a new item may link to, checked the way the picker lists them; its text is the title. */
async function linkedTextOf(
  db: Db,
  caller: Caller,
  day: string,
  input: z.output<typeof createDayItemSchema>,
): Promise<{
  text: string;
  keyResultId?: string;
  goalId?: string;
  actionItemId?: string;
  growthItemId?: string;
}> {
  if (input.text !== undefined) return { text: input.text };
  const sources = await pullSources(db, caller, day);
  const pulled = () => new DomainError('day_item_pulled');
  const missing = () =>
    new DomainError('validation_failed', {
      message: m.sourceNotFound,
      issues: [{ path: 'source', message: m.sourceNotFound }],
    });
  // A source the picker leaves out is either already on today or not the caller's.
  const onToday = async (column: LinkColumn, id: string) =>
    (
      await db
        .select({ id: dayItems.id })
        .from(dayItems)
        .where(and(mine(caller), eq(dayItems.day, day), eq(column, id)))
    ).length > 0;
  if (input.keyResultId !== undefined) {
    const found = sources.keyResults.find((kr) => kr.id === input.keyResultId);
    if (found) return { text: found.title.slice(0, 200), keyResultId: found.id };
    throw (await onToday(dayItems.keyResultId, input.keyResultId)) ? pulled() : missing();
  }
  if (input.goalId !== undefined) {
    const found = sources.goals.find((goal) => goal.id === input.goalId);
    if (found) return { text: found.title.slice(0, 200), goalId: found.id };
    throw (await onToday(dayItems.goalId, input.goalId)) ? pulled() : missing();
  }
  if (input.growthItemId !== undefined) {
    const found = sources.growthItems.find((item) => item.id === input.growthItemId);
    if (found) return { text: found.title.slice(0, 200), growthItemId: found.id };
    throw (await onToday(dayItems.growthItemId, input.growthItemId)) ? pulled() : missing();
  }
  const found = sources.actionItems.find((item) => item.id === input.actionItemId);
  if (found) return { text: found.text.slice(0, 200), actionItemId: found.id };
  throw (await onToday(dayItems.actionItemId, input.actionItemId ?? '')) ? pulled() : missing();
}

/** Serialises a person's changes to their day: taken first by every write. */
const lockDay = (tx: Db, caller: Caller, day: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`day_items:${caller.userId}:${day}`}))`);

/** POST /api/today/items: at the end of today. */
export async function createDayItem(
  db: Database,
  caller: Caller,
  input: z.output<typeof createDayItemSchema>,
  now: Date = new Date(),
): Promise<DayItem> {
  return db.transaction(async (tx) => {
    const day = await todayOf(tx, caller, now);
    await lockDay(tx, caller, day);
    const values = await linkedTextOf(tx, caller, day, input);
    const [count] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${dayItems.position}), -1)::int`,
      })
      .from(dayItems)
      .where(and(mine(caller), eq(dayItems.day, day)));
    if ((count?.n ?? 0) >= DAY_ITEMS_PER_DAY_MAX)
      throw new DomainError('limit_reached', { message: limitMessages.dayItems });
    const [item] = await tx
      .insert(dayItems)
      .values({
        userId: caller.userId,
        companyId: caller.companyId,
        day,
        position: (count?.last ?? -1) + 1,
        ...values,
      })
      .returning({ id: dayItems.id });
    if (!item) throw new Error('insert returned no row');
    return itemById(tx, caller, item.id);
  });
}

/** The caller's item, locked; 404 for anyone else's. */
async function ownItem(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select()
    .from(dayItems)
    .where(and(eq(dayItems.id, id), mine(caller)))
    .for('update');
  if (!row) throw itemNotFound();
  return row;
}

/**
 * PATCH /api/today/items/:id. Done also marks a linked action item done (one of the caller's 1:1s:
 * what the item was pulled from), or a linked growth item of theirs; undone leaves either as it is
 * (reopened on the 1:1's page or the growth plan).
 */
export async function updateDayItem(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateDayItemSchema>,
): Promise<DayItem> {
  return db.transaction(async (tx) => {
    const found = await ownItem(tx, caller, id);
    await lockDay(tx, caller, found.day);
    const set: Partial<typeof dayItems.$inferInsert> = {};
    if (input.text !== undefined) {
      if (found.keyResultId || found.goalId || found.actionItemId || found.growthItemId)
        throw new DomainError('validation_failed', {
          message: m.linkedText,
          issues: [{ path: 'text', message: m.linkedText }],
        });
      set.text = input.text;
    }
    if (input.done === true) Object.assign(set, { doneAt: sql`coalesce(${dayItems.doneAt}, now())` });
    if (input.done === false) set.doneAt = null;
    if (input.oneThing === true) {
      // One per person and day: the day's other one thing gives its mark up first.
      await tx
        .update(dayItems)
        .set({ oneThingOn: null })
        .where(and(mine(caller), eq(dayItems.oneThingOn, found.day)));
      set.oneThingOn = found.day;
    }
    if (input.oneThing === false && found.oneThingOn === found.day) set.oneThingOn = null;
    if (Object.keys(set).length > 0) await tx.update(dayItems).set(set).where(eq(dayItems.id, id));
    if (input.done === true && found.actionItemId) {
      await tx
        .update(actionItems)
        .set({ doneAt: sql`coalesce(${actionItems.doneAt}, now())` })
        .where(
          and(
            eq(actionItems.id, found.actionItemId),
            sql`${actionItems.oneOnOneId} in (select ${oneOnOnes.id} from ${oneOnOnes}
              where ${oneOnOnes.companyId} = ${caller.companyId}
              and (${oneOnOnes.proposedBy} = ${caller.userId} or ${oneOnOnes.partnerId} = ${caller.userId}))`,
          ),
        );
    }
    if (input.done === true && found.growthItemId) {
      // The caller's own growth item, as pulled: ticking the day item is doing it (decision 040).
      await tx
        .update(growthItems)
        .set({ doneAt: sql`coalesce(${growthItems.doneAt}, now())` })
        .where(
          and(
            eq(growthItems.id, found.growthItemId),
            eq(growthItems.userId, caller.userId),
            eq(growthItems.companyId, caller.companyId),
          ),
        );
    }
    if (input.move) await move(tx, caller, found.day, id, input.move);
    return itemById(tx, caller, id);
  });
}

/** Renumbers the day 0..n-1 in its order, then swaps the item with its neighbour. */
async function move(tx: Db, caller: Caller, day: string, id: string, direction: 'up' | 'down') {
  const order = await tx
    .select({ id: dayItems.id })
    .from(dayItems)
    .where(and(mine(caller), eq(dayItems.day, day)))
    .orderBy(asc(dayItems.position), asc(dayItems.createdAt), asc(dayItems.id));
  const ids = order.map((row) => row.id);
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to] as string, ids[at] as string];
  await tx.execute(sql`update ${dayItems} set position = o.position
    from (select unnest(${sql.param(ids)}::uuid[]) as id, generate_series(0, ${ids.length - 1}) as position) o
    where ${dayItems.id} = o.id and ${dayItems.userId} = ${caller.userId}`);
}

/** DELETE /api/today/items/:id. */
export async function deleteDayItem(db: Database, caller: Caller, id: string) {
  const deleted = await db
    .delete(dayItems)
    .where(and(eq(dayItems.id, id), mine(caller)))
    .returning({ id: dayItems.id });
  if (deleted.length === 0) throw itemNotFound();
}

/** POST /api/today/items/:id/keep: "Keep it?" answered yes, once. */
export async function keepDayItem(db: Database, caller: Caller, id: string): Promise<DayItem> {
  const kept = await db
    .update(dayItems)
    .set({ keepAskedAt: sql`coalesce(${dayItems.keepAskedAt}, now())` })
    .where(and(eq(dayItems.id, id), mine(caller)))
    .returning({ id: dayItems.id });
  if (kept.length === 0) throw itemNotFound();
  return itemById(db, caller, id);
}
