import { apiMessages } from '@shared/messages';
import type { JoinRequestInput } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { meQueryKey } from '@/lib/me';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';

/** What the "Error" toast says when a join request fails (docs/product.md#toasts). */
function joinFailureMessage(error: Error): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'company_not_found') return apiMessages.companyNotFound;
    if (error.code === 'already_requested') return apiMessages.alreadyRequested;
  }
  return error.message || toasts.joinFailed;
}

/**
 * POST /api/join-requests. On success the person heads for the dashboard; without a company yet, the
 * guard sends them back to /company-setup, which now shows the pending request and waits for approval.
 */
export function useRequestToJoin() {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meKey = meQueryKey(user?.id);

  return useMutation({
    mutationFn: (input: JoinRequestInput) => callApi('POST /api/join-requests', { body: input }),
    onSuccess: () => {
      toast(toasts.requestSent);
      void queryClient.invalidateQueries({ queryKey: meKey });
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({ title: toasts.error, description: joinFailureMessage(error), variant: 'destructive' });
      if (error instanceof ApiRequestError && error.code === 'already_in_company') {
        void queryClient.invalidateQueries({ queryKey: meKey });
      }
    },
  });
}
