import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as Source } from '@electric-sql/pglite';
import type pg from 'pg';
import { CLUSTER, clusterFolderOf } from './embedded-postgres';
import { fillStagingCluster } from './staging-cluster';
import { describeSnapshot, fillTables, inUtc, tableRows } from './table-rows';

/**
 * Moving a DATA_DIR made by an SOS from before decision 014, whose data is in PGlite
 * (`$DATA_DIR/pglite`), onto the embedded PostgreSQL server: at the first start of this version, with
 * nothing for the operator to run.
 *
 * All or nothing. The rows are gathered in a cluster of their own (`postgres.import`, beside where
 * `postgres` goes: see clusterFolderOf), in one transaction, and compared table by table (count and
 * digest of every row: `table-rows.ts`) before it commits; only then does that cluster become
 * `$DATA_DIR/postgres` and `pglite` become `pglite.imported`, kept for the operator to remove. A failure, or a SOS killed meanwhile, leaves `pglite` as it was: the next
 * start begins again. PGlite reads a copy, so the earlier directory is never written.
 *
 * PGlite is loaded only here, and only when such a directory exists.
 */

const SOURCE = 'pglite';
const STAGING = `${CLUSTER}.import`;
const SOURCE_COPY = `${SOURCE}.import`;
const IMPORTED = `${SOURCE}.imported`;

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
  const folder = await clusterFolderOf(dataDir, options.onWarning);
  const staging = path.join(folder, STAGING);
  const copy = path.join(dataDir, SOURCE_COPY);
  // Whatever an interrupted import left: it had not finished, so it starts again.
  rmSync(staging, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(dataDir, SOURCE), copy, { recursive: true });
  try {
    const tables = await copyIntoStaging(dataDir, copy, options);
    renameSync(staging, path.join(folder, CLUSTER));
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

    return await fillStagingCluster({ ...options, dataDir, cluster: STAGING }, (client) =>
      copyRows(source, client),
    );
  } finally {
    await source.close();
  }
}

/** Every row of the PGlite database, read in one transaction, into the target's. */
async function copyRows(source: Source, target: pg.Client): Promise<ImportedTable[]> {
  await source.query('begin');
  try {
    await inUtc(source);
    const snapshot = await describeSnapshot(source);
    return await fillTables(target, snapshot, (table) => tableRows(source, table.name));
  } finally {
    await source.query('rollback');
  }
}
