import { MessageSquareHeartIcon } from 'lucide-react';
import { useId } from 'react';
import { CopyField } from '@/components/copy-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMakeSlackCode, useSlackLink, useUnlinkSlack } from './api/slack-api';
import { slackTexts as texts } from './slack-texts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The person's Slack link (decision 047), one of the Account page's sections: shown only where their
 * company has connected Slack's /kudos command (or while they are still linked, to unlink). "Link
 * Slack" shows the command to type there with a one-time code; the card turns to Linked once it is.
 */
export function SlackCard() {
  const commandId = useId();
  const make = useMakeSlackCode();
  const status = useSlackLink(make.data?.expiresAt);
  const unlink = useUnlinkSlack(() => make.reset());
  const link = status.data;
  // Nothing to offer, or not known yet: most companies have no Slack, and their people see nothing.
  if (!link || (!link.available && !link.linked)) return null;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle className="flex items-center gap-2" level={2}>
            <MessageSquareHeartIcon aria-hidden className="size-4" />
            {texts.title}
          </CardTitle>
          {link.linked && <Badge variant="secondary">{texts.linked}</Badge>}
        </div>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        {/* Said when the card turns to Linked while a code waits: the person is in Slack meanwhile. */}
        <span aria-live="polite" className="sr-only">
          {link.linked ? texts.linked : ''}
        </span>
        {link.linked ? (
          <>
            <p className="text-sm">{texts.linkedSince(day.format(new Date(link.linkedAt ?? 0)))}</p>
            <Button
              type="button"
              variant="outline"
              disabled={unlink.isPending}
              onClick={() => unlink.mutate()}
            >
              {unlink.isPending ? texts.unlinking : texts.unlink}
            </Button>
          </>
        ) : make.data ? (
          <>
            <CopyField id={commandId} label={texts.commandLabel} value={make.data.command} texts={texts} />
            <p className="text-sm text-muted-foreground">
              {texts.expires(time.format(new Date(make.data.expiresAt)))}
            </p>
            <Button type="button" variant="ghost" disabled={make.isPending} onClick={() => make.mutate()}>
              {make.isPending ? texts.linking : texts.newCode}
            </Button>
          </>
        ) : (
          <Button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
            {make.isPending ? texts.linking : texts.link}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
