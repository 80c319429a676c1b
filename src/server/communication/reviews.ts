import { and, asc, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Review } from '../../shared/contract/reviews';
import { type ChosenGroup, reviewMessages as m } from '../../shared/review-messages';
import type { agreeReviewSchema, answerReviewSchema, startReviewSchema } from '../../shared/review-rules';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { rowsOf } from '../db/rows';
import { profiles, reviewAnswers, reviewQuestions, reviewRaters, reviews } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * 360s (decision 037, docs/privacy.md#360s): opt-in and for development. A person starts one about
 * themself, or a lead about a member of their team, who must agree before anyone is asked. Who
 * answered (review_raters) is kept apart from what was answered (review_answers); a peer's or a
 * report's answer carries no person. Nobody but the person, their raters, the lead who started it and,
 * when shared and closed, their leads knows it exists: anyone else is answered 404.
 */

export type ReviewRow = typeof reviews.$inferSelect;

export const reviewNotFound = () => new DomainError('not_found', { message: m.notFound });

/** Closed at the start of its closing day (UTC), whether or not the job has stamped it yet. */
export const isClosed = (row: ReviewRow, today = todayUtc()) =>
  row.closedAt !== null || row.closesOn <= today;

const closedSql = (today: string) =>
  sql`(${reviews.closedAt} is not null or ${reviews.closesOn} <= ${today}::date)`;

/** Who `userId` is to the person in the company's live teams: their leads, and the people they lead. */
export async function teamTiesOf(db: Db, companyId: string, userId: string) {
  const rows = await rowsOf<{ user_id: string; leads_them: boolean; led_by_them: boolean }>(
    db,
    sql`select o.user_id, bool_or(o.is_lead) as leads_them, bool_or(me.is_lead) as led_by_them
      from team_members me
      join teams t on t.id = me.team_id and t.company_id = ${companyId} and t.archived_at is null
      join team_members o on o.team_id = t.id and o.left_at is null and o.user_id <> me.user_id
      where me.user_id = ${userId} and me.left_at is null
      group by o.user_id`,
  );
  return {
    leads: new Set(rows.filter((row) => row.leads_them).map((row) => row.user_id)),
    reports: new Set(rows.filter((row) => row.led_by_them).map((row) => row.user_id)),
  };
}

/** Whether the caller leads the person now, in a live team of their company. */
async function leadsNow(db: Db, caller: Caller, userId: string) {
  return (await teamTiesOf(db, caller.companyId, userId)).leads.has(caller.userId);
}

export async function questionsOf(db: Db, reviewId: string) {
  return db
    .select({ id: reviewQuestions.id, position: reviewQuestions.position, text: reviewQuestions.text })
    .from(reviewQuestions)
    .where(eq(reviewQuestions.reviewId, reviewId))
    .orderBy(asc(reviewQuestions.position));
}

async function raterOf(db: Db, reviewId: string, userId: string, lock = false) {
  const query = db
    .select({ group: reviewRaters.raterGroup, answered: reviewRaters.answered })
    .from(reviewRaters)
    .where(and(eq(reviewRaters.reviewId, reviewId), eq(reviewRaters.raterId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The 360 as the caller sees it: how many were asked per group, never who else answered. */
export async function viewOf(db: Db, caller: Caller, row: ReviewRow): Promise<Review> {
  const [view] = await viewsOf(db, caller, [row]);
  return view!;
}

/** The 360s as the caller sees them (viewOf), in five statements whatever their number. */
export async function viewsOf(db: Db, caller: Caller, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const today = todayUtc();
  const asked = await db
    .select({
      reviewId: reviewRaters.reviewId,
      group: reviewRaters.raterGroup,
      count: sql<number>`count(*)::int`,
    })
    .from(reviewRaters)
    .where(and(inArray(reviewRaters.reviewId, ids), ne(reviewRaters.raterGroup, 'self')))
    .groupBy(reviewRaters.reviewId, reviewRaters.raterGroup);
  const mine = await db
    .select({
      reviewId: reviewRaters.reviewId,
      group: reviewRaters.raterGroup,
      answered: reviewRaters.answered,
    })
    .from(reviewRaters)
    .where(and(inArray(reviewRaters.reviewId, ids), eq(reviewRaters.raterId, caller.userId)));
  const questions = await db
    .select({
      reviewId: reviewQuestions.reviewId,
      id: reviewQuestions.id,
      position: reviewQuestions.position,
      text: reviewQuestions.text,
    })
    .from(reviewQuestions)
    .where(inArray(reviewQuestions.reviewId, ids))
    .orderBy(asc(reviewQuestions.reviewId), asc(reviewQuestions.position));
  const personIds = [...new Set(rows.flatMap((row) => [row.subjectId, row.startedBy]))].filter(
    (id): id is string => id !== null,
  );
  const people = new Map(
    (
      await db
        .select({ id: profiles.id, fullName: profiles.fullName })
        .from(profiles)
        .where(inArray(profiles.id, personIds))
    ).map((person) => [person.id, person]),
  );
  // Shared results are read by the person's leads now: the people the caller leads, asked once.
  const sharedMaybe = rows.some(
    (row) => row.subjectId !== caller.userId && row.shareWithLeads && isClosed(row, today),
  );
  const led = sharedMaybe ? (await teamTiesOf(db, caller.companyId, caller.userId)).reports : new Set();
  return rows.map((row) => {
    const closed = isClosed(row, today);
    const count = (group: ChosenGroup) =>
      asked.find((entry) => entry.reviewId === row.id && entry.group === group)?.count ?? 0;
    const my = mine.find((entry) => entry.reviewId === row.id);
    const aboutMe = row.subjectId === caller.userId;
    const sharedWithMe = !aboutMe && row.shareWithLeads && closed && led.has(row.subjectId);
    return {
      id: row.id,
      subject: people.get(row.subjectId) ?? null,
      startedBy: (row.startedBy && people.get(row.startedBy)) || null,
      status: closed ? 'closed' : row.agreedAt ? 'open' : 'awaiting_agreement',
      shareWithLeads: row.shareWithLeads,
      closesOn: row.closesOn,
      questions: questions
        .filter((question) => question.reviewId === row.id)
        .map(({ reviewId: _reviewId, ...question }) => question),
      asked: { lead: count('lead'), peer: count('peer'), report: count('report') },
      aboutMe,
      myGroup: my && (row.agreedAt || aboutMe) ? my.group : null,
      iAnswered: my?.answered ?? false,
      resultsReadable: closed && (aboutMe || sharedWithMe),
    };
  });
}

/**
 * What the caller may know exists: a 360 about them, one they started, one they are asked to rate
 * (once agreed), and a closed one whose results its person shared with their leads (checked after).
 */
const knownTo = (caller: Caller): SQL =>
  or(
    eq(reviews.subjectId, caller.userId),
    eq(reviews.startedBy, caller.userId),
    and(
      sql`${reviews.agreedAt} is not null`,
      exists(
        sql`(select 1 from ${reviewRaters} where ${reviewRaters.reviewId} = ${reviews.id} and ${reviewRaters.raterId} = ${caller.userId})`,
      ),
    ),
  )!;

/** A 360 of the caller's company, locked for a change when asked; null when there is none. */
export async function reviewInCompany(db: Db, caller: Caller, id: string, lock = false) {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.companyId, caller.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the caller knows the 360 exists (see knownTo): their answers may then be 403 rather than 404. */
export async function knows(db: Db, caller: Caller, row: ReviewRow) {
  if (row.subjectId === caller.userId || row.startedBy === caller.userId) return true;
  return row.agreedAt !== null && (await raterOf(db, row.id, caller.userId)) !== undefined;
}

export async function listReviews(db: Database, caller: Caller) {
  const today = todayUtc();
  const led = [...(await ledBy(db, caller))];
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.companyId, caller.companyId),
        or(
          knownTo(caller),
          led.length > 0
            ? and(eq(reviews.shareWithLeads, true), closedSql(today), inArray(reviews.subjectId, led))
            : undefined,
        ),
      ),
    )
    .orderBy(asc(reviews.closesOn), asc(reviews.id));
  return { items: await viewsOf(db, caller, rows) };
}

/** The people the caller leads now. */
async function ledBy(db: Db, caller: Caller) {
  return (await teamTiesOf(db, caller.companyId, caller.userId)).reports;
}

// ---- Starting -----------------------------------------------------------------------------------

const invalid = (issues: { path: string; message: string }[]) =>
  new DomainError('validation_failed', { message: issues[0]!.message, issues });

/** Each rater once, in the company, and in the group the company's teams put them in. */
async function checkRaters(
  db: Db,
  caller: Caller,
  subjectId: string,
  raters: z.output<typeof startReviewSchema>['raters'],
) {
  const ties = await teamTiesOf(db, caller.companyId, subjectId);
  const ids = raters.map((rater) => rater.userId);
  const inCompany = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, ids), eq(profiles.companyId, caller.companyId)))
    ).map((row) => row.id),
  );
  const issues: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const [index, { userId, group }] of raters.entries()) {
    const problem =
      userId === subjectId
        ? m.raterIsSubject
        : seen.has(userId)
          ? m.raterTwice
          : !inCompany.has(userId)
            ? m.raterNotFound
            : group === 'lead' && !ties.leads.has(userId)
              ? m.notALead
              : group === 'report' && !ties.reports.has(userId)
                ? m.notAReport
                : group === 'peer' && (ties.leads.has(userId) || ties.reports.has(userId))
                  ? m.notAPeer
                  : null;
    seen.add(userId);
    if (problem) issues.push({ path: `raters.${index}.userId`, message: problem });
  }
  if (issues.length > 0) throw invalid(issues);
}

