import { BadgeCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const emailStatusTexts = {
  verified: 'Verified address',
  unverified: 'Unverified',
  unverifiedHint: 'They have not opened the verification link mailed to this address yet.',
} as const;

/**
 * An e-mail address and whether its owner opened the verification link: a check when they did, an
 * "Unverified" badge when not, so that an admin can tell a colleague from someone using their address.
 */
export function EmailWithStatus({ email, verified }: { email: string; verified: boolean }) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      <span className="truncate">{email}</span>
      {verified ? (
        <BadgeCheckIcon
          role="img"
          aria-label={emailStatusTexts.verified}
          className="size-4 shrink-0 text-primary"
        >
          <title>{emailStatusTexts.verified}</title>
        </BadgeCheckIcon>
      ) : (
        <Badge variant="outline" title={emailStatusTexts.unverifiedHint} className="font-medium">
          {emailStatusTexts.unverified}
        </Badge>
      )}
    </p>
  );
}
