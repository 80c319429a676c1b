import type { Goal, GoalNode, GoalSummary } from '@shared/contract/goals';
import type { TeamSummary } from '@shared/contract/teams';
import { meOf, testUser } from '../../../../tests/setup/render-app';

/** The goals' test data: a few goals, teams and people of Wave Riders. */
export const jo = { id: 'b0b0b0b0-0000-4000-8000-000000000002', fullName: 'Jo Swell' };

export const meAs = (role: 'admin' | 'member') =>
  meOf({ role, goals: { open: 0, performance: null, dueForCheckIn: [] } });

export const team = (overrides: Partial<TeamSummary> = {}): TeamSummary => ({
  id: 'd0d0d0d0-0000-4000-8000-000000000001',
  name: 'Reef Crew',
  description: null,
  joinPolicy: 'open',
  memberCount: 2,
  leads: [],
  isMember: false,
  isLead: false,
  archivedAt: null,
  ...overrides,
});

let count = 0;
export function summary(overrides: Partial<GoalSummary> = {}): GoalSummary {
  count += 1;
  return {
    id: `e0e0e0e0-0000-4000-8000-${String(count).padStart(12, '0')}`,
    level: 'personal',
    team: null,
    owner: { id: testUser.id, fullName: testUser.fullName },
    title: `Goal ${count}`,
    startsOn: '2025-04-01',
    dueOn: '2025-06-30',
    visibility: 'company',
    status: 'open',
    closedAt: null,
    progress: 0.4,
    expectedProgress: 0.5,
    health: 'on_track',
    lastCheckIn: null,
    keyResultCount: 1,
    parentIds: [],
    createdAt: '2025-04-01T09:00:00.000Z',
    canEdit: true,
    canCheckIn: true,
    ...overrides,
  };
}

export const node = (goal: GoalSummary): GoalNode => ({
  id: goal.id,
  level: goal.level,
  team: goal.team,
  owner: goal.owner,
  title: goal.title,
  progress: goal.progress,
  health: goal.health,
  parentIds: goal.parentIds,
});

export const fullGoal = (goal: GoalSummary, overrides: Partial<Goal> = {}): Goal => ({
  ...goal,
  description: null,
  keyResults: [],
  parents: [],
  children: [],
  ...overrides,
});
