import { expect } from 'vitest';
import type { CheckIn, Goal, GoalNode, GoalSummary } from '../../src/shared/contract/goals';
import type { admin } from './fixtures';
import { type ApiResponse, errorOf, type TestApp } from './test-app';

/** The goals API in the tests' words, for one test app. */
export type Body = Record<string, unknown>;
export type Owner = Awaited<ReturnType<typeof admin>>;

export function goalsApi(t: TestApp) {
  return {
    list: (token: string, query = '') =>
      t.request<{ items: GoalSummary[]; nextCursor: string | null }>('GET', `/api/goals${query}`, undefined, {
        token,
      }),
    tree: (token: string) =>
      t.request<{ mission: string | null; items: GoalNode[]; omitted: number }>(
        'GET',
        '/api/goals/tree',
        undefined,
        {
          token,
        },
      ),
    create: (token: string, body: Body) => t.request<{ goal: Goal }>('POST', '/api/goals', body, { token }),
    get: (token: string, id: string) =>
      t.request<{ goal: Goal }>('GET', `/api/goals/${id}`, undefined, { token }),
    update: (token: string, id: string, body: Body) =>
      t.request<{ goal: Goal }>('PATCH', `/api/goals/${id}`, body, { token }),
    remove: (token: string, id: string) => t.request('DELETE', `/api/goals/${id}`, undefined, { token }),
    checkIns: (token: string, id: string, query = '') =>
      t.request<{ items: CheckIn[]; nextCursor: string | null }>(
        'GET',
        `/api/goals/${id}/check-ins${query}`,
        undefined,
        { token },
      ),
    history: (token: string, id: string, keyResultId: string, query = '') =>
      t.request<{ items: { value: number; createdAt: string }[]; nextCursor: string | null }>(
        'GET',
        `/api/goals/${id}/key-results/${keyResultId}/history${query}`,
        undefined,
        { token },
      ),
    checkIn: (token: string, id: string, body: Body) =>
      t.request<{ checkIn: CheckIn; goal: Goal }>('POST', `/api/goals/${id}/check-ins`, body, { token }),
  };
}

/** YYYY-MM-DD, `days` from today (UTC). */
export function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A goal body: a personal goal of this quarter with one key result from 0 to 100. */
export function goalBody(overrides: Body = {}): Body {
  return {
    level: 'personal',
    title: 'Catch more waves',
    startsOn: day(-10),
    dueOn: day(80),
    keyResults: [{ title: 'Waves caught', kind: 'number', startValue: 0, targetValue: 100 }],
    ...overrides,
  };
}

export function expectError(response: ApiResponse, status: number, code: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(errorOf(response).code).toBe(code);
  if (message) expect(errorOf(response).message).toBe(message);
}

export const idOf = (person: { session: { user: { id: string } } }) => person.session.user.id;
