import { Spinner } from '@/components/ui/spinner';
import { Landing } from '@/features/landing/landing';
import { useAuth } from '@/lib/auth';
import { Navigate } from '@/lib/router';

/** The landing page (docs/product.md#screens): signed-in people go straight to their dashboard. */
export default function LandingPage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner className="min-h-svh" />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Landing />;
}
