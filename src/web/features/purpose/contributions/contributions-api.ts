import type { ContributionPage } from '@shared/contract/purpose';
import type { CreateContributionInput, HideContributionInput } from '@shared/purpose-rules';
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { contributionsToasts } from './contributions-texts';

const PAGE_SIZE = 30;

const logKey = (userId: string | undefined) => ['contributions', userId] as const;

/** GET /api/contributions: a person's log (the caller's own when `personId` is undefined), newest first. */
export function useContributions(personId: string | undefined) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...logKey(user?.id), 'log', personId ?? 'me'] as const,
      pageSize: PAGE_SIZE,
      fetchPage: (page, signal) =>
        callApi('GET /api/contributions', {
          signal,
          query: { ...page, ...(personId ? { person: personId } : {}) },
        }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/contributions/people: the people the caller leads, whose logs they read. */
export function useLedPeople() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...logKey(user?.id), 'people'] as const,
      queryFn: ({ signal }) => callApi('GET /api/contributions/people', { signal }),
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...logKey(user?.id), 'log', 'me'] });
}

export function useAddContribution(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateContributionInput) => callApi('POST /api/contributions', { body }),
    onSuccess: async () => {
      toast(contributionsToasts.added);
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteContribution() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/contributions/:id', { params: { id } }),
    onSuccess: async () => {
      toast(contributionsToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}

/** Hides an entry from the caller's leads or shows it again; the eye turns at once. */
export function useHideContribution() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HideContributionInput) => callApi('PUT /api/contributions/hidden', { body }),
    onSuccess: ({ kind, subjectId, hidden }) => {
      toast(hidden ? contributionsToasts.hidden : contributionsToasts.shown);
      queryClient.setQueryData<InfiniteData<ContributionPage>>([...logKey(user?.id), 'log', 'me'], (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((entry) =>
                  entry.kind === kind && entry.subjectId === subjectId ? { ...entry, hidden } : entry,
                ),
              })),
            }
          : data,
      );
    },
    onError: toastError,
  });
}
