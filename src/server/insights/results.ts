import { sql } from 'drizzle-orm';
import type { PulseResults } from '../../shared/contract/wellbeing';
import { teamMessages } from '../../shared/team-messages';
import { todayUtc, type PulseResultsQuery } from '../../shared/wellbeing-rules';
import { wellbeingMessages as m } from '../../shared/wellbeing-messages';
import { rowsOf } from '../culture/feed';
import type { Db } from '../goals/read';
import { DomainError } from '../domain-error';
import { companyMembersSql } from '../wellbeing/open-period';
import { COMPANY, periodFigures } from './anonymity';
import { answeredIn, closedPeriodsSql, leadsSql, periodColumnsSql, periodOf } from './periods';
import type { InsightsCaller, PeriodColumns } from './periods';

interface TeamRow {
  id: string;
  name: string;
  members: number;
  leads: boolean;
}

/** The team asked for, if it is a live team of the caller's company: its current members, whether the caller leads it. */
const teamSql = (caller: InsightsCaller, teamId: string) => sql`(
  select json_build_object('id', t.id, 'name', t.name,
    'members', (select count(*) from team_members tm where tm.team_id = t.id and tm.left_at is null),
    'leads', ${leadsSql(caller, teamId)})
  from teams t where t.id = ${teamId} and t.company_id = ${caller.companyId} and t.archived_at is null)`;

/**
 * One closed period's figures for the company (admins) or a team (admins and its leads), decided over
 * every segment of the company. One statement: the period, its answers in groups, the live teams, the
 * members; a caller who may not read results gets no period read for them.
 */
export async function pulseResults(
  db: Db,
  caller: InsightsCaller,
  query: PulseResultsQuery,
): Promise<PulseResults> {
  const { period: startsOn, teamId } = query;
  const mayRead = caller.isAdmin ? sql`true` : teamId ? leadsSql(caller, teamId) : sql`false`;
  const onDay = startsOn ? sql`p.starts_on = ${startsOn}::date` : sql`true`;
  const [row] = await rowsOf<PeriodColumns & { company_members: number; team: TeamRow | null }>(
    db,
    sql`with ${closedPeriodsSql(caller.companyId, todayUtc(), 1, sql`${onDay} and ${mayRead}`)}
      select ${periodColumnsSql(caller.companyId)},
        (select count(*)::int from (${companyMembersSql(caller.companyId)}) m) as company_members,
        ${teamId ? teamSql(caller, teamId) : sql`null::json`} as team`,
  );
  if (!row) throw new Error('the results’ statement answered no row');
  if (teamId && !row.team) throw new DomainError('not_found', { message: teamMessages.teamNotFound });
  if (!caller.isAdmin && !row.team?.leads) throw new DomainError('forbidden', { message: m.notLead });
  const [period] = row.periods;
  if (!period) throw new DomainError('not_found', { message: m.periodNotFound });

  const figures = periodFigures(row.groups, row.live_team_ids, period.threshold).get(row.team?.id ?? COMPANY);
  if (!figures) throw new Error('a live team without figures');
  return {
    period: periodOf(period),
    threshold: period.threshold,
    team: row.team ? { id: row.team.id, name: row.team.name } : null,
    participation: row.team
      ? { answered: figures.suppressed ? null : figures.respondents, members: row.team.members }
      : { answered: answeredIn(row.groups, period.id), members: period.members ?? row.company_members },
    figures,
  };
}
