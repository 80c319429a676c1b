import { sql } from 'drizzle-orm';
import type { PulseFigures, PulsePeriod } from '../../shared/contract/wellbeing';
import { ENPS_DETRACTOR_MAX, ENPS_PROMOTER_MIN, PULSE_QUESTION_KEYS } from '../../shared/wellbeing-messages';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Database, Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { pulseFigures } from '../db/schema';
import { type FiguresThread, figuresThread } from '../figures-worker';
import { emitPulseSealed } from '../integrations/company-events';
import { COMPANY, type ResponseGroup } from './anonymity';
import { companyMembersSql, ensureOpenPeriod } from './open-period';
import { sealValues } from './values-seal';

/**
 * Sealing a closed period (docs/privacy.md#the-seal, decision 027): its figures are decided once,
 * with its own threshold and the teams its answers carried, stored as they may be shown
 * (pulse_figures), and its answers deleted. Every later read serves that publication: archiving or
 * renaming a team, people leaving and any change of the threshold change no published figure, and no
 * answer is left to recompute from.
 */

/** Decides a period's figures, the pulse's and values in practice's (on the figures thread). */
type Decide = Pick<FiguresThread, 'decide' | 'decideValues'>;

const sums = sql.raw(PULSE_QUESTION_KEYS.map((key) => `'${key}', sum(r.${key})::int`).join(', '));

interface SealRow {
  company_id: string;
  starts_on: string;
  ends_on: string;
  cadence: PulsePeriod['cadence'];
  threshold: number;
  company_members: number;
  groups: ResponseGroup[];
  /** The company's live teams and those the answers carried, each with its members now. */
  teams: { id: string; members: number }[];
}

/**
 * The period, locked (skip locked: another instance is on it, or an answer is still being written to
 * it) unless it is sealed or not over, with everything its publication is decided on: its answers in
 * groups, one per set of teams (how many, the sum of each answer, eNPS promoters and detractors), and
 * the teams to publish.
 */
async function lockForSeal(tx: Transaction, periodId: string, today: string) {
  const [row] = await rowsOf<SealRow>(
    tx,
    sql`with period as (
        select id, company_id, starts_on, ends_on, cadence, threshold from pulse_periods
        where id = ${periodId} and not sealed and ends_on < ${today}::date
        for update skip locked
      ), carried as (
        select distinct unnest(r.team_ids) as team_id from pulse_responses r join period sp on r.period_id = sp.id
      )
      select sp.company_id, sp.starts_on::text as starts_on, sp.ends_on::text as ends_on, sp.cadence,
        sp.threshold::int as threshold,
        (select count(*)::int from (${companyMembersSql(sql`sp.company_id`)}) m) as company_members,
        coalesce((select json_agg(g.item) from (
          select json_build_object('teamIds', r.team_ids, 'count', count(*),
            'sums', json_build_object(${sums}),
            'promoters', count(*) filter (where r.enps >= ${sql.raw(String(ENPS_PROMOTER_MIN))}),
            'detractors', count(*) filter (where r.enps <= ${sql.raw(String(ENPS_DETRACTOR_MAX))})) as item
          from pulse_responses r where r.period_id = sp.id and r.company_id = sp.company_id
          group by r.team_ids) g), '[]'::json) as groups,
        coalesce((select json_agg(json_build_object('id', t.id,
            'members', (select count(*) from team_members tm where tm.team_id = t.id and tm.left_at is null))
            order by t.id)
          from teams t where t.company_id = sp.company_id
            and (t.archived_at is null or t.id in (select team_id from carried))), '[]'::json) as teams
      from period sp`,
  );
  return row;
}

/** A segment's stored figures: what may be shown, or why not. */
function storedFigures(figures: PulseFigures | undefined) {
  if (!figures || figures.suppressed) {
    return { respondents: null, scores: null, reason: figures?.reason ?? ('too_few_respondents' as const) };
  }
  return { respondents: figures.respondents, scores: figures.scores, reason: null };
}

