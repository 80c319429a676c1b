import { mailMessages } from '@shared/mail-messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { requestApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { Link, useLocation } from '@/lib/router';

export const verifiedText = 'Your e-mail address is verified.';

/** /verify-email?token=: verifies the address at once, then offers the way on. */
export function VerifyEmail() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { user } = useAuth();
  const verifying = useMutation({
    mutationFn: () => requestApi('POST /api/auth/verify-email', { body: { token } }),
  });
  const { mutate } = verifying;
  useEffect(() => mutate(), [mutate]);

  const next = user ? { to: '/dashboard', label: 'Go to the dashboard' } : { to: '/auth', label: 'Sign in' };
  const done = verifying.isSuccess;
  const failed = verifying.isError || !token;
  return (
    <Card className="w-full gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">
          {done ? 'Address verified' : failed ? 'Link not valid' : 'Verifying...'}
        </CardTitle>
        <CardDescription role="status" className="text-balance">
          {done
            ? verifiedText
            : failed
              ? (verifying.error?.message ?? mailMessages.invalidVerificationToken)
              : 'One moment while we check your link.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center px-5 sm:px-6">
        {done || failed ? (
          <Link to={next.to} className={buttonVariants()}>
            {next.label}
          </Link>
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}
