import { BrandedPage } from '@/components/ui/brand';
import { ResetPassword } from '@/features/mail/reset-password';

/** /reset-password (docs/product.md#password-reset): open to anyone, signed in or not. */
export default function ResetPasswordPage() {
  return (
    <BrandedPage>
      <ResetPassword />
    </BrandedPage>
  );
}
