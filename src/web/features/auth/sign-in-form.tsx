import { PASSWORD_INPUT_MIN_LENGTH } from '@shared/constants';
import { signInSchema } from '@shared/schemas';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { onValidSubmit } from '@/lib/validate-form';
import { useSignIn } from './api/sign-in';

/** Email and password; success greets the person and opens the dashboard. */
export function SignInForm({ onSend }: { onSend?: () => void }) {
  const signingIn = useSignIn();
  const submit = onValidSubmit(signInSchema, (input) => {
    onSend?.();
    signingIn.mutate(input);
  });

  return (
    // POST: a submit before the script has taken over the prerendered page must not put the password
    // in the address.
    <form method="post" onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="sign-in-password">Password</Label>
          <Link
            to="/reset-password"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          minLength={PASSWORD_INPUT_MIN_LENGTH}
          required
        />
      </div>
      <SubmitButton busy={signingIn.isPending} busyLabel="Signing in..." className="mt-2">
        Sign In
      </SubmitButton>
    </form>
  );
}
