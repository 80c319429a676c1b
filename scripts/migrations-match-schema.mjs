// Fails when the Drizzle schema (src/server/db/schema) holds a change that no migration in
// db/migrations makes: `drizzle-kit generate` on a copy of the migrations must find nothing to write.
// The repository is never written: the copy is in a temporary folder, removed at the end.
//   node scripts/migrations-match-schema.mjs
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'db/migrations');
const copy = mkdtempSync(path.join(os.tmpdir(), 'sos-migrations-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  // drizzle-kit reads --out relative to the working folder, even when absolute.
  const kit = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/server/db/schema.ts',
      `--out=${path.relative(root, copy)}`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (kit.status !== 0) {
    process.stderr.write(kit.stdout + kit.stderr);
    throw new Error(`drizzle-kit generate failed (exit ${kit.status})`);
  }
  const added = readdirSync(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    console.error('The schema differs from db/migrations: drizzle-kit generate would add a migration.');
    for (const name of added) console.error(`--- ${name}\n${readFileSync(path.join(copy, name), 'utf8')}`);
    console.error('Run `npm run db:generate` and commit the migration with the schema change.');
    process.exitCode = 1;
  } else {
    console.log('The schema and db/migrations agree: no migration to generate.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
