import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';

const t = await createTestApp();

describe('indexes', () => {
  // A query's `order by created_at desc` means NULLS FIRST. An index built DESC NULLS LAST cannot give
  // that order, so PostgreSQL reads every row of the company and sorts them: a page's cost grows with
  // the company's history instead of staying a page.
  it('sort a descending column nulls first, as a query’s `desc` does', async () => {
    const result = (await t.db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and indexdef like '% DESC%'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    expect(result.rows.length).toBeGreaterThan(0);
    const mismatched = result.rows.filter((row) => row.indexdef.includes('DESC NULLS LAST'));
    expect(mismatched.map((row) => row.indexname)).toEqual([]);
  });
});
