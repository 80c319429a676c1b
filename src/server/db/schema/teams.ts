import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOIN_POLICIES } from '../../../shared/team-messages';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';

/**
 * Teams of a company and who is in them (docs/product.md#teams). A membership is one stint: leaving
 * sets left_at and keeps the row; joining again starts a new row, so the history reads as it happened.
 */

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    joinPolicy: text('join_policy', { enum: JOIN_POLICIES }).notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    // One live team per name in a company, whatever the case; an archived team frees its name.
    uniqueIndex('teams_company_id_name_idx')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index('teams_company_id_idx').on(t.companyId),
    check(
      'teams_join_policy_check',
      sql`${t.joinPolicy} in (${sql.raw(JOIN_POLICIES.map((p) => `'${p}'`).join(', '))})`,
    ),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLead: boolean('is_lead').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    // One current membership per person and team, even when two leads add them at once.
    uniqueIndex('team_members_current_idx')
      .on(t.teamId, t.userId)
      .where(sql`${t.leftAt} is null`),
    // A person's teams: the directory, and leaving every team when they leave the company.
    index('team_members_user_id_idx').on(t.userId),
  ],
);
