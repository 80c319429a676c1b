import { sql } from 'drizzle-orm';
import { todayUtc } from '../../shared/wellbeing-rules';
import { rowsOf } from '../culture/feed';
import type { Database } from '../db/connect';
import type { Transaction } from '../goals/read';
import { companyMembersSql, ensureOpenPeriod } from './open-period';

/**
 * Seals a closed period, unless another instance holds it or sealed it already: its row is locked
 * (skip locked: the other instance is on it, or an answer is still being written to it), `members`
 * becomes the company's member count (participation's denominator), and its responses are rewritten
 * as fresh rows with new random ids, in random order, then the old rows deleted.
 *
 * Why: rows written by one transaction share its id (xmin) and sit on disk in the order they were
 * written, so until the period is sealed an operator reading the tables could pair a response with the
 * participation row written beside it. After sealing every response of the period carries the same
 * xmin and a random place, and its id says nothing of when it was written. (The deleted rows stay in
 * their pages until vacuum reclaims them, and in the write-ahead log until it is recycled: the seal
 * holds against reading the tables, not against a copy of the server's files.)
 */
async function sealPeriod(tx: Transaction, periodId: string, today: string): Promise<boolean> {
  const [period] = await rowsOf<{ company_id: string }>(
    tx,
    sql`select company_id from pulse_periods
      where id = ${periodId} and not sealed and ends_on < ${today}::date
      for update skip locked`,
  );
  if (!period) return false;
  await tx.execute(sql`with old as (
      delete from pulse_responses where period_id = ${periodId}
      returning company_id, period_id, team_ids, enps, workload, stress, recognition, clarity
    ), fresh as (
      insert into pulse_responses (company_id, period_id, team_ids, enps, workload, stress, recognition, clarity)
      select company_id, period_id, team_ids, enps, workload, stress, recognition, clarity
      from old order by random()
    )
    update pulse_periods
    set sealed = true, members = (select count(*) from (${companyMembersSql(period.company_id)}) m)
    where id = ${periodId}`);
  return true;
}

/**
 * The pulse's job, run by main.ts beside the sweep on every instance at once: opens every company's
 * period when it is missing (its members hear of it once, whoever opens it) and seals every period
 * that has closed (once, whichever instance gets it). Each company's opening and each period's sealing
 * is a transaction of its own. Answers how many it opened and sealed.
 */
export async function openAndSealPulses(
  db: Database,
  today = todayUtc(),
): Promise<{ opened: number; sealed: number }> {
  const due = await rowsOf<{ job: 'open' | 'seal'; id: string }>(
    db,
    sql`select 'open' as job, c.id from companies c
      where not exists (select 1 from pulse_periods p
        where p.company_id = c.id and p.starts_on <= ${today}::date and p.ends_on >= ${today}::date)
      union all
      select 'seal', p.id from pulse_periods p where not p.sealed and p.ends_on < ${today}::date`,
  );
  let opened = 0;
  let sealed = 0;
  for (const { job, id } of due) {
    if (job === 'open') {
      const open = await db.transaction((tx) => ensureOpenPeriod(tx, id, today));
      if (open?.opened) opened += 1;
    } else if (await db.transaction((tx) => sealPeriod(tx, id, today))) {
      sealed += 1;
    }
  }
  return { opened, sealed };
}
