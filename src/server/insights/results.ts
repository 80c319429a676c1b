import { sql } from 'drizzle-orm';
import type { PulseResults } from '../../shared/contract/wellbeing';
import { teamMessages } from '../../shared/team-messages';
import { wellbeingMessages as m } from '../../shared/wellbeing-messages';
import type { PulseResultsQuery } from '../../shared/wellbeing-rules';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';
import type { PeriodColumns } from './periods';
import { figuresOf, leadsSql, periodColumnsSql, periodOf, publication, sealedPeriodsSql } from './periods';

interface TeamRow {
  id: string;
  name: string;
  leads: boolean;
}

/** The team asked for, if it is a live team of the caller's company, and whether the caller leads it. */
const teamSql = (caller: Caller, teamId: string) => sql`(
  select json_build_object('id', t.id, 'name', t.name, 'leads', ${leadsSql(caller, teamId)})
  from teams t where t.id = ${teamId} and t.company_id = ${caller.companyId} and t.archived_at is null)`;

/**
 * One sealed period's figures for the company (admins) or a team (admins and its leads), as its seal
 * published them. One statement: the period, its published figures for the company and the team;
 * a caller who may not read results gets no period read for them.
 */
export async function pulseResults(db: Db, caller: Caller, query: PulseResultsQuery): Promise<PulseResults> {
  const { period: startsOn, teamId } = query;
  const mayRead = caller.isAdmin ? sql`true` : teamId ? leadsSql(caller, teamId) : sql`false`;
  const onDay = startsOn ? sql`p.starts_on = ${startsOn}::date` : sql`true`;
  const [row] = await rowsOf<PeriodColumns & { team: TeamRow | null }>(
    db,
    sql`with ${sealedPeriodsSql(caller.companyId, 1, sql`${onDay} and ${mayRead}`)}
      select ${periodColumnsSql(caller.companyId, teamId ? sql`${teamId}::uuid` : sql`null`)},
        ${teamId ? teamSql(caller, teamId) : sql`null::json`} as team`,
  );
  if (!row) throw new Error('the results’ statement answered no row');
  if (teamId && !row.team) throw new DomainError('not_found', { message: teamMessages.teamNotFound });
  if (!caller.isAdmin && !row.team?.leads) throw new DomainError('forbidden', { message: m.notLead });
  const [period] = row.periods;
  if (!period) throw new DomainError('not_found', { message: m.periodNotFound });

  const published = publication(row.figures)(period.id, row.team?.id ?? null);
  const figures = figuresOf(published);
  return {
    period: periodOf(period),
    threshold: period.threshold,
    team: row.team ? { id: row.team.id, name: row.team.name } : null,
    participation: row.team
      ? { answered: figures.suppressed ? null : figures.respondents, members: published.members }
      : { answered: period.answered, members: period.members },
    figures,
  };
}
