import { SSO_ERROR_REASONS, type SsoErrorReason, ssoErrorTexts, ssoMessages } from '@shared/sso-messages';
import { Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSsoLookup } from './api/lookup-sso';
import { useStartSso } from './api/start-sso';

/**
 * Single sign-on's parts of the sign-in page (decision 047), in a chunk of their own that the page's
 * first load does not carry: loaded once a whole address is typed, or when a refused sign-in comes
 * back with its reason (sign-in-form.tsx).
 */

/** How long the address must stay as typed before its domain is looked up. */
export const SSO_LOOKUP_DELAY_MS = 400;

/**
 * "Sign in with {provider}" under the sign-in form, for an address whose domain signs in with its
 * company's provider (decision 047).
 */
export function SsoOffer({ email }: { email: string }) {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email), SSO_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const lookup = useSsoLookup(settled);
  const starting = useStartSso();
  const sso = settled === email ? lookup.data?.sso : null;
  if (!sso) return null;
  // Success leaves the page for the provider: the button stays busy until it has gone.
  const busy = starting.isPending || starting.isSuccess;
  return (
    <div className="mt-4 grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={() => starting.mutate(email)}
      >
        {busy && <Loader2Icon aria-hidden className="animate-spin" />}
        {ssoMessages.button(sso.providerName)}
      </Button>
    </div>
  );
}

const isReason = (value: string): value is SsoErrorReason =>
  (SSO_ERROR_REASONS as readonly string[]).includes(value);

/** Why a single sign-on came back refused (`/auth?sso_error=<reason>`), in words, above the sign-in form. */
export function SsoError({ reason }: { reason: string }) {
  if (!isReason(reason)) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {ssoErrorTexts[reason]}
    </p>
  );
}
