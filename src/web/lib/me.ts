import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApiAs, useAuth } from './auth';
import type { SessionClient } from './session-client';

export const meQueryKey = (userId: string | undefined) => ['me', userId] as const;

/**
 * The signed-in person's profile, company, role and join requests: the dashboard's one request.
 * With `pollWhilePending` (company setup), a pending request is re-checked every 10 s and whenever the
 * window regains focus, so an approval lets the person in without a reload.
 */
export function useMe(options: { pollWhilePending?: boolean } = {}) {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: meQueryKey(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/me', { signal }),
    enabled: Boolean(user),
    refetchOnWindowFocus: options.pollWhilePending ? 'always' : true,
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.joinRequests.some((r) => r.status === 'pending')
        ? 10_000
        : false,
  });
}

/**
 * Asks for a stored session's /api/me at once, into the cache where useMe finds it (fresh for 30 s):
 * every page of a signed-in person starts with the guard's question, and asking while the first screen
 * renders saves waiting for the guard to mount.
 */
export function prefetchMe(queryClient: QueryClient, client: SessionClient) {
  const userId = client.getSession()?.user.id;
  if (!userId) return;
  void queryClient.prefetchQuery({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => callApiAs(client, 'GET /api/me', { signal }),
  });
}
