import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FEEDBACK_BODY_MAX,
  FEEDBACK_QUESTION_MAX,
  FEEDBACK_VISIBILITIES,
} from '../../../shared/feedback-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { companyValues } from './values';

/**
 * Feedback and feedback requests (decision 037, docs/privacy.md level 3). Nothing is anonymous: every
 * row names its author. Its readers are fixed when it is written (feedback_readers) and its
 * visibility never changes. Deleting an account deletes the feedback it wrote, the feedback about it
 * and the requests it asked (cascade).
 */

export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    visibility: text('visibility', { enum: FEEDBACK_VISIBILITIES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the asker was told it expired unanswered: once, whatever the number of instances. */
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // What a person asked, newest first.
    index('feedback_requests_asker_created_idx').on(
      t.askerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('feedback_requests_company_id_idx').on(t.companyId),
    // The expiry job's due requests.
    index('feedback_requests_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiredNotifiedAt} is null`),
    check('feedback_requests_visibility_check', sql`${t.visibility} in (${oneOf(FEEDBACK_VISIBILITIES)})`),
    check(
      'feedback_requests_question_check',
      sql`char_length(${t.question}) between 1 and ${sql.raw(String(FEEDBACK_QUESTION_MAX))}`,
    ),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    visibility: text('visibility', { enum: FEEDBACK_VISIBILITIES }).notNull(),
    valueId: uuid('value_id').references(() => companyValues.id, { onDelete: 'set null' }),
    /** The request it answers. */
    requestId: uuid('request_id').references((): AnyPgColumn => feedbackRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // Received and given, newest first.
    index('feedback_recipient_created_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('feedback_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('feedback_company_id_idx').on(t.companyId),
    index('feedback_value_id_idx').on(t.valueId),
    index('feedback_request_id_idx').on(t.requestId),
    check('feedback_visibility_check', sql`${t.visibility} in (${oneOf(FEEDBACK_VISIBILITIES)})`),
    check(
      'feedback_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(FEEDBACK_BODY_MAX))}`,
    ),
    check('feedback_two_people_check', sql`${t.authorId} <> ${t.recipientId}`),
  ],
);

/**
 * The leads who may read a piece of feedback, taken when it is written: the leads then of every live
 * team the recipient was in. A lead named later gains nothing; a reader who leaves the company loses
 * their rows there (people removal deletes them).
 */
export const feedbackReaders = pgTable(
  'feedback_readers',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.feedbackId, t.userId] }),
    // What a lead may read about the people they lead.
    index('feedback_readers_user_id_idx').on(t.userId, t.feedbackId),
  ],
);

/** Each person a request asks, and the feedback that answered it once they did. */
export const feedbackRequestRecipients = pgTable(
  'feedback_request_recipients',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until answered, and again if its author deletes the answer. */
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    // The requests asked of a person.
    index('feedback_request_recipients_user_id_idx').on(t.userId, t.requestId),
    index('feedback_request_recipients_feedback_id_idx').on(t.feedbackId),
  ],
);
