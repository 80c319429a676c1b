import type { OneOnOneSummary } from '@shared/contract/communication';
import { MessagesSquareIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CalendarFeedCard } from '@/components/calendar-feed/calendar-feed-card';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { loadedOnOpen } from '@/lib/loaded-on-open';
import { Link, useSearchParams } from '@/lib/router';
import { useAcceptOneOnOne, useDeclineOneOnOne, useOneOnOnes } from './api/one-on-ones-api';
import { formatMeeting, partnerName, scheduleOf } from './format';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** Setting up a 1:1 loads when the page is idle or the dialog opens, with its rules (decision 051). */
const SetUpDialog = loadedOnOpen(() => import('./set-up-dialog').then((module) => module.SetUpDialog));

/**
 * The 1:1s tab: the caller's 1:1s (proposals first), and setting up a new one. `?propose=<userId>`
 * (an answer on the help board) opens the set-up with that colleague chosen.
 */
export function OneOnOnesTab() {
  const list = useOneOnOnes();
  const [params, setParams] = useSearchParams();
  const proposed = params.get('propose') ?? '';
  const [settingUp, setSettingUp] = useState(proposed !== '');
  const changeSettingUp = (open: boolean) => {
    setSettingUp(open);
    if (!open && proposed)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('propose');
          return next;
        },
        { replace: true },
      );
  };
  const setUpButton = (
    <Button type="button" onClick={() => setSettingUp(true)}>
      <PlusIcon aria-hidden />
      {t.setUp}
    </Button>
  );
  return (
    <div className="grid gap-4 md:gap-6">
      <QueryState
        query={list}
        loadFailed={t.loadFailed}
        empty={
          <EmptyState icon={MessagesSquareIcon} title={t.emptyTitle} text={t.emptyText}>
            {setUpButton}
          </EmptyState>
        }
      >
        {(items) => <OneOnOneList items={items} setUpButton={setUpButton} />}
      </QueryState>
      <SetUpDialog open={settingUp} onOpenChange={changeSettingUp} partnerId={proposed} />
    </div>
  );
}

function OneOnOneList({ items, setUpButton }: { items: OneOnOneSummary[]; setUpButton: ReactNode }) {
  const proposals = items.filter((item) => item.status === 'proposed');
  const active = items.filter((item) => item.status === 'active');
  return (
    <>
      {proposals.length > 0 && (
        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold">{t.proposalsTitle}</h2>
          </CardHeader>
          <CardContent>
            <ul className="-my-2 divide-y">
              {proposals.map((item) => (
                <Proposal key={item.id} oneOnOne={item} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <h2 className="leading-none font-semibold">{t.listTitle}</h2>
          {setUpButton}
        </CardHeader>
        <CardContent>
          {active.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.emptyText}</p>
          ) : (
            <ul aria-label={t.listLabel} className="-my-2 divide-y">
              {active.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/communication/one-on-ones/${item.id}`}
                    aria-label={t.open(partnerName(item.partner))}
                    className="flex items-center gap-3 rounded-md py-3 hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{partnerName(item.partner)}</span>
                      <span className="block text-sm text-muted-foreground">{scheduleOf(item)}</span>
                      {item.nextMeetingAt && (
                        <span className="block text-sm">
                          <time dateTime={item.nextMeetingAt}>
                            {t.next(formatMeeting(item.nextMeetingAt))}
                          </time>
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {/* Once there is a 1:1 to put in a calendar. */}
      {active.length > 0 && <CalendarFeedCard />}
    </>
  );
}

/** A proposal: the person asked accepts or declines; the proposer may withdraw it. */
function Proposal({ oneOnOne }: { oneOnOne: OneOnOneSummary }) {
  const accept = useAcceptOneOnOne();
  const decline = useDeclineOneOnOne();
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{partnerName(oneOnOne.partner)}</p>
        <p className="text-sm">{oneOnOne.proposedByMe ? t.proposedByYou : t.proposedToYou}</p>
        <p className="text-sm text-muted-foreground">{scheduleOf(oneOnOne)}</p>
      </div>
      <div className="flex gap-2">
        {!oneOnOne.proposedByMe && (
          <Button type="button" size="sm" disabled={busy} onClick={() => accept.mutate(oneOnOne.id)}>
            {t.accept}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => decline.mutate(oneOnOne.id)}
        >
          {oneOnOne.proposedByMe ? t.withdraw : t.decline}
        </Button>
      </div>
    </li>
  );
}
