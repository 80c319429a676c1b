import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { careerMessages as m } from '../../shared/career-messages';
import type {
  createCompetencySchema,
  createLevelSchema,
  createTrackSchema,
  expectationSchema,
  updateCompetencySchema,
  updateLevelSchema,
  updateTrackSchema,
} from '../../shared/career-rules';
import type { Track, TrackSummary } from '../../shared/contract/career';
import { CAREER_TRACKS_MAX, TRACK_COMPETENCIES_MAX, TRACK_LEVELS_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { careerTracks, companies, competencies, competencyExpectations, trackLevels } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * Career tracks, their levels and competencies, and what each level asks (decision 040): level 4.
 * Every member of the company reads them; admins write them (the routes let only admins through).
 * Every statement has the caller's company in its `where`; another company's track is not found.
 */

const NAME_INDEX = 'career_tracks_company_name_idx';

export const trackNotFound = () => new DomainError('not_found', { message: m.trackNotFound });
const levelNotFound = () => new DomainError('not_found', { message: m.levelNotFound });
const competencyNotFound = () => new DomainError('not_found', { message: m.competencyNotFound });

/** The company's tracks by name, each with its levels and competencies by name: at most 20 × (12 + 20) rows. */
export async function listTracks(db: Db, companyId: string, only?: { openToMoves: true }) {
  const where = only
    ? and(eq(careerTracks.companyId, companyId), eq(careerTracks.openToMoves, true))
    : eq(careerTracks.companyId, companyId);
  const tracks = await db
    .select({
      id: careerTracks.id,
      name: careerTracks.name,
      description: careerTracks.description,
      openToMoves: careerTracks.openToMoves,
    })
    .from(careerTracks)
    .where(where)
    .orderBy(sql`lower(${careerTracks.name})`, asc(careerTracks.id));
  if (tracks.length === 0) return [];
  const ids = tracks.map((track) => track.id);
  const levels = await db
    .select({
      trackId: trackLevels.trackId,
      id: trackLevels.id,
      name: trackLevels.name,
      position: trackLevels.position,
    })
    .from(trackLevels)
    .where(and(eq(trackLevels.companyId, companyId), inArray(trackLevels.trackId, ids)))
    .orderBy(asc(trackLevels.position), asc(trackLevels.id));
  const skills = await db
    .select({ trackId: competencies.trackId, id: competencies.id, name: competencies.name })
    .from(competencies)
    .where(and(eq(competencies.companyId, companyId), inArray(competencies.trackId, ids)))
    .orderBy(asc(competencies.position), asc(competencies.id));
  return tracks.map((track): TrackSummary => ({
    ...track,
    levels: levels
      .filter((level) => level.trackId === track.id)
      .map(({ id, name, position }) => ({ id, name, position })),
    competencies: skills.filter((skill) => skill.trackId === track.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** One track whole, with what each level asks of each competency: at most 12 × 20 texts. */
export async function getTrack(db: Db, companyId: string, trackId: string): Promise<Track> {
  const [track] = await db
    .select({
      id: careerTracks.id,
      name: careerTracks.name,
      description: careerTracks.description,
      openToMoves: careerTracks.openToMoves,
    })
    .from(careerTracks)
    .where(and(eq(careerTracks.id, trackId), eq(careerTracks.companyId, companyId)));
  if (!track) throw trackNotFound();
  const levels = await db
    .select({
      id: trackLevels.id,
      name: trackLevels.name,
      summary: trackLevels.summary,
      position: trackLevels.position,
    })
    .from(trackLevels)
    .where(eq(trackLevels.trackId, trackId))
    .orderBy(asc(trackLevels.position), asc(trackLevels.id));
  const skills = await db
    .select({ id: competencies.id, name: competencies.name, position: competencies.position })
    .from(competencies)
    .where(eq(competencies.trackId, trackId))
    .orderBy(asc(competencies.position), asc(competencies.id));
  const texts = await db
    .select({
      competencyId: competencyExpectations.competencyId,
      levelId: competencyExpectations.levelId,
      text: competencyExpectations.text,
    })
    .from(competencyExpectations)
    .innerJoin(competencies, eq(competencies.id, competencyExpectations.competencyId))
    .where(eq(competencies.trackId, trackId));
  const order = new Map(levels.map((level, index) => [level.id, index]));
  return {
    ...track,
    levels,
    competencies: skills.map((skill) => ({
      ...skill,
      expectations: texts
        .filter((text) => text.competencyId === skill.id)
        .sort((a, b) => (order.get(a.levelId) ?? 0) - (order.get(b.levelId) ?? 0))
        .map(({ levelId, text }) => ({ levelId, text })),
    })),
  };
}

/** A track name already used in the company is a 409 with the form's words. */
async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw new DomainError('track_name_taken');
    throw error;
  }
}

/**
 * The track, locked for the rest of the transaction: changes to one track's levels and competencies
 * take turns, so that neither a cap nor the order can be passed by two at once. `no key update` still
 * lets rows that point at the track (a place, a rating) be written meanwhile.
 */
async function lockTrack(tx: Transaction, companyId: string, trackId: string) {
  const [track] = await tx
    .select({ id: careerTracks.id })
    .from(careerTracks)
    .where(and(eq(careerTracks.id, trackId), eq(careerTracks.companyId, companyId)))
    .for('no key update');
  if (!track) throw trackNotFound();
}

/**
 * One change to a track, in a transaction that holds the track's row (changes to one track take
 * turns, so its caps and positions hold); answers the track as it is then.
 */
async function changeTrack(
  db: Database,
  caller: Caller,
  trackId: string,
  change: (tx: Transaction) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    await lockTrack(tx, caller.companyId, trackId);
    await change(tx);
    return { track: await getTrack(tx, caller.companyId, trackId) };
  });
}

export async function createTrack(db: Database, caller: Caller, input: z.output<typeof createTrackSchema>) {
  return withNameCheck(() =>
    db.transaction(async (tx) => {
      // The company's row: new tracks of one company take turns, so the cap holds.
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, caller.companyId))
        .for('no key update');
      const [tracks] = await tx
        .select({ count: count() })
        .from(careerTracks)
        .where(eq(careerTracks.companyId, caller.companyId));
      if ((tracks?.count ?? 0) >= CAREER_TRACKS_MAX)
        throw new DomainError('limit_reached', { message: m.tracksLimit });
      const [row] = await tx
        .insert(careerTracks)
        .values({
          companyId: caller.companyId,
          name: input.name,
          description: input.description,
          openToMoves: input.openToMoves,
        })
        .returning({ id: careerTracks.id });
      return { track: await getTrack(tx, caller.companyId, row!.id) };
    }),
  );
}

