import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
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
  startsOn: AnyColumn;
  dueOn: AnyColumn;
  progress: AnyColumn;
  lastCheckInAt: AnyColumn;
  lastCheckInStatus: AnyColumn;
  closedAt: AnyColumn;
  createdAt: AnyColumn;
}

/** The database's clock; tests pass a moment of their own. */
export const momentOf = (moment?: Date): SQL =>
  moment ? sql`${moment.toISOString()}::timestamptz` : sql`now()`;

/** Our own constants, written into the SQL as literals: the statement reads as the rule does. */
const literal = (value: number) => sql.raw(String(value));

/** The period starts at 00:00 UTC of its first day and ends at 24:00 UTC of its last. */
const periodStart = (goal: Pick<GoalHealthColumns, 'startsOn'>) =>
  sql`(${goal.startsOn}::timestamp at time zone 'UTC')`;

/** The share of the period elapsed at `now`, from 0 before it starts to 1 once it is over. */
export function expectedProgressSql(goal: GoalHealthColumns, now: SQL): SQL<number> {
  const elapsed = sql`extract(epoch from (${now} - ${periodStart(goal)}))`;
  const length = sql`((${goal.dueOn} - ${goal.startsOn} + 1) * 86400.0)`;
  return sql<number>`(least(1, greatest(0, ${elapsed} / ${length})))::float8`;
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
 * creation, and never from before its period began); else what the last check-in said; else how far
 * progress lags behind the period elapsed. The lag is rounded so that the thresholds' edges read as
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
    when ${goal.lastCheckInStatus} is not null then ${goal.lastCheckInStatus}
    when ${behind} < ${literal(HEALTH_AT_RISK_BEHIND)} then 'on_track'
    when ${behind} <= ${literal(HEALTH_OFF_TRACK_BEHIND)} then 'at_risk'
    else 'off_track'
  end)`;
}
