import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { routeReady } from '@/router';

/**
 * A sign-in, by password or by single sign-on: the dashboard's code is fetched while the request is
 * on its way rather than after it (decision 053), and success greets the person and opens the
 * dashboard.
 */
export function useSigningIn<Input, Result>(
  request: (input: Input) => Promise<Result>,
  onError?: (error: Error) => void,
) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: Input) => {
      void routeReady('/dashboard');
      return request(input);
    },
    onSuccess: () => {
      toast(toasts.signedIn);
      void navigate('/dashboard', { replace: true });
    },
    onError,
  });
}
