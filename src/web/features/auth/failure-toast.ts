import { ApiRequestError } from '@/lib/api-client';
import { toasts } from '@/lib/texts';
import type { ToastMessage } from '@/lib/toast';

/**
 * The toast for a sign-in or sign-up that did not succeed (docs/product.md#toasts): a request the server
 * refused shows its message under `rejectedTitle`; anything else (no network, rate limit, server
 * failure, a bug) is an "Error" with its message, or "An unexpected error occurred" when it has none.
 */
export function authFailureToast(error: unknown, rejectedTitle: string): ToastMessage {
  const message = error instanceof Error ? error.message : '';
  const rejected = error instanceof ApiRequestError && !error.transient;
  return {
    title: rejected ? rejectedTitle : toasts.error,
    description: message || toasts.unexpectedError,
    variant: 'destructive',
  };
}
