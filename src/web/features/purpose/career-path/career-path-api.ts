import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

/** GET /api/career/path: the levels above the caller's on their track, and the tracks open to moves. */
export function useCareerPath() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      // Under the career answers' key: a change of place or track on /learning reloads it too.
      queryKey: ['career', user?.id, 'path'],
      queryFn: ({ signal }) => callApi('GET /api/career/path', { signal }),
      enabled: Boolean(user),
    }),
  );
}
