import pg from 'pg';

/**
 * A database as its tables' rows: what a backup and a restore carry.
 * Rows travel as `row_to_json` text and come back through `json_populate_recordset`, so every type
 * round-trips through its own text form; each table carries its row count and the md5 of its rows,
 * checked on arrival before anything commits.
 */

/** The part of a node-postgres client (or pool) these readers use. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface TableContents {
  name: string;
  /** Its columns, generated ones excepted (PostgreSQL computes those again). */
  columns: string[];
  rows: number;
  digest: string;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Every table of schema public and every sequence, as one transaction sees them. */
export interface Snapshot {
  tables: TableContents[];
  sequences: SequenceState[];
}

/** Rows per fetch from the source and per insert into the target. */
const BATCH = 1000;

const quote = (name: string) => pg.escapeIdentifier(name);

async function rowsOf<T>(db: Queryable, text: string, params?: unknown[]): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

/**
 * Both sides write timestamps in UTC, so that a row's JSON is the same text on both. For the caller's
 * open transaction only.
 */
export async function inUtc(db: Queryable): Promise<void> {
  await db.query(`set local timezone to 'UTC'`);
}

/** A table's row count and the md5 of all its rows as JSON, in a collation-free order. */
function digestQuery(table: string): string {
  return `select count(*)::int as rows,
    coalesce(md5(string_agg(line, E'\\n' order by line collate "C")), '') as digest
    from (select row_to_json(t)::text as line from ${quote(table)} t) all_rows`;
}

/** What `db` holds, inside the caller's transaction (in UTC): every table with its digest, and sequences. */
export async function describeSnapshot(db: Queryable): Promise<Snapshot> {
  const names = await rowsOf<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: TableContents[] = [];
  for (const { name } of names) {
    const [digest] = await rowsOf<{ rows: number; digest: string }>(db, digestQuery(name));
    tables.push({ name, columns: await columnsOf(db, name), rows: digest!.rows, digest: digest!.digest });
  }
  const sequences: SequenceState[] = [];
  for (const { name } of await rowsOf<{ name: string }>(
    db,
    `select sequence_name as name from information_schema.sequences
      where sequence_schema = 'public' order by sequence_name`,
  )) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
      db,
      `select last_value::text, is_called from ${quote(name)}`,
    );
    sequences.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  return { tables, sequences };
}

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return columns.map((column) => column.name);
}

/** The rows of `table` as JSON text, in batches, through a cursor of the caller's transaction. */
export async function* tableRows(db: Queryable, table: string): AsyncGenerator<string[]> {
  await db.query(
    `declare table_rows no scroll cursor for select row_to_json(t)::text as line from ${quote(table)} t`,
  );
  for (;;) {
    const batch = await rowsOf<{ line: string }>(db, `fetch ${BATCH} from table_rows`);
    if (batch.length === 0) break;
    yield batch.map((row) => row.line);
  }
  await db.query('close table_rows');
}

/**
 * Fills `target`, migrated to the snapshot's schema and empty, with the snapshot's tables, whose rows
 * `rowsOf` yields (called once per table, in the snapshot's order). One transaction: each table's count
 * and digest must match before it commits, so it arrives whole or not at all.
 */
export async function fillTables(
  target: pg.Client,
  snapshot: Snapshot,
  rowsOf: (table: TableContents) => AsyncIterable<string[]>,
): Promise<{ table: string; rows: number }[]> {
  await target.query('begin');
  try {
    await inUtc(target);
    // As a replica applies rows: no trigger and no foreign-key check while tables fill in any order.
    await target.query('set local session_replication_role = replica');
    const filled = [];
    for (const table of snapshot.tables) {
      await fillTable(target, table, rowsOf(table));
      filled.push({ table: table.name, rows: table.rows });
    }
    for (const sequence of snapshot.sequences) {
      await target.query('select setval($1, $2, $3)', [
        quote(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await target.query('commit');
    return filled;
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  }
}

async function fillTable(target: pg.Client, table: TableContents, batches: AsyncIterable<string[]>) {
  const known = new Set(await columnsOf(target, table.name));
  if (known.size === 0) throw new Error(`table ${table.name} does not exist here`);
  const unknown = table.columns.filter((column) => !known.has(column));
  if (unknown.length) throw new Error(`table ${table.name} has no column ${unknown.join(', ')} here`);
  const columns = table.columns.map(quote).join(', ');
  const insert = `insert into ${quote(table.name)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${quote(table.name)}, $1::json)`;
  for await (const batch of batches) await target.query(insert, [`[${batch.join(',')}]`]);
  const [arrived] = await rowsOf<{ rows: number; digest: string }>(target, digestQuery(table.name));
  if (arrived?.rows !== table.rows || arrived.digest !== table.digest) {
    throw new Error(
      `table ${table.name}: ${table.rows} rows were sent, ${arrived?.rows} arrived` +
        (arrived?.rows === table.rows ? ' but they differ' : ''),
    );
  }
}
