import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Goal, GoalSummary, KeyResult } from '../../shared/contract/goals';
import { type GoalHealth, goalMessages as m } from '../../shared/goal-messages';
import { keyResultProgress } from '../../shared/goal-progress';
import { HISTORY_PAGE_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { pageMomentSql, pageOf } from '../db/page';
import { goalAlignments, goals, keyResults, profiles, teamMembers, teams } from '../db/schema';
import { DomainError } from '../domain-error';
import { expectedProgressSql, healthSql, momentOf } from './health';

/**
 * How goals are read: who may see and change one, and the columns every answer shows, all in SQL so
 * that a list page is one statement however many goals it holds.
 */

/** Also the answer for another company's goal, or a private one of someone else: never a 403. */
export const goalNotFound = () => new DomainError('not_found', { message: m.goalNotFound });

const parent = alias(goals, 'parent');

type GoalTable = typeof goals;
/** The goals table or an alias of it. */
type GoalColumns = Pick<GoalTable, 'visibility' | 'ownerId'> | Pick<typeof parent, 'visibility' | 'ownerId'>;

/** Company-visible goals to everyone; private ones to their owner and the admins. */
export function visibleTo(caller: Caller, goal: GoalColumns = goals): SQL {
  if (caller.isAdmin) return sql`true`;
  return or(eq(goal.visibility, 'company'), eq(goal.ownerId, caller.userId)) ?? sql`false`;
}

/** Whether the caller currently leads the team `teamId` names. */
export const leadsTeam = (caller: Caller, teamId: SQL | GoalTable['teamId']) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId}
    and ${teamMembers.userId} = ${caller.userId} and ${teamMembers.isLead} and ${teamMembers.leftAt} is null)`;

/** Admins; the owner of a personal goal; a current lead of a team goal's team. */
function canEditSql(caller: Caller): SQL<boolean> {
  if (caller.isAdmin) return sql<boolean>`true`;
  return sql<boolean>`((${goals.level} = 'personal' and ${goals.ownerId} = ${caller.userId})
    or (${goals.level} = 'team' and ${leadsTeam(caller, goals.teamId)}))`;
}

/** The ids of the goals a goal supports that the caller may see (`openOnly`: the open ones). */
export function parentIdsSql(caller: Caller, openOnly: boolean): SQL<string[]> {
  return sql<string[]>`array(select ${parent.id}::text from ${goalAlignments}
    join ${sql.raw('goals parent')} on ${parent.id} = ${goalAlignments.parentId}
    where ${goalAlignments.goalId} = ${goals.id} and ${visibleTo(caller, parent)}
    ${openOnly ? sql`and ${parent.closedAt} is null` : sql``}
    order by ${parent.createdAt}, ${parent.id})`;
}

/** The columns of a goal as lists show it, for a select from goals joined to its team and owner. */
export function summaryColumns(caller: Caller, now: SQL = momentOf()) {
  const canEdit = canEditSql(caller);
  return {
    id: goals.id,
    level: goals.level,
    teamId: goals.teamId,
    teamName: teams.name,
    ownerId: goals.ownerId,
    ownerName: profiles.fullName,
    title: goals.title,
    startsOn: goals.startsOn,
    dueOn: goals.dueOn,
    visibility: goals.visibility,
    closedAt: goals.closedAt,
    progress: goals.progress,
    expectedProgress: expectedProgressSql(goals, now),
    health: healthSql(goals, now),
    lastCheckInAt: goals.lastCheckInAt,
    lastCheckInStatus: goals.lastCheckInStatus,
    lastCheckInConfidence: goals.lastCheckInConfidence,
    keyResultCount: sql<number>`(select count(*)::int from ${keyResults} where ${keyResults.goalId} = ${goals.id})`,
    parentIds: parentIdsSql(caller, false),
    createdAt: goals.createdAt,
    canEdit,
    canCheckIn: sql<boolean>`(${canEdit} or ${goals.ownerId} is not distinct from ${caller.userId}::uuid)`,
  };
}

/** A goal's row, read with summaryColumns, as the API answers it. */
export function summaryOf(row: SummaryRow): GoalSummary {
  return {
    id: row.id,
    level: row.level,
    team: row.teamId ? { id: row.teamId, name: row.teamName ?? '' } : null,
    owner: row.ownerId ? { id: row.ownerId, fullName: row.ownerName } : null,
    title: row.title,
    startsOn: row.startsOn,
    dueOn: row.dueOn,
    visibility: row.visibility,
    status: row.closedAt ? 'closed' : 'open',
    closedAt: row.closedAt?.toISOString() ?? null,
    progress: row.progress,
    expectedProgress: Number(row.expectedProgress),
    health: row.health,
    lastCheckIn:
      row.lastCheckInAt && row.lastCheckInStatus
        ? {
            createdAt: row.lastCheckInAt.toISOString(),
            status: row.lastCheckInStatus,
            confidence: row.lastCheckInConfidence ?? 0,
          }
        : null,
    keyResultCount: row.keyResultCount,
    parentIds: row.parentIds,
    createdAt: row.createdAt.toISOString(),
    canEdit: row.canEdit,
    canCheckIn: row.canCheckIn,
  };
}

type SummaryRow = Omit<Awaited<ReturnType<typeof selectSummaries>>[number], 'description' | 'pageAt'>;

/** Goals with their team and owner, for summaryColumns, and where each sits in a list's pages. */
export function selectSummaries(db: Db, caller: Caller, now?: SQL) {
  return db
    .select({
      ...summaryColumns(caller, now),
      description: goals.description,
      pageAt: pageMomentSql(goals.createdAt),
    })
    .from(goals)
    .leftJoin(teams, eq(teams.id, goals.teamId))
    .leftJoin(profiles, eq(profiles.id, goals.ownerId));
}

/** A point of a key result's history as read, with where it sits in the history's pages. */
export type HistoryRow = { id: string; value: number; createdAt: string; pageAt: string };

/** The columns of a history point, for a select from key_result_values written `v`. */
export const historyPointSql = sql`json_build_object('id', v.id, 'value', v.value,
  'createdAt', ${isoSql(sql`v.created_at`)}, 'pageAt', ${pageMomentSql(sql`v.created_at`)})`;

/**
 * A key result's latest values, newest first, one more than a page (to know whether there are more),
 * as JSON: one statement for all of a goal's. Written with its own qualified names: a select from one
 * table writes its columns unqualified, which inside this subquery would name the values' columns.
 */
const historySql = sql<HistoryRow[]>`coalesce((
  select json_agg(${historyPointSql} order by v.created_at desc, v.id desc)
  from (select * from key_result_values v where v.key_result_id = key_results.id
    order by v.created_at desc, v.id desc limit ${HISTORY_PAGE_MAX + 1}) v), '[]'::json)`;

/** The latest page of a history, oldest first as a chart draws it, and the cursor to the points before. */
function latestHistory(rows: HistoryRow[]) {
  const page = pageOf(rows, HISTORY_PAGE_MAX);
  return {
    history: page.rows.map(({ value, createdAt }) => ({ value, createdAt })).reverse(),
    historyCursor: page.nextCursor,
  };
}

async function keyResultsOf(db: Db, goalId: string): Promise<KeyResult[]> {
  const rows = await db
    .select({
      id: keyResults.id,
      title: keyResults.title,
      kind: keyResults.kind,
      unit: keyResults.unit,
      startValue: keyResults.startValue,
      targetValue: keyResults.targetValue,
      currentValue: keyResults.currentValue,
      weight: keyResults.weight,
      position: keyResults.position,
      history: historySql,
    })
    .from(keyResults)
    .where(eq(keyResults.goalId, goalId))
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt));
  return rows.map(({ history, ...row }) => ({
    ...row,
    progress: keyResultProgress(row),
    ...latestHistory(history),
  }));
}

/** The goals `goalId` supports (parents) and those supporting it (children) that the caller may see. */
async function relatedOf(db: Db, caller: Caller, goalId: string) {
  const parents = db
    .select({ id: goalAlignments.parentId })
    .from(goalAlignments)
    .where(eq(goalAlignments.goalId, goalId));
  const children = db
    .select({ id: goalAlignments.goalId })
    .from(goalAlignments)
    .where(eq(goalAlignments.parentId, goalId));
  const now = momentOf();
  const rows = await db
    .select({
      id: goals.id,
      title: goals.title,
      level: goals.level,
      closedAt: goals.closedAt,
      progress: goals.progress,
      health: healthSql(goals, now),
      isParent: sql<boolean>`${goals.id} in ${parents}`,
    })
    .from(goals)
    .where(
      and(
        eq(goals.companyId, caller.companyId),
        visibleTo(caller),
        or(inArray(goals.id, parents), inArray(goals.id, children)),
      ),
    )
    .orderBy(asc(goals.createdAt), asc(goals.id));
  const related = rows.map(({ isParent, closedAt, ...goal }) => ({
    ...goal,
    status: closedAt ? ('closed' as const) : ('open' as const),
    health: goal.health satisfies GoalHealth,
    isParent,
  }));
  const strip = ({ isParent: _isParent, ...goal }: (typeof related)[number]) => goal;
  return {
    parents: related.filter((goal) => goal.isParent).map(strip),
    children: related.filter((goal) => !goal.isParent).map(strip),
  };
}

/**
 * One goal the caller may see, whole: three statements (the goal, its key results with their
 * history, the goals around it) whatever it holds. Another company's goal, or a private goal of
 * someone else, is not found.
 */
export async function readGoal(db: Db, caller: Caller, goalId: string): Promise<Goal> {
  const [row] = await selectSummaries(db, caller).where(
    and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)),
  );
  if (!row) throw goalNotFound();
  return {
    ...summaryOf(row),
    description: row.description,
    keyResults: await keyResultsOf(db, goalId),
    ...(await relatedOf(db, caller, goalId)),
  };
}
