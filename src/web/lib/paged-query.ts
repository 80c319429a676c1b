import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** The page a cursor-paged endpoint is asked for: how many, and after the first, the cursor to go on from. */
export interface PageQuery {
  limit: number;
  cursor?: string;
}

/**
 * An infinite query on a cursor-paged endpoint (GET /api/kudos, /api/goals, …): `fetchPage` asks for
 * one page; the first goes without a cursor, each next one with the `nextCursor` of the page before,
 * until that is null. `options` (enabled, staleTime) go to the query as they are.
 */
export function pagedQueryOptions<K extends QueryKey, P extends { nextCursor: string | null }>({
  queryKey,
  pageSize,
  fetchPage,
  ...options
}: {
  queryKey: K;
  pageSize: number;
  fetchPage: (page: PageQuery, signal: AbortSignal) => Promise<P>;
  enabled: boolean;
  staleTime?: number;
}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) =>
      fetchPage({ limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...options,
  });
}
