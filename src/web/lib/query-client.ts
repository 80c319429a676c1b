import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * How the app caches server state. Data fetched in the last 30 s is fresh, so a page mounting under
 * the guard reuses the guard's /api/me instead of asking again; the guard itself re-checks on every
 * path change.
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    // A 4xx will not change by asking again; network and server failures may.
    retry: (count, error) => count < 2 && (!(error instanceof ApiRequestError) || error.transient),
  },
};

export function createQueryClient(overrides: DefaultOptions['queries'] = {}) {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults.queries, ...overrides } } });
}
