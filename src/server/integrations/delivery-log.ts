import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Delivery } from '../../shared/contract/integrations';
import { integrationMessages as m } from '../../shared/integration-messages';
import type { DeliveryListQuery } from '../../shared/integration-rules';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { integrationDeliveries, integrations } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * A destination's delivery log as its company's admins read it (decision 047): the queue's own rows,
 * newest first, without their payload; and a replay, which puts one back in the queue as it was.
 */

function selectDeliveries(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: integrationDeliveries.id,
      messageId: integrationDeliveries.messageId,
      event: integrationDeliveries.event,
      status: integrationDeliveries.status,
      attempts: integrationDeliveries.attempts,
      lastStatus: integrationDeliveries.lastStatus,
      lastError: integrationDeliveries.lastError,
      createdAt: isoSql(integrationDeliveries.createdAt),
      nextAttemptAt: sql<string | null>`case when ${integrationDeliveries.status} = 'pending'
        then ${isoSql(integrationDeliveries.nextAttemptAt)} end`,
      deliveredAt: sql<string | null>`${isoSql(integrationDeliveries.deliveredAt)}`,
      pageAt: pageMomentSql(integrationDeliveries.createdAt),
    })
    .from(integrationDeliveries)
    .where(where);
}

const deliveryOf = ({ pageAt: _, ...delivery }: { pageAt: string } & Delivery): Delivery => delivery;

/** The destination, of the caller's company: 404 otherwise, as for one that does not exist. */
async function destinationOf(db: Db, companyId: string, integrationId: string) {
  const [row] = await db
    .select({ enabled: integrations.enabled })
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), eq(integrations.companyId, companyId)));
  if (!row) throw new DomainError('not_found', { message: m.notFound });
  return row;
}

/** GET /api/integrations/:id/deliveries: a page of its log, newest first. */
export async function listDeliveries(
  db: Database,
  companyId: string,
  integrationId: string,
  query: DeliveryListQuery,
): Promise<{ items: Delivery[]; nextCursor: string | null }> {
  await destinationOf(db, companyId, integrationId);
  const rows = await selectDeliveries(
    db,
    and(
      eq(integrationDeliveries.integrationId, integrationId),
      eq(integrationDeliveries.companyId, companyId),
      query.status ? eq(integrationDeliveries.status, query.status) : undefined,
      belowCursor(integrationDeliveries.createdAt, integrationDeliveries.id, query.cursor, m.cursorInvalid),
    ),
  )
    .orderBy(desc(integrationDeliveries.createdAt), desc(integrationDeliveries.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(deliveryOf), nextCursor: page.nextCursor };
}

/**
 * POST …/deliveries/:deliveryId/replay: pending from now, for a new round of tries, with its payload
 * and message id as they were (a receiver that keeps the ids it took knows it for a repeat).
 */
export async function replayDelivery(
  db: Database,
  companyId: string,
  integrationId: string,
  deliveryId: string,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const destination = await destinationOf(tx, companyId, integrationId);
    const [replayed] = await tx
      .update(integrationDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
      .where(
        and(
          eq(integrationDeliveries.id, deliveryId),
          eq(integrationDeliveries.integrationId, integrationId),
          eq(integrationDeliveries.companyId, companyId),
        ),
      )
      .returning({ id: integrationDeliveries.id });
    if (!replayed) throw new DomainError('not_found', { message: m.deliveryNotFound });
    // Checked after the 404: another company's delivery is not found, whatever its destination's state.
    if (!destination.enabled) throw new DomainError('integration_disabled');
    const [row] = await selectDeliveries(tx, eq(integrationDeliveries.id, deliveryId));
    if (!row) throw new Error('the delivery just replayed is gone');
    return deliveryOf(row);
  });
}
