import type { CalendarFeedStatus } from '@shared/contract/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { calendarFeedToasts } from './calendar-feed-texts';

const feedKey = (userId: string | undefined) => ['calendar-feed', userId] as const;

/** Whether the person has a calendar link, and since when; never the link. */
export function useCalendarFeed() {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: feedKey(user?.id),
    queryFn: async ({ signal }) => (await callApi('GET /api/calendar-feed', { signal })).feed,
    enabled: Boolean(user),
  });
}

/** Makes a new link (the old one stops working): its URL is in the answer, this once. */
export function useMakeCalendarFeed() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/calendar-feed'),
    onSuccess: ({ feed }) => queryClient.setQueryData<CalendarFeedStatus>(feedKey(user?.id), feed),
    onError: toastError,
  });
}

export function useTurnOffCalendarFeed() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('DELETE /api/calendar-feed'),
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(feedKey(user?.id), { exists: false, createdAt: null });
      toast(calendarFeedToasts.turnedOff);
    },
    onError: toastError,
  });
}
