import { sql } from 'drizzle-orm';
import { char, check, index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * Companies and who belongs to them: a person's profile names their company, and user_roles their role
 * in it. The product's tables keep the product's names and columns (docs/product.md).
 */

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyCode: char('company_code', { length: 8 }).notNull().unique(),
    mission: text('mission'),
    industry: text('industry'),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [check('companies_company_code_format', sql`${t.companyCode} ~ '^[A-Z0-9]{8}$'`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_company_id_idx').on(t.companyId)],
);

export const appRole = pgEnum('app_role', ROLES);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_id_company_id_key').on(t.userId, t.companyId),
    index('user_roles_company_id_idx').on(t.companyId),
  ],
);
