import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { IntegrationEvent } from '../../shared/integration-messages';
import type { Database, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { rowsOf } from '../db/rows';

/**
 * What happened in a company, told to the destinations its admins connected (decision 047,
 * docs/privacy.md §28): one `integration_deliveries` row per enabled destination subscribed to the
 * event, written in the transaction of what happened, as notify.ts writes notifications. A rolled-back
 * event queues nothing; a committed one is delivered by the worker (deliveries.ts) on any instance.
 */

/** The Standard Webhooks payload: the event's type, when it happened (ISO 8601) and its data. */
export interface EventPayload {
  type: IntegrationEvent;
  timestamp: string;
  data: unknown;
}

/** Data, or what reads it: read only when some destination hears the event. */
type EventData = object | (() => Promise<object>);

/** `msg_` and 24 random characters: the Standard Webhooks message id, the same on every retry. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

let emitted: (() => void) | undefined;

/**
 * Told after each event queued for some destination (main.ts runs the worker soon after, rather than
 * at its next tick). Called before the event's transaction commits: the listener waits a little.
 */
export function onEventQueued(listener: (() => void) | undefined): void {
  emitted = listener;
}

/**
 * Queues `event` for every enabled destination of the company subscribed to it, in the caller's
 * transaction. `data` is read only when one is (a function), and must carry nothing its event's
 * promise in docs/privacy.md §28 leaves out. One message id for every destination (or the caller's,
 * such as the digest's `digest_<company>_<week>`): a second event with the same id queues nothing.
 */
export async function emitIntegrationEvent(
  tx: Transaction | Database,
  companyId: string,
  event: IntegrationEvent,
  data: EventData,
  options: { messageId?: string } = {},
): Promise<void> {
  const hearing = sql`i.company_id = ${companyId}::uuid and i.enabled and ${event} = any(i.events)`;
  const [heard] = await rowsOf<{ heard: boolean }>(
    tx,
    sql`select exists (select 1 from integrations i where ${hearing}) as heard`,
  );
  if (!heard?.heard) return;
  const payload = {
    type: event,
    data: typeof data === 'function' ? await (data as () => Promise<object>)() : data,
  };
  const messageId = options.messageId ?? newMessageId();
  // FOR KEY SHARE: a destination deleted meanwhile is skipped rather than failing the event on its key.
  await tx.execute(sql`insert into integration_deliveries (company_id, integration_id, message_id, event, payload)
    select i.company_id, i.id, ${messageId}, ${event},
      jsonb_build_object('type', ${event}::text, 'timestamp', ${isoSql(sql`now()`)},
        'data', ${JSON.stringify(payload.data)}::jsonb)
    from integrations i where ${hearing}
    for key share of i
    on conflict (integration_id, message_id) do nothing`);
  emitted?.();
}
