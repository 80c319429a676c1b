import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PulseFigures, PulsePeriod } from '../../shared/contract/wellbeing';
import { peopleMessages } from '../../shared/messages';
import { ENPS_DETRACTOR_MAX, ENPS_PROMOTER_MIN, PULSE_QUESTION_KEYS } from '../../shared/wellbeing-messages';
import type { AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { periodFigures, type ResponseGroup } from './anonymity';

/**
 * How the pulse's results are read (docs/product.md#well-being-and-pulse): closed periods only, each
 * held to the highest threshold in force since it opened, and its answers grouped by the teams their
 * people were in, so that one statement brings what anonymity.ts decides on. The statements name their
 * tables with short aliases, as culture's do.
 */

/** Who calls: their company and whether they administer it, both from the verified session. */
export interface InsightsCaller {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

/** The caller in their company; 403 for someone who belongs to none, as for goals and culture. */
export function callerOf(c: Context<AppEnv>): InsightsCaller {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return { companyId: membership.companyId, userId: c.get('user').id, isAdmin: membership.role === 'admin' };
}

/** A closed period as the statements answer it. */
export interface PeriodRow extends PulsePeriod {
  id: string;
  /** The company's members when it was sealed; null before. */
  members: number | null;
  threshold: number;
}

/** A group of answers as the statements answer it: ResponseGroup with its period. */
export type GroupRow = ResponseGroup & { periodId: string };

/**
 * `periods`: the company's closed periods (over before `today`, UTC), newest first, at most `limit`,
 * each with its threshold: the higher of its own (the highest since it opened) and the company's now,
 * so that lowering k never uncovers a period. `where` narrows them (one period, or none for a caller
 * who may not read results).
 */
export const closedPeriodsSql = (
  companyId: string,
  today: string,
  limit: number,
  where: SQL = sql`true`,
) => sql`
  periods as (
    select p.id, p.starts_on, p.ends_on, p.cadence, p.members,
      greatest(p.threshold, c.pulse_threshold)::int as threshold
    from pulse_periods p join companies c on c.id = p.company_id
    where p.company_id = ${companyId} and p.ends_on < ${today}::date and ${where}
    order by p.ends_on desc
    limit ${sql.raw(String(limit))}
  )`;

/** The periods of `closedPeriodsSql`, oldest first, as JSON. */
const periodsJsonSql = sql`coalesce((
  select json_agg(json_build_object('id', p.id, 'startsOn', p.starts_on, 'endsOn', p.ends_on,
    'cadence', p.cadence, 'members', p.members, 'threshold', p.threshold) order by p.starts_on)
  from periods p), '[]'::json)`;

const sums = sql.raw(PULSE_QUESTION_KEYS.map((key) => `'${key}', sum(r.${key})::int`).join(', '));

/**
 * The periods' answers in groups, one per period and set of teams, as JSON: how many, the sum of each
 * answer, the eNPS promoters and detractors. The company's id is checked again: a period's answers are
 * its company's only.
 */
const groupsJsonSql = (companyId: string) => sql`coalesce((
  select json_agg(g.item) from (
    select json_build_object('periodId', r.period_id, 'teamIds', r.team_ids, 'count', count(*),
      'sums', json_build_object(${sums}),
      'promoters', count(*) filter (where r.enps >= ${sql.raw(String(ENPS_PROMOTER_MIN))}),
      'detractors', count(*) filter (where r.enps <= ${sql.raw(String(ENPS_DETRACTOR_MAX))})) as item
    from pulse_responses r
    where r.period_id in (select p.id from periods p) and r.company_id = ${companyId}
    group by r.period_id, r.team_ids
  ) g), '[]'::json)`;

/** The company's live teams' ids, as JSON: the segments every decision is taken over. */
const liveTeamIdsSql = (companyId: string) => sql`coalesce((
  select json_agg(t.id) from teams t where t.company_id = ${companyId} and t.archived_at is null), '[]'::json)`;

/** What every reader of the periods selects: `periods`, `groups` and `live_team_ids` (PeriodColumns). */
export const periodColumnsSql = (companyId: string) =>
  sql`${periodsJsonSql} as periods, ${groupsJsonSql(companyId)} as groups, ${liveTeamIdsSql(companyId)} as live_team_ids`;

export interface PeriodColumns {
  periods: PeriodRow[];
  groups: GroupRow[];
  live_team_ids: string[];
}

/** Whether the caller currently leads a live team of their company (`teamId`: that one). */
export const leadsSql = (caller: InsightsCaller, teamId?: string) => sql`exists (
  select 1 from team_members tm join teams t on t.id = tm.team_id
  where tm.user_id = ${caller.userId} and tm.is_lead and tm.left_at is null
    and t.company_id = ${caller.companyId} and t.archived_at is null
    ${teamId ? sql`and t.id = ${teamId}` : sql``})`;

/** Each period's figures for every segment, decided over all of the company's live teams. */
export function figuresByPeriod(
  periods: PeriodRow[],
  groups: GroupRow[],
  liveTeamIds: string[],
): Map<string, Map<string, PulseFigures>> {
  return new Map(
    periods.map((period) => [
      period.id,
      periodFigures(
        groups.filter((group) => group.periodId === period.id),
        liveTeamIds,
        period.threshold,
      ),
    ]),
  );
}

/** How many answered in a period: its groups' people. */
export const answeredIn = (groups: GroupRow[], periodId: string) =>
  groups.reduce((total, group) => total + (group.periodId === periodId ? group.count : 0), 0);

/** A period as the API shows it. */
export const periodOf = ({ startsOn, endsOn, cadence }: PeriodRow): PulsePeriod => ({
  startsOn,
  endsOn,
  cadence,
});
