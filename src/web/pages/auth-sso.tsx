import { BrandedPage } from '@/components/ui/brand';
import { SsoHandoff } from '@/features/auth/sso-handoff';

/** /auth/sso: a single sign-on's landing, which trades its one-time code for a session (decision 047). */
export default function AuthSsoPage() {
  return (
    <BrandedPage>
      <SsoHandoff />
    </BrandedPage>
  );
}
