import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { tryAgainText } from '@/lib/texts';

/**
 * The guard of the protected pages (docs/product.md#screens): a spinner while auth and profile load; no user → /auth; no company → /company-setup;
 * otherwise the page. The profile is checked again on every path change after the first.
 */
export default function ProtectedRoute() {
  const { user, loading } = useAuth();
  const me = useMe();
  const { pathname } = useLocation();
  const { refetch } = me;
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  if (loading || (user && me.isPending)) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
        <p>We could not load your profile. {me.error.message}</p>
        <Button onClick={() => void refetch()}>{tryAgainText}</Button>
      </div>
    );
  }
  if (!me.data?.profile?.companyId) return <Navigate to="/company-setup" replace />;
  return <Outlet />;
}
