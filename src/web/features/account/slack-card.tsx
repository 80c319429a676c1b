import { CheckIcon, CopyIcon, MessageSquareHeartIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMakeSlackCode, useSlackLink, useUnlinkSlack } from './api/slack-api';
import { slackTexts as texts } from './slack-texts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** How long the copy button says "Command copied". */
const COPIED_FOR_MS = 2000;

/**
 * The person's Slack link (decision 047), one of the Account page's sections: shown only where their
 * company has connected Slack's /kudos command (or while they are still linked, to unlink). "Link
 * Slack" shows the command to type there with a one-time code; the card turns to Linked once it is.
 */
export function SlackCard() {
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
            <LinkCommand command={make.data.command} />
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

/** The command with its code, to copy into Slack. */
function LinkCommand({ command }: { command: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the command stays selectable by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return (
    <div className="grid w-full gap-2">
      <Label htmlFor={id}>{texts.commandLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={command}
          className="font-mono"
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
    </div>
  );
}
