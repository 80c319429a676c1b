import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { GrowthChoices, GrowthItem, GrowthPlan } from '../../shared/contract/growth';
import { GROWTH_CHOICES_MAX, GROWTH_DONE_SHOWN, growthMessages as m } from '../../shared/growth-messages';
import type { createGrowthItemSchema, updateGrowthItemSchema } from '../../shared/growth-rules';
import { GROWTH_ITEMS_OPEN_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import { leadsOfSql } from '../auth/leads';
import { addGrowthPoint } from '../communication/agenda';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { rowsOf } from '../db/rows';
import {
  careerPositions,
  careerTracks,
  competencies,
  goals,
  growthItems,
  learningResources,
  profiles,
} from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { visibleTo } from '../goals/read';
import { companyClock } from './tips';

/**
 * A person's growth plan (decision 040, docs/privacy.md level 3): the person reads and writes it,
 * their leads (the leads, now, of the live teams they are in) read it; no one else, an admin who does
 * not lead them included. The rule is in every statement's `where`, so a plan another may not read is
 * never selected for them.
 */

/** Any number: it names each person's growth plan locks among the database's advisory locks. */
const GROWTH_LOCK = 727_040;

const itemNotFound = () => new DomainError('not_found', { message: m.itemNotFound });
const planNotFound = () => new DomainError('not_found', { message: m.planNotFound });

/** The caller may read `personId`'s plan: it is theirs, or they lead them now. */
const readableBy = (caller: Caller, personId: string): SQL =>
  sql`(${personId}::uuid = ${caller.userId}::uuid
    or ${caller.userId}::uuid in (select lead_id from (${leadsOfSql(personId, caller.companyId)}) l))`;

/** "On your 1:1 with Kim": the person's active 1:1 whose next meeting (not held) has the item on its agenda. */
const onOneOnOneSql = (personId: string) => sql<GrowthItem['onOneOnOne']>`(select json_build_object(
      'oneOnOneId', o.id,
      'with', (select p.full_name from profiles p
        where p.id = case when o.proposed_by = ${personId} then o.partner_id else o.proposed_by end),
      'startsAt', to_char(mt.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from agenda_points ap
    join one_on_one_meetings mt on mt.id = ap.meeting_id and mt.held_at is null
    join one_on_ones o on o.id = mt.one_on_one_id and o.status = 'active'
      and (o.proposed_by = ${personId} or o.partner_id = ${personId})
    where ap.growth_item_id = ${growthItems.id}
    order by mt.starts_at, o.id
    limit 1)`;

const onTodaySql = (personId: string, today: string) =>
  sql<boolean>`exists (select 1 from day_items d where d.growth_item_id = ${growthItems.id}
    and d.user_id = ${personId} and d.day = ${today})`;

/**
 * Items of `personId`'s plan as `caller` reads them: a goal's title only while the caller may see the
 * goal; the 1:1 and Today marks only on the person's own view.
 */
function selectItems(db: Db, caller: Caller, personId: string, today: string, where: SQL | undefined) {
  const own = personId === caller.userId;
  return db
    .select({
      id: growthItems.id,
      kind: growthItems.kind,
      title: growthItems.title,
      dueOn: growthItems.dueOn,
      doneAt: isoSql(growthItems.doneAt),
      createdAt: isoSql(growthItems.createdAt),
      competencyId: competencies.id,
      competencyName: competencies.name,
      goalId: goals.id,
      goalTitle: goals.title,
      resourceId: learningResources.id,
      resourceTitle: learningResources.title,
      resourceUrl: learningResources.url,
      resourceKind: learningResources.kind,
      onOneOnOne: own ? onOneOnOneSql(personId) : sql<null>`null`,
      onToday: own ? onTodaySql(personId, today) : sql<boolean>`false`,
    })
    .from(growthItems)
    .leftJoin(
      competencies,
      and(eq(competencies.id, growthItems.competencyId), eq(competencies.companyId, caller.companyId)),
    )
    .leftJoin(
      goals,
      and(eq(goals.id, growthItems.goalId), eq(goals.companyId, caller.companyId), visibleTo(caller, goals)),
    )
    .leftJoin(
      learningResources,
      and(
        eq(learningResources.id, growthItems.resourceId),
        eq(learningResources.companyId, caller.companyId),
      ),
    )
    .where(
      and(
        eq(growthItems.userId, personId),
        eq(growthItems.companyId, caller.companyId),
        readableBy(caller, personId),
        where,
      ),
    );
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function itemOf(row: ItemRow): GrowthItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    dueOn: row.dueOn,
    doneAt: row.doneAt,
    createdAt: row.createdAt,
    competency:
      row.competencyId && row.competencyName !== null
        ? { id: row.competencyId, name: row.competencyName }
        : null,
    goal: row.goalId && row.goalTitle !== null ? { id: row.goalId, title: row.goalTitle } : null,
    resource:
      row.resourceId && row.resourceTitle !== null && row.resourceUrl !== null && row.resourceKind !== null
        ? { id: row.resourceId, title: row.resourceTitle, url: row.resourceUrl, kind: row.resourceKind }
        : null,
    onOneOnOne: row.onOneOnOne ?? null,
    onToday: row.onToday === true,
  };
}

