import type { AnswerStandupInput, PutStandupInput } from '@shared/standup-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { standupToasts } from '../standups-texts';

/** Every standup answer lives under this root, so one invalidation refreshes the list, a page and the figure. */
const rootKey = (userId: string | undefined) => ['standups', userId] as const;

/** GET /api/standups: the caller's teams with their standups. */
export function useStandupTeams() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), 'teams'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/standups', { signal })).teams,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/standups/:teamId/day: a team's standup page of a day (today when none). */
export function useStandupDay(teamId: string, day: string | undefined) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), 'day', teamId, day ?? 'today'] as const,
      queryFn: async ({ signal }) =>
        (
          await callApi('GET /api/standups/:teamId/day', {
            signal,
            params: { teamId },
            query: day ? { day } : {},
          })
        ).page,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/standups/:teamId/participation: the team's weekly share, or why it is withheld. */
export function useParticipation(teamId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), 'participation', teamId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/standups/:teamId/participation', { signal, params: { teamId } }))
          .participation,
      enabled: Boolean(user),
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rootKey(user?.id) });
}

/** PUT /api/standups/:teamId: a lead turns the standup on, changes it or pauses it. */
export function usePutStandup(teamId: string, onDone: () => void, first: boolean) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: PutStandupInput) => callApi('PUT /api/standups/:teamId', { params: { teamId }, body }),
    onSuccess: async () => {
      await reload();
      toast(first ? standupToasts.turnedOn : standupToasts.saved);
      onDone();
    },
    onError: toastError,
  });
}

/** PUT /api/standups/:teamId/answer: the caller answers today's standup. */
export function useAnswerStandup(teamId: string) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: AnswerStandupInput) =>
      callApi('PUT /api/standups/:teamId/answer', { params: { teamId }, body }),
    onSuccess: async () => {
      await reload();
      toast(standupToasts.posted);
    },
    onError: toastError,
  });
}
