import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  CHECK_IN_DUE_DAYS,
  CHECK_IN_OVERDUE_DAYS,
  type GoalHealth,
  HEALTH_AT_RISK_BEHIND,
  HEALTH_OFF_TRACK_BEHIND,
} from '../../shared/goal-messages';

/**
 * A goal's expected progress and health, as SQL over its row (docs/product.md#goal-health), so that
 * lists filter and answer them in the statement that reads the goals. `goal` is the goals table or an
 * alias of it; `now` the moment they are read at.
 */
export interface GoalHealthColumns {
  startsOn: GoalColumn;
  dueOn: GoalColumn;
  progress: GoalColumn;
  lastCheckInAt: GoalColumn;
  lastCheckInStatus: GoalColumn;
  closedAt: GoalColumn;
  createdAt: GoalColumn;
}

/** A column of the goals table or of an alias, or raw SQL naming one (`sql\`g.due_on\``). */
type GoalColumn = AnyColumn | SQL;

/** The database's clock; tests pass a moment of their own. */
export const momentOf = (moment?: Date): SQL =>
  moment ? sql`${moment.toISOString()}::timestamptz` : sql`now()`;

/** Our own constants, written into the SQL as literals: the statement reads as the rule does. */
const literal = (value: number) => sql.raw(String(value));

/** The period starts at 00:00 UTC of its first day. */
const periodStart = (goal: Pick<GoalHealthColumns, 'startsOn'>) =>
  sql`(${goal.startsOn}::timestamp at time zone 'UTC')`;

/** The period ends at 24:00 UTC of its last day. */
const periodEnd = (goal: Pick<GoalHealthColumns, 'dueOn'>) =>
  sql`((${goal.dueOn} + 1)::timestamp at time zone 'UTC')`;

/**
 * When a goal's schedule begins: its period's start, or the moment it was set when that is later. A
 * goal set late in its period is expected to make its way from then, not to have made it already.
 */
export function scheduleStartSql(goal: Pick<GoalHealthColumns, 'startsOn' | 'createdAt'>): SQL {
  return sql`greatest(${goal.createdAt}, ${periodStart(goal)})`;
}

/**
 * The share of the goal's schedule elapsed at `now`, from its start (scheduleStartSql) to the end of
 * its period: 0 before it starts, 1 once the period is over.
 */
export function expectedProgressSql(
  goal: Pick<GoalHealthColumns, 'startsOn' | 'dueOn' | 'createdAt'>,
  now: SQL,
): SQL<number> {
  const start = scheduleStartSql(goal);
  const end = periodEnd(goal);
  const elapsed = sql`extract(epoch from (${now} - ${start}))`;
  const length = sql`extract(epoch from (${end} - ${start}))`;
  return sql<number>`(case when ${now} >= ${end} then 1
    else least(1, greatest(0, coalesce(${elapsed} / nullif(${length}, 0), 0))) end)::float8`;
}

/**
 * Since when an open goal has waited for a check-in: its last one, or its creation when it has none,
 * and never from before its period began. Health, the dashboard and the reminders count from here.
 */
export function waitingSinceSql(goal: Pick<GoalHealthColumns, 'startsOn' | 'lastCheckInAt' | 'createdAt'>) {
  return sql`greatest(coalesce(${goal.lastCheckInAt}, ${goal.createdAt}), ${periodStart(goal)})`;
}

/**
 * Closed; else overdue for a check-in (14 days without one, counted from the last one or the goal's
 * creation, and never from before its period began); else new (no check-in yet, its first week not
 * over and its period not over: it has had no chance to be judged); else what the last check-in said; else how far
 * progress lags behind its schedule. The lag is rounded so that the thresholds' edges read as
 * written, not as binary fractions.
 */
export function healthSql(goal: GoalHealthColumns, now: SQL): SQL<GoalHealth> {
  const start = periodStart(goal);
  const quietSince = waitingSinceSql(goal);
  const behind = sql`round((${expectedProgressSql(goal, now)} - ${goal.progress})::numeric, 6)`;
  return sql<GoalHealth>`(case
    when ${goal.closedAt} is not null then 'closed'
    when ${now} >= ${start}
      and ${now} - ${quietSince} >= ${literal(CHECK_IN_OVERDUE_DAYS)} * interval '1 day' then 'check_in_overdue'
    when ${goal.lastCheckInAt} is null and ${now} < ${periodEnd(goal)}
      and ${now} < ${scheduleStartSql(goal)} + ${literal(CHECK_IN_DUE_DAYS)} * interval '1 day' then 'new'
    when ${goal.lastCheckInStatus} is not null then ${goal.lastCheckInStatus}
    when ${behind} < ${literal(HEALTH_AT_RISK_BEHIND)} then 'on_track'
    when ${behind} <= ${literal(HEALTH_OFF_TRACK_BEHIND)} then 'at_risk'
    else 'off_track'
  end)`;
}
