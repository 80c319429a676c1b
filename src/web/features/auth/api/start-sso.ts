import { useMutation } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';
import { toastError } from '@/lib/toast';

/** Where the page goes to leave the app for the provider; a test puts its own in place, and back. */
export const leaveFor = { provider: (url: string) => window.location.assign(url) };

/**
 * POST /api/auth/sso/start, then off to the provider: the page leaves, so the button stays busy. A
 * refusal (the provider cannot be reached) is a toast, and the form stays.
 */
export function useStartSso() {
  return useMutation({
    mutationFn: (email: string) => requestApi('POST /api/auth/sso/start', { body: { email } }),
    onSuccess: ({ url }) => leaveFor.provider(url),
    onError: toastError,
  });
}
