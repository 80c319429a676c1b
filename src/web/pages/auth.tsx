import { useState } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { BrandedPage } from '@/components/ui/brand';
import { AuthCard } from '@/features/auth/auth-card';
import { useAuth } from '@/lib/auth';
import { Navigate } from '@/lib/router';

/** /auth: sign in or sign up. A visitor who is already signed in goes to the dashboard. */
export default function AuthPage() {
  const { user, loading } = useAuth();
  // Once a form has gone to the server it navigates on success itself (sign-up to /company-setup);
  // redirecting here as well would race it.
  const [sent, setSent] = useState(false);

  if (loading) return <FullPageSpinner />;
  if (user && !sent) return <Navigate to="/dashboard" replace />;
  return (
    <BrandedPage>
      <AuthCard onSend={() => setSent(true)} />
    </BrandedPage>
  );
}
