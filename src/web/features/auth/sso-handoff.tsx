import { ssoMessages } from '@shared/sso-messages';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useSignInWithSso } from './api/sign-in-with-sso';

/** The one-time code in `#code=…`, or null. */
const codeIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('code');

/**
 * /auth/sso#code=…: where a single sign-on lands (decision 047). The code is taken from the fragment
 * (never sent to a server by the browser), the fragment cleared from the address at once, and the code
 * traded for a session, once; then the dashboard. A code that is spent, expired or missing says so
 * and leads back to the sign-in page.
 */
export function SsoHandoff() {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => codeIn(location.hash));
  const signingIn = useSignInWithSso();
  const { mutate } = signingIn;
  const sent = useRef(false);
  useEffect(() => {
    // Not even the browser's history keeps the code.
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  useEffect(() => {
    // Once, even where effects run twice: a second trade of the code would be refused.
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code);
  }, [code, mutate]);

  const failed = !code || signingIn.isError;
  return (
    <Card className="w-full gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">{failed ? 'Sign-in link not valid' : 'Signing in'}</CardTitle>
        <CardDescription role="status" className="text-balance">
          {failed ? ssoMessages.handoffFailed : ssoMessages.handoffWorking}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center px-5 sm:px-6">
        {failed ? (
          <Link to="/auth" className={buttonVariants()}>
            Sign in
          </Link>
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}
