import type { PulseSettingsInput, PulseStatus } from '@shared/contract/wellbeing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { settingsToasts } from '../settings-texts';

/**
 * GET /api/pulse, whose `settings` are the pulse's cadence and threshold. The key is /wellbeing's
 * (features/wellbeing/api/wellbeing-api.ts), so both share one cache.
 */
const pulseKey = (userId: string | undefined) => ['pulse', userId] as const;

export function usePulseSettings() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: pulseKey(user?.id),
      queryFn: ({ signal }) => callApi('GET /api/pulse', { signal }),
      select: (status) => status.settings,
      enabled: Boolean(user),
    }),
  );
}

/** PATCH /api/pulse/settings; the answer's settings go into the cached status. */
export function useUpdatePulseSettings() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PulseSettingsInput) =>
      (await callApi('PATCH /api/pulse/settings', { body })).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData<PulseStatus>(
        pulseKey(user?.id),
        (status) => status && { ...status, settings },
      );
      toast(settingsToasts.pulseSaved);
    },
    onError: toastError,
  });
}
