import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearOrphanedServer } from '../../src/server/db/embedded-postgres';

/**
 * A temporary DATA_DIR (`sos-<prefix>-…`, in the temporary directory unless `parent` is given). When
 * the tests run as root, the embedded PostgreSQL server runs as the system user sos-postgres, which
 * must be able to search every folder above the cluster; SOS opens DATA_DIR itself to searching, and so
 * does this for a folder that holds DATA_DIRs (mkdtemp makes it 0700).
 */
export function tempDataDir(prefix: string, parent = os.tmpdir()): string {
  return mkdtempSync(path.join(parent, `sos-${prefix}-`));
}

/** A temporary folder to hold DATA_DIRs: searchable, not listable, by others (see tempDataDir). */
export function tempParentDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sos-${prefix}-`));
  chmodSync(dir, 0o711);
  return dir;
}

/**
 * Removes a temporary DATA_DIR, stopping first an embedded PostgreSQL server that a failed test (or a
 * killed SOS) left running on it: no test leaves a server behind.
 */
export async function removeDataDir(dir: string): Promise<void> {
  const cluster = path.join(dir, 'postgres');
  if (existsSync(path.join(cluster, 'PG_VERSION'))) await clearOrphanedServer(cluster);
  rmSync(dir, { recursive: true, force: true });
}
