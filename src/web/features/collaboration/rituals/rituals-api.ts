import type { CreateRitualInput, RitualInput } from '@shared/rituals-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { ritualsToasts } from './rituals-texts';

const ritualsKey = (userId: string | undefined) => ['rituals', userId] as const;

/** GET /api/rituals: the caller's teams' rituals. */
export function useMyRituals() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...ritualsKey(user?.id), 'mine'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/rituals', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/teams/:teamId: a team's current members, the owners a ritual may have. */
export function useTeamMembers(teamId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['team', user?.id, teamId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/teams/:teamId', { signal, params: { teamId } })).team,
      enabled: Boolean(user) && teamId !== '',
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ritualsKey(user?.id) });
}

export function useCreateRitual(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateRitualInput) => callApi('POST /api/rituals', { body }),
    onSuccess: async () => {
      toast(ritualsToasts.saved);
      onDone();
      await reload();
    },
  });
}

export function useUpdateRitual(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: RitualInput) => callApi('PUT /api/rituals/:id', { params: { id }, body }),
    onSuccess: async () => {
      toast(ritualsToasts.saved);
      onDone();
      await reload();
    },
  });
}

export function useReviewRitual() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, reviewOn }: { id: string; reviewOn: string }) =>
      callApi('POST /api/rituals/:id/review', { params: { id }, body: { reviewOn } }),
    onSuccess: async () => {
      toast(ritualsToasts.reviewed);
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteRitual() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/rituals/:id', { params: { id } }),
    onSuccess: async () => {
      toast(ritualsToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}
