import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

/** Every document's history (decision 041): its versions and the comparison of two. */

/** The history's queries: a save of any document invalidates them. */
export const documentHistoryKey = (userId: string | undefined) => ['document-history', userId] as const;

/** GET /api/documents/:id/versions: a document's history, newest first. */
export function useVersions(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...documentHistoryKey(user?.id), id] as const,
      queryFn: ({ signal }) => callApi('GET /api/documents/:id/versions', { signal, params: { id } }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/documents/:id/compare: two versions, once both are chosen. */
export function useCompare(id: string, from: number | undefined, to: number | undefined) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...documentHistoryKey(user?.id), id, 'compare', from, to] as const,
      queryFn: ({ signal }) =>
        callApi('GET /api/documents/:id/compare', {
          signal,
          params: { id },
          query: { from: from ?? 1, to: to ?? 1 },
        }),
      enabled: Boolean(user) && from !== undefined && to !== undefined && from !== to,
    }),
  );
}
