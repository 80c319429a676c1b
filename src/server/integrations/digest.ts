import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/days';
import { isoWeekday } from '../../shared/weeks';
import type { PulseCadence } from '../../shared/wellbeing-messages';
import { localDayOf, zonedMoment } from '../communication/schedule';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { type PeriodDays, periodToOpen } from '../wellbeing/periods';
import { DIGEST_GOALS_MAX } from './chat-words';
import type { DigestGoal, WeeklyDigestData } from './event-data';
import { emitIntegrationEvent } from './events';

/**
 * The weekly digest (docs/product.md, "Slack and Teams channels"), run now and then by main.ts on
 * every instance: on each company's Monday from DIGEST_TIME in its time zone, its destinations that
 * hear `digest.weekly` are sent the week's company-visible goals due, whether the pulse opens, and
 * last week's recognition breadth, in counts (docs/privacy.md). Once per company and week whatever
 * the instances: the message id `digest_<company>_<Monday>` is unique per destination, so a second
 * run or instance queues nothing. Only the company's Monday is looked at: a Monday missed (the server
 * down all day) is not made up on Tuesday, as a standup's digest is not.
 */

/** When the digest goes, in the company's time zone, on Mondays. */
export const DIGEST_TIME = '09:00';

const DIGEST = 'digest.weekly';

interface DigestCompany {
  id: string;
  timeZone: string;
  cadence: PulseCadence;
}

/** The message id of a company's digest for the week starting `monday`. */
export const digestMessageId = (companyId: string, monday: string) => `digest_${companyId}_${monday}`;

/** Queues this week's digest of every company due one. Answers how many companies' it queued. */
export async function queueWeeklyDigests(db: Database, now: Date = new Date()): Promise<number> {
  const companies = await rowsOf<DigestCompany>(
    db,
    sql`select c.id, c.time_zone as "timeZone", c.pulse_cadence as cadence from companies c
      where exists (select 1 from integrations i
        where i.company_id = c.id and i.enabled and ${DIGEST} = any(i.events))`,
  );
  let queued = 0;
  for (const company of companies) {
    const monday = localDayOf(now, company.timeZone);
    if (isoWeekday(monday) !== 1 || zonedMoment(monday, DIGEST_TIME, company.timeZone) > now) continue;
    const messageId = digestMessageId(company.id, monday);
    // Read the week only for a destination still without it: a sweep every few minutes all Monday.
    if (await everyoneHasIt(db, company.id, messageId)) continue;
    await emitIntegrationEvent(db, company.id, DIGEST, () => digestOf(db, company, monday), {
      messageId,
    });
    queued++;
  }
  return queued;
}

/** Whether each destination of the company that hears the digest has this one queued already. */
async function everyoneHasIt(db: Database, companyId: string, messageId: string): Promise<boolean> {
  const [row] = await rowsOf<{ done: boolean }>(
    db,
    sql`select not exists (select 1 from integrations i
      where i.company_id = ${companyId} and i.enabled and ${DIGEST} = any(i.events)
        and not exists (select 1 from integration_deliveries d
          where d.integration_id = i.id and d.message_id = ${messageId})) as done`,
  );
  return row?.done ?? true;
}

/** The company's digest for the week starting `monday` (its local days). */
export async function digestOf(
  db: Database,
  company: DigestCompany,
  monday: string,
): Promise<WeeklyDigestData> {
  const week = { startsOn: monday, endsOn: addDays(monday, 6) };
  const goals = await goalsDue(db, company.id, week);
  return {
    week,
    goalsDue: goals.map(({ total: _total, ...goal }) => ({ ...goal, link: `/goals/${goal.id}` })),
    goalsDueTotal: goals[0]?.total ?? 0,
    pulse: await pulseOpening(db, company, week),
    recognition: await recognitionOf(db, company, monday),
    link: '/dashboard',
  };
}

/**
 * The open goals due this week that everyone in the company may read (visibility company, the rule
 * goals/read.ts's visibleTo applies to a member who owns none of them), soonest first, and how many.
 */
async function goalsDue(db: Database, companyId: string, week: PeriodDays) {
  return rowsOf<Omit<DigestGoal, 'link'> & { total: number }>(
    db,
    sql`select g.id, g.title, coalesce(nullif(btrim(p.full_name), ''), u.full_name) as "ownerName",
        g.due_on::text as "dueOn", count(*) over ()::int as total
      from goals g
      left join users u on u.id = g.owner_id
      left join profiles p on p.id = g.owner_id
      where g.company_id = ${companyId} and g.visibility = 'company' and g.closed_at is null
        and g.due_on between ${week.startsOn}::date and ${week.endsOn}::date
      order by g.due_on, lower(g.title), g.id
      limit ${DIGEST_GOALS_MAX}`,
  );
}

/**
 * Whether a pulse period starts in the week, by the pulse's own calendar (wellbeing/periods.ts): a
 * stored period that starts in it, or, for the days no stored period covers, the period the pulse's
 * job will open on that day, each covering the days after it up to its end.
 */
async function pulseOpening(db: Database, company: DigestCompany, week: PeriodDays) {
  const stored = await rowsOf<PeriodDays>(
    db,
    sql`select starts_on::text as "startsOn", ends_on::text as "endsOn" from pulse_periods
      where company_id = ${company.id} and starts_on <= ${week.endsOn}::date
      order by starts_on desc limit 8`,
  );
  const periods = [...stored];
  for (let day = week.startsOn; day <= week.endsOn; day = addDays(day, 1)) {
    let period = periods.find((known) => known.startsOn <= day && day <= known.endsOn);
    if (!period) {
      const latest = periods.reduce<string | null>(
        (last, known) => (known.endsOn < day && (last === null || known.endsOn > last) ? known.endsOn : last),
        null,
      );
      period = periodToOpen(day, company.cadence, latest);
      periods.push(period);
    }
    if (period.startsOn === day) return { opensThisWeek: true, startsOn: day };
  }
  return { opensThisWeek: false };
}

/**
 * Last week's recognition (Monday to Sunday before `monday`, the company's local days): kudos given,
 * distinct givers, distinct people recognised, and the company's current members, as the culture
 * figures count them (culture/metrics.ts). Counts only: nobody is named or ranked.
 */
async function recognitionOf(db: Database, company: DigestCompany, monday: string) {
  const from = zonedMoment(addDays(monday, -7), '00:00', company.timeZone);
  const to = zonedMoment(monday, '00:00', company.timeZone);
  const [row] = await rowsOf<WeeklyDigestData['recognition']>(
    db,
    sql`with recent as (
        select k.id, k.sender_id from kudos k
        where k.company_id = ${company.id} and k.kind = 'kudos'
          and k.created_at >= ${from.toISOString()}::timestamptz and k.created_at < ${to.toISOString()}::timestamptz
      )
      select (select count(distinct sender_id)::int from recent) as givers,
        (select count(distinct r.user_id)::int from kudos_recipients r join recent on recent.id = r.kudos_id)
          as receivers,
        (select count(*)::int from recent) as kudos,
        (select count(*)::int from user_roles ur where ur.company_id = ${company.id}) as people`,
  );
  if (!row) throw new Error('the recognition statement answered no row');
  return row;
}
