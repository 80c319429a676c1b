import { sql } from 'drizzle-orm';
import type { StressOverview } from '../../shared/contract/wellbeing';
import { todayUtc } from '../../shared/wellbeing-rules';
import { MOOD_HISTORY_SPANS, PULSE_PERIODS_SHOWN } from '../../shared/wellbeing-messages';
import { rowsOf } from '../culture/feed';
import type { Db } from '../goals/read';
import { COMPANY, stressFiguresOf } from './anonymity';
import { closedPeriodsSql, figuresByPeriod, periodColumnsSql, periodOf } from './periods';
import type { InsightsCaller, PeriodColumns } from './periods';

const DAY_MS = 86_400_000;
/** /stress shows the longest span of the check-in's history. */
const MINE_DAYS = Math.max(...MOOD_HISTORY_SPANS);

/** The live teams the caller is in now, by name. */
const myTeamsSql = (caller: InsightsCaller) => sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
  from teams t
  where t.company_id = ${caller.companyId} and t.archived_at is null
    and exists (select 1 from team_members tm where tm.team_id = t.id and tm.user_id = ${caller.userId}
      and tm.left_at is null)), '[]'::json)`;

/** The caller's own check-ins' stress since `from`, oldest first: their rows alone. */
const mineSql = (caller: InsightsCaller, from: string) => sql`coalesce((
  select json_agg(json_build_object('day', me.day, 'stress', me.stress) order by me.day)
  from mood_entries me where me.user_id = ${caller.userId} and me.day >= ${from}::date), '[]'::json)`;

/**
 * /stress in one statement: the company's and the caller's teams' stress and workload over the last
 * closed periods (decided over every segment of the company, as for the results), and the caller's
 * own check-ins beside them.
 */
export async function stressOverview(db: Db, caller: InsightsCaller): Promise<StressOverview> {
  const today = todayUtc();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (MINE_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const [row] = await rowsOf<
    PeriodColumns & { teams: { id: string; name: string }[]; mine: StressOverview['mine'] }
  >(
    db,
    sql`with ${closedPeriodsSql(caller.companyId, today, PULSE_PERIODS_SHOWN)}
      select ${periodColumnsSql(caller.companyId)}, ${myTeamsSql(caller)} as teams, ${mineSql(caller, from)} as mine`,
  );
  if (!row) throw new Error('the stress statement answered no row');
  const figures = figuresByPeriod(row.periods, row.groups, row.live_team_ids);
  return {
    periods: row.periods.map((period) => {
      const segments = figures.get(period.id)!;
      return {
        ...periodOf(period),
        company: stressFiguresOf(segments.get(COMPANY)!),
        teams: row.teams.map((team) => ({ ...team, figures: stressFiguresOf(segments.get(team.id)!) })),
      };
    }),
    mine: row.mine,
  };
}
