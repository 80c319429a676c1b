import { type SQL, sql } from 'drizzle-orm';
import type { CultureMetrics } from '../../shared/contract/culture';
import { CULTURE_METRICS_DAYS, CULTURE_METRICS_WEEKS } from '../../shared/culture-messages';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';

/**
 * The culture figures (docs/product.md#culture-and-recognition): how widely recognition reaches, week
 * by week, per value and per team. Counted over kudos only (celebrations are the system's), and never
 * per person: no figure ranks individuals. One statement: the window's kudos and their recipients as
 * common tables, each part of the answer a JSON subquery over them.
 */

export type Breadth = Omit<CultureMetrics['company'], 'breadth'>;
export type TeamBreadth = Breadth & { id: string; name: string };

/**
 * The company's kudos of the last CULTURE_METRICS_DAYS days, and one row per kudos and recipient; with
 * companySql and teamsSql, also Insights' recognition breadth (insights/insights.ts).
 */
export const windowSql = (caller: Caller) => sql`
  recent as (
    select k.id, k.sender_id, k.value_id from kudos k
    where k.company_id = ${caller.companyId} and k.kind = 'kudos'
      and k.created_at > now() - ${sql.raw(`interval '${CULTURE_METRICS_DAYS} days'`)}
  ),
  received as (
    select r.kudos_id, r.user_id from kudos_recipients r join recent on recent.id = r.kudos_id
  )`;

/** The company's figures: every kudos of the window, and its current members recognised. */
export const companySql = (caller: Caller) => sql`json_build_object(
  'members', (select count(*)::int from user_roles ur where ur.company_id = ${caller.companyId}),
  'recognised', (select count(distinct r.user_id)::int from received r
    where r.user_id in (select ur.user_id from user_roles ur where ur.company_id = ${caller.companyId})),
  'kudosGiven', (select count(*)::int from recent),
  'kudosReceived', (select count(*)::int from received),
  'givers', (select count(distinct sender_id)::int from recent),
  'receivers', (select count(distinct user_id)::int from received))`;

/** Which teams' figures the caller sees: every live team for an admin, the teams they lead for a lead. */
export function shownTeamsSql(caller: Caller): SQL {
  if (caller.isAdmin) return sql`true`;
  return sql`exists (select 1 from team_members tm where tm.team_id = t.id
    and tm.user_id = ${caller.userId}::uuid and tm.is_lead and tm.left_at is null)`;
}

/** Each shown team's figures over its current members (`m.ids`): what they gave and received. */
export const teamsSql = (caller: Caller) => sql`coalesce((
  select json_agg(json_build_object(
    'id', t.id, 'name', t.name,
    'members', cardinality(m.ids),
    'recognised', (select count(distinct r.user_id)::int from received r where r.user_id = any(m.ids)),
    'kudosGiven', (select count(*)::int from recent k where k.sender_id = any(m.ids)),
    'kudosReceived', (select count(*)::int from received r where r.user_id = any(m.ids)),
    'givers', (select count(distinct k.sender_id)::int from recent k where k.sender_id = any(m.ids)),
    'receivers', (select count(distinct r.user_id)::int from received r where r.user_id = any(m.ids))
  ) order by lower(t.name), t.id)
  from teams t
  cross join lateral (select array(select tm.user_id from team_members tm
    where tm.team_id = t.id and tm.left_at is null) as ids) m
  where t.company_id = ${caller.companyId} and t.archived_at is null and ${shownTeamsSql(caller)}
), '[]'::json)`;

/** The last CULTURE_METRICS_WEEKS ISO weeks (from Monday, UTC), oldest first, the empty ones included. */
const weeksSql = (caller: Caller) => sql`(
  with weeks as (
    select generate_series(
      date_trunc('week', now() at time zone 'UTC') - ${sql.raw(`interval '${CULTURE_METRICS_WEEKS - 1} weeks'`)},
      date_trunc('week', now() at time zone 'UTC'),
      interval '1 week') as start
  ), lately as (
    select k.id, k.sender_id, date_trunc('week', k.created_at at time zone 'UTC') as week from kudos k
    where k.company_id = ${caller.companyId} and k.kind = 'kudos'
      and k.created_at >= (select min(start) from weeks) at time zone 'UTC'
  )
  select json_agg(json_build_object(
    'weekStart', to_char(w.start, 'YYYY-MM-DD'),
    'kudos', (select count(*)::int from lately l where l.week = w.start),
    'givers', (select count(distinct l.sender_id)::int from lately l where l.week = w.start),
    'receivers', (select count(distinct r.user_id)::int from lately l
      join kudos_recipients r on r.kudos_id = l.id where l.week = w.start)
  ) order by w.start) from weeks w)`;

/** Kudos per value in the window, in the values' order; those without a value last, when there are any. */
const byValueSql = (caller: Caller) => sql`coalesce((
  select json_agg(b.item order by b.unvalued, b.position, b.created_at) from (
    select false as unvalued, v.position, v.created_at, json_build_object(
      'value', json_build_object('id', v.id, 'name', v.name),
      'kudos', (select count(*)::int from recent k where k.value_id = v.id)) as item
    from company_values v where v.company_id = ${caller.companyId}
    union all
    select true, 0, null, json_build_object('value', null, 'kudos', count(*)::int)
    from recent k where k.value_id is null having count(*) > 0
  ) b), '[]'::json)`;

/** recognised / members, null with no members. */
export function withBreadth<T extends Breadth>(figures: T): T & { breadth: number | null } {
  return { ...figures, breadth: figures.members > 0 ? figures.recognised / figures.members : null };
}

/** The culture figures the caller may see: the company's for everyone, teams' for admins and leads. */
export async function cultureMetrics(db: Database, caller: Caller): Promise<CultureMetrics> {
  const [row] = await rowsOf<{
    company: Breadth;
    weeks: CultureMetrics['weeks'];
    by_value: CultureMetrics['byValue'];
    teams: TeamBreadth[];
  }>(
    db,
    sql`with ${windowSql(caller)}
      select ${companySql(caller)} as company, ${weeksSql(caller)} as weeks,
        ${byValueSql(caller)} as by_value, ${teamsSql(caller)} as teams`,
  );
  if (!row) throw new Error('the figures’ statement answered no row');
  return {
    days: CULTURE_METRICS_DAYS,
    company: withBreadth(row.company),
    weeks: row.weeks,
    byValue: row.by_value,
    teams: row.teams.map(withBreadth),
  };
}
