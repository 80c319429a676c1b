import { useAuth } from '@/lib/auth';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { authFailureToast } from '../failure-toast';
import { useSigningIn } from './signing-in';

/** POST /api/auth/token with a password; a refusal says why in a toast. */
export function useSignIn() {
  const { signIn } = useAuth();
  return useSigningIn(signIn, (error) => toast(authFailureToast(error, toasts.signInFailed)));
}
