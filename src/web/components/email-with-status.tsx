import { Badge } from '@/components/ui/badge';

/**
 * An e-mail address, with an "Unverified" badge while its owner has not opened the verification link
 * mailed to it: an admin can tell a colleague from someone using another person's address.
 */
export function EmailWithStatus({ email, verified }: { email: string; verified: boolean }) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      <span className="truncate">{email}</span>
      {!verified && (
        <Badge variant="outline" title="Has not opened the verification link mailed to this address">
          Unverified
        </Badge>
      )}
    </p>
  );
}
