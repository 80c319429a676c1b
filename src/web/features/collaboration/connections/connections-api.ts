import type { MeetingAnswer } from '@shared/collaboration-messages';
import type { Connections } from '@shared/contract/connections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError, type ToastMessage } from '@/lib/toast';

/** The Connections and Map tabs' API calls. */

const connectionsKey = (userId: string | undefined) => ['connections', userId] as const;

/** GET /api/connections. */
export function useConnections() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: connectionsKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/connections', { signal })).connections,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/connections/map. */
export function useConnectionMap() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...connectionsKey(user?.id), 'map'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/connections/map', { signal })).map,
      enabled: Boolean(user),
    }),
  );
}

/** Every write answers the caller's connections anew: they replace the cached ones. */
function useConnectionsWrite<V>(
  call: (variables: V) => Promise<{ connections: Connections }>,
  done?: (variables: V) => ToastMessage | undefined,
) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ connections }, variables) => {
      queryClient.setQueryData(connectionsKey(user?.id), connections);
      const message = done?.(variables);
      if (message) toast(message);
    },
    onError: toastError,
  });
}

/** PUT /api/connections/settings. */
export function usePutSettings(
  done?: (body: { optedIn: boolean; snoozedUntil: string | null }) => ToastMessage | undefined,
) {
  const { callApi } = useAuth();
  return useConnectionsWrite(
    (body: { optedIn: boolean; snoozedUntil: string | null }) =>
      callApi('PUT /api/connections/settings', { body }),
    done,
  );
}

/** POST /api/connections/blocks or DELETE /api/connections/blocks/:userId. */
export function useBlock() {
  const { callApi } = useAuth();
  return useConnectionsWrite(({ userId, add }: { userId: string; add: boolean }) =>
    add
      ? callApi('POST /api/connections/blocks', { body: { userId } })
      : callApi('DELETE /api/connections/blocks/:userId', { params: { userId } }),
  );
}

/** POST /api/connections/answer. */
export function useAnswer(done: () => ToastMessage) {
  const { callApi } = useAuth();
  return useConnectionsWrite(
    (answer: MeetingAnswer) => callApi('POST /api/connections/answer', { body: { answer } }),
    done,
  );
}
