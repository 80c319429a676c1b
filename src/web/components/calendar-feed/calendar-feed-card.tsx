import type { CalendarFeedStatus } from '@shared/contract/calendar';
import { CalendarSyncIcon, CheckIcon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopied } from '@/lib/use-copied';
import { useCalendarFeed, useMakeCalendarFeed, useTurnOffCalendarFeed } from './calendar-feed-api';
import { calendarFeedTexts as texts } from './calendar-feed-texts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The person's calendar link of their 1:1s (decision 037): made on request and shown that once, with
 * what it reveals; afterwards only that it exists, to be renewed or turned off.
 */
export function CalendarFeedCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [asking, setAsking] = useState<'renew' | 'turnOff' | null>(null);
  // The link exists in the browser only from the answer that made it, until the card goes.
  const url = make.data?.url;

  return (
    <Card>
      <CardHeader>
        {/* Among the page's sections (Account) the card is one of them; under a tab's heading, below it. */}
        <CardTitle className="flex items-center gap-2" level={headingLevel}>
          <CalendarSyncIcon aria-hidden className="size-4" />
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={feed} loadFailed={texts.loadFailed} isEmpty={() => false}>
          {(status: CalendarFeedStatus) =>
            status.exists ? (
              <>
                {url ? (
                  <NewLink url={url} />
                ) : (
                  <p className="text-sm">{texts.since(when.format(new Date(status.createdAt ?? 0)))}</p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    disabled={make.isPending || turnOff.isPending}
                    onClick={() => setAsking('renew')}
                  >
                    {texts.renew}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={make.isPending || turnOff.isPending}
                    onClick={() => setAsking('turnOff')}
                  >
                    {texts.turnOff}
                  </Button>
                </div>
              </>
            ) : (
              <div className="grid justify-items-start gap-2">
                <p className="text-sm text-muted-foreground">{texts.warning}</p>
                <Button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
                  {make.isPending ? texts.creating : texts.create}
                </Button>
              </div>
            )
          }
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'renew' ? texts.renewTitle : texts.turnOffTitle}
        description={asking === 'renew' ? texts.renewDescription : texts.turnOffDescription}
        confirm={asking === 'renew' ? texts.renew : texts.turnOff}
        onConfirm={() => {
          if (asking === 'renew') make.mutate();
          else {
            make.reset();
            turnOff.mutate();
          }
          setAsking(null);
        }}
      />
    </Card>
  );
}

/** The link just made, to copy, with what anyone holding it can read. */
function NewLink({ url }: { url: string }) {
  const id = useId();
  const { copied, copy } = useCopied(url);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{texts.linkLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => void copy()}
          aria-label={copied ? texts.copied : texts.copy}
          title={texts.copy}
        >
          {copied ? <CheckIcon className="text-primary" /> : <CopyIcon />}
        </Button>
      </div>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.copied : ''}
      </span>
      <p className="text-sm font-medium">{texts.warning}</p>
      <p className="text-sm text-muted-foreground">{texts.shownOnce}</p>
    </div>
  );
}
