import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';

export const pendingJoinRequestsKey = (userId: string | undefined) =>
  ['join-requests', 'pending', userId] as const;

/**
 * The pending requests to join the admin's company. Only admins may ask (others get 403), so only the
 * admin's Join Requests card calls this hook.
 */
export function usePendingJoinRequests() {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: pendingJoinRequestsKey(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/join-requests', { query: { status: 'pending' }, signal }),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}
