import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import type { CheckInStatus, GoalHealth } from '../../shared/goal-messages';
import { companies, goals } from '../db/schema';
import { expectedProgressSql, healthSql, momentOf } from './health';

/** The health rules, evaluated by the database on goal rows of each case (docs/product.md#goal-health). */
const t = await createTestApp();

const [company] = await t.db
  .insert(companies)
  .values({ name: 'Health Crew', companyCode: 'HEALTH01' })
  .returning({ id: companies.id });

interface Case {
  name: string;
  /** The situation as docs/product.md#goal-health's table words it, for the rows it lists. */
  doc?: string;
  /** A 20-day period, 1 to 20 March, unless the case says otherwise. */
  startsOn?: string;
  dueOn?: string;
  progress: number;
  /** The period's first moment unless the case says otherwise. */
  createdAt?: string;
  lastCheckInAt?: string;
  lastCheckInStatus?: CheckInStatus;
  closedAt?: string;
  now: string;
  expected: number;
  health: GoalHealth;
}

const march = (day: number, time = '00:00:00') => `2026-03-${String(day).padStart(2, '0')}T${time}Z`;
const HOUR = 3600;
const DAY = 24 * HOUR;

// A period of 20 days: each day is 0.05 of it. Created the day it starts, so the goal is new until
// 8 March and its check-ins are not overdue before 15 March.
const cases: Case[] = [
  {
    name: 'on track: behind by less than 0.165',
    doc: 'No check-in, its first week over, behind its schedule by less than 16.5 points',
    progress: 0.4,
    now: march(11),
    expected: 0.5,
    health: 'on_track',
  },
  { name: 'ahead of the schedule', progress: 0.9, now: march(11), expected: 0.5, health: 'on_track' },
  {
    name: 'at risk at the first edge: behind by 0.165',
    doc: 'No check-in, its first week over, behind by 16.5 to 33 points',
    progress: 0.335,
    now: march(11),
    expected: 0.5,
    health: 'at_risk',
  },
  {
    name: 'on track just below the first edge',
    progress: 0.336,
    now: march(11),
    expected: 0.5,
    health: 'on_track',
  },
  {
    name: 'at risk at the second edge: behind by 0.33',
    progress: 0.17,
    now: march(11),
    expected: 0.5,
    health: 'at_risk',
  },
  {
    name: 'off track just beyond the second edge',
    doc: 'No check-in, its first week over, behind by more than 33 points',
    progress: 0.169,
    now: march(11),
    expected: 0.5,
    health: 'off_track',
  },
  {
    name: 'new: no check-in and a moment less than 7 days into its schedule',
    doc: 'No check-in yet, less than 7 days into its schedule',
    progress: 0,
    now: march(7, '23:59:59'),
    expected: (7 * DAY - 1) / (20 * DAY),
    health: 'new',
  },
  {
    name: 'judged on progress once 7 days have passed without a check-in',
    progress: 0,
    now: march(8),
    expected: 0.35,
    health: 'off_track',
  },
  {
    name: 'a first check-in ends its newness at once',
    progress: 0,
    lastCheckInAt: march(2),
    lastCheckInStatus: 'off_track',
    now: march(3),
    expected: 0.1,
    health: 'off_track',
  },
  {
    name: 'set when its quarter is 61 % gone, an hour ago: new, not red',
    doc: 'Set an hour ago, late in its quarter, no progress yet',
    startsOn: '2026-01-01',
    dueOn: '2026-03-31',
    createdAt: '2026-02-25T09:00:00Z',
    progress: 0,
    now: '2026-02-25T10:00:00Z',
    expected: HOUR / (35 * DAY - 9 * HOUR),
    health: 'new',
  },
  {
    name: 'set late in its period: expected counts from when it was set',
    doc: 'Set with 31 days of its period left, 10 days ago, 20 % done',
    startsOn: '2026-01-01',
    dueOn: '2026-03-31',
    createdAt: march(1),
    progress: 0.2,
    now: march(11),
    expected: 10 / 31,
    health: 'on_track',
  },
  {
    name: 'a period not begun: expected 0, new',
    doc: 'Its period not begun, no check-in',
    startsOn: '2026-04-01',
    dueOn: '2026-04-10',
    progress: 0,
    createdAt: march(1),
    now: march(6),
    expected: 0,
    health: 'new',
  },
  {
    name: 'a period over (past due): expected 1',
    dueOn: '2026-03-10',
    progress: 0.5,
    now: march(12),
    expected: 1,
    health: 'off_track',
  },
  {
    name: 'set on the last day of its period: expected runs over what is left of it',
    progress: 0,
    createdAt: march(20, '12:00:00'),
    now: march(20, '18:00:00'),
    expected: 0.5,
    health: 'new',
  },
  {
    name: 'set after its period ended: judged at once, expected to be done',
    doc: 'Set after its due day, half done',
    dueOn: '2026-03-10',
    createdAt: march(12),
    progress: 0.5,
    now: march(12, '01:00:00'),
    expected: 1,
    health: 'off_track',
  },
  {
    name: 'the last day counts whole: at noon of it, 0.95',
    dueOn: '2026-03-10',
    progress: 0.9,
    now: march(10, '12:00:00'),
    expected: 0.95,
    health: 'on_track',
  },
  {
    name: 'a closed goal',
    doc: 'Closed',
    progress: 0,
    closedAt: march(5),
    now: march(30),
    expected: 1,
    health: 'closed',
  },
  {
    name: 'a closed goal in its first week',
    progress: 0,
    closedAt: march(2),
    now: march(3),
    expected: 0.1,
    health: 'closed',
  },
  {
    name: 'the last check-in’s status overrides progress',
    doc: 'Checked in within 14 days, saying “On track”, far behind',
    progress: 0,
    lastCheckInAt: march(5),
    lastCheckInStatus: 'on_track',
    now: march(9),
    expected: 0.4,
    health: 'on_track',
  },
  {
    name: 'a check-in saying at risk, though progress is ahead',
    progress: 1,
    lastCheckInAt: march(5),
    lastCheckInStatus: 'at_risk',
    now: march(6),
    expected: 0.25,
    health: 'at_risk',
  },
  {
    name: 'check-in overdue 14 days after the last one, over a green status',
    doc: 'Its last check-in 14 days ago, whatever it said',
    startsOn: '2026-03-01',
    dueOn: '2026-06-30',
    progress: 1,
    lastCheckInAt: march(2),
    lastCheckInStatus: 'on_track',
    now: march(16),
    expected: 15 / 122,
    health: 'check_in_overdue',
  },
  {
    name: 'not yet overdue a moment before 14 days',
    startsOn: '2026-03-01',
    dueOn: '2026-06-30',
    progress: 1,
    lastCheckInAt: march(2),
    lastCheckInStatus: 'on_track',
    now: march(15, '23:59:59'),
    expected: (14 * 86400 + 86399) / (122 * 86400),
    health: 'on_track',
  },
  {
    name: 'a new goal is overdue 14 days after its start',
    doc: 'No check-in yet, 14 days into its schedule',
    startsOn: '2026-03-01',
    dueOn: '2026-06-30',
    progress: 1,
    now: march(15),
    expected: 14 / 122,
    health: 'check_in_overdue',
  },
  {
    name: 'a goal made before its period counts from the start',
    startsOn: '2026-03-10',
    dueOn: '2026-06-30',
    createdAt: '2026-02-01T00:00:00Z',
    progress: 0,
    now: march(23),
    expected: 13 / 113,
    health: 'on_track',
  },
  {
    name: 'no overdue before the period begins, however old the goal',
    startsOn: '2026-04-01',
    dueOn: '2026-04-30',
    createdAt: '2026-01-01T00:00:00Z',
    progress: 0,
    now: march(30),
    expected: 0,
    health: 'new',
  },
];

