import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/** The rows a raw statement answers (both drivers of the app are node-postgres). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
