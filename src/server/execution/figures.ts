import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { figureWeekSchema } from '../../shared/contract/figures';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';

/** How many weeks the figures cover, this one included (docs/product.md#your-figures). */
export const FIGURE_WEEKS = 12;

type FigureWeek = z.output<typeof figureWeekSchema>;

/**
 * A person's own productivity figures (decision 038, level 1): one statement, every part of it
 * reading rows whose `user_id` is the caller, in their company. No function here takes another
 * person: the only way in is the caller's own session.
 *
 * Weeks are Monday to Sunday in the company's time zone; the last is this week, so far.
 * - items done: items whose `done_at` falls in the week;
 * - the one thing: days of the week that had one, and those whose one thing was done that same day;
 * - focus: minutes of blocks planned on the week's days, and of blocks marked kept;
 * - habits: habits live in the week (made by its end, not archived before it began), and those
 *   ticked on at least their weekly target of its days.
 */
export async function figuresOf(db: Db, caller: Caller, now: Date = new Date()): Promise<FigureWeek[]> {
  const { userId, companyId } = caller;
  return rowsOf<FigureWeek>(
    db,
    sql`
      with clock as (
        select c.time_zone as zone, (${now.toISOString()}::timestamptz at time zone c.time_zone)::date as today
        from companies c where c.id = ${companyId}
      ),
      weeks as (
        select week::date as week
        from clock,
          generate_series(
            date_trunc('week', clock.today) - interval '${sql.raw(String(FIGURE_WEEKS - 1))} weeks',
            date_trunc('week', clock.today),
            interval '1 week'
          ) as week
      ),
      first_week as (select min(week) as week from weeks),
      done as (
        select date_trunc('week', (i.done_at at time zone clock.zone))::date as week, count(*)::int as n
        from day_items i, clock, first_week
        where i.user_id = ${userId} and i.company_id = ${companyId}
          and i.done_at is not null
          and (i.done_at at time zone clock.zone)::date >= first_week.week
        group by 1
      ),
      one_thing as (
        select date_trunc('week', i.one_thing_on)::date as week, count(*)::int as days,
          (count(*) filter (
            where i.done_at is not null and (i.done_at at time zone clock.zone)::date = i.one_thing_on
          ))::int as hits
        from day_items i, clock, first_week
        where i.user_id = ${userId} and i.one_thing_on >= first_week.week
          and i.company_id = ${companyId}
        group by 1
      ),
      focus as (
        select date_trunc('week', f.day)::date as week, sum(f.minutes)::int as planned,
          coalesce(sum(f.minutes) filter (where f.kept), 0)::int as kept
        from focus_blocks f, first_week
        where f.user_id = ${userId} and f.company_id = ${companyId} and f.day >= first_week.week
        group by 1
      ),
      habit_weeks as (
        select w.week, h.per_week,
          (select count(*) from habit_ticks t where t.habit_id = h.id and t.day between w.week and w.week + 6) as ticked
        from weeks w, clock, habits h
        where h.user_id = ${userId}
          and (h.created_at at time zone clock.zone)::date <= w.week + 6
          and (h.archived_at is null or (h.archived_at at time zone clock.zone)::date >= w.week)
      ),
      habit as (
        select week, count(*)::int as due, (count(*) filter (where ticked >= per_week))::int as met
        from habit_weeks group by week
      )
      select to_char(w.week, 'YYYY-MM-DD') as "week",
        coalesce(done.n, 0) as "itemsDone",
        coalesce(one_thing.days, 0) as "oneThingDays",
        coalesce(one_thing.hits, 0) as "oneThingHits",
        coalesce(focus.planned, 0) as "focusPlannedMinutes",
        coalesce(focus.kept, 0) as "focusKeptMinutes",
        coalesce(habit.due, 0) as "habitsDue",
        coalesce(habit.met, 0) as "habitsMet"
      from weeks w
        left join done using (week)
        left join one_thing using (week)
        left join focus using (week)
        left join habit using (week)
      order by w.week
    `,
  );
}
