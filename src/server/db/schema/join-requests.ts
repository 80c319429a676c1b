import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { JOIN_REQUEST_STATUSES } from '../../../shared/constants';
import { users } from './auth';
import { companies } from './companies';
import { createdAt } from './columns';

/** Asking to join a company with its code, and the admin's decision. */

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
    unique('company_join_requests_user_id_company_id_key').on(t.userId, t.companyId),
    check(
      'company_join_requests_status_check',
      sql`${t.status} in (${sql.raw(JOIN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('company_join_requests_company_id_status_idx').on(t.companyId, t.status),
  ],
);
