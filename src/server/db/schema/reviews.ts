import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RATER_GROUPS,
  REVIEW_COMMENT_MAX,
  REVIEW_QUESTION_MAX,
  REVIEW_QUESTIONS_MAX,
  SCORE_MAX,
  SCORE_MIN,
} from '../../../shared/review-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';

/**
 * 360s (decision 037, docs/privacy.md). Who was asked and answered
 * (review_raters) is kept apart from what was answered (review_answers): a peer's or a report's answer
 * carries no person and no time, and the two tables share no column that could join one to the other.
 */

const lengthBetween = (column: unknown, max: number) =>
  sql`char_length(${column}) between 1 and ${sql.raw(String(max))}`;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person it is about: it goes with their account. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    shareWithLeads: boolean('share_with_leads').notNull(),
    /** It closes at the start of this day (UTC): no answer is taken on it. */
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When its person agreed: at once when they started it; nobody rates before. */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open 360 per person.
    uniqueIndex('reviews_open_subject_idx')
      .on(t.subjectId)
      .where(sql`${t.closedAt} is null`),
    index('reviews_company_id_idx').on(t.companyId),
    index('reviews_started_by_idx').on(t.startedBy),
    index('reviews_closes_on_idx')
      .on(t.closesOn)
      .where(sql`${t.closedAt} is null`),
  ],
);

export const reviewQuestions = pgTable(
  'review_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    unique('review_questions_position_unique').on(t.reviewId, t.position),
    check(
      'review_questions_position_check',
      sql`${t.position} between 0 and ${sql.raw(String(REVIEW_QUESTIONS_MAX - 1))}`,
    ),
    check('review_questions_text_check', lengthBetween(t.text, REVIEW_QUESTION_MAX)),
  ],
);

/** Who was asked to rate, in which group, and whether they answered: never what. */
export const reviewRaters = pgTable(
  'review_raters',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterGroup: text('rater_group', { enum: RATER_GROUPS }).notNull(),
    answered: boolean('answered').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.raterId] }),
    index('review_raters_rater_id_idx').on(t.raterId),
    check('review_raters_group_check', sql`${t.raterGroup} in (${oneOf(RATER_GROUPS)})`),
  ],
);

/**
 * What was answered: a score and a comment per question. `named_rater_id` only for the self and lead
 * groups, which are not anonymous; a peer's or a report's answer has no person and no time.
 */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => reviewQuestions.id, { onDelete: 'cascade' }),
    group: text('answer_group', { enum: RATER_GROUPS }).notNull(),
    score: smallint('score').notNull(),
    comment: text('comment'),
    /** The self or lead who answered (they go with their account); null, always, for peers and reports. */
    namedRaterId: uuid('named_rater_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('review_answers_review_question_idx').on(t.reviewId, t.questionId),
    index('review_answers_question_id_idx').on(t.questionId),
    index('review_answers_named_rater_id_idx').on(t.namedRaterId),
    check('review_answers_group_check', sql`${t.group} in (${oneOf(RATER_GROUPS)})`),
    check(
      'review_answers_named_check',
      sql`(${t.namedRaterId} is not null) = (${t.group} in ('self', 'lead'))`,
    ),
    check(
      'review_answers_score_check',
      sql`${t.score} between ${sql.raw(String(SCORE_MIN))} and ${sql.raw(String(SCORE_MAX))}`,
    ),
    check('review_answers_comment_check', lengthBetween(t.comment, REVIEW_COMMENT_MAX)),
  ],
);
