import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { createActionItemSchema, updateActionItemSchema } from '../../shared/communication-rules';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { actionItems, goals, oneOnOnes } from '../db/schema';
import { DomainError } from '../domain-error';
import { goalNotFound, visibleTo } from '../goals/read';
import { actionItemOf, agendaOf, checkGoal, isOneOf, notFound, oneOnOneOf, selectActionItems } from './read';

/** Action items: what the two of a 1:1 agreed to do, owned by one of them. */

const ownerProblem = () =>
  new DomainError('validation_failed', {
    message: m.ownerInvalid,
    issues: [{ path: 'ownerId', message: m.ownerInvalid }],
  });

/**
 * A goal's action items, for its page: those of the caller's own 1:1s only, whoever else may see the
 * goal; a goal the caller may not see is not found, as its page is.
 */
export async function listGoalActionItems(db: Database, caller: Caller, goalId: string) {
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)));
  if (!goal) throw goalNotFound();
  const mine = db.select({ id: oneOnOnes.id }).from(oneOnOnes).where(isOneOf(caller));
  const items = await selectActionItems(
    db,
    and(eq(actionItems.goalId, goalId), inArray(actionItems.oneOnOneId, mine)),
  );
  // Open ones first, each group in the order they were made.
  return {
    items: items.map(actionItemOf).sort((a, b) => Number(a.doneAt !== null) - Number(b.doneAt !== null)),
  };
}

export async function createActionItem(
  db: Database,
  caller: Caller,
  input: z.output<typeof createActionItemSchema>,
) {
  return db.transaction(async (tx) => {
    const { row, next } = await agendaOf(tx, caller, input.oneOnOneId);
    if (input.ownerId !== row.proposedBy && input.ownerId !== row.partnerId) throw ownerProblem();
    await checkGoal(tx, caller, input.goalId);
    const [item] = await tx
      .insert(actionItems)
      .values({
        oneOnOneId: row.id,
        meetingId: next.id,
        ownerId: input.ownerId,
        text: input.text,
        dueOn: input.dueOn ?? null,
        goalId: input.goalId ?? null,
        createdBy: caller.userId,
      })
      .returning({ id: actionItems.id });
    if (!item) throw new Error('insert returned no row');
    const [created] = await selectActionItems(tx, eq(actionItems.id, item.id));
    if (!created) throw new Error('action item is missing');
    return { actionItem: actionItemOf(created) };
  });
}

export async function updateActionItem(
  db: Database,
  caller: Caller,
  itemId: string,
  input: z.output<typeof updateActionItemSchema>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ oneOnOneId: actionItems.oneOnOneId })
      .from(actionItems)
      .innerJoin(oneOnOnes, eq(oneOnOnes.id, actionItems.oneOnOneId))
      .where(and(eq(actionItems.id, itemId), isOneOf(caller)));
    if (!found) throw notFound(m.actionItemNotFound);
    const row = await oneOnOneOf(tx, caller, found.oneOnOneId, true);
    if (input.ownerId !== undefined && input.ownerId !== row.proposedBy && input.ownerId !== row.partnerId)
      throw ownerProblem();
    const set: Partial<typeof actionItems.$inferInsert> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.ownerId !== undefined) set.ownerId = input.ownerId;
    if (input.dueOn !== undefined) set.dueOn = input.dueOn;
    if (input.done === true) Object.assign(set, { doneAt: sql`coalesce(${actionItems.doneAt}, now())` });
    if (input.done === false) set.doneAt = null;
    if (Object.keys(set).length > 0) await tx.update(actionItems).set(set).where(eq(actionItems.id, itemId));
    const [updated] = await selectActionItems(tx, eq(actionItems.id, itemId));
    if (!updated) throw new Error('action item is missing');
    return { actionItem: actionItemOf(updated) };
  });
}
