import { type SQL, sql } from 'drizzle-orm';
import type { PulseFigures, PulsePeriod } from '../../shared/contract/wellbeing';
import type { PulseQuestion, SuppressionReason } from '../../shared/wellbeing-messages';
import type { Caller } from '../auth/caller';

/**
 * How the pulse's results are read (docs/privacy.md#the-seal): sealed periods only, each as its seal
 * published it. Nothing is decided here: a period's figures, which segments show and which are
 * withheld, were fixed when it was sealed (wellbeing/seal.ts), and every reader serves them as they
 * are. The statements name their tables with short aliases, as culture's do.
 */

/** A sealed period as the statements answer it. */
export interface PeriodRow extends PulsePeriod {
  id: string;
  /** The company's members at the seal. */
  members: number;
  /** How many answered, counted at the seal. */
  answered: number;
  /** The threshold its figures were decided with. */
  threshold: number;
}

/** A segment's published figures, as stored (pulse_figures). */
export interface FiguresRow {
  periodId: string;
  /** Null for the company. */
  teamId: string | null;
  members: number;
  respondents: number | null;
  scores: Record<PulseQuestion, number> | null;
  reason: SuppressionReason | null;
}

/**
 * `periods`: the company's sealed periods, newest first, at most `limit`. `where` narrows them (one
 * period, or none for a caller who may not read results).
 */
export const sealedPeriodsSql = (companyId: string, limit: number, where: SQL = sql`true`) => sql`
  periods as (
    select p.id, p.starts_on, p.ends_on, p.cadence, p.members, p.answered, p.threshold
    from pulse_periods p
    where p.company_id = ${companyId} and p.sealed and ${where}
    order by p.ends_on desc
    limit ${sql.raw(String(limit))}
  )`;

/** The periods of `sealedPeriodsSql`, oldest first, as JSON. */
const periodsJsonSql = sql`coalesce((
  select json_agg(json_build_object('id', p.id, 'startsOn', p.starts_on, 'endsOn', p.ends_on,
    'cadence', p.cadence, 'members', p.members, 'answered', p.answered, 'threshold', p.threshold)
    order by p.starts_on)
  from periods p), '[]'::json)`;

/**
 * The periods' published figures, as JSON: the company's and those of the teams `teams` selects (a
 * statement answering team ids). The company's id is checked again: a publication is its company's.
 */
const figuresJsonSql = (companyId: string, teams: SQL) => sql`coalesce((
  select json_agg(json_build_object('periodId', f.period_id, 'teamId', f.team_id, 'members', f.members,
    'respondents', f.respondents, 'scores', f.scores, 'reason', f.reason))
  from pulse_figures f
  where f.period_id in (select p.id from periods p) and f.company_id = ${companyId}
    and (f.team_id is null or f.team_id in (${teams}))), '[]'::json)`;

/** What every reader of the periods selects: `periods` and `figures` (PeriodColumns). */
export const periodColumnsSql = (companyId: string, teams: SQL) =>
  sql`${periodsJsonSql} as periods, ${figuresJsonSql(companyId, teams)} as figures`;

export interface PeriodColumns {
  periods: PeriodRow[];
  figures: FiguresRow[];
}

/** Whether the caller currently leads a live team of their company (`teamId`: that one). */
export const leadsSql = (caller: Caller, teamId?: string) => sql`exists (
  select 1 from team_members tm join teams t on t.id = tm.team_id
  where tm.user_id = ${caller.userId} and tm.is_lead and tm.left_at is null
    and t.company_id = ${caller.companyId} and t.archived_at is null
    ${teamId ? sql`and t.id = ${teamId}` : sql``})`;

/** A team that has no figures in a period (made after its seal) had nobody answering in it. */
const NOBODY: FiguresRow = {
  periodId: '',
  teamId: null,
  members: 0,
  respondents: null,
  scores: null,
  reason: 'too_few_respondents',
};

/** A period's published segments: `of(teamId)` is a team's (null: the company's) as stored. */
export function publication(rows: FiguresRow[]) {
  const byKey = new Map(rows.map((row) => [`${row.periodId}/${row.teamId ?? ''}`, row]));
  return (periodId: string, teamId: string | null): FiguresRow =>
    byKey.get(`${periodId}/${teamId ?? ''}`) ?? NOBODY;
}

/** A stored segment as the API shows it: its figures, or why they are withheld. */
export function figuresOf(row: FiguresRow): PulseFigures {
  if (row.respondents !== null && row.scores !== null) {
    return { suppressed: false, respondents: row.respondents, scores: row.scores };
  }
  return { suppressed: true, reason: row.reason ?? 'too_few_respondents' };
}

/** A period as the API shows it. */
export const periodOf = ({ startsOn, endsOn, cadence }: PeriodRow): PulsePeriod => ({
  startsOn,
  endsOn,
  cadence,
});
