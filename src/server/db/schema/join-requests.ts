import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOIN_REQUEST_STATUSES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';

/**
 * Asking to join a company with its code, and the admin's decision. Decided requests stay as history; a
 * person has at most one pending request per company, and may ask again once one is rejected
 * (docs/product.md#join-requests).
 */

export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('company_join_requests_one_pending_idx')
      .on(t.userId, t.companyId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'company_join_requests_status_check',
      sql`${t.status} in (${sql.raw(JOIN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('company_join_requests_company_id_status_idx').on(t.companyId, t.status),
    // A person's own requests, for /api/me (the partial index above holds only the pending ones).
    index('company_join_requests_user_id_idx').on(t.userId),
  ],
);
