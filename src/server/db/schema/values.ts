import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX } from '../../../shared/company-settings-messages';
import { createdAt } from './columns';
import { companies } from './companies';

/**
 * A company's values, the things its recognition celebrates (docs/product.md#company-settings). At
 * most 12 per company, numbered 0, 1, 2… by position; every change takes the company row's lock, so
 * the numbering stays whole and the limit holds under concurrency.
 */
export const companyValues = pgTable(
  'company_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // "Ownership" and "ownership" are one value.
    uniqueIndex('company_values_company_id_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('company_values_company_id_position_idx').on(t.companyId, t.position),
    check(
      'company_values_name_length',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(VALUE_NAME_MAX))}`,
    ),
    check(
      'company_values_description_length',
      sql`char_length(${t.description}) <= ${sql.raw(String(VALUE_DESCRIPTION_MAX))}`,
    ),
    check('company_values_position_check', sql`${t.position} >= 0`),
  ],
);
