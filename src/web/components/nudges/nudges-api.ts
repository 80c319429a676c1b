import type { NudgeKind } from '@shared/companion-messages';
import type { DismissNudgeInput } from '@shared/companion-rules';
import type { Companion } from '@shared/contract/companion';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toast, toastError, type ToastMessage } from '@/lib/toast';

/** The companion's API calls (decision 044): its page and the dashboard's card. */

const companionKey = (userId: string | undefined) => ['companion', userId] as const;

/** GET /api/companion. */
export function useCompanion() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: companionKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/companion', { signal })).companion,
      enabled: Boolean(user),
    }),
  );
}

/** Every write answers the caller's companion anew; the dashboard's copy of the nudges is read again. */
function useCompanionWrite<V>(call: (variables: V) => Promise<{ companion: Companion }>, done: ToastMessage) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ companion }) => {
      queryClient.setQueryData(companionKey(user?.id), companion);
      void queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) });
      toast(done);
    },
    onError: toastError,
  });
}

/** POST /api/companion/dismissals. */
export function useDismissNudge(done: ToastMessage) {
  const { callApi } = useAuth();
  return useCompanionWrite(
    (body: DismissNudgeInput) => callApi('POST /api/companion/dismissals', { body }),
    done,
  );
}

/** PUT /api/companion/muted-kinds. */
export function usePutMutedKinds(done: ToastMessage) {
  const { callApi } = useAuth();
  return useCompanionWrite(
    (kinds: NudgeKind[]) => callApi('PUT /api/companion/muted-kinds', { body: { kinds } }),
    done,
  );
}
