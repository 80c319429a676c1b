import type { CreateKudosInput, FeedPost, KudosFeedQuery, ReactionSummary } from '@shared/contract/culture';
import type { Reaction } from '@shared/culture-messages';
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Caller, useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toastError } from '@/lib/toast';

/** The filters of the feed, as GET /api/kudos takes them (without the page). */
export type FeedFilters = Omit<KudosFeedQuery, 'limit' | 'cursor'>;

type FeedPage = { items: FeedPost[]; nextCursor: string | null };

const cultureKey = (userId: string | undefined) => ['culture', userId] as const;

/**
 * GET /api/kudos: the feed, a page at a time, newest first: the query `useKudosFeed` reads, and the
 * one the page's first data fills before it renders (decision 056).
 */
export const kudosFeedQuery = ({ user, callApi }: Caller, filters: FeedFilters, pageSize = 20) =>
  pagedQueryOptions({
    queryKey: [...cultureKey(user?.id), 'feed', filters, pageSize] as const,
    pageSize,
    fetchPage: (page, signal) => callApi('GET /api/kudos', { signal, query: { ...filters, ...page } }),
    enabled: Boolean(user),
  });

export function useKudosFeed(filters: FeedFilters, pageSize = 20) {
  return useInfiniteQuery(kudosFeedQuery(useAuth(), filters, pageSize));
}

/** GET /api/culture/values: each value with its 90-day count and latest kudos. */
export function useValuesWall(enabled = true) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...cultureKey(user?.id), 'values'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/culture/values', { signal })).items,
      enabled: Boolean(user) && enabled,
    }),
  );
}

/** GET /api/culture/metrics: breadth, givers and receivers by week, per value, per team. */
export function useCultureMetrics(enabled = true) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...cultureKey(user?.id), 'metrics'] as const,
      queryFn: ({ signal }) => callApi('GET /api/culture/metrics', { signal }),
      enabled: Boolean(user) && enabled,
    }),
  );
}

/** After kudos are given or deleted: the feed, the wall and the figures all move. */
function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cultureKey(user?.id) });
}

export function useCreateKudos(onCreated: (kudos: FeedPost) => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: CreateKudosInput) => (await callApi('POST /api/kudos', { body })).kudos,
    onSuccess: onCreated,
    onError: toastError,
    onSettled: reload,
  });
}

export function useDeleteKudos(onDeleted: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (kudosId: string) => callApi('DELETE /api/kudos/:kudosId', { params: { kudosId } }),
    onSuccess: onDeleted,
    onError: toastError,
    onSettled: reload,
  });
}

/**
 * Reacts, or takes a reaction back. The answer is the post's reactions as they now stand, written
 * into every cached feed page that holds the post, so the counts change without a reload.
 */
export function useToggleReaction() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kudosId, emoji, on }: { kudosId: string; emoji: Reaction; on: boolean }) => {
      const key = on
        ? 'PUT /api/kudos/:kudosId/reactions/:emoji'
        : 'DELETE /api/kudos/:kudosId/reactions/:emoji';
      return (await callApi(key, { params: { kudosId, emoji } })).reactions;
    },
    onSuccess: (reactions: ReactionSummary[], { kudosId }) => {
      queryClient.setQueriesData<InfiniteData<FeedPage>>(
        { queryKey: [...cultureKey(user?.id), 'feed'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((post) => (post.id === kudosId ? { ...post, reactions } : post)),
            })),
          },
      );
    },
    onError: toastError,
  });
}
