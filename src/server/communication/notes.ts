import { and, eq, sql } from 'drizzle-orm';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { Note } from '../../shared/contract/communication';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { oneOnOneMeetings, oneOnOneNotes, oneOnOnes } from '../db/schema';
import { isOneOf, notFound } from './read';

/** Private notes (level 1): every statement reading them has author_id = the caller. */

/** A meeting of one of the caller's 1:1s in their company; anyone else is not found. */
async function meetingOfCaller(db: Db, caller: Caller, meetingId: string) {
  const [meeting] = await db
    .select({ id: oneOnOneMeetings.id })
    .from(oneOnOneMeetings)
    .innerJoin(oneOnOnes, eq(oneOnOnes.id, oneOnOneMeetings.oneOnOneId))
    .where(and(eq(oneOnOneMeetings.id, meetingId), isOneOf(caller)));
  if (!meeting) throw notFound(m.meetingNotFound);
}

async function noteOf(db: Db, caller: Caller, meetingId: string): Promise<Note> {
  const [note] = await db
    .select({ body: oneOnOneNotes.body, updatedAt: isoSql(oneOnOneNotes.updatedAt) })
    .from(oneOnOneNotes)
    .where(and(eq(oneOnOneNotes.authorId, caller.userId), eq(oneOnOneNotes.meetingId, meetingId)));
  return { meetingId, body: note?.body ?? null, updatedAt: note?.updatedAt ?? null };
}

export async function getNote(db: Database, caller: Caller, meetingId: string) {
  await meetingOfCaller(db, caller, meetingId);
  return { note: await noteOf(db, caller, meetingId) };
}

export async function putNote(db: Database, caller: Caller, meetingId: string, body: string | null) {
  return db.transaction(async (tx) => {
    await meetingOfCaller(tx, caller, meetingId);
    if (body === null)
      await tx
        .delete(oneOnOneNotes)
        .where(and(eq(oneOnOneNotes.authorId, caller.userId), eq(oneOnOneNotes.meetingId, meetingId)));
    else
      await tx
        .insert(oneOnOneNotes)
        .values({ authorId: caller.userId, meetingId, body })
        .onConflictDoUpdate({
          target: [oneOnOneNotes.authorId, oneOnOneNotes.meetingId],
          set: { body, updatedAt: sql`now()` },
        });
    return { note: await noteOf(tx, caller, meetingId) };
  });
}
