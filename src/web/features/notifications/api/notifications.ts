import type { Me } from '@shared/api';
import type { MarkReadInput } from '@shared/contract/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Auth, useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toastError } from '@/lib/toast';

/** GET /api/notifications, a page at a time: newest first, `pageSize` per page. */
export const getNotificationsQueryOptions = (
  { user, callApi }: Pick<Auth, 'user' | 'callApi'>,
  pageSize: number,
) =>
  pagedQueryOptions({
    queryKey: ['notifications', user?.id, pageSize] as const,
    pageSize,
    fetchPage: (page, signal) => callApi('GET /api/notifications', { signal, query: page }),
    enabled: Boolean(user),
    // Opening the list always asks again: it is where new notifications show up.
    staleTime: 0,
  });

export function useNotifications(pageSize: number) {
  return useInfiniteQuery(getNotificationsQueryOptions(useAuth(), pageSize));
}

/**
 * Marks some or all read. The bell's count comes from the answer at once (no new /api/me), and the
 * lists are asked again so read ones lose their mark.
 */
export function useMarkRead() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => callApi('POST /api/notifications/read', { body: input }),
    onSuccess: ({ unreadNotifications }) =>
      queryClient.setQueryData<Me>(meQueryKey(user?.id), (me) => me && { ...me, unreadNotifications }),
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications', user?.id] }),
  });
}
