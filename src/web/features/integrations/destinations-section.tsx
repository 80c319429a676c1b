import type { Integration } from '@shared/contract/integrations';
import { PlugIcon, PlusIcon, SendIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { CopyField } from '@/components/copy-field';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddDestinationDialog } from './add-destination';
import {
  useDeleteDestination,
  useDestinations,
  useRotateSecret,
  useUpdateDestination,
} from './api/integrations-api';
import { DeliveryLogDialog } from './delivery-log';
import { integrationsTexts as texts } from './integrations-texts';
import { SecretOnceDialog } from './secret-once';
import { when } from './when';

/**
 * The company's destinations (decision 047): each with its state, last delivery and last error in
 * words, turned on or off, its log, its secret rotated, deleted; and "Add destination".
 */
export function DestinationsSection() {
  const destinations = useDestinations();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const add = (
    <Button ref={addButton} type="button" onClick={() => setAdding(true)}>
      <PlusIcon aria-hidden />
      {texts.add}
    </Button>
  );
  return (
    <Card role="region" aria-labelledby="destinations-title">
      <CardHeader>
        <CardTitle id="destinations-title" level={2} className="flex items-center gap-2">
          <SendIcon aria-hidden className="size-4 text-primary" />
          {texts.destinationsTitle}
        </CardTitle>
        <CardDescription>{texts.destinationsNote}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState
          query={destinations}
          loadFailed={texts.destinationsLoadFailed}
          empty={
            <EmptyState icon={PlugIcon} title={texts.emptyTitle} text={texts.emptyText} level={3}>
              {add}
            </EmptyState>
          }
        >
          {(list) => (
            <>
              <ul className="grid gap-3">
                {list.map((destination) => (
                  <DestinationItem key={destination.id} destination={destination} onSecret={setSecret} />
                ))}
              </ul>
              <div className="justify-self-start">{add}</div>
            </>
          )}
        </QueryState>
        <AddDestinationDialog
          open={adding}
          onOpenChange={(open) => {
            setAdding(open);
            if (!open) addButton.current?.focus();
          }}
          onAdded={setSecret}
        />
        <SecretOnceDialog secret={secret} onDone={() => setSecret(null)} />
      </CardContent>
    </Card>
  );
}

function DestinationItem({
  destination,
  onSecret,
}: {
  destination: Integration;
  onSecret: (secret: string | null) => void;
}) {
  const update = useUpdateDestination(destination);
  const rotate = useRotateSecret(destination);
  const remove = useDeleteDestination(destination);
  const [confirm, setConfirm] = useState<'rotate' | 'remove' | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const headingId = `destination-${destination.id}`;
  const isWebhook = destination.kind === 'webhook';

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {destination.name}
        </h3>
        <Badge variant="outline">{texts.kindNames[destination.kind]}</Badge>
        <Badge variant={destination.enabled ? 'secondary' : 'outline'}>
          {destination.enabled ? texts.on : texts.off}
        </Badge>
      </div>
      <p className="font-mono text-sm break-all text-muted-foreground">{destination.urlHost}</p>
      <p className="text-sm">{destination.events.map((event) => texts.eventNames[event]).join(' · ')}</p>
      <DestinationState destination={destination} />
      {destination.commandUrl && (
        <CopyField
          id={`${headingId}-command`}
          label={texts.commandUrl}
          value={destination.commandUrl}
          texts={{ copy: `${texts.copy} ${texts.commandUrl}`, copied: texts.copied }}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="mr-2 flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={destination.enabled}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ enabled: event.target.checked })}
          />
          {texts.enabled(destination.name)}
        </label>
        <Button type="button" variant="outline" size="sm" onClick={() => setLogOpen(true)}>
          {texts.deliveries}
        </Button>
        {isWebhook && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() => setConfirm('rotate')}
          >
            {texts.rotate}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive"
          disabled={remove.isPending}
          onClick={() => setConfirm('remove')}
        >
          {texts.remove}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => setConfirm(open ? 'rotate' : null)}
        title={texts.rotateTitle}
        description={texts.rotateDescription}
        confirm={texts.rotate}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: (answer) => onSecret(answer.webhookSecret) })}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title={texts.removeTitle(destination.name)}
        description={texts.removeDescription}
        confirm={texts.remove}
        onConfirm={() => remove.mutate()}
      />
      <DeliveryLogDialog destination={destination} open={logOpen} onOpenChange={setLogOpen} />
    </li>
  );
}

/** The last delivery, what waits, and anything an admin must act on, in words. */
function DestinationState({ destination }: { destination: Integration }) {
  const problems = [
    !destination.urlReadable && texts.unreadable,
    destination.kind === 'webhook' && !destination.hasSecret && texts.secretUnreadable,
    destination.lastError &&
      texts.lastError(when(destination.lastErrorAt, texts.never), destination.lastError),
  ].filter((problem): problem is string => Boolean(problem));
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">
        {texts.lastDelivery(when(destination.lastDeliveryAt, texts.never))}
        {destination.pending > 0 && ` · ${texts.pending(destination.pending)}`}
      </p>
      {destination.commandOn && <p>{texts.commandOn}</p>}
      {problems.map((problem) => (
        <p key={problem} className="text-destructive">
          {problem}
        </p>
      ))}
    </div>
  );
}
