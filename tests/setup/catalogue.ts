import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect';

/**
 * What the migrated database says about itself, for the tests whose lists must grow with the schema:
 * a table added later is then covered (or must be listed as left out, with why) without editing them.
 */

/** A database or one of its transactions: both answer `execute` with `{ rows }`. */
type Queryable = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the schema SOS migrates, by name. */
export async function publicTables(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** A column whose foreign key points at another table's column. */
export interface Reference {
  table: string;
  column: string;
  references: string;
}

/** Every foreign key of the schema, one row per column, as the catalogue declares them. */
export async function foreignKeys(db: Queryable): Promise<Reference[]> {
  return rowsOf<Reference>(
    db,
    sql`select source.relname as "table", source_column.attname as "column",
        target.relname || '.' || target_column.attname as "references"
      from pg_constraint c
      join pg_class source on source.oid = c.conrelid
      join pg_class target on target.oid = c.confrelid
      join pg_namespace n on n.oid = source.relnamespace
      cross join lateral unnest(c.conkey, c.confkey) as k(source_attnum, target_attnum)
      join pg_attribute source_column on source_column.attrelid = c.conrelid and source_column.attnum = k.source_attnum
      join pg_attribute target_column on target_column.attrelid = c.confrelid and target_column.attnum = k.target_attnum
      where c.contype = 'f' and n.nspname = 'public'
      order by 1, 2`,
  );
}
