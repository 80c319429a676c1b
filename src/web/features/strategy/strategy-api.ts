import type { DecisionStatus } from '@shared/strategy-messages';
import type {
  CreateDecisionInput,
  DecideInput,
  StrategyInput,
  UpdateDecisionInput,
} from '@shared/strategy-rules';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentHistoryKey } from '@/components/documents/documents-api';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { strategyToasts } from './strategy-texts';

/** The strategy page's and decision records' API calls, shared by the two tabs. */

const strategyKey = (userId: string | undefined) => ['strategy', userId] as const;
const decisionsKey = (userId: string | undefined) => ['decisions', userId] as const;

/** GET /api/strategy. */
export function useStrategy() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: strategyKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/strategy', { signal })).strategy,
      enabled: Boolean(user),
    }),
  );
}

/** PUT /api/strategy; a stale version is the caller's to show (`onError`). */
export function usePutStrategy(onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StrategyInput) => callApi('PUT /api/strategy', { body }),
    onSuccess: async ({ strategy }) => {
      toast(strategyToasts.strategySaved);
      queryClient.setQueryData(strategyKey(user?.id), strategy);
      onDone();
      await queryClient.invalidateQueries({ queryKey: documentHistoryKey(user?.id) });
    },
  });
}

/** GET /api/decisions, by status, a page at a time. */
export function useDecisions(status: DecisionStatus | undefined) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery({
    queryKey: [...decisionsKey(user?.id), 'list', status ?? 'all'] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi('GET /api/decisions', {
        signal,
        query: { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(user),
  });
}

/** GET /api/teams: the teams a team record may belong to. */
export function useTeams() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['decision-teams', user?.id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/teams', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/decisions/:id. */
export function useDecision(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...decisionsKey(user?.id), 'one', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/decisions/:id', { signal, params: { id } })).record,
      enabled: Boolean(user),
    }),
  );
}

function useRefreshDecisions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: decisionsKey(user?.id) });
    await queryClient.invalidateQueries({ queryKey: documentHistoryKey(user?.id) });
  };
}

/** POST /api/decisions: `onDone` gets the new record's id. */
export function useCreateDecision(onDone: (id: string) => void) {
  const { callApi } = useAuth();
  const refresh = useRefreshDecisions();
  return useMutation({
    mutationFn: (body: CreateDecisionInput) => callApi('POST /api/decisions', { body }),
    onSuccess: async ({ record }) => {
      toast(strategyToasts.recordProposed);
      onDone(record.id);
      await refresh();
    },
    onError: toastError,
  });
}

/** PUT /api/decisions/:id; a stale version is the caller's to show (`onError`). */
export function useUpdateDecision(id: string, onDone: () => void) {
  const { callApi } = useAuth();
  const refresh = useRefreshDecisions();
  return useMutation({
    mutationFn: (body: UpdateDecisionInput) => callApi('PUT /api/decisions/:id', { params: { id }, body }),
    onSuccess: async () => {
      toast(strategyToasts.recordSaved);
      onDone();
      await refresh();
    },
  });
}

/** POST /api/decisions/:id/decide. */
export function useDecide(id: string) {
  const { callApi } = useAuth();
  const refresh = useRefreshDecisions();
  return useMutation({
    mutationFn: (body: DecideInput) => callApi('POST /api/decisions/:id/decide', { params: { id }, body }),
    onSuccess: async ({ record }) => {
      toast(record.status === 'accepted' ? strategyToasts.recordAccepted : strategyToasts.recordRejected);
      await refresh();
    },
    onError: async (error) => {
      toastError(error);
      await refresh();
    },
  });
}

/** The company goals a pillar or a record may carry: the open company goals the caller may read. */
export function useCompanyGoals() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['goals', user?.id, 'company-open'] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/goals', { signal, query: { level: 'company', limit: 100 } })).items,
      enabled: Boolean(user),
    }),
  );
}
