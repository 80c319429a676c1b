import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearOrphanedServer } from '../../src/server/db/embedded-postgres';

/**
 * A temporary DATA_DIR (`sos-<prefix>-…` in the temporary directory). When the tests run as root, the
 * embedded PostgreSQL server runs as the system user sos-postgres, which must be able to reach the
 * directory: mkdtemp makes it 0700, so it is opened to searching (0711, not listing).
 */
export function tempDataDir(prefix: string, parent = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, `sos-${prefix}-`));
  if (process.getuid?.() === 0) chmodSync(dir, 0o711);
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
