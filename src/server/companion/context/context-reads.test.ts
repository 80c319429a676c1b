import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The companion's allowlist of tables (eslint.config.js, companionContextReads), run through ESLint
 * itself on snippets placed in the context folder: the same config `npm run lint` reads.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function readErrors(code: string, file = 'src/server/companion/context/x.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.endsWith('companion-context-reads'))
    .map((m) => m.message);
}

describe('the companion context’s reads', { timeout: 60_000 }, () => {
  it('lets the builders import the allowlisted tables and drizzle’s query builder', async () => {
    const code =
      "import { and, eq } from 'drizzle-orm';\nimport { goals, kudos } from '../../db/schema';\nexport const x = [and, eq, goals, kudos];\n";
    expect(await readErrors(code)).toEqual([]);
  });

  it.each([
    ['moodEntries', "import { moodEntries } from '../../db/schema';\nexport const x = moodEntries;\n"],
    [
      'oneOnOneNotes',
      "import { oneOnOneNotes } from '../../db/schema/one-on-ones';\nexport const x = oneOnOneNotes;\n",
    ],
    [
      'journalEntries',
      "import { journalEntries } from '../../db/schema';\nexport const x = journalEntries;\n",
    ],
    ['feedback', "import { feedback } from '../../db/schema';\nexport const x = feedback;\n"],
    ['reviewAnswers', "import { reviewAnswers } from '../../db/schema';\nexport const x = reviewAnswers;\n"],
    [
      'pulseResponses',
      "import { pulseResponses } from '../../db/schema';\nexport const x = pulseResponses;\n",
    ],
  ])('refuses a private table: %s', async (name, code) => {
    expect(await readErrors(code)).toEqual([
      expect.stringContaining(`${name} is not a table the companion may read`),
    ]);
  });

  it('refuses the sql tag, with which a raw statement could name any table', async () => {
    expect(await readErrors("import { sql } from 'drizzle-orm';\nexport const x = sql`select 1`;\n")).toEqual(
      [expect.stringContaining('no `sql` tag here')],
    );
    expect(await readErrors("import * as orm from 'drizzle-orm';\nexport const x = orm;\n")).toEqual([
      expect.stringContaining('no `sql` tag here'),
    ]);
  });

  it('holds the context folder only: the nudges, outside it, read as the module does', async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nimport { moodEntries } from '../db/schema';\nexport const x = [sql, moodEntries];\n";
    expect(await readErrors(code, 'src/server/companion/x.ts')).toEqual([]);
  });
});
