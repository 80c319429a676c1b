import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { createPointSchema, updatePointSchema } from '../../shared/communication-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { agendaPoints } from '../db/schema';
import { DomainError } from '../domain-error';
import { agendaOf, checkGoal, notFound, pointOf, pointsOf } from './read';

/** The next meeting's shared agenda: either of the two adds, edits, ticks, orders and removes points. */

async function pointById(db: Db, meetingId: string, pointId: string) {
  const [point] = (await pointsOf(db, [meetingId])).filter((p) => p.id === pointId);
  if (!point) throw notFound(m.pointNotFound);
  return point;
}

export async function addAgendaPoint(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof createPointSchema>,
) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    await checkGoal(tx, caller, input.goalId);
    const [point] = await tx
      .insert(agendaPoints)
      .values({
        meetingId: next.id,
        authorId: caller.userId,
        text: input.text,
        goalId: input.goalId ?? null,
        position: sql`(select count(*) from ${agendaPoints} where ${agendaPoints.meetingId} = ${next.id})`,
      })
      .returning({ id: agendaPoints.id });
    if (!point) throw new Error('insert returned no row');
    return { point: pointOf(await pointById(tx, next.id, point.id)) };
  });
}

/**
 * A growth item of the caller's plan put on the next meeting's agenda (decision 040): a point whose
 * text is the item's title, linked back to it; once per meeting. No one is notified, as for any point.
 * The caller's item is the growth module's to find and lock first.
 */
export async function addGrowthPoint(
  tx: Transaction,
  caller: Caller,
  id: string,
  item: { id: string; title: string },
) {
  const { next } = await agendaOf(tx, caller, id);
  const [already] = await tx
    .select({ id: agendaPoints.id })
    .from(agendaPoints)
    .where(and(eq(agendaPoints.meetingId, next.id), eq(agendaPoints.growthItemId, item.id)));
  if (already) throw new DomainError('growth_item_on_agenda');
  await tx.insert(agendaPoints).values({
    meetingId: next.id,
    authorId: caller.userId,
    text: item.title,
    growthItemId: item.id,
    position: sql`(select count(*) from ${agendaPoints} where ${agendaPoints.meetingId} = ${next.id})`,
  });
}

/** Only the next meeting's points change: the history is as it was. */
export async function updateAgendaPoint(
  db: Database,
  caller: Caller,
  id: string,
  pointId: string,
  input: z.output<typeof updatePointSchema>,
) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    await pointById(tx, next.id, pointId);
    const set: Partial<typeof agendaPoints.$inferInsert> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.ticked === true)
      Object.assign(set, {
        tickedAt: sql`coalesce(${agendaPoints.tickedAt}, now())`,
        tickedBy: caller.userId,
      });
    if (input.ticked === false) Object.assign(set, { tickedAt: null, tickedBy: null });
    if (Object.keys(set).length > 0)
      await tx.update(agendaPoints).set(set).where(eq(agendaPoints.id, pointId));
    return { point: pointOf(await pointById(tx, next.id, pointId)) };
  });
}

export async function deleteAgendaPoint(db: Database, caller: Caller, id: string, pointId: string) {
  await db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    const point = await pointById(tx, next.id, pointId);
    await tx.delete(agendaPoints).where(eq(agendaPoints.id, pointId));
    await tx
      .update(agendaPoints)
      .set({ position: sql`${agendaPoints.position} - 1` })
      .where(and(eq(agendaPoints.meetingId, next.id), sql`${agendaPoints.position} > ${point.position}`));
  });
}

export async function orderAgendaPoints(db: Database, caller: Caller, id: string, pointIds: string[]) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    const current = await pointsOf(tx, [next.id]);
    const same =
      pointIds.length === current.length &&
      new Set(pointIds).size === pointIds.length &&
      current.every((point) => pointIds.includes(point.id));
    if (!same)
      throw new DomainError('validation_failed', {
        message: m.orderInvalid,
        issues: [{ path: 'pointIds', message: m.orderInvalid }],
      });
    for (const [position, pointId] of pointIds.entries())
      await tx.update(agendaPoints).set({ position }).where(eq(agendaPoints.id, pointId));
    return { points: (await pointsOf(tx, [next.id])).map(pointOf) };
  });
}
