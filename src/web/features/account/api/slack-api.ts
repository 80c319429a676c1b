import type { SlackLinkStatus } from '@shared/contract/slack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { slackToasts } from '../slack-texts';

const slackKey = (userId: string | undefined) => ['slack-link', userId] as const;

/** While a code waits to be typed in Slack, how often the card asks whether it was. */
const WAITING_POLL_MS = 3000;

/**
 * Whether the company's Slack command is on and the person linked. While `waitingUntil` (a code's
 * expiry) is ahead and the person is not linked yet, asked again every few seconds: the card turns to
 * Linked on its own once the code is typed in Slack.
 */
export function useSlackLink(waitingUntil: string | undefined) {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: slackKey(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/me/slack', { signal }),
    enabled: Boolean(user),
    refetchInterval: (query) =>
      waitingUntil && !query.state.data?.linked && Date.now() < Date.parse(waitingUntil)
        ? WAITING_POLL_MS
        : false,
  });
}

/** A code to type in Slack, replacing any earlier one: it is in the answer, and nowhere else. */
export function useMakeSlackCode() {
  const { callApi } = useAuth();
  return useMutation({
    mutationFn: () => callApi('POST /api/me/slack-link'),
    onError: toastError,
  });
}

export function useUnlinkSlack(onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('DELETE /api/me/slack'),
    onSuccess: () => {
      queryClient.setQueryData<SlackLinkStatus>(slackKey(user?.id), (status) =>
        status ? { available: status.available, linked: false } : status,
      );
      onDone();
      toast(slackToasts.unlinked);
    },
    onError: toastError,
  });
}
