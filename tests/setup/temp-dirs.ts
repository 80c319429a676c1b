import { chmodSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearOrphanedServer } from '../../src/server/db/embedded-postgres';
import { clusterFoldersOf } from '../../src/server/db/server-user';

/**
 * A temporary DATA_DIR (`sos-<prefix>-…`, in the temporary directory unless `parent` is given). When
 * the tests run as root, the embedded PostgreSQL server runs as the system user sos-postgres: SOS
 * opens DATA_DIR itself to searching when the folder above it is searchable, as the temporary
 * directory is, and keeps the cluster in /var/lib/sos otherwise (server-user.ts).
 */
export function tempDataDir(prefix: string, parent = os.tmpdir()): string {
  return mkdtempSync(path.join(parent, `sos-${prefix}-`));
}

/**
 * A temporary folder to hold DATA_DIRs: searchable, not listable, by others (see tempDataDir), so
 * that their clusters stay in them.
 */
export function tempParentDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sos-${prefix}-`));
  chmodSync(dir, 0o711);
  return dir;
}

/**
 * Removes a temporary DATA_DIR with its clusters, wherever they are, stopping first an embedded
 * PostgreSQL server that a failed test (or a killed SOS) left running on one: no test leaves a
 * server, or a cluster in /var/lib/sos, behind.
 */
export async function removeDataDir(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const dataDir = realpathSync(dir);
  const folders = [dataDir, ...clusterFoldersOf(dataDir)];
  for (const folder of folders) {
    const cluster = path.join(folder, 'postgres');
    if (existsSync(path.join(cluster, 'PG_VERSION'))) await clearOrphanedServer(realpathSync(cluster));
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
