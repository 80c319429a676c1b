import { sql } from 'drizzle-orm';
import type { ReactionSummary } from '../../shared/contract/culture';
import type { Reaction } from '../../shared/culture-messages';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { kudosNotFound, reactionsSql, visiblePostSql } from './feed';

/**
 * Reactions (docs/product.md#culture-and-recognition): one row per post, person and emoji, so that
 * reacting twice is one reaction and taking it back twice is no error. Both answer the post's
 * reactions after the change, as the feed shows them.
 */

interface ReactionChange {
  kudosId: string;
  emoji: Reaction;
}

/** The post's reactions as the caller sees them; another company's post is not found. */
async function reactionsOf(tx: Transaction, caller: Caller, kudosId: string) {
  const [row] = await rowsOf<{ reactions: ReactionSummary[] }>(
    tx,
    sql`select ${reactionsSql(caller, sql`k.id`)} as reactions
      from kudos k where k.id = ${kudosId}::uuid and ${visiblePostSql(caller)}`,
  );
  if (!row) throw kudosNotFound();
  return row.reactions;
}

/**
 * The caller reacts: a row unless there is one already, and only on a post of their company. The post
 * is locked against a delete meanwhile, which then either waits or has already left nothing to react to.
 */
export async function addReaction(db: Database, caller: Caller, change: ReactionChange) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into kudos_reactions (kudos_id, user_id, emoji)
      select k.id, ${caller.userId}::uuid, ${change.emoji}
      from kudos k where k.id = ${change.kudosId}::uuid and ${visiblePostSql(caller)}
      for key share of k
      on conflict do nothing`);
    return reactionsOf(tx, caller, change.kudosId);
  });
}

/** The caller takes their reaction back, if they had one, on a post of their company. */
export async function removeReaction(db: Database, caller: Caller, change: ReactionChange) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from kudos_reactions x
      using kudos k
      where x.kudos_id = k.id and k.id = ${change.kudosId}::uuid and ${visiblePostSql(caller)}
        and x.user_id = ${caller.userId}::uuid and x.emoji = ${change.emoji}`);
    return reactionsOf(tx, caller, change.kudosId);
  });
}
