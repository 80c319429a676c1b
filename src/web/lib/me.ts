import type { Me } from '@shared/api';
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
 * Where the head script of a member's page (prerender.tsx) leaves the GET /api/me it sent as the HTML
 * arrived, with the stored session's token: the answer's promise, taken once by `prefetchMe`.
 */
export const EARLY_ME = 'sosEarlyMe';

declare global {
  interface Window {
    [EARLY_ME]?: Promise<Response>;
  }
}

function takeEarlyMe(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window[EARLY_ME];
  delete window[EARLY_ME];
  return early;
}

/**
 * The head script's answer, when it is this person's profile. Anything else (an expired token, another
 * person's session by now, no network) is asked again through the session client, which refreshes the
 * token and says what went wrong.
 */
async function earlyAnswer(early: Promise<Response>, userId: string): Promise<Me | undefined> {
  try {
    const response = await early;
    if (!response.ok) return undefined;
    const me = (await response.json()) as Me;
    return me.user.id === userId ? me : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks for a stored session's /api/me at once, into the cache where useMe finds it (fresh for 30 s):
 * every page of a signed-in person starts with the guard's question, and asking while the first screen
 * renders saves waiting for the guard to mount. A member's page asked already, from its head script,
 * while its code was on its way (decision 025): that answer is used rather than asking twice.
 */
export function prefetchMe(queryClient: QueryClient, client: SessionClient) {
  const early = takeEarlyMe();
  const userId = client.getSession()?.user.id;
  if (!userId) return;
  void queryClient.prefetchQuery({
    queryKey: meQueryKey(userId),
    queryFn: async ({ signal }) =>
      (early && (await earlyAnswer(early, userId))) ?? callApiAs(client, 'GET /api/me', { signal }),
  });
}
