import type { AnswerReviewInput, StartReviewInput } from '@shared/review-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { reviewsToasts } from './reviews-texts';

const reviewsKey = (userId: string | undefined) => ['reviews', userId] as const;

/** GET /api/reviews: the 360s about the person, those they are asked to rate, started or shared. */
export function useReviews() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: reviewsKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/reviews', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/reviews/:id/results, once it closed. */
export function useReviewResults(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...reviewsKey(user?.id), id, 'results'] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/reviews/:id/results', { signal, params: { id } })).results,
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewsKey(user?.id) });
}

/** POST /api/reviews. */
export function useStartReview(onStarted: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: StartReviewInput) => (await callApi('POST /api/reviews', { body })).review,
    onSuccess: (review) => {
      toast(review.status === 'awaiting_agreement' ? reviewsToasts.waiting : reviewsToasts.started);
      onStarted();
    },
    onError: toastError,
    onSettled: reload,
  });
}

/** POST /api/reviews/:id/agree. */
export function useAgreeReview() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, shareWithLeads }: { id: string; shareWithLeads: boolean }) =>
      callApi('POST /api/reviews/:id/agree', { params: { id }, body: { shareWithLeads } }),
    onSuccess: () => toast(reviewsToasts.agreed),
    onError: toastError,
    onSettled: reload,
  });
}

/** POST /api/reviews/:id/answers. */
export function useAnswerReview(id: string, onAnswered: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: AnswerReviewInput) =>
      callApi('POST /api/reviews/:id/answers', { params: { id }, body }),
    onSuccess: () => {
      toast(reviewsToasts.answered);
      onAnswered();
    },
    onError: toastError,
    onSettled: reload,
  });
}

/** DELETE /api/reviews/:id: the person declines a lead's 360 waiting for them, or the lead withdraws it. */
export function useDeclineReview() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/reviews/:id', { params: { id } }),
    onSuccess: () => toast(reviewsToasts.declined),
    onError: toastError,
    onSettled: reload,
  });
}
