import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toastError } from '@/lib/toast';

/** PATCH /api/action-items/:itemId { done: true }; /api/me is asked again, so the card drops it. */
export function useTickActionItem() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      callApi('PATCH /api/action-items/:itemId', { params: { itemId }, body: { done: true } }),
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
  });
}
