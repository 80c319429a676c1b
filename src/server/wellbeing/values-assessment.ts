import { sql } from 'drizzle-orm';
import type { ValueFigures, ValuesInPractice } from '../../shared/contract/values-in-practice';
import type { PulsePeriod } from '../../shared/contract/wellbeing';
import { VALUES_PERIODS_SHOWN, valuesInPracticeMessages as m } from '../../shared/purpose-messages';
import type { ValuesInPracticeQuery } from '../../shared/values-in-practice-rules';
import type { SuppressionReason } from '../../shared/wellbeing-messages';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { DomainError } from '../domain-error';
import { ensureOpenPeriod } from './open-period';

/**
 * Values in practice (decision 040, docs/privacy.md): the assessment asked in each pulse period, and
 * its published figures. An answer is stored as the pulse's is: the scores with the person's live teams
 * and no person, no time finer than the period; that the person answered, apart; both in one
 * transaction. Reads serve what the seal published (values-seal.ts) and decide nothing.
 */

type Scores = Record<string, number>;

/** The open period of the caller's company, opened now when missing (as the pulse's). */
async function openPeriodOf(tx: Transaction, caller: Caller, today: string) {
  const open = await ensureOpenPeriod(tx, caller.companyId, today);
  // The caller's company is the session's: it exists while they belong to it.
  if (!open) throw new DomainError('forbidden');
  return open.period;
}

/** The scores must name every value of the caller's company now, and nothing else. */
async function checkScores(tx: Transaction, caller: Caller, scores: Scores) {
  const values = await rowsOf<{ id: string }>(
    tx,
    sql`select v.id from company_values v where v.company_id = ${caller.companyId}`,
  );
  const fail = (message: string) => {
    throw new DomainError('validation_failed', { message, issues: [{ path: 'scores', message }] });
  };
  if (values.length === 0) fail(m.noValues);
  const known = new Set(values.map((value) => value.id));
  if (Object.keys(scores).some((id) => !known.has(id))) fail(m.unknownValue);
  if (values.some((value) => scores[value.id] === undefined)) fail(m.missingValue);
}

/**
 * Answers the period in one statement, as the pulse does: the period locked for key share and still
 * unsealed (the seal waits, or skips it); the participation row in unless there is one (its key is the
 * period and the person, so two answers at once make one row); the response only when the
 * participation went in, with the caller's live teams and no person, no time.
 */
async function answerPeriod(tx: Transaction, caller: Caller, periodId: string, scores: Scores) {
  const [row] = await rowsOf<{ open: boolean; answered: boolean }>(
    tx,
    sql`with period as (
        select id from pulse_periods where id = ${periodId} and not sealed for key share
      ), joined as (
        insert into value_participation (company_id, period_id, user_id)
        select ${caller.companyId}, id, ${caller.userId} from period
        on conflict do nothing
        returning period_id
      ), answered as (
        insert into value_responses (company_id, period_id, team_ids, scores)
        select ${caller.companyId}, period_id,
          array(select tm.team_id from team_members tm join teams t on t.id = tm.team_id
            where tm.user_id = ${caller.userId} and tm.left_at is null and t.archived_at is null
              and t.company_id = ${caller.companyId} order by tm.team_id),
          ${JSON.stringify(scores)}::jsonb
        from joined
        returning 1
      )
      select exists (select 1 from period) as open, exists (select 1 from answered) as answered`,
  );
  return row!;
}

/**
 * Scores the company's values in the open period, once per person and period (409 already_answered,
 * nothing written). Should the period be sealed while the answer was on its way (at midnight), the
 * answer goes to the period that opened, as the pulse's does.
 */
export async function answerValues(
  db: Database,
  caller: Caller,
  scores: Scores,
  today = todayUtc(),
): Promise<PulsePeriod> {
  const attempt = (day: string) =>
    db.transaction(async (tx) => {
      const period = await openPeriodOf(tx, caller, day);
      await checkScores(tx, caller, scores);
      const { open, answered } = await answerPeriod(tx, caller, period.id, scores);
      if (open && !answered) throw new DomainError('already_answered', { message: m.alreadyAnswered });
      return open ? { startsOn: period.startsOn, endsOn: period.endsOn, cadence: period.cadence } : null;
    });
  return (await attempt(today)) ?? (await attempt(todayUtc()))!;
}

// ---- Reading ------------------------------------------------------------------------------------

interface ReadRow {
  answered: boolean;
  values: { id: string; name: string; description: string | null }[];
  periods: (PulsePeriod & { id: string })[];
  teams: { id: string; name: string }[];
  team: { id: string; name: string; readable: boolean } | null;
  figures: {
    periodId: string;
    valueId: string;
    teamId: string | null;
    respondents: number | null;
    score: number | null;
    reason: SuppressionReason | null;
  }[];
  kudos: { periodId: string; valueId: string; kudos: number }[];
}

/** Whether the caller may read the figures of team `t`: an admin, or one of its members now. */
const readsTeamSql = (caller: Caller) => sql`(${caller.isAdmin} or exists (select 1 from team_members tm
  where tm.team_id = t.id and tm.user_id = ${caller.userId} and tm.left_at is null))`;

/** The team asked for, when it is a live team of the caller's company, and whether they may read it. */
const teamSql = (caller: Caller, teamId: string) => sql`(
  select json_build_object('id', t.id, 'name', t.name, 'readable', ${readsTeamSql(caller)})
  from teams t where t.id = ${teamId} and t.company_id = ${caller.companyId} and t.archived_at is null)`;

/**
 * The published figures of the shown periods: the company's, and the team's only when the caller may
 * read it (decided here, in the statement, not after it).
 */
