import type { CompanionModelSettings } from '@shared/contract/companion';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { companionModelTexts as texts } from '../companion-model-texts';

const modelKey = (userId: string | undefined) => ['companion-model', userId] as const;

/** GET /api/companion/model: the company's switch, limits and this month's use (admins). */
export function useCompanionModel() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: modelKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/companion/model', { signal })).model,
      enabled: Boolean(user),
    }),
  );
}

/** PUT /api/companion/model; the companion's page reads the model's state again. */
export function usePutCompanionModel() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => (await callApi('PUT /api/companion/model', { body: { on } })).model,
    onSuccess: (model: CompanionModelSettings) => {
      queryClient.setQueryData(modelKey(user?.id), model);
      void queryClient.invalidateQueries({ queryKey: ['companion', user?.id] });
      toast(model.on ? texts.turnedOn : texts.turnedOff);
    },
    onError: toastError,
  });
}
