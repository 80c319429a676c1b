import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIME_ZONE_DEFAULT } from '../../../shared/company-settings-messages';
import { ROLES } from '../../../shared/constants';
import {
  PULSE_CADENCE_DEFAULT,
  PULSE_CADENCES,
  PULSE_THRESHOLD_DEFAULT,
  PULSE_THRESHOLD_MAX,
  PULSE_THRESHOLD_MIN,
} from '../../../shared/wellbeing-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';

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
    /** How often the pulse opens, and its anonymity threshold k (docs/privacy.md). */
    pulseCadence: text('pulse_cadence', { enum: PULSE_CADENCES }).notNull().default(PULSE_CADENCE_DEFAULT),
    pulseThreshold: smallint('pulse_threshold').notNull().default(PULSE_THRESHOLD_DEFAULT),
    /** IANA name: 1:1s meet at a local day and time in it (decision 037). */
    timeZone: text('time_zone').notNull().default(TIME_ZONE_DEFAULT),
    /** The company's switch for the companion's model (decision 046): an admin may turn it off. */
    companionModelOn: boolean('companion_model_on').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_company_code_format', sql`${t.companyCode} ~ '^[A-Z0-9]{8}$'`),
    check('companies_pulse_cadence', sql`${t.pulseCadence} in (${oneOf(PULSE_CADENCES)})`),
    check(
      'companies_pulse_threshold',
      sql`${t.pulseThreshold} between ${sql.raw(String(PULSE_THRESHOLD_MIN))} and ${sql.raw(String(PULSE_THRESHOLD_MAX))}`,
    ),
  ],
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
