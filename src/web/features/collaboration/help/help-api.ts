import type { HelpState } from '@shared/help-messages';
import { HELP_PAGE_DEFAULT } from '@shared/help-messages';
import type { CreateHelpRequest } from '@shared/help-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { helpToasts } from './help-texts';

const helpKey = (userId: string | undefined) => ['help', userId] as const;

/** GET /api/help/requests: the board, open or closed, by one tag, a page at a time. */
export function useHelpRequests(state: HelpState, tag: string) {
  const { user, callApi } = useAuth();
  const query = { state, ...(tag ? { tag } : {}) };
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...helpKey(user?.id), 'board', query] as const,
      pageSize: HELP_PAGE_DEFAULT,
      fetchPage: (page, signal) =>
        callApi('GET /api/help/requests', { signal, query: { ...query, ...page } }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/help/requests/:id. */
export function useHelpRequest(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...helpKey(user?.id), 'one', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/help/requests/:id', { signal, params: { id } })).request,
      enabled: Boolean(user) && id !== '',
    }),
  );
}

function useSettle() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async (request?: { id: string }) => {
    if (request) queryClient.setQueryData([...helpKey(user?.id), 'one', request.id], request);
    await queryClient.invalidateQueries({ queryKey: [...helpKey(user?.id), 'board'] });
  };
}

export function useAskForHelp(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: CreateHelpRequest) => callApi('POST /api/help/requests', { body }),
    onSuccess: async ({ request }) => {
      toast(helpToasts.posted);
      onDone(request.id);
      await settle(request);
    },
  });
}

export function useAnswerHelp(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: string) =>
      callApi('POST /api/help/requests/:id/answers', { params: { id }, body: { body } }),
    onSuccess: async ({ request }) => {
      toast(helpToasts.answered);
      onDone();
      await settle(request);
    },
    onError: toastError,
  });
}

export function useSolveHelp(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const settle = useSettle();
  return useMutation({
    mutationFn: () => callApi('POST /api/help/requests/:id/solve', { params: { id } }),
    onSuccess: async ({ request }) => {
      toast(helpToasts.solved);
      await settle(request);
      onDone();
    },
    onError: toastError,
  });
}

export function useDeleteHelp(onDone: () => void) {
  const { callApi } = useAuth();
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/help/requests/:id', { params: { id } }),
    onSuccess: async () => {
      toast(helpToasts.deleted);
      onDone();
      await settle();
    },
    onError: toastError,
  });
}

/** PUT /api/help/requests/:id/answers/:answerId: the caller's own answer, rewritten. */
export function useEditHelpAnswer(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ answerId, body }: { answerId: string; body: string }) =>
      callApi('PUT /api/help/requests/:id/answers/:answerId', { params: { id, answerId }, body: { body } }),
    onSuccess: async ({ request }) => {
      toast(helpToasts.answerEdited);
      onDone();
      await settle(request);
    },
  });
}

/** DELETE /api/help/requests/:id/answers/:answerId: the request is read again, its count with it. */
export function useDeleteHelpAnswer(id: string, onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (answerId: string) =>
      callApi('DELETE /api/help/requests/:id/answers/:answerId', { params: { id, answerId } }),
    onSuccess: async () => {
      toast(helpToasts.answerDeleted);
      await queryClient.invalidateQueries({ queryKey: [...helpKey(user?.id), 'one', id] });
      await settle();
      onDone();
    },
    onError: toastError,
  });
}
