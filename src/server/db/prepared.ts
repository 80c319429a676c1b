import type { Database } from './connect';
import { nameStatement } from './pglite-client';

/**
 * A query that is built and prepared once per database instead of on every call: Drizzle then skips
 * rebuilding its SQL text (a fair share of a small request's time), and the statement is kept with
 * its plan: node-postgres names it on each connection, and on PGlite its text is registered so that
 * `DrizzlePGlite` runs it as a named statement too. Values come in as placeholders when it runs.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
      const text = (query as { getQuery?: () => { sql?: unknown } }).getQuery?.().sql;
      if (typeof text === 'string') nameStatement(text);
    }
    return query;
  };
}