const figuresSql = (caller: Caller, teamId: string | undefined) => {
  const team = teamId
    ? sql`or (f.team_id = ${teamId} and exists (select 1 from teams t where t.id = f.team_id
        and t.company_id = ${caller.companyId} and t.archived_at is null and ${readsTeamSql(caller)}))`
    : sql``;
  return sql`coalesce((select json_agg(json_build_object('periodId', f.period_id, 'valueId', f.value_id,
      'teamId', f.team_id, 'respondents', f.respondents, 'score', f.score, 'reason', f.reason))
    from value_figures f
    where f.company_id = ${caller.companyId} and f.period_id in (select p.id from periods p)
      and (f.team_id is null ${team})), '[]'::json)`;
};

/** Kudos given with each value in each shown period (its days, UTC), company-wide: level 4. */
const kudosSql = (companyId: string) => sql`coalesce((select json_agg(x) from (
    select p.id as "periodId", k.value_id as "valueId", count(*)::int as kudos
    from periods p join kudos k on k.company_id = ${companyId} and k.value_id is not null
      and k.created_at >= (p.starts_on::timestamp at time zone 'UTC')
      and k.created_at < ((p.ends_on + 1)::timestamp at time zone 'UTC')
    group by p.id, k.value_id) x), '[]'::json)`;

/** Everything the page shows, in one statement after the open period. */
async function readAll(tx: Transaction, caller: Caller, openId: string, teamId: string | undefined) {
  const [row] = await rowsOf<ReadRow>(
    tx,
    sql`with periods as (
        select p.id, p.starts_on, p.ends_on, p.cadence from pulse_periods p
        where p.company_id = ${caller.companyId} and p.sealed
        order by p.ends_on desc limit ${sql.raw(String(VALUES_PERIODS_SHOWN))}
      )
      select
        exists (select 1 from value_participation vp
          where vp.period_id = ${openId} and vp.user_id = ${caller.userId}) as answered,
        coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'description', v.description)
            order by v.position, v.id)
          from company_values v where v.company_id = ${caller.companyId}), '[]'::json) as values,
        coalesce((select json_agg(json_build_object('id', p.id, 'startsOn', p.starts_on::text,
            'endsOn', p.ends_on::text, 'cadence', p.cadence) order by p.starts_on)
          from periods p), '[]'::json) as periods,
        coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
          from teams t where t.company_id = ${caller.companyId} and t.archived_at is null
            and ${readsTeamSql(caller)}), '[]'::json) as teams,
        ${teamId ? teamSql(caller, teamId) : sql`null::json`} as team,
        ${figuresSql(caller, teamId)} as figures,
        ${kudosSql(caller.companyId)} as kudos`,
  );
  if (!row) throw new Error('the values in practice statement answered no row');
  return row;
}

/** A stored segment as the API shows it: its figures, or why they are withheld. */
function shownFigures(row: ReadRow['figures'][number]): ValueFigures {
  if (row.respondents !== null && row.score !== null) {
    return { suppressed: false, respondents: row.respondents, score: row.score };
  }
  return { suppressed: true, reason: row.reason ?? 'too_few_respondents' };
}

/**
 * A value's figures in a period for the segment: as published; null when nobody scored the value that
 * period (no company figures). A team with none while the company has some was made after the seal, or
 * nobody in it answered: withheld as too few, as the pulse's readers say.
 */
function figuresFor(row: ReadRow, teamId: string | null) {
  const published = new Map(row.figures.map((f) => [`${f.periodId}/${f.valueId}/${f.teamId ?? ''}`, f]));
  return (periodId: string, valueId: string): ValueFigures | null => {
    const company = published.get(`${periodId}/${valueId}/`);
    if (!company) return null;
    if (teamId === null) return shownFigures(company);
    const team = published.get(`${periodId}/${valueId}/${teamId}`);
    return team ? shownFigures(team) : { suppressed: true, reason: 'too_few_respondents' };
  };
}

/**
 * The page: the open period (opened when missing) with the values to score and whether the caller
 * answered; each value's figures over the last sealed periods for the company or a team the caller may
 * read (another company's team, or an archived one, is not found; a team they may not read, 403),
 * each beside its kudos in the period.
 */
export async function valuesInPractice(
  db: Database,
  caller: Caller,
  query: ValuesInPracticeQuery,
  today = todayUtc(),
): Promise<ValuesInPractice> {
  return db.transaction(async (tx) => {
    const open = await openPeriodOf(tx, caller, today);
    const row = await readAll(tx, caller, open.id, query.teamId);
    if (query.teamId && !row.team) throw new DomainError('not_found', { message: m.teamNotFound });
    if (row.team && !row.team.readable) throw new DomainError('forbidden', { message: m.notTeamReader });
    const figures = figuresFor(row, row.team?.id ?? null);
    const kudos = new Map(row.kudos.map((k) => [`${k.periodId}/${k.valueId}`, k.kudos]));
    return {
      open: {
        period: { startsOn: open.startsOn, endsOn: open.endsOn, cadence: open.cadence },
        answered: row.answered,
        threshold: open.threshold,
        values: row.values,
      },
      periods: row.periods.map(({ startsOn, endsOn, cadence }) => ({ startsOn, endsOn, cadence })),
      team: row.team ? { id: row.team.id, name: row.team.name } : null,
      teams: row.teams,
      results: row.values.map((value) => ({
        ...value,
        periods: row.periods.map((period) => ({
          figures: figures(period.id, value.id),
          kudos: kudos.get(`${period.id}/${value.id}`) ?? 0,
        })),
      })),
    };
  });
}
