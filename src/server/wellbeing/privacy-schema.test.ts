import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../db/rows';

/**
 * What the pulse's tables can hold, read from the migrated database itself (docs/privacy.md): answers
 * with no person and no time finer than the period, and nothing that joins them to who answered.
 */
const t = await createTestApp();

async function columnsOf(table: string) {
  return rowsOf<{ name: string; type: string }>(
    t.db,
    sql`select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
}

describe('the pulse’s tables', () => {
  it('keep no time: no date, time or timestamp column', async () => {
    for (const table of ['pulse_responses', 'pulse_participation']) {
      const columns = await columnsOf(table);
      expect(columns.length, table).toBeGreaterThan(0);
      for (const column of columns) {
        expect(column.type, `${table}.${column.name}`).not.toMatch(/date|time|interval/i);
        expect(column.name, table).not.toMatch(/_at$|_on$|date|time|day/i);
      }
    }
  });

  it('keep no person beside an answer: no column naming one, no reference to users', async () => {
    const names = (await columnsOf('pulse_responses')).map((column) => column.name);
    expect(names).toEqual([
      'id',
      'company_id',
      'period_id',
      'team_ids',
      'enps',
      'workload',
      'stress',
      'recognition',
      'clarity',
    ]);
    for (const name of names) expect(name).not.toMatch(/user|person|people|author|member|owner|sender|by/i);
    const references = await rowsOf<{ target: string }>(
      t.db,
      sql`select confrelid::regclass::text as target from pg_constraint
        where conrelid = 'public.pulse_responses'::regclass and contype = 'f' order by 1`,
    );
    expect(references.map((reference) => reference.target)).toEqual(['companies', 'pulse_periods']);
  });

  it('share no column but the company and the period', async () => {
    const responses = new Set((await columnsOf('pulse_responses')).map((column) => column.name));
    const shared = (await columnsOf('pulse_participation'))
      .map((column) => column.name)
      .filter((name) => responses.has(name));
    expect(shared).toEqual(['company_id', 'period_id']);
  });
});