export async function updateTrack(
  db: Database,
  caller: Caller,
  trackId: string,
  input: z.output<typeof updateTrackSchema>,
) {
  return withNameCheck(() =>
    changeTrack(db, caller, trackId, async (tx) => {
      const set: Partial<typeof careerTracks.$inferInsert> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      if (input.openToMoves !== undefined) set.openToMoves = input.openToMoves;
      if (Object.keys(set).length > 0)
        await tx
          .update(careerTracks)
          .set(set)
          .where(and(eq(careerTracks.id, trackId), eq(careerTracks.companyId, caller.companyId)));
    }),
  );
}

export async function deleteTrack(db: Database, caller: Caller, trackId: string) {
  const deleted = await db
    .delete(careerTracks)
    .where(and(eq(careerTracks.id, trackId), eq(careerTracks.companyId, caller.companyId)))
    .returning({ id: careerTracks.id });
  if (deleted.length === 0) throw trackNotFound();
}

// ---- Levels and competencies: ordered lists of one track ---------------------------------------

type Ordered = typeof trackLevels | typeof competencies;

/** Numbers the list 0, 1, 2… in the order given: a move or a deletion leaves no gap and no tie. */
async function renumber(tx: Transaction, table: Ordered, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(table).set({ position }).where(eq(table.id, id));
  }
}

async function idsInOrder(tx: Transaction, table: Ordered, trackId: string) {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.trackId, trackId))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.id);
}

