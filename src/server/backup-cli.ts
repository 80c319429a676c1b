import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBackup } from './backup/backup';
import { restoreBackup } from './backup/restore';
import { APP_DATABASE, CLUSTER, socketUrl, startEmbeddedPostgres } from './db/embedded-postgres';
import { DataDirLockedError, lockDataDir } from './db/lock';

/**
 * `npm run backup [-- --out=FILE]` and `npm run restore -- FILE`, with the server's DATA_DIR and
 * DATABASE_URL. A backup is taken while SOS runs (docs/architecture.md, "Backups"). Like main.ts, this
 * file sits two folders below the project root, in src/server and built in dist/server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsFolder = path.join(root, 'db/migrations');
const say = (line: string) => process.stderr.write(`${line}\n`);

async function main([command, ...args]: string[]) {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (command === 'backup') {
    const out = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
    const file = path.resolve(out ?? path.join('backups', `sos-${timestamp()}.jsonl.gz`));
    const header = await withDatabase(dataDir, process.env.DATABASE_URL, (url) =>
      writeBackup(url, file, { authSecret: process.env.DATABASE_URL ? undefined : authSecretOf(dataDir) }),
    );
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    say(`Backed up ${rows} rows of ${header.tables.length} tables into ${file}`);
  } else if (command === 'restore' && args[0]) {
    if (process.env.DATABASE_URL) {
      throw new Error('restore brings a backup into an empty DATA_DIR: unset DATABASE_URL.');
    }
    const { tables } = await restoreBackup(path.resolve(args[0]), dataDir, {
      migrationsFolder,
      onWarning: say,
    });
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    say(`Restored ${rows} rows of ${tables.length} tables into ${dataDir}, each table checked. Start SOS.`);
  } else {
    throw new Error('usage: npm run backup [-- --out=FILE] | npm run restore -- FILE');
  }
}

/**
 * Runs `use` with a URL of the database to back up: DATABASE_URL's; else the embedded server of a
 * running SOS, through its socket; else (SOS stopped) its server, started here for the backup.
 */
async function withDatabase<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  use: (url: string) => Promise<T>,
) {
  if (databaseUrl) return use(databaseUrl);
  if (!existsSync(path.join(dataDir, CLUSTER, 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no database (no ${CLUSTER} folder): set DATA_DIR to SOS's.`);
  }
  let lock: { release(): void };
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The running server's socket is in its cluster, where DATA_DIR's `postgres` link may lead.
    return use(socketUrl(realpathSync(path.join(dataDir, CLUSTER)), APP_DATABASE));
  }
  try {
    const server = await startEmbeddedPostgres({ dataDir, onWarning: say });
    try {
      return await use(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    lock.release();
  }
}

function authSecretOf(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'auth-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** 20261123-101500: sorts by time, and is a valid file name everywhere. */
function timestamp(): string {
  return new Date()
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  say(`SOS: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