/**
 * The company's publication, as its results page shows it (insights/results.ts), for the company's
 * integrations: below the threshold, only that it is withheld and why (docs/privacy.md §28).
 */
async function announceSeal(tx: Transaction, period: SealRow, answered: number, company?: PulseFigures) {
  const stored = storedFigures(company);
  const figures: PulseFigures =
    stored.respondents !== null && stored.scores !== null
      ? { suppressed: false, respondents: stored.respondents, scores: stored.scores }
      : { suppressed: true, reason: stored.reason ?? 'too_few_respondents' };
  await emitPulseSealed(tx, period.company_id, {
    period: { startsOn: period.starts_on, endsOn: period.ends_on, cadence: period.cadence },
    threshold: period.threshold,
    participation: { answered, members: period.company_members },
    figures,
  });
}

/**
 * Seals one period, in one transaction: its publication for the company and each team, values in
 * practice's too (values-seal.ts), its answers deleted, and the period marked sealed with the
 * company's members and how many answered. False when it was not there to seal (sealed already, not
 * over, or held by another).
 */
async function sealPeriod(db: Database, periodId: string, today: string, thread: Decide) {
  return db.transaction(async (tx) => {
    const period = await lockForSeal(tx, periodId, today);
    if (!period) return false;
    const teamIds = period.teams.map((team) => team.id);
    const figures = await thread.decide({ groups: period.groups, teamIds, k: period.threshold });
    const segment = (teamId: string | null, members: number) => ({
      periodId,
      companyId: period.company_id,
      teamId,
      members,
      ...storedFigures(figures.get(teamId ?? COMPANY)),
    });
    await tx
      .insert(pulseFigures)
      .values([
        segment(null, period.company_members),
        ...period.teams.map((team) => segment(team.id, team.members)),
      ]);
    await sealValues(
      tx,
      {
        id: periodId,
        companyId: period.company_id,
        threshold: period.threshold,
        companyMembers: period.company_members,
      },
      thread.decideValues,
    );
    const answered = period.groups.reduce((total, group) => total + group.count, 0);
    await tx.execute(sql`with gone as (delete from pulse_responses where period_id = ${periodId})
      update pulse_periods set sealed = true, members = ${period.company_members}, answered = ${answered}
      where id = ${periodId}`);
    await announceSeal(tx, period, answered, figures.get(COMPANY));
    return true;
  });
}

/**
 * Seals every period that has closed (once, whichever instance gets it), its figures decided on a
 * thread of their own, started only when there is something to seal. Answers how many it sealed.
 */
export async function sealClosedPeriods(db: Database, today = todayUtc()): Promise<number> {
  const due = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from pulse_periods p where not p.sealed and p.ends_on < ${today}::date`,
  );
  if (due.length === 0) return 0;
  const thread = figuresThread();
  let sealed = 0;
  try {
    for (const { id } of due) if (await sealPeriod(db, id, today, thread)) sealed += 1;
  } finally {
    await thread.close();
  }
  return sealed;
}

/**
 * The pulse's job, run by main.ts beside the sweep on every instance at once: opens every company's
 * period when it is missing (its members hear of it once, whoever opens it), then seals every period
 * that has closed. Each company's opening and each period's sealing is a transaction of its own.
 * Answers how many it opened and sealed.
 */
export async function openAndSealPulses(
  db: Database,
  today = todayUtc(),
): Promise<{ opened: number; sealed: number }> {
  const missing = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from companies c
      where not exists (select 1 from pulse_periods p
        where p.company_id = c.id and p.starts_on <= ${today}::date and p.ends_on >= ${today}::date)`,
  );
  let opened = 0;
  for (const { id } of missing) {
    const open = await db.transaction((tx) => ensureOpenPeriod(tx, id, today));
    if (open?.opened) opened += 1;
  }
  return { opened, sealed: await sealClosedPeriods(db, today) };
}