/** Moves `id` to `position` (past the end is the end) and numbers the list again. */
async function move(tx: Transaction, table: Ordered, trackId: string, id: string, position: number) {
  const ids = (await idsInOrder(tx, table, trackId)).filter((other) => other !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  await renumber(tx, table, ids);
}

async function countOf(tx: Transaction, table: Ordered, trackId: string) {
  const [row] = await tx.select({ count: count() }).from(table).where(eq(table.trackId, trackId));
  return row?.count ?? 0;
}

export async function createLevel(
  db: Database,
  caller: Caller,
  trackId: string,
  input: z.output<typeof createLevelSchema>,
) {
  return changeTrack(db, caller, trackId, async (tx) => {
    const levels = await countOf(tx, trackLevels, trackId);
    if (levels >= TRACK_LEVELS_MAX) throw new DomainError('limit_reached', { message: m.levelsLimit });
    await tx.insert(trackLevels).values({
      trackId,
      companyId: caller.companyId,
      position: levels,
      name: input.name,
      summary: input.summary,
    });
  });
}

/** The level of the (locked) track, or 404. */
async function levelOf(tx: Transaction, trackId: string, levelId: string) {
  const [level] = await tx
    .select({ id: trackLevels.id })
    .from(trackLevels)
    .where(and(eq(trackLevels.id, levelId), eq(trackLevels.trackId, trackId)));
  if (!level) throw levelNotFound();
}

async function competencyOf(tx: Transaction, trackId: string, competencyId: string) {
  const [competency] = await tx
    .select({ id: competencies.id })
    .from(competencies)
    .where(and(eq(competencies.id, competencyId), eq(competencies.trackId, trackId)));
  if (!competency) throw competencyNotFound();
}

export async function updateLevel(
  db: Database,
  caller: Caller,
  trackId: string,
  levelId: string,
  input: z.output<typeof updateLevelSchema>,
) {
  return changeTrack(db, caller, trackId, async (tx) => {
    await levelOf(tx, trackId, levelId);
    const set: Partial<typeof trackLevels.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.summary !== undefined) set.summary = input.summary;
    if (Object.keys(set).length > 0) await tx.update(trackLevels).set(set).where(eq(trackLevels.id, levelId));
    if (input.position !== undefined) await move(tx, trackLevels, trackId, levelId, input.position);
  });
}

export async function deleteLevel(db: Database, caller: Caller, trackId: string, levelId: string) {
  return changeTrack(db, caller, trackId, async (tx) => {
    await levelOf(tx, trackId, levelId);
    // The places at this level and what it asks go with it (ON DELETE CASCADE).
    await tx.delete(trackLevels).where(eq(trackLevels.id, levelId));
    await renumber(tx, trackLevels, await idsInOrder(tx, trackLevels, trackId));
  });
}

export async function createCompetency(
  db: Database,
  caller: Caller,
  trackId: string,
  input: z.output<typeof createCompetencySchema>,
) {
  return changeTrack(db, caller, trackId, async (tx) => {
    const skills = await countOf(tx, competencies, trackId);
    if (skills >= TRACK_COMPETENCIES_MAX)
      throw new DomainError('limit_reached', { message: m.competenciesLimit });
    await tx
      .insert(competencies)
      .values({ trackId, companyId: caller.companyId, position: skills, name: input.name });
  });
}

export async function updateCompetency(
  db: Database,
  caller: Caller,
  trackId: string,
  competencyId: string,
  input: z.output<typeof updateCompetencySchema>,
) {
  return changeTrack(db, caller, trackId, async (tx) => {
    await competencyOf(tx, trackId, competencyId);
    if (input.name !== undefined)
      await tx.update(competencies).set({ name: input.name }).where(eq(competencies.id, competencyId));
    if (input.position !== undefined) await move(tx, competencies, trackId, competencyId, input.position);
  });
}

export async function deleteCompetency(db: Database, caller: Caller, trackId: string, competencyId: string) {
  return changeTrack(db, caller, trackId, async (tx) => {
    await competencyOf(tx, trackId, competencyId);
    // What the levels ask of it and the ratings of it go with it (ON DELETE CASCADE).
    await tx.delete(competencies).where(eq(competencies.id, competencyId));
    await renumber(tx, competencies, await idsInOrder(tx, competencies, trackId));
  });
}

/** Writes what a level asks of a competency, both of the track; null clears it. */
export async function putExpectation(
  db: Database,
  caller: Caller,
  ids: { trackId: string; competencyId: string; levelId: string },
  input: z.output<typeof expectationSchema>,
) {
  return changeTrack(db, caller, ids.trackId, async (tx) => {
    await competencyOf(tx, ids.trackId, ids.competencyId);
    await levelOf(tx, ids.trackId, ids.levelId);
    const key = and(
      eq(competencyExpectations.competencyId, ids.competencyId),
      eq(competencyExpectations.levelId, ids.levelId),
    );
    if (input.text === null) await tx.delete(competencyExpectations).where(key);
    else
      await tx
        .insert(competencyExpectations)
        .values({
          competencyId: ids.competencyId,
          levelId: ids.levelId,
          companyId: caller.companyId,
          text: input.text,
        })
        .onConflictDoUpdate({
          target: [competencyExpectations.competencyId, competencyExpectations.levelId],
          set: { text: input.text, updatedAt: sql`now()` },
        });
  });
}
