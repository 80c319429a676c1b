/**
 * Every table, for drizzle-kit (drizzle.config.ts) and for the code that imports `db/schema`: each
 * domain declares its tables in db/schema/<domain>.ts; a new file is added here.
 */
export * from './schema/auth';
export * from './schema/boards';
export * from './schema/calendar-feeds';
export * from './schema/collaboration';
export * from './schema/companies';
export * from './schema/companion';
export * from './schema/documents';
export * from './schema/email-tokens';
export * from './schema/feedback';
export * from './schema/focus';
export * from './schema/goals';
export * from './schema/integrations';
export * from './schema/join-requests';
export * from './schema/kudos';
export * from './schema/learning';
export * from './schema/notifications';
export * from './schema/one-on-ones';
export * from './schema/purpose';
export * from './schema/rate-limits';
export * from './schema/reviews';
export * from './schema/standups';
export * from './schema/styles';
export * from './schema/teams';
export * from './schema/today';
export * from './schema/values';
export * from './schema/wellbeing';