/** A plan: open items by due day (none last), then the latest done. */
async function planOf(db: Db, caller: Caller, personId: string): Promise<GrowthPlan> {
  const [person] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(
      and(eq(profiles.id, personId), eq(profiles.companyId, caller.companyId), readableBy(caller, personId)),
    );
  if (!person) throw planNotFound();
  const { today } = await companyClock(db, caller.companyId);
  const open = await selectItems(db, caller, personId, today, isNull(growthItems.doneAt)).orderBy(
    sql`${growthItems.dueOn} nulls last`,
    asc(growthItems.createdAt),
    asc(growthItems.id),
  );
  const done = await selectItems(db, caller, personId, today, isNotNull(growthItems.doneAt))
    .orderBy(desc(growthItems.doneAt), desc(growthItems.id))
    .limit(GROWTH_DONE_SHOWN);
  return { person, mine: personId === caller.userId, today, items: [...open, ...done].map(itemOf) };
}

/** GET /api/growth-plan. */
export const getGrowthPlan = (db: Database, caller: Caller) => planOf(db, caller, caller.userId);

/** GET /api/people/:userId/growth-plan: 404 for anyone but the person and their leads. */
export const getPersonGrowthPlan = (db: Database, caller: Caller, personId: string) =>
  planOf(db, caller, personId);

async function itemById(db: Db, caller: Caller, id: string): Promise<GrowthItem> {
  const { today } = await companyClock(db, caller.companyId);
  const [row] = await selectItems(db, caller, caller.userId, today, eq(growthItems.id, id));
  if (!row) throw itemNotFound();
  return itemOf(row);
}

/** GET /api/growth-plan/choices: what the item dialog's pickers and "Put on next 1:1" offer. */
export async function getGrowthChoices(db: Database, caller: Caller): Promise<GrowthChoices> {
  const [track] = await db
    .select({ id: careerTracks.id, name: careerTracks.name })
    .from(careerPositions)
    .innerJoin(careerTracks, eq(careerTracks.id, careerPositions.trackId))
    .where(and(eq(careerPositions.userId, caller.userId), eq(careerPositions.companyId, caller.companyId)));
  const trackCompetencies = track
    ? await db
        .select({ id: competencies.id, name: competencies.name })
        .from(competencies)
        .where(and(eq(competencies.trackId, track.id), eq(competencies.companyId, caller.companyId)))
        .orderBy(asc(competencies.position), asc(competencies.id))
    : [];
  const mineFirst = sql<boolean>`coalesce(${goals.ownerId} = ${caller.userId}, false)`;
  const openGoals = await db
    .select({ id: goals.id, title: goals.title, mine: mineFirst })
    .from(goals)
    .where(and(eq(goals.companyId, caller.companyId), isNull(goals.closedAt), visibleTo(caller, goals)))
    .orderBy(desc(mineFirst), asc(goals.title), asc(goals.id))
    .limit(GROWTH_CHOICES_MAX);
  const resources = await db
    .select({ id: learningResources.id, title: learningResources.title, kind: learningResources.kind })
    .from(learningResources)
    .where(eq(learningResources.companyId, caller.companyId))
    .orderBy(desc(learningResources.createdAt), desc(learningResources.id))
    .limit(GROWTH_CHOICES_MAX);
  const oneOnOnes = await rowsOf<GrowthChoices['oneOnOnes'][number]>(
    db,
    sql`select o.id,
        (select p.full_name from profiles p
          where p.id = case when o.proposed_by = ${caller.userId} then o.partner_id else o.proposed_by end) as with,
        to_char(mt.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "nextMeetingAt"
      from one_on_ones o
      join one_on_one_meetings mt on mt.one_on_one_id = o.id and mt.held_at is null
      where o.company_id = ${caller.companyId} and o.status = 'active'
        and (o.proposed_by = ${caller.userId} or o.partner_id = ${caller.userId})
      order by mt.starts_at, o.id`,
  );
  return { track: track ?? null, competencies: trackCompetencies, goals: openGoals, resources, oneOnOnes };
}

type Links = Pick<z.output<typeof createGrowthItemSchema>, 'competencyId' | 'goalId' | 'resourceId'>;

/** Each link a write names: a competency of the caller's track, a goal they may see, a resource of their company. */
async function checkLinks(tx: Db, caller: Caller, links: Links) {
  if (links.competencyId) {
    const [found] = await tx
      .select({ id: competencies.id })
      .from(competencies)
      .innerJoin(
        careerPositions,
        and(eq(careerPositions.trackId, competencies.trackId), eq(careerPositions.userId, caller.userId)),
      )
      .where(and(eq(competencies.id, links.competencyId), eq(competencies.companyId, caller.companyId)));
    if (!found) throw invalidInput('competencyId', m.competencyNotFound);
  }
  if (links.goalId) {
    const [found] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(
        and(eq(goals.id, links.goalId), eq(goals.companyId, caller.companyId), visibleTo(caller, goals)),
      );
    if (!found) throw invalidInput('goalId', m.goalNotFound);
  }
  if (links.resourceId) {
    const [found] = await tx
      .select({ id: learningResources.id })
      .from(learningResources)
      .where(
        and(eq(learningResources.id, links.resourceId), eq(learningResources.companyId, caller.companyId)),
      );
    if (!found) throw invalidInput('resourceId', m.resourceNotFound);
  }
}

