import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Auth, useAuth } from '@/lib/auth';

/**
 * GET /api/join-requests?status=pending: the requests to join the admin's company, asked as `auth`'s
 * person. Only admins may ask (others get 403), so only the admin's Join Requests card uses it.
 */
export const getPendingJoinRequestsQueryOptions = ({ user, callApi }: Pick<Auth, 'user' | 'callApi'>) =>
  queryOptions({
    queryKey: ['join-requests', 'pending', user?.id] as const,
    queryFn: ({ signal }) => callApi('GET /api/join-requests', { query: { status: 'pending' }, signal }),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });

/** The pending join requests of the signed-in admin's company. */
export function usePendingJoinRequests() {
  return useQuery(getPendingJoinRequestsQueryOptions(useAuth()));
}
