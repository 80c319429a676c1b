import type { SignUpInput } from '@shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { authFailureToast } from '../failure-toast';

/** POST /api/auth/signup; the new account goes on to company setup. */
export function useSignUp() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SignUpInput) => signUp(input),
    onSuccess: () => {
      toast(toasts.signedUp);
      void navigate('/company-setup', { replace: true });
    },
    onError: (error) => toast(authFailureToast(error, toasts.signUpFailed)),
  });
}
