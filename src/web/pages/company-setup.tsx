import { FullPageSpinner } from '@/components/full-page-spinner';
import { BrandedPage } from '@/components/ui/brand';
import { CompanySetupCard } from '@/features/company-setup/company-setup-card';
import { ProfileLoadError } from '@/features/company-setup/profile-load-error';
import { SignOutButton } from '@/features/company-setup/sign-out-button';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { Navigate } from '@/lib/router';

/**
 * /company-setup (docs/product.md#join-requests, and #improvements item 6): signed-in people without a company create one or
 * ask to join one. While a request is pending, /api/me is polled, and approval opens the dashboard.
 */
export default function CompanySetupPage() {
  const { user, loading } = useAuth();
  const me = useMe({ pollWhilePending: true });

  if (loading || (user && me.isPending)) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (me.data?.profile?.companyId) return <Navigate to="/dashboard" replace />;
  return (
    <BrandedPage corner={<SignOutButton />}>
      {me.data ? (
        <CompanySetupCard joinRequests={me.data.joinRequests} />
      ) : (
        <ProfileLoadError message={me.error?.message ?? ''} onRetry={() => void me.refetch()} />
      )}
    </BrandedPage>
  );
}
