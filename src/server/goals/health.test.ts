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
  /** A 10-day period, 1 to 10 March, unless the case says otherwise. */
  startsOn?: string;
  dueOn?: string;
  progress: number;
  createdAt?: string;
  lastCheckInAt?: string;
  lastCheckInStatus?: CheckInStatus;
  closedAt?: string;
  now: string;
  expected: number;
  health: GoalHealth;
}

const march = (day: number, time = '00:00:00') => `2026-03-${String(day).padStart(2, '0')}T${time}Z`;

// A period of 10 days: each day is 0.1 of it. Created the day it starts, so check-ins are not yet
// overdue before 15 March.
const cases: Case[] = [
  {
    name: 'on track: behind by less than 0.165',
    progress: 0.4,
    now: march(6),
    expected: 0.5,
    health: 'on_track',
  },
  { name: 'ahead of the period', progress: 0.9, now: march(6), expected: 0.5, health: 'on_track' },
  {
    name: 'at risk at the first edge: behind by 0.165',
    progress: 0.335,
    now: march(6),
    expected: 0.5,
    health: 'at_risk',
  },
  {
    name: 'on track just below the first edge',
    progress: 0.336,
    now: march(6),
    expected: 0.5,
    health: 'on_track',
  },
  {
    name: 'at risk at the second edge: behind by 0.33',
    progress: 0.17,
    now: march(6),
    expected: 0.5,
    health: 'at_risk',
  },
  {
    name: 'off track just beyond the second edge',
    progress: 0.169,
    now: march(6),
    expected: 0.5,
    health: 'off_track',
  },
  {
    name: 'a period not begun: expected 0, on track',
    startsOn: '2026-04-01',
    dueOn: '2026-04-10',
    progress: 0,
    now: march(6),
    expected: 0,
    health: 'on_track',
  },
  {
    name: 'a period over (past due): expected 1',
    progress: 0.5,
    now: march(12),
    expected: 1,
    health: 'off_track',
  },
  {
    name: 'the last day counts whole: at noon of it, 0.95',
    progress: 0.9,
    now: march(10, '12:00:00'),
    expected: 0.95,
    health: 'on_track',
  },
  { name: 'a closed goal', progress: 0, closedAt: march(5), now: march(30), expected: 1, health: 'closed' },
  {
    name: 'the last check-in’s status overrides progress',
    progress: 0,
    lastCheckInAt: march(5),
    lastCheckInStatus: 'on_track',
    now: march(9),
    expected: 0.8,
    health: 'on_track',
  },
  {
    name: 'a check-in saying at risk, though progress is ahead',
    progress: 1,
    lastCheckInAt: march(5),
    lastCheckInStatus: 'at_risk',
    now: march(6),
    expected: 0.5,
    health: 'at_risk',
  },
  {
    name: 'check-in overdue 14 days after the last one, over a green status',
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
    health: 'on_track',
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
      dueOn: row.dueOn ?? '2026-03-10',
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
});