/** Closes the person's 360s whose day has come, before a new one is started (the job may lag). */
async function closeDueOf(db: Db, subjectId: string) {
  await db
    .update(reviews)
    .set({ closedAt: sql`now()` })
    .where(and(eq(reviews.subjectId, subjectId), isNull(reviews.closedAt), closedSql(todayUtc())));
}

export async function startReview(db: Database, caller: Caller, input: z.output<typeof startReviewSchema>) {
  const subjectId = input.subjectId ?? caller.userId;
  const byLead = subjectId !== caller.userId;
  return db.transaction(async (tx) => {
    if (byLead) {
      const [subject] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, subjectId), eq(profiles.companyId, caller.companyId)));
      if (!subject) throw new DomainError('not_found', { message: m.subjectNotFound });
      if (!(await leadsNow(tx, caller, subjectId)))
        throw new DomainError('forbidden', { message: m.notYourMember });
    }
    await checkRaters(tx, caller, subjectId, input.raters);
    await closeDueOf(tx, subjectId);
    let row: ReviewRow | undefined;
    try {
      [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(reviews)
          .values({
            companyId: caller.companyId,
            subjectId,
            startedBy: caller.userId,
            shareWithLeads: input.shareWithLeads,
            closesOn: input.closesOn,
            agreedAt: byLead ? null : sql`now()`,
          })
          .returning(),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'reviews_open_subject_idx')) throw new DomainError('review_exists');
      throw error;
    }
    if (!row) throw new Error('insert returned no row');
    const reviewId = row.id;
    await tx
      .insert(reviewQuestions)
      .values(input.questions.map((text, position) => ({ reviewId, position, text })));
    await tx
      .insert(reviewRaters)
      .values([
        { reviewId, raterId: subjectId, raterGroup: 'self' as const },
        ...input.raters.map((rater) => ({ reviewId, raterId: rater.userId, raterGroup: rater.group })),
      ]);
    return { review: await viewOf(tx, caller, row) };
  });
}

