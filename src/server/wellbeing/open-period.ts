import { type SQL, sql } from 'drizzle-orm';
import type { PulseCadence } from '../../shared/wellbeing-messages';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { notify, toldBefore } from '../notifications/notify';
import { periodToOpen } from './periods';

/** A stored pulse period, as the pulse's functions use it. */
export interface StoredPeriod {
  id: string;
  startsOn: string;
  endsOn: string;
  cadence: PulseCadence;
  threshold: number;
}

/** A company's current members: a role in it and a profile that names it (as the directory counts them). */
export const companyMembersSql = (companyId: string | SQL) => sql`select r.user_id from user_roles r
  join profiles p on p.id = r.user_id and p.company_id = r.company_id
  where r.company_id = ${companyId}`;

const pulseOpenEvent = (userId: string, companyId: string, period: StoredPeriod) => ({
  userId,
  companyId,
  kind: 'pulse_open' as const,
  data: { startsOn: period.startsOn, endsOn: period.endsOn },
});

const periodColumns = sql`id, starts_on::text as "startsOn", ends_on::text as "endsOn", cadence, threshold`;

/** The company's stored period that contains `today`, if any. */
async function storedOpenPeriod(tx: Transaction, companyId: string, today: string) {
  const [period] = await rowsOf<StoredPeriod>(
    tx,
    sql`select ${periodColumns} from pulse_periods
      where company_id = ${companyId} and starts_on <= ${today}::date and ends_on >= ${today}::date`,
  );
  return period;
}

/**
 * Opens the company's period for `today` unless it is there: the calendar period of the company's
 * cadence, starting after the latest stored one (periods.ts), with the company's threshold. The
 * company's row is locked for share meanwhile, so a change of settings waits for this transaction, or
 * is read as it committed. Two callers opening it at once insert one row (company and start are unique);
 * the one whose insert made it notifies every member, in this transaction. Null when the company is gone.
 */
async function openPeriod(tx: Transaction, companyId: string, today: string) {
  const [company] = await rowsOf<{ cadence: PulseCadence; threshold: number; latestEndsOn: string | null }>(
    tx,
    sql`select c.pulse_cadence as cadence, c.pulse_threshold as threshold,
        (select max(p.ends_on)::text from pulse_periods p
          where p.company_id = c.id and p.ends_on < ${today}::date) as "latestEndsOn"
      from companies c where c.id = ${companyId} for share of c`,
  );
  if (!company) return null;
  const days = periodToOpen(today, company.cadence, company.latestEndsOn);
  const [opened] = await rowsOf<StoredPeriod>(
    tx,
    sql`insert into pulse_periods (company_id, starts_on, ends_on, cadence, threshold)
      values (${companyId}, ${days.startsOn}, ${days.endsOn}, ${company.cadence}, ${company.threshold})
      on conflict (company_id, starts_on) do nothing
      returning ${periodColumns}`,
  );
  if (!opened) return null;
  const members = await rowsOf<{ user_id: string }>(tx, companyMembersSql(companyId));
  await notify(
    tx,
    members.map(({ user_id: userId }) => pulseOpenEvent(userId, companyId, opened)),
  );
  return opened;
}

/**
 * The company's open period (the stored one that contains `today`, UTC), opened now when missing: by
 * the job beside the sweep, or by the first request that finds it missing, whichever comes first; the
 * members hear of it once. `opened` tells whether this call opened it. Null only when the company is
 * gone.
 */
export async function ensureOpenPeriod(
  tx: Transaction,
  companyId: string,
  today = todayUtc(),
): Promise<{ period: StoredPeriod; opened: boolean } | null> {
  const stored = await storedOpenPeriod(tx, companyId, today);
  if (stored) return { period: stored, opened: false };
  const opened = await openPeriod(tx, companyId, today);
  if (opened) return { period: opened, opened: true };
  // Another transaction opened it first (its insert committed before ours did nothing), or the
  // company is gone.
  const period = await storedOpenPeriod(tx, companyId, today);
  return period ? { period, opened: false } : null;
}

/**
 * A person who just became a member (the company's creator, or someone approved): the company's
 * period is opened when due, which tells every member, them included; when it was open already, they
 * are told of it, once per period: not again when they leave and come back within it. In the
 * membership's own transaction, after the person's role is written.
 */
export async function welcomeToPulse(tx: Transaction, companyId: string, userId: string, today = todayUtc()) {
  const open = await ensureOpenPeriod(tx, companyId, today);
  if (!open || open.opened) return;
  const event = pulseOpenEvent(userId, companyId, open.period);
  if (!(await toldBefore(tx, event))) await notify(tx, event);
}
