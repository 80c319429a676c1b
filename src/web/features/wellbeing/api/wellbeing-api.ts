import type { MoodEntryInput, PulseResponseInput, PulseStatus } from '@shared/contract/wellbeing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toast, toastError } from '@/lib/toast';
import { wellbeingToasts } from '../wellbeing-texts';

const moodKey = (userId: string | undefined) => ['mood', userId] as const;

/**
 * GET /api/pulse's key. Company Settings reads the same answer under it (features/settings/api/
 * pulse-settings.ts), so both share one cache.
 */
const pulseKey = (userId: string | undefined) => ['pulse', userId] as const;

/** GET /api/mood: the person's own check-ins from `from` to `to` (both included), oldest first. */
export function useMoodHistory(from: string, to: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...moodKey(user?.id), from, to] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/mood', { signal, query: { from, to } })).items,
      enabled: Boolean(user),
    }),
  );
}

/** After a check-in is saved or deleted: the history moves. */
function useReloadMood() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moodKey(user?.id) });
}

/** PUT /api/mood/:day: the day's check-in, which replaces any earlier one of that day. */
export function useSaveMood(day: string) {
  const { callApi } = useAuth();
  const reload = useReloadMood();
  return useMutation({
    mutationFn: async (body: MoodEntryInput) =>
      (await callApi('PUT /api/mood/:day', { params: { day }, body })).entry,
    onSuccess: () => toast(wellbeingToasts.saved),
    onError: toastError,
    onSettled: reload,
  });
}

/** DELETE /api/mood/:day. */
export function useDeleteMood(onDeleted: (day: string) => void) {
  const { callApi } = useAuth();
  const reload = useReloadMood();
  return useMutation({
    mutationFn: (day: string) => callApi('DELETE /api/mood/:day', { params: { day } }),
    onSuccess: (_, day) => onDeleted(day),
    onError: toastError,
    onSettled: reload,
  });
}

/** GET /api/pulse: the period open now, its questions, whether the person answered, the settings. */
export function usePulseStatus() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: pulseKey(user?.id),
      queryFn: ({ signal }) => callApi('GET /api/pulse', { signal }),
      enabled: Boolean(user),
    }),
  );
}

/** Whether a failed answer was refused because the person had already answered this period. */
export const isAlreadyAnswered = (error: Error | null) =>
  error instanceof ApiRequestError && error.code === 'already_answered';

/**
 * POST /api/pulse/responses. Answered, or refused as already answered, the period shows as answered
 * at once; /api/me is asked again so that the dashboard's prompt goes.
 */
export function useAnswerPulse() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  const markAnswered = () => {
    queryClient.setQueryData<PulseStatus>(
      pulseKey(user?.id),
      (status) => status && { ...status, answered: true },
    );
    void queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) });
  };
  return useMutation({
    mutationFn: (body: PulseResponseInput) => callApi('POST /api/pulse/responses', { body }),
    onSuccess: () => {
      markAnswered();
      toast(wellbeingToasts.answered);
    },
    onError: (error) => (isAlreadyAnswered(error) ? markAnswered() : toastError(error)),
  });
}
