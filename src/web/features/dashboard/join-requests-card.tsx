import type { JoinRequestForReview } from '@shared/api';
import { CheckIcon, InboxIcon, Loader2Icon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { EmailWithStatus } from '@/components/email-with-status';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requesterName, useDecideJoinRequest } from './api/decide-join-request';
import { usePendingJoinRequests } from './api/get-pending-join-requests';
import { joinRequestTexts } from './dashboard-texts';

const requestDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The admin's inbox: who asked to join the company, each with Approve and Reject. */
export default function JoinRequestsCard({
  companyName,
  className,
}: {
  companyName: string;
  className?: string;
}) {
  const requests = usePendingJoinRequests();
  const count = requests.data?.length ?? 0;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {joinRequestTexts.title}
          {count > 0 && (
            <Badge>
              {count}
              <span className="sr-only"> pending</span>
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{joinRequestTexts.description(companyName)}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={requests} loadFailed={joinRequestTexts.loadFailed} empty={<NoRequests />}>
          {(pending) => (
            <ul className="-my-3 divide-y">
              {pending.map((request) => (
                <JoinRequestRow key={request.id} request={request} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function NoRequests() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <InboxIcon aria-hidden className="size-8 text-muted-foreground/70" />
      <p className="font-medium">{joinRequestTexts.empty}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{joinRequestTexts.emptyHint}</p>
    </div>
  );
}

function JoinRequestRow({ request }: { request: JoinRequestForReview }) {
  const decide = useDecideJoinRequest();
  const nameId = useId();
  const name = requesterName(request);
  const busyWith = decide.isPending ? decide.variables.decision : null;
  const createdAt = new Date(request.createdAt);

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        >
          {initials(name)}
        </span>
        <div className="min-w-0">
          <p id={nameId} className="truncate font-medium">
            {name}
          </p>
          <EmailWithStatus email={request.user.email} verified={request.user.emailVerified} />
          <p className="text-xs text-muted-foreground">
            <time dateTime={request.createdAt}>
              {joinRequestTexts.requested(requestDate.format(createdAt))}
            </time>
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          type="button"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={busyWith !== null}
          aria-describedby={nameId}
          onClick={() => decide.mutate({ request, decision: 'approve' })}
        >
          <DecisionIcon busy={busyWith === 'approve'} icon={CheckIcon} />
          {joinRequestTexts.approve}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="flex-1 hover:border-destructive/40 hover:text-destructive sm:flex-none"
          disabled={busyWith !== null}
          aria-describedby={nameId}
          onClick={() => decide.mutate({ request, decision: 'reject' })}
        >
          <DecisionIcon busy={busyWith === 'reject'} icon={XIcon} />
          {joinRequestTexts.reject}
        </Button>
      </div>
    </li>
  );
}

function DecisionIcon({ busy, icon: Icon }: { busy: boolean; icon: typeof CheckIcon }) {
  return busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <Icon aria-hidden />;
}

/** Up to two letters for the avatar: the first and last words of the name. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
