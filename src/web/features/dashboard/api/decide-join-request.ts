import type { JoinRequestForReview } from '@shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toasts } from '@/lib/texts';
import { toast, toastError } from '@/lib/toast';
import { getPendingJoinRequestsQueryOptions } from './get-pending-join-requests';

export type JoinRequestDecision = 'approve' | 'reject';

export interface DecideJoinRequestInput {
  request: JoinRequestForReview;
  decision: JoinRequestDecision;
}

/** The name an admin knows a requester by; the email when the profile has no name. */
export const requesterName = (request: JoinRequestForReview) =>
  request.user.fullName?.trim() || request.user.email;

/**
 * Approves or rejects one join request, toasts the outcome and reloads the list. A request someone else
 * already decided (409) or that is gone (404) toasts the server's message; the reload then drops it.
 */
export function useDecideJoinRequest() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: DecideJoinRequestInput) =>
      auth.callApi(`POST /api/join-requests/:id/${decision}`, { params: { id: request.id } }),
    onSuccess: (_result, { request, decision }) => {
      const text = decision === 'approve' ? toasts.requestApproved : toasts.requestRejected;
      toast({ title: text.title, description: text.description(requesterName(request)) });
    },
    onError: toastError,
    // Returned, so the buttons stay busy until the list no longer shows the decided request.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPendingJoinRequestsQueryOptions(auth).queryKey }),
  });
}
