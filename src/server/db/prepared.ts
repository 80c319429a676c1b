import type { Database } from './connect';

/**
 * A query that is built and prepared once per database instead of on every call: Drizzle then skips
 * rebuilding its SQL text (a fair share of a small request's time), and node-postgres names the
 * statement on each connection, which keeps its plan. Values come in as placeholders when it runs.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
