import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

/** GET /api/me/figures: the caller's own 12 weeks, oldest first. */
export function useMyFigures() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['figures', user?.id] as const,
      queryFn: ({ signal }) => callApi('GET /api/me/figures', { signal }),
      enabled: Boolean(user),
    }),
  );
}
