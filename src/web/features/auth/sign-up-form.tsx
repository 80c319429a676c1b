import { PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MIN } from '@shared/constants';
import { signUpSchema } from '@shared/schemas';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { onValidSubmit } from '@/lib/validate-form';
import { useSignUp } from './api/sign-up';

/** Full name, email and password; a new account goes on to company setup. */
export function SignUpForm({ onSend }: { onSend?: () => void }) {
  const signingUp = useSignUp();
  const submit = onValidSubmit(signUpSchema, (input) => {
    onSend?.();
    signingUp.mutate(input);
  });

  return (
    // POST: a submit before the script has taken over the prerendered page must not put the password
    // in the address.
    <form method="post" onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="sign-up-full-name">Full Name</Label>
        <Input id="sign-up-full-name" name="fullName" autoComplete="name" placeholder="Kai Kahale" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-up-email">Email</Label>
        <Input
          id="sign-up-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-up-password">Password</Label>
        <Input
          id="sign-up-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="sign-up-password-hint"
          minLength={PASSWORD_INPUT_MIN_LENGTH}
          required
        />
        <p id="sign-up-password-hint" className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN} characters, with an uppercase letter, a lowercase letter and a number.
        </p>
      </div>
      <SubmitButton busy={signingUp.isPending} busyLabel="Creating account..." className="mt-2">
        Create Account
      </SubmitButton>
    </form>
  );
}
