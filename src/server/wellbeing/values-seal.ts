import { sql } from 'drizzle-orm';
import type { ValueFigures } from '../../shared/contract/values-in-practice';
import type { Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { valueFigures } from '../db/schema';
import { COMPANY } from './anonymity';
import type { ValueAnswers, ValuesFigures, ValuesJob } from './values-figures';

/**
 * Values in practice's part of the seal (docs/privacy.md, decision 040): called by seal.ts's
 * sealPeriod in its own transaction, with the period already locked, so that a period's pulse and
 * values answers are published and deleted together. Each value that has answers gets its figures for
 * the company and each team (the company's live teams and those the answers carried), decided with the
 * period's own threshold by the pulse's rules; then the period's answers are deleted. Published once:
 * the period is marked sealed in the same transaction, and a value deleted later takes its figures.
 */

/** Rows written by one insert: 8 parameters each. */
const INSERT_ROWS = 1000;

/** Decides the figures (on the figures thread). */
export type DecideValues = (job: ValuesJob) => Promise<ValuesFigures>;

/** The sealed period as sealPeriod locked it. */
export interface SealedPeriod {
  id: string;
  companyId: string;
  threshold: number;
  /** The company's members at the seal. */
  companyMembers: number;
}

interface AnswersRow {
  values: ValueAnswers[];
  /** The company's live teams and those the answers carried, each with its members now. */
  teams: { id: string; members: number }[];
}

/**
 * The period's answers, per value still of the company, grouped by team set (how many scored it, the
 * sum), and the teams to publish.
 */
async function answersOf(tx: Transaction, period: SealedPeriod) {
  const [row] = await rowsOf<AnswersRow>(
    tx,
    sql`with scored as (
        select r.team_ids, s.key::uuid as value_id, s.value::int as score
        from value_responses r cross join lateral jsonb_each_text(r.scores) s
        where r.period_id = ${period.id} and r.company_id = ${period.companyId}
      ), grouped as (
        select sc.value_id, sc.team_ids, count(*)::int as count, sum(sc.score)::int as sum
        from scored sc join company_values v on v.id = sc.value_id and v.company_id = ${period.companyId}
        group by sc.value_id, sc.team_ids
      ), carried as (
        select distinct unnest(r.team_ids) as team_id from value_responses r where r.period_id = ${period.id}
      )
      select
        coalesce((select json_agg(json_build_object('valueId', x.value_id, 'groups', x.groups) order by x.value_id)
          from (select g.value_id, json_agg(json_build_object('teamIds', g.team_ids, 'count', g.count, 'sum', g.sum))
              as groups from grouped g group by g.value_id) x), '[]'::json) as values,
        coalesce((select json_agg(json_build_object('id', t.id,
            'members', (select count(*) from team_members tm where tm.team_id = t.id and tm.left_at is null))
            order by t.id)
          from teams t where t.company_id = ${period.companyId}
            and (t.archived_at is null or t.id in (select team_id from carried))), '[]'::json) as teams`,
  );
  return row!;
}

/** A segment's stored figures: what may be shown, or why not. */
function stored(figures: ValueFigures | undefined) {
  if (!figures || figures.suppressed) {
    return { respondents: null, score: null, reason: figures?.reason ?? ('too_few_respondents' as const) };
  }
  return { respondents: figures.respondents, score: figures.score, reason: null };
}

/**
 * Publishes the period's value figures and deletes its answers, in the seal's transaction. Answers how
 * many values it published.
 */
export async function sealValues(tx: Transaction, period: SealedPeriod, decide: DecideValues) {
  const { values, teams } = await answersOf(tx, period);
  if (values.length > 0) {
    const figures = await decide({ values, teamIds: teams.map((team) => team.id), k: period.threshold });
    const rows = values.flatMap(({ valueId }) => {
      const segments = figures.get(valueId);
      const segment = (teamId: string | null, members: number) => ({
        periodId: period.id,
        companyId: period.companyId,
        valueId,
        teamId,
        members,
        ...stored(segments?.get(teamId ?? COMPANY)),
      });
      return [segment(null, period.companyMembers), ...teams.map((team) => segment(team.id, team.members))];
    });
    // In slices, to stay well under a statement's parameter limit with many teams.
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await tx.insert(valueFigures).values(rows.slice(start, start + INSERT_ROWS));
    }
  }
  await tx.execute(sql`delete from value_responses where period_id = ${period.id}`);
  return values.length;
}
