import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

/**
 * GET /api/teams: the company's live teams, each with whether the caller is in it and leads it. The
 * teams' pages and the goal form (which teams the caller sets goals for) share it.
 */
export function useTeams() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['teams', user?.id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/teams', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}
