import { sql } from 'drizzle-orm';
import type { Insights, InsightsSegment } from '../../shared/contract/insights';
import type { PulseFigures } from '../../shared/contract/wellbeing';
import { PULSE_PERIODS_SHOWN, wellbeingMessages as m } from '../../shared/wellbeing-messages';
import type { Caller } from '../auth/caller';
import {
  type Breadth,
  companySql,
  shownTeamsSql,
  type TeamBreadth,
  teamsSql,
  windowSql,
  withBreadth,
} from '../culture/metrics';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';
import type { PeriodColumns } from './periods';
import { figuresOf, leadsSql, periodColumnsSql, periodOf, publication, sealedPeriodsSql } from './periods';

interface GoalRow {
  /** Null for the company's own goals. */
  teamId: string | null;
  openGoals: number;
  progress: number;
}

/**
 * Open goals and their mean progress: the company's goals for the company, each team's team goals for
 * it. Only goals visible company-wide count, for admins and leads alike, so that a figure reads the
 * same whoever looks (a private goal is its owner's and the admins' business, not a team's).
 */
const goalsSql = (caller: Caller) => sql`coalesce((
  select json_agg(json_build_object('teamId', x.team_id, 'openGoals', x.open_goals, 'progress', x.progress))
  from (
    select g.team_id, count(*)::int as open_goals, avg(g.progress)::float8 as progress from goals g
    where g.company_id = ${caller.companyId} and g.closed_at is null and g.visibility = 'company'
      and g.level in ('company', 'team')
    group by g.team_id
  ) x), '[]'::json)`;

/** The ids of the live teams the caller sees on /analytics: every one for admins, a lead's own. */
const shownTeamIdsSql = (caller: Caller) => sql`select t.id from teams t
  where t.company_id = ${caller.companyId} and t.archived_at is null and ${shownTeamsSql(caller)}`;

/**
 * /analytics in one statement: the last sealed periods and their published figures (as their seals
 * decided them, wellbeing/seal.ts), the company's and the shown teams' members and recognition breadth
 * (culture's own SQL), and goal progress. Admins see the company and every live team; a lead the teams
 * they lead; anyone else is refused, with no figures read for them.
 */
export async function insights(db: Db, caller: Caller): Promise<Insights> {
  const mayRead = caller.isAdmin ? sql`true` : leadsSql(caller);
  const [row] = await rowsOf<
    PeriodColumns & {
      company_threshold: number;
      company: Breadth | null;
      teams: TeamBreadth[];
      goals: GoalRow[];
    }
  >(
    db,
    sql`with ${sealedPeriodsSql(caller.companyId, PULSE_PERIODS_SHOWN, mayRead)}, ${windowSql(caller)}
      select c.pulse_threshold as company_threshold,
        ${periodColumnsSql(caller.companyId, shownTeamIdsSql(caller))},
        ${caller.isAdmin ? companySql(caller) : sql`null::json`} as company, ${teamsSql(caller)} as teams,
        ${goalsSql(caller)} as goals
      from companies c where c.id = ${caller.companyId}`,
  );
  if (!row) throw new Error('the insights statement answered no row');
  if (!caller.isAdmin && row.teams.length === 0) throw new DomainError('forbidden', { message: m.notLead });

  const published = publication(row.figures);
  const perPeriod = (teamId: string | null) =>
    row.periods.map((period) => figuresOf(published(period.id, teamId)));
  const goalsOf = (teamId: string | null) => {
    const goals = row.goals.find((goal) => goal.teamId === teamId);
    return goals
      ? { openGoals: goals.openGoals, progress: goals.progress }
      : { openGoals: 0, progress: null };
  };
  const segment = (
    figuresOver: PulseFigures[],
    answered: (number | null)[],
    teamId: string | null,
    breadth: Breadth,
  ): InsightsSegment => {
    const { members, recognised, breadth: share } = withBreadth(breadth);
    return {
      members,
      answered,
      figures: figuresOver,
      goals: goalsOf(teamId),
      recognition: { members, recognised, breadth: share },
    };
  };
  const latest = row.periods.at(-1);
  return {
    scope: caller.isAdmin ? 'company' : 'teams',
    threshold: latest?.threshold ?? row.company_threshold,
    periods: row.periods.map(periodOf),
    company: row.company
      ? segment(
          perPeriod(null),
          row.periods.map((period) => period.answered),
          null,
          row.company,
        )
      : null,
    teams: row.teams.map((team) => {
      const over = perPeriod(team.id);
      return {
        id: team.id,
        name: team.name,
        ...segment(
          over,
          over.map((figures) => (figures.suppressed ? null : figures.respondents)),
          team.id,
          team,
        ),
      };
    }),
  };
}
