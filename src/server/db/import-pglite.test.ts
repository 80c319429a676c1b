import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../tests/setup/databases';
import { everyRow, fillEveryTable } from '../../../tests/setup/every-table';
import { signIn } from '../../../tests/setup/fixtures';
import { removeDataDir, tempDataDir } from '../../../tests/setup/temp-dirs';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectDatabase, type Database } from './connect';
import * as schema from './schema';

/**
 * A DATA_DIR made by an SOS from before decision 014 keeps its data in PGlite (`$DATA_DIR/pglite`).
 * Its first start on this version moves every row into the embedded PostgreSQL server: these tests fill
 * such a directory through SOS's own API, with every table holding rows, and compare every row after.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDataDir(dir);
});

/** A DATA_DIR as an earlier SOS left it: PGlite, migrated, every table holding rows made by the API. */
async function earlierDataDir() {
  const dataDir = tempDataDir('import');
  dirs.push(dataDir);
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const db = drizzle({ client: pglite, schema }) as unknown as Database;
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const { owner, rows } = await fillEveryTable(testAppOn(db));
    return { dataDir, rows, owner };
  } finally {
    await pglite.close();
  }
}

async function start(dataDir: string) {
  const warnings: string[] = [];
  const infos: string[] = [];
  const connection = await connectDatabase(
    { dataDir },
    { migrationsFolder, onWarning: (w) => warnings.push(w), onInfo: (i) => infos.push(i) },
  );
  // As root, DATA_DIR is first opened to the server's user (embedded-postgres.test.ts checks that).
  return { connection, warnings: warnings.filter((w) => !w.includes('searchable by others')), infos };
}

// Each test starts PostgreSQL servers and fills whole databases: minutes on a busy machine.
describe('a DATA_DIR of an earlier SOS, on PGlite', { timeout: 180_000 }, () => {
  it('has every row of every table moved into the embedded PostgreSQL server at its first start', async () => {
    const { dataDir, rows, owner } = await earlierDataDir();
    const { connection, warnings, infos } = await start(dataDir);
    try {
      expect(await everyRow(connection.db)).toEqual(rows);
      const count = Object.values(rows).reduce((sum, lines) => sum + lines.length, 0);
      expect(infos).toEqual([
        expect.stringMatching(new RegExp(`^Moved ${count} rows of ${Object.keys(rows).length} tables`)),
      ]);
      expect(warnings).toEqual([
        expect.stringContaining('holds a PGlite database of an earlier SOS: moving its rows'),
        expect.stringContaining(`${path.join(dataDir, 'pglite.imported')} is no longer used`),
      ]);
      // SOS works on what arrived: the admin signs in with the password they chose back then.
      const t = testAppOn(connection.db);
      expect((await signIn(t, owner.email)).status).toBe(200);
    } finally {
      await connection.close();
    }
    const folders = readdirSync(dataDir).sort();
    expect(folders).toEqual(expect.arrayContaining(['pglite.imported', 'postgres']));
    expect(folders.filter((name) => name.endsWith('.import'))).toEqual([]);
    expect(folders).not.toContain('pglite');

    // The next start finds nothing to move.
    const again = await start(dataDir);
    await again.connection.close();
    expect([...again.warnings, ...again.infos]).toEqual([]);
  });

  it('changes nothing when the rows cannot be moved, and starts over at the next start', async () => {
    const { dataDir, rows } = await earlierDataDir();
    // A table that today's migrations do not make: the copy refuses rather than lose its rows.
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    await pglite.exec(`create table kept_by_hand (note text); insert into kept_by_hand values ('mine')`);
    await pglite.close();
    await expect(start(dataDir)).rejects.toThrow(
      /Moving the PGlite database of an earlier SOS .* failed, and nothing was changed: table kept_by_hand does not exist here/,
    );
    expect(readdirSync(dataDir).filter((name) => !name.startsWith('sos.lock'))).toEqual(['pglite']);

    const cleaned = await PGlite.create(path.join(dataDir, 'pglite'));
    await cleaned.exec('drop table kept_by_hand');
    await cleaned.close();
    // What an import killed half-way would leave: both are thrown away and the import starts over.
    for (const leftover of ['postgres.import', 'pglite.import']) {
      mkdirSync(path.join(dataDir, leftover));
      writeFileSync(path.join(dataDir, leftover, 'half'), 'written');
    }
    const { connection } = await start(dataDir);
    try {
      expect(await everyRow(connection.db)).toEqual(rows);
    } finally {
      await connection.close();
    }
    expect(existsSync(path.join(dataDir, 'postgres.import'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.import'))).toBe(false);
  });

  it('sets the earlier directory aside, without moving its rows twice, when SOS stopped before doing so', async () => {
    const { dataDir, rows } = await earlierDataDir();
    await (await start(dataDir)).connection.close();
    // Killed between the new cluster's rename and the earlier directory's.
    renameSync(path.join(dataDir, 'pglite.imported'), path.join(dataDir, 'pglite'));
    const { connection, warnings } = await start(dataDir);
    try {
      expect(warnings).toEqual([expect.stringContaining('pglite.imported is no longer used')]);
      expect(await everyRow(connection.db)).toEqual(rows);
    } finally {
      await connection.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
