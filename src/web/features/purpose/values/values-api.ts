import type { ValuesAnswerInput } from '@shared/values-in-practice-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { valuesTexts } from './values-texts';

const valuesKey = (userId: string | undefined, teamId: string | null) =>
  ['values-in-practice', userId, teamId] as const;

/** GET /api/values-in-practice: the open assessment and each value's figures, for the company or a team. */
export function valuesInPracticeQueryOptions(
  callApi: ReturnType<typeof useAuth>['callApi'],
  userId: string | undefined,
  teamId: string | null,
) {
  return queryOptions({
    queryKey: valuesKey(userId, teamId),
    queryFn: ({ signal }) =>
      callApi('GET /api/values-in-practice', { query: teamId ? { teamId } : {}, signal }),
    enabled: Boolean(userId),
  });
}

export function useValuesInPractice(teamId: string | null) {
  const { user, callApi } = useAuth();
  return useQuery(valuesInPracticeQueryOptions(callApi, user?.id, teamId));
}

/** Scores every value once this period; the page then reads that the answers are in. */
export function useAnswerValues() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuesAnswerInput) => callApi('POST /api/values-in-practice/responses', { body }),
    onSuccess: async () => {
      toast({ title: valuesTexts.sent });
      await queryClient.invalidateQueries({ queryKey: ['values-in-practice', user?.id] });
    },
    onError: toastError,
  });
}
