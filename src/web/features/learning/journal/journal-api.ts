import { JOURNAL_PAGE_DEFAULT } from '@shared/journal-messages';
import type { CreateJournalEntryInput } from '@shared/journal-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { journalToasts } from './journal-texts';

const journalKey = (userId: string | undefined) => ['journal', userId] as const;

/** GET /api/journal/prompt: this week's prompt. */
export function useJournalPrompt() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...journalKey(user?.id), 'prompt'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/journal/prompt', { signal })).prompt,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/journal/entries: the caller's own, newest first, a page at a time; `q` finds words. */
export function useJournalEntries(q: string) {
  const { user, callApi } = useAuth();
  const query = q ? { q } : {};
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...journalKey(user?.id), 'entries', query] as const,
      pageSize: JOURNAL_PAGE_DEFAULT,
      fetchPage: (page, signal) =>
        callApi('GET /api/journal/entries', { signal, query: { ...query, ...page } }),
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...journalKey(user?.id), 'entries'] });
}

export function useCreateEntry(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateJournalEntryInput) => callApi('POST /api/journal/entries', { body }),
    onSuccess: async () => {
      toast(journalToasts.saved);
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

export function useUpdateEntry(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      callApi('PATCH /api/journal/entries/:id', { params: { id }, body: { body } }),
    onSuccess: async () => {
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteEntry() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/journal/entries/:id', { params: { id } }),
    onSuccess: async () => {
      toast(journalToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}
