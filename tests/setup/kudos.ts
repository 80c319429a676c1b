import type {
  CultureMetrics,
  FeedPost,
  ReactionSummary,
  ValueOnWall,
} from '../../src/shared/contract/culture';
import type { TestApp } from './test-app';

/** Culture's API (/api/kudos) in the tests' words, for one test app. */
export type Body = Record<string, unknown>;

export function kudosApi(t: TestApp) {
  return {
    feed: (token: string, query = '') =>
      t.request<{ items: FeedPost[]; nextCursor: string | null }>('GET', `/api/kudos${query}`, undefined, {
        token,
      }),
    give: (token: string, body: Body) =>
      t.request<{ kudos: FeedPost }>('POST', '/api/kudos', body, { token }),
    remove: (token: string, id: string) => t.request('DELETE', `/api/kudos/${id}`, undefined, { token }),
    react: (token: string, id: string, emoji: string) =>
      t.request<{ reactions: ReactionSummary[] }>('PUT', `/api/kudos/${id}/reactions/${emoji}`, undefined, {
        token,
      }),
    unreact: (token: string, id: string, emoji: string) =>
      t.request<{ reactions: ReactionSummary[] }>(
        'DELETE',
        `/api/kudos/${id}/reactions/${emoji}`,
        undefined,
        {
          token,
        },
      ),
    wall: (token: string) =>
      t.request<{ items: ValueOnWall[] }>('GET', '/api/culture/values', undefined, { token }),
    metrics: (token: string) =>
      t.request<CultureMetrics>('GET', '/api/culture/metrics', undefined, { token }),
  };
}

/** A kudos body for these recipients. */
export function kudosBody(recipientIds: string[], overrides: Body = {}): Body {
  return { recipientIds, message: 'Thanks for paddling out with me at dawn', ...overrides };
}
