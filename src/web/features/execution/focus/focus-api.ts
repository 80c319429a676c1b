import type { FocusBlock } from '@shared/contract/focus';
import type { CreateFocusBlockInput, UpdateFocusBlockInput } from '@shared/focus-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { focusToasts } from './focus-texts';

/** Every focus answer lives under this root, so one invalidation refreshes the planner and Today. */
const rootKey = (userId: string | undefined) => ['focus-blocks', userId] as const;

/** GET /api/focus-blocks: by default this week and the next, with the company's today and zone. */
export function useFocusBlocks(range: { from?: string; to?: string } = {}) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), range.from ?? '', range.to ?? ''] as const,
      queryFn: ({ signal }) => callApi('GET /api/focus-blocks', { signal, query: range }),
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rootKey(user?.id) });
}

export function useCreateFocusBlock(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateFocusBlockInput) => callApi('POST /api/focus-blocks', { body }),
    onSuccess: async () => {
      onDone();
      await reload();
    },
  });
}

export function useUpdateFocusBlock(onDone?: (block: FocusBlock) => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFocusBlockInput & { id: string }) =>
      callApi('PATCH /api/focus-blocks/:id', { params: { id }, body }),
    onSuccess: async ({ block }) => {
      onDone?.(block);
      await reload();
    },
    onError: onDone ? undefined : toastError,
  });
}

export function useDeleteFocusBlock() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/focus-blocks/:id', { params: { id } }),
    onSuccess: async () => {
      toast(focusToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}

export function useCopyFocusWeek() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (week: string) => callApi('POST /api/focus-blocks/copy-week', { body: { week } }),
    onSuccess: async ({ items }) => {
      toast(focusToasts.copied(items.length));
      await reload();
    },
    onError: toastError,
  });
}
