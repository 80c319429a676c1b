import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MarkReadInput, Notification } from '../../shared/contract/notifications';
import type { Database } from '../db/connect';
import { notifications } from '../db/schema';

/**
 * A page of the person's own notifications, newest first. The cursor is the last id of the page
 * before; a cursor that is not one of theirs matches nothing, so it reveals nothing either.
 */
export async function listNotifications(
  db: Database,
  input: { userId: string; limit: number; cursor?: string },
): Promise<{ items: Notification[]; nextCursor: string | null }> {
  const after = input.cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (
        select created_at, id from notifications where id = ${input.cursor} and user_id = ${input.userId})`
    : undefined;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  // The row's kind and data were written by notify(), which types them together.
  const items = page.map(
    (row) =>
      ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }) as Notification,
  );
  return { items, nextCursor: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Marks the person's notifications read, some or all, and answers how many stay unread. Ids of
 * someone else's are simply not matched: the answer is the same whether they exist or not.
 */
export async function markNotificationsRead(db: Database, userId: string, input: MarkReadInput) {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          input.ids ? inArray(notifications.id, input.ids) : undefined,
        ),
      );
    const [row] = await tx
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { unreadNotifications: row?.unread ?? 0 };
  });
}