async function evaluate(row: Case) {
  const [goal] = await t.db
    .insert(goals)
    .values({
      companyId: company!.id,
      level: 'company',
      title: row.name,
      startsOn: row.startsOn ?? '2026-03-01',
      dueOn: row.dueOn ?? '2026-03-20',
      progress: row.progress,
      createdAt: new Date(row.createdAt ?? `${row.startsOn ?? '2026-03-01'}T00:00:00Z`),
      lastCheckInAt: row.lastCheckInAt ? new Date(row.lastCheckInAt) : null,
      lastCheckInStatus: row.lastCheckInStatus ?? null,
      closedAt: row.closedAt ? new Date(row.closedAt) : null,
    })
    .returning({ id: goals.id });
  const now = momentOf(new Date(row.now));
  const [read] = await t.db
    .select({ expected: expectedProgressSql(goals, now), health: healthSql(goals, now) })
    .from(goals)
    .where(eq(goals.id, goal!.id));
  return read!;
}

describe('goal health, in SQL', () => {
  it.each(cases)('$name', async (row) => {
    const read = await evaluate(row);
    expect(read.health).toBe(row.health);
    expect(read.expected).toBeCloseTo(row.expected, 9);
  });

  it('walks the rows of docs/product.md#goal-health’s table, each with the health it states', () => {
    const documented = cases.filter((row) => row.doc).map((row) => [row.doc, row.health]);
    expect(healthTable()).toEqual(documented);
  });
});

/** The table under the goal-health anchor of docs/product.md: its situations and their health values. */
function healthTable(): [string, string][] {
  const product = readFileSync(path.resolve(import.meta.dirname, '../../../docs/product.md'), 'utf8');
  const after = product.slice(product.indexOf('<a id="goal-health"></a>')).split('\n');
  const first = after.findIndex((line) => line.trim().startsWith('|'));
  const end = after.findIndex((line, index) => index > first && !line.trim().startsWith('|'));
  return after.slice(first + 2, end).map((line) => {
    const [situation = '', health = ''] = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    // The health cell reads "On track (`on_track`)": the value the API answers, in backticks.
    return [situation, /`([a-z_]+)`/.exec(health)?.[1] ?? health];
  });
}
