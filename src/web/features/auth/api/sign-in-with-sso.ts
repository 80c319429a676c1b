import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';

/** POST /api/auth/token with a single sign-on's one-time code; success greets the person and opens the dashboard. */
export function useSignInWithSso() {
  const { signInWithSso } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (code: string) => signInWithSso(code),
    onSuccess: () => {
      toast(toasts.signedIn);
      void navigate('/dashboard', { replace: true });
    },
  });
}
