import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { PulsePeriod, PulseStatus } from '../../shared/contract/wellbeing';
import {
  PULSE_PERIODS_SHOWN,
  PULSE_QUESTION_KEYS,
  PULSE_QUESTIONS,
  type PulseCadence,
} from '../../shared/wellbeing-messages';
import { type pulseResponseSchema, type pulseSettingsSchema, todayUtc } from '../../shared/wellbeing-rules';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { companies } from '../db/schema';
import { DomainError } from '../domain-error';
import { ensureOpenPeriod, type StoredPeriod } from './open-period';

/**
 * The pulse (docs/privacy.md): its status for a member, answering it, and its settings. An answer is
 * stored with no person and no time finer than its period; who answered is stored apart.
 */

type PulseAnswers = z.output<typeof pulseResponseSchema>['answers'];
type PulseSettings = z.output<typeof pulseSettingsSchema>;

const periodOf = ({ startsOn, endsOn, cadence }: StoredPeriod): PulsePeriod => ({
  startsOn,
  endsOn,
  cadence,
});

const questions = PULSE_QUESTION_KEYS.map((key) => {
  const { text, min, max, low, high } = PULSE_QUESTIONS[key];
  return { key, text, min, max, low, high };
});

/** The open period of the caller's company, opened now when missing. */
async function openPeriodOf(tx: Transaction, caller: Caller, today: string) {
  const open = await ensureOpenPeriod(tx, caller.companyId, today);
  // The caller's company is the session's: it exists while they belong to it.
  if (!open) throw new DomainError('forbidden');
  return open.period;
}

/**
 * The pulse open now for the caller: its period (opened when missing), whether they answered, the
 * company's settings, whether they may read results (an admin, or a lead of a live team), and the
 * sealed periods (whose results are out), newest first. The open period, then the rest in one
 * statement.
 */
export async function pulseStatus(db: Database, caller: Caller, today = todayUtc()): Promise<PulseStatus> {
  return db.transaction(async (tx) => {
    const period = await openPeriodOf(tx, caller, today);
    const [row] = await rowsOf<Omit<PulseStatus, 'period' | 'questions'>>(
      tx,
      sql`select
          exists (select 1 from pulse_participation pp
            where pp.period_id = ${period.id} and pp.user_id = ${caller.userId}) as answered,
          json_build_object('cadence', c.pulse_cadence, 'threshold', c.pulse_threshold) as settings,
          (${caller.isAdmin} or exists (select 1 from team_members tm join teams t on t.id = tm.team_id
            where tm.user_id = ${caller.userId} and tm.is_lead and tm.left_at is null
              and t.archived_at is null and t.company_id = c.id)) as "canReadResults",
          coalesce((select json_agg(json_build_object('startsOn', p.starts_on::text, 'endsOn', p.ends_on::text,
              'cadence', p.cadence) order by p.ends_on desc)
            from (select starts_on, ends_on, cadence from pulse_periods
              where company_id = c.id and sealed
              order by ends_on desc limit ${PULSE_PERIODS_SHOWN}) p), '[]'::json) as "closedPeriods"
        from companies c where c.id = ${caller.companyId}`,
    );
    if (!row) throw new DomainError('forbidden');
    return { period: periodOf(period), questions, ...row };
  });
}

/**
 * Answers the period in one statement: the period is locked for key share and must still be unsealed;
 * the caller's participation row goes in unless there is one (the key is period and person, so two
 * answers at once make one row); the response goes in only when the participation did, with the
 * caller's current live teams and no person, no time. Answers whether the period was still open and
 * whether the answer was taken.
 */
async function answerPeriod(tx: Transaction, caller: Caller, periodId: string, answers: PulseAnswers) {
  const [row] = await rowsOf<{ open: boolean; answered: boolean }>(
    tx,
    sql`with period as (
        select id from pulse_periods where id = ${periodId} and not sealed for key share
      ), joined as (
        insert into pulse_participation (company_id, period_id, user_id)
        select ${caller.companyId}, id, ${caller.userId} from period
        on conflict do nothing
        returning period_id
      ), answered as (
        insert into pulse_responses (company_id, period_id, team_ids, enps, workload, stress, recognition, clarity)
        select ${caller.companyId}, period_id,
          array(select tm.team_id from team_members tm join teams t on t.id = tm.team_id
            where tm.user_id = ${caller.userId} and tm.left_at is null and t.archived_at is null
              and t.company_id = ${caller.companyId} order by tm.team_id),
          ${answers.enps}, ${answers.workload}, ${answers.stress}, ${answers.recognition}, ${answers.clarity}
        from joined
        returning 1
      )
      select exists (select 1 from period) as open, exists (select 1 from answered) as answered`,
  );
  return row!;
}

/**
 * Answers the open pulse, once per person and period (409 already_answered, nothing written). In one
 * transaction with the opening of the period when it was missing. Should the period close and be
 * sealed while the answer was on its way (at midnight), the answer goes to the period that opened.
 */
export async function answerPulse(
  db: Database,
  caller: Caller,
  answers: PulseAnswers,
  today = todayUtc(),
): Promise<PulsePeriod> {
  const attempt = (day: string) =>
    db.transaction(async (tx) => {
      const period = await openPeriodOf(tx, caller, day);
      const { open, answered } = await answerPeriod(tx, caller, period.id, answers);
      if (open && !answered) throw new DomainError('already_answered');
      return open ? periodOf(period) : null;
    });
  return (await attempt(today)) ?? (await attempt(todayUtc()))!;
}

/**
 * An admin's change of the pulse's settings. A cadence change takes effect from the next period (the
 * open one stands). A raised threshold also raises that of the periods not yet sealed, so that a
 * period's figures are decided with the highest threshold in force from its opening to its seal; a
 * lowered one leaves them as they are, and a sealed period's figures never change (seal.ts). Two
 * statements: the second must see a period opened while the first waited for the company's row.
 */
export async function updatePulseSettings(
  db: Database,
  companyId: string,
  changes: PulseSettings,
): Promise<{ cadence: PulseCadence; threshold: number }> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .update(companies)
      .set({
        ...(changes.cadence !== undefined && { pulseCadence: changes.cadence }),
        ...(changes.threshold !== undefined && { pulseThreshold: changes.threshold }),
      })
      .where(eq(companies.id, companyId))
      .returning({ cadence: companies.pulseCadence, threshold: companies.pulseThreshold });
    if (!settings) throw new DomainError('forbidden');
    if (changes.threshold !== undefined) {
      await tx.execute(sql`update pulse_periods set threshold = ${changes.threshold}
        where company_id = ${companyId} and not sealed and threshold < ${changes.threshold}`);
    }
    return settings;
  });
}
