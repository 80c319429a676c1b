import type { DayCloseInput, UpdateDayItemInput } from '@shared/today-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toastError } from '@/lib/toast';

/** Every Today answer lives under this root: one invalidation refreshes the day and the picker. */
const rootKey = (userId: string | undefined) => ['today', userId] as const;

/** GET /api/today: the caller's plan for their local today, with the closes. */
export function useToday() {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: [...rootKey(user?.id), 'day'] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/today', { signal })).today,
    enabled: Boolean(user),
  });
}

/** GET /api/today/sources: what could be pulled in, asked for when the picker opens. */
export function usePullSources(enabled: boolean) {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: [...rootKey(user?.id), 'sources'] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/today/sources', { signal })).sources,
    enabled: Boolean(user) && enabled,
  });
}

/** After any change: the day, the picker and the dashboard's Today card read again. */
function useRefresh() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rootKey(user?.id) }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
    ]);
}

export type NewDayItem =
  | { text: string }
  | { keyResultId: string }
  | { goalId: string }
  | { actionItemId: string }
  | { growthItemId: string };

export function useAddDayItem(onAdded?: () => void) {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: NewDayItem) => callApi('POST /api/today/items', { body }),
    onSuccess: async () => {
      onAdded?.();
      await refresh();
    },
    onError: toastError,
  });
}

export function useUpdateDayItem() {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDayItemInput & { id: string }) =>
      callApi('PATCH /api/today/items/:id', { params: { id }, body }),
    onSuccess: refresh,
    onError: toastError,
  });
}

export function useDeleteDayItem() {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/today/items/:id', { params: { id } }),
    onSuccess: refresh,
    onError: toastError,
  });
}

export function useKeepDayItem() {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /api/today/items/:id/keep', { params: { id } }),
    onSuccess: refresh,
    onError: toastError,
  });
}

/** The standups a saved close answered (PUT /api/today/closes/:day). */
export type AnsweredStandup = { teamId: string; teamName: string; day: string };

export function usePutDayClose(onSaved: (standups: AnsweredStandup[]) => void) {
  const { callApi } = useAuth();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ day, ...body }: DayCloseInput & { day: string }) =>
      callApi('PUT /api/today/closes/:day', { params: { day }, body }),
    onSuccess: async (answer) => {
      onSaved(answer.standups);
      await refresh();
    },
    onError: toastError,
  });
}
