import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { CLUSTER, clusterFolderOf } from '../db/embedded-postgres';
import { lockDataDir } from '../db/lock';
import { fillStagingCluster } from '../db/staging-cluster';
import { fillTables } from '../db/table-rows';
import { type AppliedMigration, type BackupHeader, openBackup } from './backup-file';

/**
 * Brings a backup back into an empty DATA_DIR: a new embedded cluster, migrated to the backup's own
 * migrations (so its rows meet the schema they were written under; SOS's next start runs the later
 * ones, data migrations included), filled in one transaction whose every table is checked against
 * the backup's count and digest before it commits. The cluster is built aside (`postgres.restore`,
 * beside where `postgres` goes: see clusterFolderOf) and renamed into place when whole: a failure
 * leaves DATA_DIR without a database, as it was.
 */
const STAGING = `${CLUSTER}.restore`;

export interface RestoreOptions {
  migrationsFolder: string;
  onLog?: (line: string) => void;
  onWarning?: (message: string) => void;
}

export async function restoreBackup(file: string, dataDir: string, options: RestoreOptions) {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    if (existsSync(path.join(dataDir, CLUSTER))) {
      throw new Error(
        `${dataDir} already holds a database (${CLUSTER}): restore into an empty DATA_DIR, or move it away first.`,
      );
    }
    const backup = await openBackup(file);
    try {
      const migrations = migrationsUpTo(backup.header.migrations, options.migrationsFolder, dataDir);
      const folder = await clusterFolderOf(dataDir, options.onWarning);
      const staging = path.join(folder, STAGING);
      rmSync(staging, { recursive: true, force: true });
      try {
        const tables = await fillStagingCluster(
          { ...options, dataDir, cluster: STAGING, migrationsFolder: migrations.folder },
          (client) => fillTables(client, backup.header, backup.rowsOf),
        );
        renameSync(staging, path.join(folder, CLUSTER));
        keepAuthSecret(dataDir, backup.header, options.onWarning);
        return { header: backup.header, tables };
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      } finally {
        migrations.remove();
      }
    } finally {
      backup.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * A migrations folder holding the backup's migrations only, which must be the first ones of this
 * SOS's: a backup from a later SOS, or from another history, is refused.
 */
function migrationsUpTo(applied: AppliedMigration[], migrationsFolder: string, dataDir: string) {
  const known = readMigrationFiles({ migrationsFolder });
  applied.forEach((migration, i) => {
    const ours = known[i];
    if (!ours || ours.hash !== migration.hash || ours.folderMillis !== migration.createdAt) {
      throw new Error(
        `the backup's migration ${i + 1} is not this SOS's: restore it with the SOS version that made it, or a later one.`,
      );
    }
  });
  const folder = mkdtempSync(path.join(dataDir, 'restore-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, applied.length) }),
  );
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The backup's auth secret becomes DATA_DIR's, unless DATA_DIR has one already (then it stays). */
function keepAuthSecret(
  dataDir: string,
  header: BackupHeader,
  onWarning: (message: string) => void = () => {},
) {
  if (!header.authSecret) return;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    onWarning(`${file} exists and was kept: tokens issued before the backup will not be accepted.`);
    return;
  }
  writeFileSync(file, header.authSecret, { mode: 0o600 });
}
