import { sql } from 'drizzle-orm';
import type { StressOverview } from '../../shared/contract/wellbeing';
import { MOOD_HISTORY_SPANS, PULSE_PERIODS_SHOWN } from '../../shared/wellbeing-messages';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { stressFiguresOf } from '../wellbeing/anonymity';
import type { PeriodColumns } from './periods';
import { figuresOf, periodColumnsSql, periodOf, publication, sealedPeriodsSql } from './periods';

const DAY_MS = 86_400_000;
/** /stress shows the longest span of the check-in's history. */
const MINE_DAYS = Math.max(...MOOD_HISTORY_SPANS);

/** The ids of the live teams the caller is in now. */
const myTeamIdsSql = (caller: Caller) => sql`select t.id from teams t
  where t.company_id = ${caller.companyId} and t.archived_at is null
    and exists (select 1 from team_members tm where tm.team_id = t.id and tm.user_id = ${caller.userId}
      and tm.left_at is null)`;

/** The live teams the caller is in now, by name. */
const myTeamsSql = (caller: Caller) => sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
  from teams t where t.id in (${myTeamIdsSql(caller)})), '[]'::json)`;

/** The caller's own check-ins' stress since `from`, oldest first: their rows alone. */
const mineSql = (caller: Caller, from: string) => sql`coalesce((
  select json_agg(json_build_object('day', me.day, 'stress', me.stress) order by me.day)
  from mood_entries me where me.user_id = ${caller.userId} and me.day >= ${from}::date), '[]'::json)`;

/**
 * /stress in one statement: the company's and the caller's teams' stress and workload over the last
 * sealed periods (as their seals published them, as for the results), and the caller's own check-ins
 * beside them.
 */
export async function stressOverview(db: Db, caller: Caller): Promise<StressOverview> {
  const today = todayUtc();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (MINE_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const [row] = await rowsOf<
    PeriodColumns & { teams: { id: string; name: string }[]; mine: StressOverview['mine'] }
  >(
    db,
    sql`with ${sealedPeriodsSql(caller.companyId, PULSE_PERIODS_SHOWN)}
      select ${periodColumnsSql(caller.companyId, myTeamIdsSql(caller))}, ${myTeamsSql(caller)} as teams,
        ${mineSql(caller, from)} as mine`,
  );
  if (!row) throw new Error('the stress statement answered no row');
  const published = publication(row.figures);
  const stressOf = (periodId: string, teamId: string | null) =>
    stressFiguresOf(figuresOf(published(periodId, teamId)));
  return {
    periods: row.periods.map((period) => ({
      ...periodOf(period),
      company: stressOf(period.id, null),
      teams: row.teams.map((team) => ({ ...team, figures: stressOf(period.id, team.id) })),
    })),
    mine: row.mine,
  };
}
