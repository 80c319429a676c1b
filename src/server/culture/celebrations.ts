import { sql } from 'drizzle-orm';
import { ANNIVERSARY_GRACE_DAYS, CELEBRATED_GOAL_PROGRESS } from '../../shared/culture-messages';
import type { Database, Transaction } from '../db/connect';
import type { goals } from '../db/schema';

/**
 * The celebrations the system posts into the feed (docs/product.md#culture-and-recognition): a work
 * anniversary, a goal closed at CELEBRATED_GOAL_PROGRESS or more. Each has a celebration key, unique
 * per company, and is inserted with `on conflict do nothing` on it: however many instances post the
 * same celebration at the same moment, and however often, it is posted once.
 */

/** Single statements of a CTE answer their rows under `rows` (node-postgres). */
type Rows<T> = { rows: T[] };

/** The one conflict target of every celebration: the partial unique index on its key. */
const onceByKey = sql`on conflict (company_id, celebration_key) where celebration_key is not null do nothing`;

/**
 * Posts every work anniversary that is due: a current membership (user_roles.created_at is the day
 * the person joined the company) whose Nth anniversary, N ≥ 1, fell within the last
 * ANNIVERSARY_GRACE_DAYS days, today included, so that a server down on the day still posts it.
 * Days are UTC calendar days; someone who joined on 29 February celebrates on 28 February in other
 * years (PostgreSQL's date arithmetic). One statement; answers how many were posted. Run now and then
 * by main.ts, on every instance.
 */
export async function postAnniversaries(db: Database, now: Date = new Date()): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const result = (await db.execute(sql`
    with joined as (
      select company_id, user_id, (created_at at time zone 'UTC')::date as day, ${today} as today
      from user_roles
    ), due as (
      select j.company_id, j.user_id, n.years,
        'anniversary:' || j.user_id || ':' || n.years as celebration_key
      from joined j
      -- This year's anniversary, or last year's when this year's is still to come.
      cross join lateral (values
        (extract(year from j.today)::int - extract(year from j.day)::int),
        (extract(year from j.today)::int - extract(year from j.day)::int - 1)
      ) as n(years)
      where n.years >= 1
        and (j.day + make_interval(years => n.years))::date
          between j.today - ${ANNIVERSARY_GRACE_DAYS}::int and j.today
    ), posted as (
      insert into kudos (company_id, kind, anniversary_years, celebration_key, created_at)
      select company_id, 'anniversary', years, celebration_key, ${now.toISOString()}::timestamptz from due
      ${onceByKey}
      returning id, company_id, celebration_key
    )
    insert into kudos_recipients (kudos_id, user_id)
    select posted.id, due.user_id from posted
    join due on due.company_id = posted.company_id and due.celebration_key = posted.celebration_key
    returning kudos_id`)) as unknown as Rows<{ kudos_id: string }>;
  return result.rows.length;
}

/** A goal as it was just closed, inside the closing transaction. */
export type ClosedGoal = Pick<
  typeof goals.$inferSelect,
  'id' | 'companyId' | 'ownerId' | 'title' | 'visibility' | 'progress'
>;

/**
 * Posts a goal's closing into the feed when the whole company sees the goal and it closed at
 * CELEBRATED_GOAL_PROGRESS or more, in the closing's own transaction: once per goal ever, so closing it
 * again after a reopening posts nothing. The owner is the one celebrated (nobody once they deleted
 * their account). Answers whether it was posted.
 */
export async function celebrateClosedGoal(tx: Transaction, goal: ClosedGoal): Promise<boolean> {
  // Progress is a weighted mean of floating-point shares: 0.7 may arrive as 0.6999999999999998.
  if (goal.visibility !== 'company' || goal.progress < CELEBRATED_GOAL_PROGRESS - 1e-9) return false;
  const result = (await tx.execute(sql`
    with posted as (
      insert into kudos (company_id, kind, goal_id, goal_title, goal_progress, celebration_key)
      values (${goal.companyId}, 'goal_closed', ${goal.id}, ${goal.title}, ${goal.progress},
        ${`goal_closed:${goal.id}`})
      ${onceByKey}
      returning id
    ), celebrated as (
      insert into kudos_recipients (kudos_id, user_id)
      select posted.id, ${goal.ownerId}::uuid from posted where ${goal.ownerId}::uuid is not null
    )
    select id from posted`)) as unknown as Rows<{ id: string }>;
  return result.rows.length > 0;
}