/**
 * Refuses (409 limit_reached) an open item too many; the person's plan changes take turns from here
 * (the library's "Save to my plan" too).
 */
export async function checkOpenCap(tx: Transaction, caller: Caller) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(GROWTH_LOCK))}, hashtext(${caller.userId}))`,
  );
  const [row] = await rowsOf<{ open: number }>(
    tx,
    sql`select count(*)::int as open from growth_items
      where user_id = ${caller.userId} and company_id = ${caller.companyId} and done_at is null`,
  );
  if ((row?.open ?? 0) >= GROWTH_ITEMS_OPEN_MAX)
    throw new DomainError('limit_reached', { message: m.itemsLimit });
}

/** POST /api/growth-items. */
export async function createGrowthItem(
  db: Database,
  caller: Caller,
  input: z.output<typeof createGrowthItemSchema>,
): Promise<GrowthItem> {
  return db.transaction(async (tx) => {
    await checkOpenCap(tx, caller);
    await checkLinks(tx, caller, input);
    const [row] = await tx
      .insert(growthItems)
      .values({
        userId: caller.userId,
        companyId: caller.companyId,
        kind: input.kind,
        title: input.title,
        dueOn: input.dueOn ?? null,
        competencyId: input.competencyId ?? null,
        goalId: input.goalId ?? null,
        resourceId: input.resourceId ?? null,
      })
      .returning({ id: growthItems.id });
    if (!row) throw new Error('insert returned no row');
    return itemById(tx, caller, row.id);
  });
}

/** The caller's own item, locked for the change; 404 for anyone else's, whoever asks. */
async function ownItem(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select()
    .from(growthItems)
    .where(
      and(
        eq(growthItems.id, id),
        eq(growthItems.userId, caller.userId),
        eq(growthItems.companyId, caller.companyId),
      ),
    )
    .for('update');
  if (!row) throw itemNotFound();
  return row;
}

/** A link the write changes to another row; one left as it is is not checked again (the track may have changed since). */
const changed = (next: string | null | undefined, current: string | null) =>
  next !== undefined && next !== null && next !== current ? next : undefined;

/** PATCH /api/growth-items/:id. */
export async function updateGrowthItem(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateGrowthItemSchema>,
): Promise<GrowthItem> {
  return db.transaction(async (tx) => {
    const found = await ownItem(tx, caller, id);
    if (input.done === false && found.doneAt !== null) await checkOpenCap(tx, caller);
    await checkLinks(tx, caller, {
      competencyId: changed(input.competencyId, found.competencyId),
      goalId: changed(input.goalId, found.goalId),
      resourceId: changed(input.resourceId, found.resourceId),
    });
    const set: Partial<typeof growthItems.$inferInsert> = {};
    if (input.kind !== undefined) set.kind = input.kind;
    if (input.title !== undefined) set.title = input.title;
    if (input.dueOn !== undefined) set.dueOn = input.dueOn;
    if (input.competencyId !== undefined) set.competencyId = input.competencyId;
    if (input.goalId !== undefined) set.goalId = input.goalId;
    if (input.resourceId !== undefined) set.resourceId = input.resourceId;
    if (input.done === true) Object.assign(set, { doneAt: sql`coalesce(${growthItems.doneAt}, now())` });
    if (input.done === false) set.doneAt = null;
    if (Object.keys(set).length > 0) await tx.update(growthItems).set(set).where(eq(growthItems.id, id));
    return itemById(tx, caller, id);
  });
}

/** DELETE /api/growth-items/:id: the points and day items made from it stay, unlinked (set null). */
export async function deleteGrowthItem(db: Database, caller: Caller, id: string) {
  const deleted = await db
    .delete(growthItems)
    .where(
      and(
        eq(growthItems.id, id),
        eq(growthItems.userId, caller.userId),
        eq(growthItems.companyId, caller.companyId),
      ),
    )
    .returning({ id: growthItems.id });
  if (deleted.length === 0) throw itemNotFound();
}

/** POST /api/growth-items/:id/agenda: on the next meeting of one of the caller's active 1:1s. */
export async function putGrowthItemOnAgenda(
  db: Database,
  caller: Caller,
  id: string,
  oneOnOneId: string,
): Promise<GrowthItem> {
  return db.transaction(async (tx) => {
    const item = await ownItem(tx, caller, id);
    await addGrowthPoint(tx, caller, oneOnOneId, { id: item.id, title: item.title });
    return itemById(tx, caller, id);
  });
}
