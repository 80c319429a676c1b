import { BrandedPage } from '@/components/ui/brand';
import { VerifyEmail } from '@/features/mail/verify-email';

/** /verify-email (docs/product.md#e-mail-verification): opened from the mailed link, signed in or not. */
export default function VerifyEmailPage() {
  return (
    <BrandedPage>
      <VerifyEmail />
    </BrandedPage>
  );
}
