import { useAuth } from '@/lib/auth';
import { useSigningIn } from './signing-in';

/** POST /api/auth/token with a single sign-on's one-time code; the hand-off page says what failed. */
export function useSignInWithSso() {
  const { signInWithSso } = useAuth();
  return useSigningIn(signInWithSso);
}
