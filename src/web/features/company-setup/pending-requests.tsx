import type { OwnJoinRequest } from '@shared/api';
import { HourglassIcon } from 'lucide-react';
import { pendingRequestText } from '@/lib/texts';

/** The person's requests still waiting for an admin; the page lets them in once one is approved. */
export function PendingRequests({ joinRequests }: { joinRequests: readonly OwnJoinRequest[] }) {
  const pending = joinRequests.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <section
      aria-label="Pending join requests"
      className="flex gap-3 rounded-lg border border-primary/20 bg-accent/60 p-4 text-accent-foreground"
    >
      <HourglassIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        {pending.map((request) => (
          <p key={request.id} className="text-sm font-medium">
            {pendingRequestText(request.companyName)}
          </p>
        ))}
        <p className="text-sm text-muted-foreground">
          We will take you to your dashboard as soon as an admin approves. Keep this page open, or come back
          later.
        </p>
      </div>
    </section>
  );
}
