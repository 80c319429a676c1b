import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ReviewAnswer, ReviewGroup, ReviewResults } from '../../shared/contract/reviews';
import {
  ANONYMOUS_GROUPS,
  type AnonymousGroup,
  REVIEW_GROUP_MIN,
  reviewMessages as m,
} from '../../shared/review-messages';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { profiles, reviewAnswers, reviewQuestions, reviewRaters, reviews } from '../db/schema';
import { DomainError } from '../domain-error';
import {
  isClosed,
  knows,
  questionsOf,
  reviewInCompany,
  reviewNotFound,
  type ReviewRow,
  teamTiesOf,
  viewOf,
} from './reviews';

/**
 * A closed 360's results (docs/privacy.md#360s). Peers and reports are anonymous: a group shows its
 * mean and count per question, and its comments without names in a random order, only when at least
 * REVIEW_GROUP_MIN of its raters answered; below that, neither its figures nor how many answered.
 * Leads are named, with their own answers; the person's own answers show beside the groups.
 */

/** Fisher–Yates with a cryptographic source: the order says nothing of who wrote what, or when. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A group's figures; withheld below the threshold, with no count. */
async function groupOf(db: Db, reviewId: string, group: AnonymousGroup): Promise<ReviewGroup> {
  const [asked] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${reviewRaters}
      where review_id = ${reviewId} and rater_group = ${group}`,
  );
  const figures = await rowsOf<{ questionId: string; mean: number; count: number }>(
    db,
    sql`select question_id as "questionId", avg(score)::float8 as mean, count(*)::int as count
      from ${reviewAnswers} where review_id = ${reviewId} and answer_group = ${group}
      group by question_id`,
  );
  // Every rater answers every question: a question's count is the number who answered.
  const answered = Math.max(0, ...figures.map((figure) => figure.count));
  if (answered < REVIEW_GROUP_MIN)
    return {
      group,
      asked: asked?.count ?? 0,
      answered: null,
      withheld: m.withheld,
      questions: [],
      comments: [],
    };
  // A rater who deleted their account is no longer counted as asked; their answers stay.
  const base = { group, asked: Math.max(asked?.count ?? 0, answered) };
  const comments = await db
    .select({ questionId: reviewAnswers.questionId, text: reviewAnswers.comment })
    .from(reviewAnswers)
    .where(
      and(
        eq(reviewAnswers.reviewId, reviewId),
        eq(reviewAnswers.group, group),
        isNotNull(reviewAnswers.comment),
      ),
    );
  return {
    ...base,
    answered,
    withheld: null,
    questions: figures.map((figure) => ({ ...figure, mean: round(figure.mean) })),
    comments: shuffled(comments.map((comment) => ({ questionId: comment.questionId, text: comment.text! }))),
  };
}

/** The named answers of a 360: the person's own, and each lead's. */
async function namedAnswersOf(db: Db, reviewId: string) {
  return db
    .select({
      group: reviewAnswers.group,
      raterId: reviewAnswers.namedRaterId,
      fullName: profiles.fullName,
      questionId: reviewAnswers.questionId,
      score: reviewAnswers.score,
      comment: reviewAnswers.comment,
    })
    .from(reviewAnswers)
    .leftJoin(profiles, eq(profiles.id, reviewAnswers.namedRaterId))
    .where(and(eq(reviewAnswers.reviewId, reviewId), inArray(reviewAnswers.group, ['self', 'lead'])))
    .orderBy(asc(reviewAnswers.namedRaterId), asc(reviewAnswers.questionId));
}

type Named = Awaited<ReturnType<typeof namedAnswersOf>>[number];

const answerOf = ({ questionId, score, comment }: Named): ReviewAnswer => ({ questionId, score, comment });

/** The results as its person sees them, without the review's own summary. */
export async function figuresOf(db: Db, reviewId: string): Promise<Omit<ReviewResults, 'review'>> {
  const named = await namedAnswersOf(db, reviewId);
  const self = named.filter((answer) => answer.group === 'self');
  const leadIds = [...new Set(named.filter((a) => a.group === 'lead').map((a) => a.raterId!))];
  const groups: ReviewGroup[] = [];
  for (const group of ANONYMOUS_GROUPS) groups.push(await groupOf(db, reviewId, group));
  return {
    self: self.length > 0 ? self.map(answerOf) : null,
    leads: leadIds.map((leadId) => {
      const answers = named.filter((answer) => answer.group === 'lead' && answer.raterId === leadId);
      return { lead: { id: leadId, fullName: answers[0]?.fullName ?? null }, answers: answers.map(answerOf) };
    }),
    groups,
  };
}

/**
 * The person reads the results of a closed 360 about them; their leads (now) too when they shared
 * them. Someone who knows it exists but may not read them is answered 403, anyone else 404.
 */
export async function reviewResults(db: Database, caller: Caller, id: string) {
  const row = await reviewInCompany(db, caller, id);
  if (!row) throw reviewNotFound();
  const aboutMe = row.subjectId === caller.userId;
  const shared =
    !aboutMe &&
    row.shareWithLeads &&
    (await teamTiesOf(db, caller.companyId, row.subjectId)).leads.has(caller.userId);
  if (!aboutMe && !shared) {
    if (await knows(db, caller, row)) throw new DomainError('forbidden', { message: m.resultsNotShared });
    throw reviewNotFound();
  }
  if (!isClosed(row)) throw new DomainError('review_not_closed');
  return { results: { review: await viewOf(db, caller, row), ...(await figuresOf(db, row.id)) } };
}

/**
 * The export's 360s: those about the person as shown to them (their own answers always, the
 * groups once closed), and the answers they gave as a lead, which name them. A peer's or a report's
 * answer names nobody, so it is in no one's export.
 */
export async function reviewsExport(db: Database, userId: string) {
  const about = await db
    .select()
    .from(reviews)
    .where(eq(reviews.subjectId, userId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const aboutMe = await Promise.all(
    about.map(async (row: ReviewRow) => {
      const figures = await figuresOf(db, row.id);
      return {
        closesOn: row.closesOn,
        closedAt: row.closedAt?.toISOString() ?? null,
        agreedAt: row.agreedAt?.toISOString() ?? null,
        shareWithLeads: row.shareWithLeads,
        questions: await questionsOf(db, row.id),
        myAnswers: figures.self,
        results: isClosed(row) ? { leads: figures.leads, groups: figures.groups } : null,
      };
    }),
  );
  const asLead = await db
    .select({
      reviewId: reviewAnswers.reviewId,
      question: reviewQuestions.text,
      score: reviewAnswers.score,
      comment: reviewAnswers.comment,
    })
    .from(reviewAnswers)
    .innerJoin(reviewQuestions, eq(reviewQuestions.id, reviewAnswers.questionId))
    .where(and(eq(reviewAnswers.namedRaterId, userId), eq(reviewAnswers.group, 'lead')))
    .orderBy(asc(reviewAnswers.reviewId), asc(reviewQuestions.position));
  return { aboutMe, answersAsLead: asLead };
}
