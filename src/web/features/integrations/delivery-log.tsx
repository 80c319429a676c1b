import type { Delivery, Integration } from '@shared/contract/integrations';
import { DELIVERY_ATTEMPTS, DELIVERY_STATUSES, type DeliveryStatus } from '@shared/integration-messages';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { selectClass } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { useDeliveries, useReplayDelivery } from './api/integrations-api';
import { integrationsTexts as texts, integrationsToasts as toasts } from './integrations-texts';
import { when } from './when';

/** A destination's delivery log, newest first, of one status or all, each delivery replayable. */
export function DeliveryLogDialog({
  destination,
  open,
  onOpenChange,
}: {
  destination: Integration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.logTitle(destination.name)}
      className="max-w-2xl"
    >
      {open && <DeliveryLog destination={destination} />}
    </FormDialog>
  );
}

function DeliveryLog({ destination }: { destination: Integration }) {
  const id = useId();
  const [status, setStatus] = useState<DeliveryStatus | undefined>(undefined);
  const deliveries = useDeliveries(destination.id, status);
  const replay = useReplayDelivery(destination.id);
  const pages = {
    ...deliveries,
    data: deliveries.data?.pages.flatMap((page) => page.items),
  };
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-status`}>{texts.filter}</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as DeliveryStatus | undefined)}
        >
          <option value="">{texts.allStatuses}</option>
          {DELIVERY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {texts.statusNames[option]}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={pages}
        loadFailed={texts.logLoadFailed}
        empty={<p className="text-sm text-muted-foreground">{texts.logEmpty}</p>}
      >
        {(items) => (
          <ul className="grid gap-2" aria-label={texts.deliveries}>
            {items.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                delivery={delivery}
                replaying={replay.isPending && replay.variables === delivery.id}
                onReplay={destination.enabled ? () => replay.mutate(delivery.id) : undefined}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {/* Said here as well as in the toast: a modal dialog hides the toaster from assistive technology. */}
      <p role="status" className="text-sm font-medium">
        {replay.isSuccess ? toasts.replayed.title : ''}
      </p>
      <LoadMoreButton query={deliveries} label={texts.loadMore} loadingLabel={texts.loadingMore} />
    </div>
  );
}

const statusVariant = { delivered: 'secondary', pending: 'outline', failed: 'default' } as const;

function DeliveryItem({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: Delivery;
  replaying: boolean;
  /** Absent while the destination is off: the server would refuse the replay. */
  onReplay: (() => void) | undefined;
}) {
  const event = texts.eventNames[delivery.event];
  const created = when(delivery.createdAt, texts.never);
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{event}</span>
        <Badge variant={statusVariant[delivery.status]}>{texts.statusNames[delivery.status]}</Badge>
        <span className="text-muted-foreground">{created}</span>
      </div>
      <p className="text-muted-foreground">
        {texts.tries}: {delivery.attempts}/{DELIVERY_ATTEMPTS}
        {delivery.lastStatus !== null && ` · ${texts.answered(delivery.lastStatus)}`}
        {delivery.status === 'pending' &&
          delivery.nextAttemptAt &&
          ` · ${texts.nextTry(when(delivery.nextAttemptAt, texts.never))}`}
      </p>
      {delivery.lastError && <p className="text-destructive">{delivery.lastError}</p>}
      {onReplay && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={replaying}
          aria-label={texts.replayLabel(event, created)}
          onClick={onReplay}
        >
          {texts.replay}
        </Button>
      )}
    </li>
  );
}
