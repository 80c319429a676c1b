import { useDeferredValue, useEffect, useRef } from 'react';
import { PageAllowedProvider } from '@/components/page-skeleton';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { usePrerendering } from '@/lib/prerendering';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { tryAgainText } from '@/lib/texts';

/** Where the guard stands: still checking, or what it found. */
type Verdict = 'checking' | 'signed-out' | 'failed' | 'no-company' | 'member';

/**
 * The guard of the protected pages (docs/product.md#screens): while auth and profile load, the app's
 * shell (sidebar and top bar) with the page's skeleton and its Loading... spinner; no user → /auth; no
 * company → /company-setup; otherwise the page. The profile is checked again on every path change
 * after the first.
 *
 * That shell, rendered at build time, is what a member's page paints from HTML before any script runs
 * (decision 025). The verdict is a deferred value that starts as "checking": the first render is
 * that shell even when the profile is already in (a member's page asks for it as its HTML arrives),
 * and the page follows in a render and a commit of its own, in the background. Committed together,
 * the shell and the page were one long task on a phone (decision 053).
 */
export default function ProtectedRoute() {
  const { user, loading } = useAuth();
  const me = useMe();
  const prerendering = usePrerendering();
  const { pathname } = useLocation();
  const { refetch } = me;
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  let verdict: Verdict = 'member';
  if (prerendering || loading || (user && me.isPending)) verdict = 'checking';
  else if (!user) verdict = 'signed-out';
  else if (me.isError) verdict = 'failed';
  else if (!me.data?.profile?.companyId) verdict = 'no-company';
  const shown = useDeferredValue(verdict, 'checking');

  if (shown === 'signed-out') return <Navigate to="/auth" replace />;
  if (shown === 'no-company') return <Navigate to="/company-setup" replace />;
  if (shown === 'failed') {
    return (
      <div role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
        <p>We could not load your profile. {me.error?.message}</p>
        <Button onClick={() => void refetch()}>{tryAgainText}</Button>
      </div>
    );
  }
  // The same element while checking and after: the layout stays, and only the page replaces its skeleton.
  return (
    <PageAllowedProvider value={shown === 'member'}>
      <Outlet />
    </PageAllowedProvider>
  );
}
