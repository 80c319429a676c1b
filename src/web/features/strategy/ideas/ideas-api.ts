import type { CreateIdeaInput, UpdateIdeaInput } from '@shared/idea-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentHistoryKey } from '@/components/documents/documents-api';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { ideaToasts } from './ideas-texts';

/** The Ideas tab's API calls. */

const ideasKey = (userId: string | undefined) => ['ideas', userId] as const;

function useRefreshIdeas() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ideasKey(user?.id) });
    await queryClient.invalidateQueries({ queryKey: documentHistoryKey(user?.id) });
  };
}

/** GET /api/ideas: a page at a time, of one team or all the caller's. */
export function useIdeas(teamId: string | undefined) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery({
    queryKey: [...ideasKey(user?.id), 'list', teamId ?? 'all'] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi('GET /api/ideas', {
        signal,
        query: { ...(teamId ? { teamId } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(user),
  });
}

/** GET /api/ideas/:id. */
export function useIdea(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...ideasKey(user?.id), 'one', id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/ideas/:id', { signal, params: { id } })).idea,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/teams/:teamId: the members a plan's milestone may name as its owner. */
export function useTeamMembers(teamId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['idea-team', user?.id, teamId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/teams/:teamId', { signal, params: { teamId } })).team.members,
      enabled: Boolean(user),
    }),
  );
}

/** POST /api/ideas. */
export function useStartIdea(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  const refresh = useRefreshIdeas();
  return useMutation({
    mutationFn: (body: CreateIdeaInput) => callApi('POST /api/ideas', { body }),
    onSuccess: async ({ idea }) => {
      toast(ideaToasts.started);
      onDone(idea.id);
      await refresh();
    },
    onError: toastError,
  });
}

/** PUT /api/ideas/:id; a stale version is the caller's to show (`onError`). */
export function useSaveIdea(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const refresh = useRefreshIdeas();
  return useMutation({
    mutationFn: (body: UpdateIdeaInput) => callApi('PUT /api/ideas/:id', { params: { id }, body }),
    onSuccess: async () => {
      toast(ideaToasts.saved);
      onDone();
      await refresh();
    },
  });
}

/** DELETE /api/ideas/:id. */
export function useDeleteIdea(onDone: () => void) {
  const { callApi } = useAuth();
  const refresh = useRefreshIdeas();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/ideas/:id', { params: { id } }),
    onSuccess: async () => {
      toast(ideaToasts.deleted);
      onDone();
      await refresh();
    },
    onError: toastError,
  });
}
