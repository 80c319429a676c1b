import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import { endpoints } from '../../shared/contract/endpoints';
import type { JournalEntry } from '../../shared/contract/journal';
import { exportPersonData } from '../account/export';
import { rowsOf } from '../db/rows';

/**
 * The reflection journal is its author's alone (decision 040, docs/privacy.md level 1): no answer to
 * another member, the author's lead, an admin of their company or another company's admin holds an
 * entry's words; no write of theirs reaches an entry; no export but the author's carries it. And the
 * table itself has no company and nothing pointing at it, so no company-wide statement can reach it.
 */
const t = await createTestApp();

const today = () => new Date().toISOString().slice(0, 10);

/** Every GET path of the API, its parameters filled: `:id` the entry, `:userId` its author. */
function everyReadPath(entryId: string, authorId: string) {
  return Object.values(endpoints)
    .filter((endpoint) => endpoint.method === 'GET')
    .map((endpoint) =>
      endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id'
          ? entryId
          : name === 'userId' || name === 'personId'
            ? authorId
            : name === 'day'
              ? today()
              : randomUUID(),
      ),
    );
}

describe('a planted journal entry', () => {
  it('is in no answer to anyone else, whatever their role, and in no export but its author’s', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    await teamLedBy(t, owner, lead, [ana]);
    const other = await admin(t, 'Other Waves');
    const planted = `planted-${randomUUID()}`;
    const made = await t.request<{ entry: JournalEntry }>(
      'POST',
      '/api/journal/entries',
      { body: `${planted} my honest week`, answersPrompt: true },
      { token: ana.token },
    );
    expect(made.status).toBe(201);
    const entryId = made.body.entry.id;

    for (const reader of [ben, lead, owner, other]) {
      // Their own list and search answer their own entries only: none.
      const search = await t.request<{ items: JournalEntry[] }>(
        'GET',
        `/api/journal/entries?q=${planted}`,
        undefined,
        { token: reader.token },
      );
      expect(search.body.items).toEqual([]);
      for (const path of everyReadPath(entryId, idOf(ana))) {
        const response = await t.request('GET', path, undefined, { token: reader.token });
        expect(JSON.stringify(response.body), `${path} for another person`).not.toContain(planted);
      }
      const writes = await Promise.all([
        t.request('PATCH', `/api/journal/entries/${entryId}`, { body: 'Taken' }, { token: reader.token }),
        t.request('DELETE', `/api/journal/entries/${entryId}`, undefined, { token: reader.token }),
      ]);
      for (const write of writes) {
        expect(write.status).toBe(404);
        expect(JSON.stringify(write.body)).not.toContain(planted);
      }
      expect(JSON.stringify(await exportPersonData(t.db, idOf(reader)))).not.toContain(planted);
    }
    const own = await t.request<{ items: JournalEntry[] }>('GET', '/api/journal/entries', undefined, {
      token: ana.token,
    });
    expect(own.body.items).toMatchObject([{ id: entryId, body: `${planted} my honest week` }]);
    const exported = (await exportPersonData(t.db, idOf(ana))) as { journal: { body: string }[] };
    expect(exported.journal).toMatchObject([{ body: `${planted} my honest week` }]);
    // Every GET of the API, for four callers: more than the default test's time.
  }, 120_000);

  it('is not read by the company’s admin through any endpoint they may call', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    await teamLedBy(t, owner, owner, [ana]);
    const planted = `planted-${randomUUID()}`;
    const made = await t.request<{ entry: JournalEntry }>(
      'POST',
      '/api/journal/entries',
      { body: `${planted} about my lead` },
      { token: ana.token },
    );
    expect(made.status).toBe(201);
    let answered = 0;
    for (const path of everyReadPath(made.body.entry.id, idOf(ana))) {
      const response = await t.request('GET', path, undefined, { token: owner.token });
      if (response.status === 200) answered += 1;
      expect(JSON.stringify(response.body), path).not.toContain(planted);
    }
    // The admin, who also leads Ana here, did read a good part of the API.
    expect(answered).toBeGreaterThan(20);
  }, 60_000);
});

describe('the journal’s table', () => {
  it('has no company and nothing referencing it: no company-wide statement or row leads to an entry', async () => {
    const columns = await rowsOf<{ name: string }>(
      t.db,
      sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'journal_entries' order by ordinal_position`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'id',
      'user_id',
      'week',
      'prompt',
      'body',
      'created_at',
      'updated_at',
    ]);
    const outgoing = await rowsOf<{ target: string }>(
      t.db,
      sql`select confrelid::regclass::text as target from pg_constraint
        where conrelid = 'public.journal_entries'::regclass and contype = 'f' order by 1`,
    );
    expect(outgoing.map((reference) => reference.target)).toEqual(['users']);
    const incoming = await rowsOf<{ source: string }>(
      t.db,
      sql`select conrelid::regclass::text as source from pg_constraint
        where confrelid = 'public.journal_entries'::regclass and contype = 'f'`,
    );
    expect(incoming).toEqual([]);
    // Nor a column elsewhere named after it that could hold an entry's id without a constraint.
    const named = await rowsOf<{ name: string }>(
      t.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public' and column_name ~ 'journal'`,
    );
    expect(named).toEqual([]);
  });
});
