import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { LearningTip, LearningTips } from '../../shared/contract/growth';
import { growthMessages as m } from '../../shared/growth-messages';
import type { tipsQuerySchema } from '../../shared/growth-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { careerTracks, competencies, learningTips } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * The weekly tips (decision 040): one per competency and week (its Monday), level 4: every member of
 * the company reads them; its admins and the leads of any of its live teams write them.
 */

/** The Monday of the week of the company's local today, for a company whose time zone is `timeZone`. */
export const thisWeekSql = (timeZone: SQL) => sql`date_trunc('week', now() at time zone ${timeZone})::date`;

/** The company's local today and this week's Monday, YYYY-MM-DD. */
export async function companyClock(db: Db, companyId: string) {
  const [row] = await rowsOf<{ today: string; week: string }>(
    db,
    sql`select (now() at time zone c.time_zone)::date::text as today,
        date_trunc('week', now() at time zone c.time_zone)::date::text as week
      from companies c where c.id = ${companyId}`,
  );
  if (!row) throw new Error(`company ${companyId} is missing`);
  return row;
}

/**
 * This week's tip for a person, as a JSON {competency, text} or null: the tip of the week for a
 * competency one of their open growth items names, the first by the competency's position. From the
 * person's open items (growth_items_user_open_due_idx), each looking its tip up by competency and
 * week (learning_tips_competency_week_idx). A subquery: /api/me's statement and Today's read embed it.
 */
export const weeklyTipSql = (userId: SQL | string, companyId: SQL | string, week: SQL) =>
  sql`(select json_build_object('competency', tc.name, 'text', lt.text)
    from growth_items gi
    join learning_tips lt on lt.competency_id = gi.competency_id and lt.week = ${week}
      and lt.company_id = gi.company_id
    join competencies tc on tc.id = lt.competency_id
    where gi.user_id = ${userId} and gi.company_id = ${companyId} and gi.done_at is null
    order by tc.position, tc.id
    limit 1)`;

/** The caller's tip of this week, for Today. */
export async function weeklyTipOf(db: Db, caller: Caller) {
  const week = sql`(select ${thisWeekSql(sql`c.time_zone`)} from companies c where c.id = ${caller.companyId})`;
  const [row] = await rowsOf<{ tip: { competency: string; text: string } | null }>(
    db,
    sql`select ${weeklyTipSql(caller.userId, caller.companyId, week)} as tip`,
  );
  return row?.tip ?? null;
}

/** Admins, and the leads of any live team of the company, write tips. */
async function canWriteTips(db: Db, caller: Caller) {
  if (caller.isAdmin) return true;
  const [row] = await rowsOf<{ leads: boolean }>(
    db,
    sql`select exists (select 1 from team_members tm
      join teams t on t.id = tm.team_id and t.company_id = ${caller.companyId} and t.archived_at is null
      where tm.user_id = ${caller.userId} and tm.is_lead and tm.left_at is null) as leads`,
  );
  return row?.leads === true;
}

const trackNotFound = () => new DomainError('not_found', { message: m.trackNotFound });

/** GET /api/learning-tips: a week's tips for a track's competencies. */
export async function listLearningTips(
  db: Database,
  caller: Caller,
  query: z.output<typeof tipsQuerySchema>,
): Promise<LearningTips> {
  const clock = await companyClock(db, caller.companyId);
  const week = query.week ?? clock.week;
  const tracks = await db
    .select({ id: careerTracks.id, name: careerTracks.name })
    .from(careerTracks)
    .where(eq(careerTracks.companyId, caller.companyId))
    .orderBy(sql`lower(${careerTracks.name})`, asc(careerTracks.id));
  if (query.trackId && !tracks.some((track) => track.id === query.trackId)) throw trackNotFound();
  const trackId = query.trackId ?? tracks[0]?.id ?? null;
  const rows = trackId
    ? await db
        .select({
          id: competencies.id,
          name: competencies.name,
          tipId: learningTips.id,
          tipText: learningTips.text,
        })
        .from(competencies)
        .leftJoin(
          learningTips,
          and(eq(learningTips.competencyId, competencies.id), eq(learningTips.week, week)),
        )
        .where(and(eq(competencies.trackId, trackId), eq(competencies.companyId, caller.companyId)))
        .orderBy(asc(competencies.position), asc(competencies.id))
    : [];
  return {
    week,
    thisWeek: clock.week,
    tracks,
    trackId,
    competencies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      tip: row.tipId && row.tipText !== null ? { id: row.tipId, text: row.tipText } : null,
    })),
    canWrite: await canWriteTips(db, caller),
  };
}

/** 403 for anyone who writes no tips, then 404 for a competency not of the caller's company. */
async function checkWriter(db: Db, caller: Caller, competencyId: string) {
  if (!(await canWriteTips(db, caller))) throw new DomainError('forbidden', { message: m.tipWriters });
  const [competency] = await db
    .select({ id: competencies.id })
    .from(competencies)
    .where(and(eq(competencies.id, competencyId), eq(competencies.companyId, caller.companyId)));
  if (!competency) throw new DomainError('not_found', { message: m.tipCompetencyNotFound });
}

const tipColumns = {
  id: learningTips.id,
  competencyId: learningTips.competencyId,
  week: learningTips.week,
  text: learningTips.text,
};

/** PUT /api/learning-tips/:competencyId/:week: one tip per competency and week, the last word kept. */
export async function putLearningTip(
  db: Database,
  caller: Caller,
  competencyId: string,
  week: string,
  text: string,
): Promise<LearningTip> {
  await checkWriter(db, caller, competencyId);
  const [tip] = await db
    .insert(learningTips)
    .values({ companyId: caller.companyId, competencyId, week, text, authorId: caller.userId })
    .onConflictDoUpdate({
      target: [learningTips.competencyId, learningTips.week],
      set: { text, authorId: caller.userId },
    })
    .returning(tipColumns);
  if (!tip) throw new Error('upsert returned no row');
  return tip;
}

/** DELETE /api/learning-tips/:competencyId/:week. */
export async function deleteLearningTip(db: Database, caller: Caller, competencyId: string, week: string) {
  await checkWriter(db, caller, competencyId);
  const deleted = await db
    .delete(learningTips)
    .where(
      and(
        eq(learningTips.competencyId, competencyId),
        eq(learningTips.week, week),
        eq(learningTips.companyId, caller.companyId),
      ),
    )
    .returning({ id: learningTips.id });
  if (deleted.length === 0) throw new DomainError('not_found', { message: m.tipNotFound });
}
