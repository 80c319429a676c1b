import type { GrowthPlan } from '@shared/contract/growth';
import type { CreateGrowthItemInput, UpdateGrowthItemInput } from '@shared/growth-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { growthToasts } from './growth-texts';

/** The Growth plan tab's calls (decision 040): the plan, its choices, its items' writes, the tips. */

const planKey = (userId: string | undefined, personId: string | null) =>
  ['growth-plan', userId, personId ?? 'mine'] as const;

/** GET /api/growth-plan, or a person's through GET /api/people/:userId/growth-plan. */
export function useGrowthPlan(personId: string | null) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: planKey(user?.id, personId),
      queryFn: async ({ signal }): Promise<GrowthPlan> =>
        personId
          ? (await callApi('GET /api/people/:userId/growth-plan', { params: { userId: personId }, signal }))
              .plan
          : (await callApi('GET /api/growth-plan', { signal })).plan,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/growth-plan/choices: the dialog's pickers and the caller's active 1:1s. */
export function useGrowthChoices(enabled = true) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['growth-choices', user?.id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/growth-plan/choices', { signal })).choices,
      enabled: Boolean(user) && enabled,
    }),
  );
}

function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKey(user?.id, null) });
}

export function useCreateGrowthItem(onDone: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateGrowthItemInput) => callApi('POST /api/growth-items', { body }),
    onSuccess: async () => {
      toast(growthToasts.added);
      onDone();
      await reload();
    },
    onError: toastError,
  });
}

/** Changes an item, or marks it done or not; `onDone` (an edit dialog's close) once saved. */
export function useUpdateGrowthItem(onDone?: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGrowthItemInput & { id: string }) =>
      callApi('PATCH /api/growth-items/:id', { params: { id }, body }),
    onSuccess: async () => {
      onDone?.();
      await reload();
    },
    onError: toastError,
  });
}

export function useDeleteGrowthItem() {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /api/growth-items/:id', { params: { id } }),
    onSuccess: async () => {
      toast(growthToasts.deleted);
      await reload();
    },
    onError: toastError,
  });
}

/** "Put on next 1:1": the item becomes a point of that 1:1's next agenda. */
export function usePutOnAgenda(onDone?: () => void) {
  const { callApi } = useAuth();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, oneOnOneId }: { id: string; oneOnOneId: string }) =>
      callApi('POST /api/growth-items/:id/agenda', { params: { id }, body: { oneOnOneId } }),
    onSuccess: async ({ item }) => {
      toast(growthToasts.onAgenda(item.onOneOnOne?.with ?? null));
      onDone?.();
      await reload();
    },
    onError: toastError,
  });
}

/** "Add to Today": a day item pulled from the growth item (POST /api/today/items). */
export function useAddToToday() {
  const { callApi } = useAuth();
  const reload = useReload();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (growthItemId: string) => callApi('POST /api/today/items', { body: { growthItemId } }),
    onSuccess: async () => {
      toast(growthToasts.onToday);
      await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['today'] })]);
    },
    onError: toastError,
  });
}

const tipsKey = (userId: string | undefined, trackId: string | null) =>
  ['learning-tips', userId, trackId ?? 'first'] as const;

/** GET /api/learning-tips: this week's tips for a track's competencies. */
export function useLearningTips(trackId: string | null) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: tipsKey(user?.id, trackId),
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/learning-tips', { query: trackId ? { trackId } : {}, signal })).tips,
      enabled: Boolean(user),
    }),
  );
}

/** Writes a tip (`text`), or deletes it (null). */
export function useSaveTip() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      competencyId,
      week,
      text,
    }: {
      competencyId: string;
      week: string;
      text: string | null;
    }) => {
      if (text === null)
        await callApi('DELETE /api/learning-tips/:competencyId/:week', { params: { competencyId, week } });
      else
        await callApi('PUT /api/learning-tips/:competencyId/:week', {
          params: { competencyId, week },
          body: { text },
        });
      return text;
    },
    onSuccess: async (text) => {
      toast(text === null ? growthToasts.tipDeleted : growthToasts.tipSaved);
      await queryClient.invalidateQueries({ queryKey: ['learning-tips', user?.id] });
    },
    onError: toastError,
  });
}
