import type { Goal } from '@shared/contract/goals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { toast, toastError } from '@/lib/toast';
import { goalOneOnOneTexts as t } from './goal-page-texts';

/**
 * The goal page's part of the 1:1s (decision 037): the action items linked to the goal, and a point
 * made from it on one of the caller's 1:1s. The keys are the 1:1s' own (features/communication), so a
 * change on either page refreshes the other. Beside the goal page rather than in api/, so that it stays
 * in that page's chunk and /accountability does not load it.
 */

/** GET /api/goals/:goalId/action-items: the goal's action items of the caller's own 1:1s. */
export function useGoalActionItems(goalId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['goal-action-items', user?.id, goalId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/goals/:goalId/action-items', { signal, params: { goalId } })).items,
      enabled: Boolean(user),
    }),
  );
}

/** The caller's active 1:1s, whose next meeting a goal's point may go to. */
export function useActiveOneOnOnes() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['one-on-ones', user?.id, 'list'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/one-on-ones', { signal })).items,
      enabled: Boolean(user),
      select: (items) => items.filter((item) => item.status === 'active'),
    }),
  );
}

/** POST /api/one-on-ones/:id/points with the goal: "Add to my next 1:1". */
export function useAddGoalPoint(goal: Pick<Goal, 'id' | 'title' | 'health'>) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oneOnOneId }: { oneOnOneId: string; partner: string }) =>
      callApi('POST /api/one-on-ones/:id/points', {
        params: { id: oneOnOneId },
        body: { text: t.pointText(goal.title, goal.health === 'off_track'), goalId: goal.id },
      }),
    onSuccess: (_, { partner }) => toast({ title: t.added, description: t.addedTo(partner) }),
    onError: toastError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['one-on-ones', user?.id] }),
        queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
      ]),
  });
}
