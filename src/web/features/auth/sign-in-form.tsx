import { PASSWORD_INPUT_MIN_LENGTH } from '@shared/constants';
import { signInSchema } from '@shared/schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link, useLocation } from '@/lib/router';
import { onValidSubmit } from '@/lib/validate-form';
import { useSignIn } from './api/sign-in';

/**
 * Single sign-on's parts (decision 047), one chunk loaded when first needed: "Sign in with
 * {provider}" once a whole address is typed, and why a sign-in came back refused.
 */
const ssoParts = () => import('./sso-parts');
const SsoOffer = lazy(() => ssoParts().then((parts) => ({ default: parts.SsoOffer })));
const SsoError = lazy(() => ssoParts().then((parts) => ({ default: parts.SsoError })));

/** Enough of an address to ask about its domain; the server checks it properly. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Email and password; success greets the person and opens the dashboard. Under the form, for an
 * address whose company signs in with its identity provider, the button to sign in with it; above it,
 * why such a sign-in came back refused (`?sso_error=`).
 */
export function SignInForm({ onSend }: { onSend?: () => void }) {
  const signingIn = useSignIn();
  const ssoError = new URLSearchParams(useLocation().search).get('sso_error');
  const [email, setEmail] = useState('');
  const typed = (event: { currentTarget: HTMLInputElement }) => setEmail(event.currentTarget.value.trim());
  const emailField = useRef<HTMLInputElement>(null);
  // An address typed into the prerendered page before the app took over is moved into the field
  // without an input event (main.tsx, before this effect runs): read it once.
  useEffect(() => setEmail(emailField.current?.value.trim() ?? ''), []);
  const submit = onValidSubmit(signInSchema, (input) => {
    onSend?.();
    signingIn.mutate(input);
  });

  return (
    <>
      {ssoError && (
        <Suspense fallback={null}>
          <SsoError reason={ssoError} />
        </Suspense>
      )}
      {/* POST: a submit before the script has taken over the prerendered page must not put the
          password in the address. */}
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
            ref={emailField}
            onChange={typed}
            onBlur={typed}
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
      {WHOLE_ADDRESS.test(email) && (
        <Suspense fallback={null}>
          <SsoOffer email={email} />
        </Suspense>
      )}
    </>
  );
}
