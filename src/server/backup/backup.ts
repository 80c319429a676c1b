import { closeSync, createWriteStream, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { describeSnapshot, inUtc, tableRows } from '../db/table-rows';
import { type AppliedMigration, BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './backup-file';

/**
 * Writes a backup of the database at `url` into `file`, while SOS keeps serving: every table is read
 * in one read-only transaction at REPEATABLE READ, so the backup is the database as it was at one
 * instant, with no write half in it. The file appears whole (written aside, flushed, renamed) and is
 * its owner's alone: it holds password hashes and the auth secret.
 */
export async function writeBackup(
  url: string,
  file: string,
  options: { authSecret?: string } = {},
): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const draft = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    await inUtc(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>("select current_setting('server_version') as v"))
        .rows[0]!.v,
      migrations: await appliedMigrations(client),
      ...(await describeSnapshot(client)),
      ...(options.authSecret ? { authSecret: options.authSecret } : {}),
    };
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of header.tables) {
        for await (const batch of tableRows(client, table.name)) yield `${batch.join('\n')}\n`;
      }
    }
    await pipeline(lines, createGzip(), createWriteStream(draft, { mode: 0o600 }));
    await client.query('commit');
    flush(draft);
    renameSync(draft, file);
    flush(path.dirname(file));
    return header;
  } catch (error) {
    rmSync(draft, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** The migrations the database has run, as the migrator recorded them. */
async function appliedMigrations(client: pg.Client): Promise<AppliedMigration[]> {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** fsync of a file or a folder: the backup is on disk before anyone is told it exists. */
function flush(target: string) {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
