import type { CheckInInput, CreateGoalInput, GoalListQuery, UpdateGoalInput } from '@shared/contract/goals';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Caller, useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toastError } from '@/lib/toast';

/** The filters of a goal list, as GET /api/goals takes them (without the page). */
export type GoalFilters = Omit<GoalListQuery, 'limit' | 'cursor'>;

/**
 * GET /api/goals, a page at a time, newest first: the query `useGoals` reads, and the one the page's
 * first data fills before it renders (decision 056).
 */
export const goalsQuery = ({ user, callApi }: Caller, filters: GoalFilters, pageSize = 20) =>
  pagedQueryOptions({
    queryKey: ['goals', user?.id, 'list', filters, pageSize] as const,
    pageSize,
    fetchPage: (page, signal) => callApi('GET /api/goals', { signal, query: { ...filters, ...page } }),
    enabled: Boolean(user),
  });

export function useGoals(filters: GoalFilters, pageSize = 20) {
  return useInfiniteQuery(goalsQuery(useAuth(), filters, pageSize));
}

/** GET /api/goals/tree: the company's open goals with what each supports, under the mission. */
export function useGoalTree(enabled = true) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['goals', user?.id, 'tree'] as const,
      queryFn: ({ signal }) => callApi('GET /api/goals/tree', { signal }),
      enabled: Boolean(user) && enabled,
    }),
  );
}

/** GET /api/goals/:goalId: one goal with its key results, history and alignment. */
export function useGoal(goalId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['goals', user?.id, 'goal', goalId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/goals/:goalId', { params: { goalId }, signal })).goal,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/goals/:goalId/check-ins: the timeline, newest first, a page at a time. */
export function useCheckIns(goalId: string, pageSize = 20) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: ['goals', user?.id, 'check-ins', goalId, pageSize] as const,
      pageSize,
      fetchPage: (page, signal) =>
        callApi('GET /api/goals/:goalId/check-ins', { params: { goalId }, signal, query: page }),
      enabled: Boolean(user),
    }),
  );
}

/**
 * GET /api/goals/:goalId/key-results/:keyResultId/history: a key result's values before `cursor` (the
 * goal's `historyCursor`), newest first, a page at a time; asked for only once `enabled`.
 */
export function useKeyResultHistory(
  goalId: string,
  keyResultId: string,
  cursor: string | null,
  enabled: boolean,
) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['goals', user?.id, 'history', goalId, keyResultId, cursor] as const,
      queryFn: ({ signal, pageParam }) =>
        callApi('GET /api/goals/:goalId/key-results/:keyResultId/history', {
          params: { goalId, keyResultId },
          signal,
          query: { cursor: pageParam },
        }),
      initialPageParam: cursor ?? '',
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      enabled: Boolean(user) && enabled && cursor !== null,
    }),
  );
}

/** After a change: every goal query, and /api/me (the dashboard's goal figures). */
function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['goals', user?.id] }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
    ]);
}

/** A mutation of the goals that toasts its failure and reloads what it changed. */
function useGoalMutation<I, R>(send: (input: I) => Promise<R>, onSuccess?: (result: R, input: I) => void) {
  const reload = useReload();
  return useMutation({ mutationFn: send, onSuccess, onError: toastError, onSettled: reload });
}

export function useCreateGoal(onCreated: (goal: { id: string; title: string }) => void) {
  const { callApi } = useAuth();
  return useGoalMutation(
    async (body: CreateGoalInput) => (await callApi('POST /api/goals', { body })).goal,
    onCreated,
  );
}

export function useUpdateGoal(goalId: string, onSaved: (goal: { id: string; title: string }) => void) {
  const { callApi } = useAuth();
  return useGoalMutation(
    async (body: UpdateGoalInput) =>
      (await callApi('PATCH /api/goals/:goalId', { params: { goalId }, body })).goal,
    onSaved,
  );
}

export function useDeleteGoal(goalId: string, onDeleted: () => void) {
  const { callApi } = useAuth();
  return useGoalMutation(() => callApi('DELETE /api/goals/:goalId', { params: { goalId } }), onDeleted);
}

export function useCheckIn(goalId: string, onCheckedIn: () => void) {
  const { callApi } = useAuth();
  return useGoalMutation(
    (body: CheckInInput) => callApi('POST /api/goals/:goalId/check-ins', { params: { goalId }, body }),
    onCheckedIn,
  );
}
