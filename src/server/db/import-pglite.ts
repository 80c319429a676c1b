import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as Source } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPostgres } from './connect';
import { CLUSTER, startEmbeddedPostgres } from './embedded-postgres';

/**
 * Moving a DATA_DIR made by an SOS from before decision 014, whose data is in PGlite
 * (`$DATA_DIR/pglite`), onto the embedded PostgreSQL server: at the first start of this version, with
 * nothing for the operator to run.
 *
 * All or nothing. The rows are gathered in a cluster of their own (`postgres.import`), in one
 * transaction, and compared table by table (count and digest of every row) before it commits; only
 * then does that cluster become `$DATA_DIR/postgres` and `pglite` become `pglite.imported`, kept for
 * the operator to remove. A failure, or a SOS killed meanwhile, leaves `pglite` as it was: the next
 * start begins again. PGlite reads a copy, so the earlier directory is never written.
 *
 * PGlite is loaded only here, and only when such a directory exists.
 */

const SOURCE = 'pglite';
const STAGING = `${CLUSTER}.import`;
const SOURCE_COPY = `${SOURCE}.import`;
const IMPORTED = `${SOURCE}.imported`;
/** Rows per fetch from PGlite and per insert into PostgreSQL. */
const BATCH = 1000;

export interface ImportOptions {
  /** The committed migrations: both databases are brought to today's schema before rows move. */
  migrationsFolder: string;
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
}

export interface ImportedTable {
  table: string;
  rows: number;
}

/** What needs doing in `dataDir`: an import, finishing one (renaming the source), or nothing. */
export function earlierPglite(dataDir: string): 'import' | 'imported' | 'none' {
  if (!existsSync(path.join(dataDir, SOURCE))) return 'none';
  return existsSync(path.join(dataDir, CLUSTER)) ? 'imported' : 'import';
}

/**
 * Moves every row of `$DATA_DIR/pglite` into a new embedded cluster `$DATA_DIR/postgres`. The caller
 * holds DATA_DIR's lock. Returns each table with its row count.
 */
export async function importEarlierPglite(dataDir: string, options: ImportOptions): Promise<ImportedTable[]> {
  const staging = path.join(dataDir, STAGING);
  const copy = path.join(dataDir, SOURCE_COPY);
  // Whatever an interrupted import left: it had not finished, so it starts again.
  rmSync(staging, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(dataDir, SOURCE), copy, { recursive: true });
  try {
    const tables = await copyIntoStaging(dataDir, copy, options);
    renameSync(staging, path.join(dataDir, CLUSTER));
    setSourceAside(dataDir, options.onWarning);
    return tables;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `Moving the PGlite database of an earlier SOS (${path.join(dataDir, SOURCE)}) into PostgreSQL failed, ` +
        `and nothing was changed: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** `pglite` becomes `pglite.imported` (or `pglite.imported.<time>` when that exists): kept, not used. */
export function setSourceAside(dataDir: string, onWarning: (message: string) => void = () => {}) {
  let aside = path.join(dataDir, IMPORTED);
  if (existsSync(aside)) aside = `${aside}.${Date.now()}`;
  renameSync(path.join(dataDir, SOURCE), aside);
  onWarning(
    `The rows of the earlier PGlite database are now in PostgreSQL (${path.join(dataDir, CLUSTER)}); ` +
      `${aside} is no longer used: remove it once you are satisfied.`,
  );
}

async function copyIntoStaging(dataDir: string, copy: string, options: ImportOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  const source = await PGlite.create(copy);
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle({ client: source }), { migrationsFolder: options.migrationsFolder });

    const server = await startEmbeddedPostgres({
      dataDir,
      cluster: STAGING,
      onLog: options.onLog,
      onWarning: options.onWarning,
    });
    try {
      const target = await connectPostgres(server.url, { max: 1 });
      await target.migrate(options.migrationsFolder).finally(() => target.close());
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        return await copyRows(source, client);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await source.close();
  }
}

/** Both sides read timestamps in UTC, so that a row's JSON is the same text on both. */
const SESSION = `set timezone to 'UTC'`;

const TABLES = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
const COLUMNS = `select column_name as name from information_schema.columns
  where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`;
const SEQUENCES = `select sequence_name as name from information_schema.sequences
  where sequence_schema = 'public' order by sequence_name`;

/** Every row of every table of schema public, in one transaction on the target, checked before commit. */
async function copyRows(source: Source, target: pg.Client): Promise<ImportedTable[]> {
  await source.exec(SESSION);
  const tables = (await source.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  const targetTables = (await target.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  if (tables.join() !== targetTables.join()) {
    throw new Error(
      `the tables differ: PGlite has ${tables.join(', ')}; PostgreSQL has ${targetTables.join(', ')}`,
    );
  }
  await target.query('begin');
  try {
    await target.query(SESSION);
    // As a replica applies rows: no trigger and no foreign-key check while tables fill in any order.
    await target.query('set local session_replication_role = replica');
    const imported: ImportedTable[] = [];
    for (const table of tables) imported.push(await copyTable(source, target, table));
    await copySequences(source, target);
    await target.query('commit');
    return imported;
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  }
}

async function copyTable(source: Source, target: pg.Client, table: string): Promise<ImportedTable> {
  const quoted = target.escapeIdentifier(table);
  const columns = (await target.query<{ name: string }>(COLUMNS, [table])).rows
    .map((row) => target.escapeIdentifier(row.name))
    .join(', ');
  const insert = `insert into ${quoted} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${quoted}, $1::json)`;
  await source.transaction(async (tx) => {
    await tx.exec(
      `declare source_rows no scroll cursor for select row_to_json(t)::text as line from ${quoted} t`,
    );
    for (;;) {
      const batch = (await tx.query<{ line: string }>(`fetch ${BATCH} from source_rows`)).rows;
      if (batch.length === 0) break;
      await target.query(insert, [`[${batch.map((r) => r.line).join(',')}]`]);
    }
    await tx.exec('close source_rows');
  });
  const [before] = (await source.query<Digest>(digestOf(quoted))).rows;
  const [after] = (await target.query<Digest>(digestOf(quoted))).rows;
  if (before?.rows !== after?.rows || before?.digest !== after?.digest) {
    throw new Error(
      `table ${table}: PGlite holds ${before?.rows} rows, PostgreSQL received ${after?.rows}` +
        (before?.rows === after?.rows ? ' that differ' : ''),
    );
  }
  return { table, rows: before?.rows ?? 0 };
}

interface Digest {
  rows: number;
  digest: string;
}

/** A table's row count and the md5 of all its rows as JSON, in a collation-free order. */
function digestOf(quoted: string): string {
  return `select count(*)::int as rows,
    coalesce(md5(string_agg(line, E'\\n' order by line collate "C")), '') as digest
    from (select row_to_json(t)::text as line from ${quoted} t) all_rows`;
}

/** Sequences continue where they were, so that no identity value is handed out twice. */
async function copySequences(source: Source, target: pg.Client) {
  for (const { name } of (await source.query<{ name: string }>(SEQUENCES)).rows) {
    const quoted = target.escapeIdentifier(name);
    const [state] = (
      await source.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${quoted}`,
      )
    ).rows;
    if (state) await target.query('select setval($1, $2, $3)', [quoted, state.last_value, state.is_called]);
  }
}
