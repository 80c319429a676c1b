import type { CreateOneOnOneInput } from '@shared/communication-rules';
import type { ActionItem, OneOnOne } from '@shared/contract/communication';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toast, toastError } from '@/lib/toast';
import { oneOnOneToasts } from '../one-on-ones-texts';

/** Every 1:1 answer lives under this root, so one invalidation refreshes the list, a 1:1 and its history. */
const rootKey = (userId: string | undefined) => ['one-on-ones', userId] as const;
const goalItemsKey = (userId: string | undefined) => ['goal-action-items', userId] as const;

/** A meeting's history page: small, as each meeting carries its points. */
const MEETINGS_PAGE = 5;

/** GET /api/one-on-ones: the caller's proposed and active 1:1s, the soonest first. */
export function useOneOnOnes() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), 'list'] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/one-on-ones', { signal })).items,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/one-on-ones/:id: one 1:1 with its next meeting's agenda and action items. */
export function useOneOnOne(id: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: [...rootKey(user?.id), 'one', id] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/one-on-ones/:id', { signal, params: { id } })).oneOnOne,
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/one-on-ones/:id/meetings: the meetings held, newest first, a page at a time. */
export function useMeetings(id: string) {
  const { user, callApi } = useAuth();
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: [...rootKey(user?.id), 'meetings', id] as const,
      pageSize: MEETINGS_PAGE,
      fetchPage: (query, signal) =>
        callApi('GET /api/one-on-ones/:id/meetings', { signal, params: { id }, query }),
      enabled: Boolean(user),
    }),
  );
}

/** GET /api/one-on-ones/meetings/:meetingId/notes: the caller's own notes on a meeting. */
export function useNote(meetingId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['one-on-one-note', user?.id, meetingId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/one-on-ones/meetings/:meetingId/notes', { signal, params: { meetingId } }))
          .note,
      enabled: Boolean(user),
    }),
  );
}

/**
 * After any change: the 1:1s, the dashboard's cards (in /api/me) and the goal pages' lists of items
 * (features/goals reads them under this key).
 */
function useReload() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rootKey(user?.id) }),
      queryClient.invalidateQueries({ queryKey: meQueryKey(user?.id) }),
      queryClient.invalidateQueries({ queryKey: goalItemsKey(user?.id) }),
    ]);
}

/** A change to a 1:1: the toast on failure and the reload afterwards are the same for all. */
function useChange<I, O>(send: (input: I) => Promise<O>, onDone?: (output: O, input: I) => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: send,
    onSuccess: onDone,
    onError: toastError,
    onSettled: reload,
  });
}

/** POST /api/one-on-ones: set up a 1:1 (active at once for a lead and their team's member). */
export function useProposeOneOnOne(onDone: (oneOnOne: OneOnOne) => void) {
  const { callApi } = useAuth();
  return useChange(
    async (body: CreateOneOnOneInput) => (await callApi('POST /api/one-on-ones', { body })).oneOnOne,
    (oneOnOne) => {
      toast(oneOnOne.status === 'active' ? oneOnOneToasts.started : oneOnOneToasts.proposed);
      onDone(oneOnOne);
    },
  );
}

export function useAcceptOneOnOne() {
  const { callApi } = useAuth();
  return useChange(
    async (id: string) => (await callApi('POST /api/one-on-ones/:id/accept', { params: { id } })).oneOnOne,
    () => toast(oneOnOneToasts.accepted),
  );
}

/** DELETE /api/one-on-ones/:id: decline a proposal, or withdraw one's own. */
export function useDeclineOneOnOne() {
  const { callApi } = useAuth();
  return useChange(
    (id: string) => callApi('DELETE /api/one-on-ones/:id', { params: { id } }),
    () => toast(oneOnOneToasts.declined),
  );
}

export function useEndOneOnOne(onDone: () => void) {
  const { callApi } = useAuth();
  return useChange(
    (id: string) => callApi('POST /api/one-on-ones/:id/end', { params: { id } }),
    () => {
      toast(oneOnOneToasts.ended);
      onDone();
    },
  );
}

export function useAddPoint(id: string, onDone?: () => void) {
  const { callApi } = useAuth();
  return useChange(
    (body: { text: string; goalId?: string }) =>
      callApi('POST /api/one-on-ones/:id/points', { params: { id }, body }),
    () => onDone?.(),
  );
}

export function useUpdatePoint(id: string) {
  const { callApi } = useAuth();
  return useChange((input: { pointId: string; text?: string; ticked?: boolean }) => {
    const { pointId, ...body } = input;
    return callApi('PATCH /api/one-on-ones/:id/points/:pointId', { params: { id, pointId }, body });
  });
}

export function useDeletePoint(id: string) {
  const { callApi } = useAuth();
  return useChange((pointId: string) =>
    callApi('DELETE /api/one-on-ones/:id/points/:pointId', { params: { id, pointId } }),
  );
}

export function useOrderPoints(id: string) {
  const { callApi } = useAuth();
  return useChange((pointIds: string[]) =>
    callApi('PUT /api/one-on-ones/:id/points/order', { params: { id }, body: { pointIds } }),
  );
}

export function useHoldMeeting(id: string) {
  const { callApi } = useAuth();
  return useChange(
    (meetingId: string) =>
      callApi('POST /api/one-on-ones/:id/meetings/:meetingId/held', { params: { id, meetingId } }),
    () => toast(oneOnOneToasts.held),
  );
}

export function useSaveNote(meetingId: string) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (
        await callApi('PUT /api/one-on-ones/meetings/:meetingId/notes', {
          params: { meetingId },
          body: { body },
        })
      ).note,
    onSuccess: (note) => {
      queryClient.setQueryData(['one-on-one-note', user?.id, meetingId], note);
      toast(oneOnOneToasts.noteSaved);
    },
    onError: toastError,
  });
}

interface NewActionItem {
  oneOnOneId: string;
  ownerId: string;
  text: string;
  dueOn?: string | null;
  goalId?: string | null;
}

export function useCreateActionItem(onDone?: (item: ActionItem) => void) {
  const { callApi } = useAuth();
  return useChange(
    async (body: NewActionItem) => (await callApi('POST /api/action-items', { body })).actionItem,
    (item) => onDone?.(item),
  );
}

/** PATCH /api/action-items/:itemId { done }: tick an action item done, or not done. */
export function useTickActionItem() {
  const { callApi } = useAuth();
  return useChange((input: { itemId: string; done: boolean }) =>
    callApi('PATCH /api/action-items/:itemId', {
      params: { itemId: input.itemId },
      body: { done: input.done },
    }),
  );
}

/** The open goals both people may see (shown to the whole company), for an action item's goal. */
export function useSharedGoals() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['goals', user?.id, 'company-visible'] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/goals', { signal, query: { limit: 50 } })).items.filter(
          (goal) => goal.visibility === 'company',
        ),
      enabled: Boolean(user),
    }),
  );
}

/**
 * The company's time zone, which a 1:1's day and time are in: from GET /api/company, under the key
 * and in the shape Company Settings reads it, so the two share one cache.
 */
export function useCompanyTimeZone() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['company', user?.id] as const,
      queryFn: async ({ signal }) => (await callApi('GET /api/company', { signal })).company,
      enabled: Boolean(user),
    }),
  ).data?.timeZone;
}
