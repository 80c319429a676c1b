import type { PutStyleInput } from '@shared/style-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { styleToasts } from './style-texts';

const styleKey = (userId: string | undefined) => ['style', userId] as const;

/** GET /api/me/style: the person's own style, null until they said. */
export function useOwnStyle() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: styleKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/me/style', { signal })).style,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/people/:userId: a colleague with their style, as their profile shows it. */
export function usePersonStyle(userId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['person', user?.id, userId] as const,
      queryFn: ({ signal }) => callApi('GET /api/people/:userId', { signal, params: { userId } }),
      enabled: Boolean(user),
    }),
  );
}

/** PUT /api/me/style. */
export function useSaveStyle() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutStyleInput) => (await callApi('PUT /api/me/style', { body })).style,
    onSuccess: (style) => {
      queryClient.setQueryData(styleKey(user?.id), style);
      toast(styleToasts.saved);
    },
    onError: toastError,
  });
}
