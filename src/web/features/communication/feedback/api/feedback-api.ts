import type { FeedbackItem } from '@shared/contract/feedback';
import type { FeedbackBox, FeedbackRequestBox } from '@shared/feedback-messages';
import type { AskFeedbackInput, GiveFeedbackInput } from '@shared/feedback-rules';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toastError } from '@/lib/toast';

/** Every list of the tab under one key, so that a change reloads them all. */
const feedbackKey = (userId: string | undefined) => ['feedback', userId] as const;

const PAGE_SIZE = 20;

/** GET /api/feedback: received, given, or about the people the caller leads; newest first. */
export function useFeedbackList(box: FeedbackBox, enabled = true) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...feedbackKey(user?.id), 'feedback', box] as const,
      pageSize: PAGE_SIZE,
      fetchPage: (page, signal) => callApi('GET /api/feedback', { signal, query: { box, ...page } }),
      enabled: Boolean(user) && enabled,
    }),
  );
}

/** GET /api/feedback-requests: asked of the caller and waiting, or asked by the caller. */
export function useFeedbackRequests(box: FeedbackRequestBox, enabled = true) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...feedbackKey(user?.id), 'requests', box] as const,
      pageSize: PAGE_SIZE,
      fetchPage: (page, signal) => callApi('GET /api/feedback-requests', { signal, query: { box, ...page } }),
      enabled: Boolean(user) && enabled,
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feedbackKey(user?.id) });
}

export function useGiveFeedback(onGiven: (feedback: FeedbackItem) => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: GiveFeedbackInput) => (await callApi('POST /api/feedback', { body })).feedback,
    onSuccess: onGiven,
    onSettled: reload,
  });
}

export function useAskFeedback(onAsked: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: AskFeedbackInput) =>
      (await callApi('POST /api/feedback-requests', { body })).request,
    onSuccess: onAsked,
    onSettled: reload,
  });
}

export function useDeleteFeedback(onDeleted: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/feedback/:id', { params: { id } }),
    onSuccess: onDeleted,
    onError: toastError,
    onSettled: reload,
  });
}
