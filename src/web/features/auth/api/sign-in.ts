import type { SignInInput } from '@shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { routeReady } from '@/router';
import { authFailureToast } from '../failure-toast';

/**
 * POST /api/auth/token with a password; success greets the person and opens the dashboard, whose code
 * is fetched while the password is checked rather than after.
 */
export function useSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SignInInput) => {
      void routeReady('/dashboard');
      return signIn(input);
    },
    onSuccess: () => {
      toast(toasts.signedIn);
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => toast(authFailureToast(error, toasts.signInFailed)),
  });
}
