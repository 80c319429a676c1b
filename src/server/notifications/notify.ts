import type { NotificationData, NotificationKind } from '../../shared/contract/notifications';
import type { Database } from '../db/connect';
import { notifications } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NotificationEvent<K extends NotificationKind> {
  /** Who hears about it. */
  userId: string;
  /** The company it happened in, if the person belongs to it (not for a rejected join request). */
  companyId: string | null;
  kind: K;
  data: NotificationData<K>;
}

/**
 * Tells people about events: one event, or several in one statement (everyone a kudos recognises,
 * every member when a pulse opens). Called inside the event's own transaction, so a rolled-back event
 * notifies nobody and a committed one always does. The one place a notification is made: e-mail or
 * push would plug in here.
 */
export async function notify<K extends NotificationKind>(
  tx: Transaction,
  events: NotificationEvent<K> | readonly NotificationEvent<K>[],
) {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await tx.insert(notifications).values(
    list.map((event) => ({
      userId: event.userId,
      companyId: event.companyId,
      kind: event.kind,
      data: event.data,
    })),
  );
}
