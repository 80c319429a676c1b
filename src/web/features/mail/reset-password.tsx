import { PASSWORD_INPUT_MIN_LENGTH } from '@shared/constants';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/mail-rules';
import { mailTexts } from '@shared/mail-texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestApi } from '@/lib/api-client';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { toast, toastError } from '@/lib/toast';
import { onValidSubmit } from '@/lib/validate-form';

const backToSignIn = (
  <Link
    to="/auth"
    className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
  >
    Back to sign in
  </Link>
);

/** Without a token: the address to send a link to. The answer is the same whether it has an account. */
function RequestLinkForm() {
  const [sent, setSent] = useState(false);
  const asking = useMutation({
    mutationFn: (body: { email: string }) => requestApi('POST /api/auth/password-reset', { body }),
    onSuccess: () => setSent(true),
    onError: toastError,
  });
  return (
    <Card className="w-full gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">Reset your password</CardTitle>
        <CardDescription className="text-balance">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 sm:px-6">
        {sent ? (
          <p role="status" className="rounded-lg bg-muted p-3 text-sm">
            {mailTexts.resetSent}
          </p>
        ) : (
          <form
            method="post"
            onSubmit={onValidSubmit(passwordResetRequestSchema, asking.mutate)}
            className="grid gap-4"
          >
            <div className="grid gap-2">
              <Label htmlFor="reset-email">Email</Label>
              <Input
                id="reset-email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                required
              />
            </div>
            <SubmitButton busy={asking.isPending} busyLabel="Sending...">
              Send reset link
            </SubmitButton>
          </form>
        )}
        <div className="text-center">{backToSignIn}</div>
      </CardContent>
    </Card>
  );
}

/** With the link's token: the new password, under sign-up's rules; success leads to sign-in. */
function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const setting = useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      requestApi('POST /api/auth/password-reset/confirm', { body }),
    onSuccess: () => {
      toast(mailTexts.passwordChanged);
      void navigate('/auth', { replace: true });
    },
    onError: toastError,
  });
  return (
    <Card className="w-full gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">Choose a new password</CardTitle>
        <CardDescription className="text-balance">
          At least 8 characters, with a lowercase and an uppercase letter and a digit. You will be signed out
          everywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 sm:px-6">
        <form
          method="post"
          onSubmit={onValidSubmit(passwordResetConfirmSchema, setting.mutate)}
          className="grid gap-4"
        >
          <input type="hidden" name="token" value={token} />
          <div className="grid gap-2">
            <Label htmlFor="reset-new-password">New password</Label>
            <Input
              id="reset-new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_INPUT_MIN_LENGTH}
              required
            />
          </div>
          <SubmitButton busy={setting.isPending} busyLabel="Saving...">
            Set new password
          </SubmitButton>
        </form>
        <div className="text-center">
          <Link
            to="/reset-password"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Send a new link
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** /reset-password: ask for a link, or, opened from one (`?token=`), set the new password. */
export function ResetPassword() {
  // Read from the location rather than with useSearchParams, which no other page uses: it would
  // go to the chunk every page shares.
  const token = new URLSearchParams(useLocation().search).get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}
