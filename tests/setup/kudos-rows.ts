import type { Database } from '../../src/server/db/connect';
import { kudos, kudosGiven, kudosReactions, kudosRecipients } from '../../src/server/db/schema';
import type { Reaction } from '../../src/shared/culture-messages';

/**
 * Kudos written straight into the tables, for the tests of what reads or moves them (the export,
 * deleting an account, backups): each test states only what it is about.
 */
export type KudosRow = typeof kudos.$inferInsert;

/** A kudos from `senderId` to `recipientIds`, with a message and no value unless given. */
export async function insertKudos(
  db: Database,
  row: Pick<KudosRow, 'companyId' | 'senderId'> & Partial<KudosRow> & { recipientIds: string[] },
): Promise<typeof kudos.$inferSelect> {
  const { recipientIds, ...fields } = row;
  const [post] = await db
    .insert(kudos)
    .values({ message: 'Thanks for paddling out with me at dawn', ...fields })
    .returning();
  if (recipientIds.length > 0)
    await db.insert(kudosRecipients).values(recipientIds.map((userId) => ({ kudosId: post!.id, userId })));
  // As giving records it for the daily limit.
  if (post!.kind === 'kudos' && post!.senderId)
    await db
      .insert(kudosGiven)
      .values({ kudosId: post!.id, senderId: post!.senderId, createdAt: post!.createdAt });
  return post!;
}

/** `userId` reacts to a post with `emoji`. */
export async function insertReaction(
  db: Database,
  row: { kudosId: string; userId: string; emoji: Reaction; createdAt?: Date },
) {
  const [reaction] = await db.insert(kudosReactions).values(row).returning();
  return reaction!;
}
