import { execFile } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../tests/setup/databases';
import { everyRow, fillEveryTable } from '../../../tests/setup/every-table';
import { PASSWORD, signIn, uniqueEmail } from '../../../tests/setup/fixtures';
import { removeDataDir, tempDataDir, tempParentDir } from '../../../tests/setup/temp-dirs';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectDatabase } from '../db/connect';

/**
 * `npm run backup` while SOS serves and writes go on, then `npm run restore` into an empty DATA_DIR:
 * the restored database is the database as it was at one instant, every row of every table.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const backups = tempParentDir('backups');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDataDir(dir);
  await removeDataDir(backups);
});

function dataDir(name: string) {
  const dir = tempDataDir(name);
  dirs.push(dir);
  return dir;
}

/** The CLI as `npm run backup` / `npm run restore` runs it, on `DATA_DIR`. */
async function cli(dir: string, ...args: string[]) {
  try {
    const { stderr } = await run(process.execPath, [tsx, 'src/server/backup-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      timeout: 120_000,
    });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

const isSubset = (small: string[], large: string[]) => {
  const set = new Set(large);
  return small.every((line) => set.has(line));
};

// Each test starts PostgreSQL servers and fills whole databases: minutes on a busy machine.
describe('backup and restore of the embedded database', { timeout: 180_000 }, () => {
  it('backs up while SOS serves and writes go on, and restores every row of that instant', async () => {
    const source = dataDir('backup-source');
    // What SOS's first start writes when AUTH_SECRET is not set (env.ts).
    writeFileSync(path.join(source, 'auth-secret'), 'a-secret-of-forty-three-bytes-for-the-tests', {
      mode: 0o600,
    });
    const connection = await connectDatabase({ dataDir: source });
    const file = path.join(backups, 'sos.jsonl.gz');
    try {
      await connection.migrate(migrationsFolder);
      const t = testAppOn(connection.db);
      const { owner } = await fillEveryTable(t);
      // Enough rows that the backup takes a while, for the writes to land in the middle of it.
      await connection.db.execute(sql`insert into users (email, password_hash, full_name)
        select 'bulk' || n || '@example.com', 'x', 'Bulk ' || n from generate_series(1, 30000) n`);
      const before = await everyRow(connection.db);

      // Sign-ups from addresses of their own: each only adds rows, none changes one.
      let writing = true;
      let written = 0;
      const writes = (async () => {
        for (let i = 0; writing; i++) {
          const response = await t.request(
            'POST',
            '/api/auth/signup',
            { email: uniqueEmail('during'), password: PASSWORD, fullName: 'During Backup' },
            { ip: `10.77.${(i >> 8) & 255}.${i & 255}` },
          );
          expect(response.status).toBe(201);
          written++;
        }
      })();
      const backup = await cli(source, 'backup', `--out=${file}`);
      const writtenDuring = written;
      writing = false;
      await writes;
      expect(backup.stderr).toMatch(/^Backed up \d+ rows of \d+ tables into /m);
      expect(backup.code).toBe(0);
      expect(writtenDuring).toBeGreaterThan(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const after = await everyRow(connection.db);

      const target = dataDir('backup-target');
      const restore = await cli(target, 'restore', file);
      expect(restore.stderr).toMatch(/^Restored \d+ rows of \d+ tables into .*, each table checked/m);
      expect(restore.code).toBe(0);
      expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
        readFileSync(path.join(source, 'auth-secret'), 'utf8').trim(),
      );

      const restored = await connectDatabase({ dataDir: target });
      try {
        const rows = await everyRow(restored.db);
        // One instant: everything from before the backup, nothing that was not in the database.
        expect(Object.keys(rows)).toEqual(Object.keys(before));
        for (const table of Object.keys(before)) {
          expect(isSubset(before[table]!, rows[table]!), `${table}: rows from before are restored`).toBe(
            true,
          );
          expect(isSubset(rows[table]!, after[table]!), `${table}: restored rows existed`).toBe(true);
        }
        // Whole transactions only: every restored person has the profile their sign-up made with them.
        const people = rows.users!.length - 30000;
        expect(rows.profiles!.length).toBe(people);
        expect((await signIn(testAppOn(restored.db), owner.email)).status).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await connection.close();
    }
  });

  it('refuses to restore over a database, and a file that is not a backup, changing nothing', async () => {
    const target = dataDir('restore-refused');
    const connection = await connectDatabase({ dataDir: target });
    await connection.close();
    const file = path.join(backups, 'not-a-backup.jsonl.gz');
    writeFileSync(file, 'hello');
    const over = await cli(target, 'restore', file);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('already holds a database (postgres)');

    const empty = dataDir('restore-empty');
    const garbage = await cli(empty, 'restore', file);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toContain(`${file} is not an SOS backup`);
    expect(statSync(empty).isDirectory()).toBe(true);
    expect(() => statSync(path.join(empty, 'postgres'))).toThrow();
  });
});
