import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

const insightsKey = (userId: string | undefined) => ['insights', userId] as const;

/** GET /api/stress: the company's and my teams' stress and workload per closed period, and my own stress. */
export function useStressOverview() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...insightsKey(user?.id), 'stress'] as const,
      queryFn: ({ signal }) => callApi('GET /api/stress', { signal }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/insights: everything /analytics shows, in one answer (admins and team leads; others 403). */
export function useInsights() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...insightsKey(user?.id), 'all'] as const,
      queryFn: ({ signal }) => callApi('GET /api/insights', { signal }),
      enabled: Boolean(user),
    }),
  );
}