/** The person a lead's 360 is about agrees, and says whether their leads see the results. */
export async function agreeReview(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof agreeReviewSchema>,
) {
  return db.transaction(async (tx) => {
    const row = await reviewInCompany(tx, caller, id, true);
    if (!row || !(await knows(tx, caller, row))) throw reviewNotFound();
    if (row.subjectId !== caller.userId) throw new DomainError('forbidden', { message: m.notSubject });
    if (row.agreedAt) throw new DomainError('review_not_open', { message: m.alreadyAgreed });
    if (isClosed(row)) throw new DomainError('review_not_open');
    const [agreed] = await tx
      .update(reviews)
      .set({ agreedAt: sql`now()`, shareWithLeads: input.shareWithLeads })
      .where(eq(reviews.id, id))
      .returning();
    return { review: await viewOf(tx, caller, agreed!) };
  });
}

/**
 * The person declines a lead's 360 that waits for their agreement, or its lead withdraws it: it is
 * deleted, as nobody was asked yet and nothing was answered.
 */
export async function declineReview(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await reviewInCompany(tx, caller, id, true);
    if (!row || !(await knows(tx, caller, row))) throw reviewNotFound();
    if (row.agreedAt || isClosed(row)) throw new DomainError('review_not_open', { message: m.notAwaiting });
    await tx.delete(reviews).where(eq(reviews.id, id));
  });
}

// ---- Answering ----------------------------------------------------------------------------------

/**
 * A rater's answers, once: every question of the 360 once. A self or lead answer names its rater; a
 * peer's or a report's names nobody, and only review_raters says that they answered.
 */
export async function answerReview(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof answerReviewSchema>,
) {
  return db.transaction(async (tx) => {
    const row = await reviewInCompany(tx, caller, id, true);
    if (!row || !(await knows(tx, caller, row))) throw reviewNotFound();
    const rater = await raterOf(tx, id, caller.userId, true);
    if (!rater) throw new DomainError('forbidden', { message: m.notFound });
    if (!row.agreedAt) throw new DomainError('review_not_open', { message: m.notAgreed });
    if (isClosed(row)) throw new DomainError('review_not_open');
    if (rater.answered) throw new DomainError('review_answered');
    const questionIds = (await questionsOf(tx, id)).map((question) => question.id);
    const answered = input.answers.map((answer) => answer.questionId);
    const everyOnce =
      answered.length === questionIds.length &&
      new Set(answered).size === answered.length &&
      questionIds.every((questionId) => answered.includes(questionId));
    if (!everyOnce) throw invalid([{ path: 'answers', message: m.answersInvalid }]);
    const named = rater.group === 'self' || rater.group === 'lead';
    await tx.insert(reviewAnswers).values(
      input.answers.map((answer) => ({
        reviewId: id,
        questionId: answer.questionId,
        group: rater.group,
        score: answer.score,
        comment: answer.comment,
        namedRaterId: named ? caller.userId : null,
      })),
    );
    await tx
      .update(reviewRaters)
      .set({ answered: true })
      .where(and(eq(reviewRaters.reviewId, id), eq(reviewRaters.raterId, caller.userId)));
    return { review: await viewOf(tx, caller, row) };
  });
}
