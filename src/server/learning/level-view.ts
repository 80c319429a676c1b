import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CareerPath, LevelView } from '../../shared/contract/career';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { isoSql } from '../db/moments';
import {
  careerPositions,
  careerTracks,
  competencies,
  competencyExpectations,
  profiles,
  skillRatings,
  trackLevels,
} from '../db/schema';
import { listTracks } from './tracks';

/**
 * "My level vs next level" and the career path (decision 040). A person's place and ratings are level
 * 3: this module answers them to the person (`self`) or to one of their leads (`lead`), and the caller
 * of `levelView` has proven which. A self-rating reaches a lead only once shared: the statement that
 * reads ratings for a lead does not select an unshared one.
 */

export type Viewer = 'self' | 'lead';

const levelColumns = {
  id: trackLevels.id,
  name: trackLevels.name,
  summary: trackLevels.summary,
  position: trackLevels.position,
};

/** The person's place in the caller's company, with their level whole; undefined with none. */
export async function placeOf(db: Db, companyId: string, personId: string) {
  const [row] = await db
    .select({ track: { id: careerTracks.id, name: careerTracks.name }, level: levelColumns })
    .from(careerPositions)
    .innerJoin(careerTracks, eq(careerTracks.id, careerPositions.trackId))
    .innerJoin(trackLevels, eq(trackLevels.id, careerPositions.levelId))
    .where(and(eq(careerPositions.userId, personId), eq(careerPositions.companyId, companyId)));
  return row;
}

/** The ratings of the person on `competencyIds` that `viewer` may read, with each rater's name. */
async function ratingsOf(
  db: Db,
  companyId: string,
  personId: string,
  competencyIds: string[],
  viewer: Viewer,
) {
  if (competencyIds.length === 0) return [];
  const rater = alias(profiles, 'rater');
  const self = eq(skillRatings.raterId, personId);
  // A lead reads the leads' ratings, and the person's own once shared; never an unshared self-rating.
  const readable =
    viewer === 'self'
      ? undefined
      : or(
          isNull(skillRatings.raterId),
          sql`${skillRatings.raterId} <> ${personId}`,
          and(self, eq(skillRatings.shared, true)),
        );
  return db
    .select({
      competencyId: skillRatings.competencyId,
      raterId: skillRatings.raterId,
      raterName: rater.fullName,
      rating: skillRatings.rating,
      note: skillRatings.note,
      shared: skillRatings.shared,
      updatedAt: isoSql(skillRatings.updatedAt),
    })
    .from(skillRatings)
    .leftJoin(rater, eq(rater.id, skillRatings.raterId))
    .where(
      and(
        eq(skillRatings.personId, personId),
        eq(skillRatings.companyId, companyId),
        inArray(skillRatings.competencyId, competencyIds),
        readable,
      ),
    )
    .orderBy(asc(skillRatings.updatedAt), asc(skillRatings.id));
}

/** The person's level vs the next, competency by competency, with the ratings `viewer` may read. */
export async function levelView(
  db: Db,
  caller: Caller,
  personId: string,
  viewer: Viewer,
): Promise<LevelView> {
  const [person] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.id, personId), eq(profiles.companyId, caller.companyId)));
  const who = person ?? { id: personId, fullName: null };
  const place = await placeOf(db, caller.companyId, personId);
  if (!place) return { person: who, place: null, competencies: [], viewer };
  const [next] = await db
    .select(levelColumns)
    .from(trackLevels)
    .where(and(eq(trackLevels.trackId, place.track.id), eq(trackLevels.position, place.level.position + 1)));
  const skills = await db
    .select({ id: competencies.id, name: competencies.name })
    .from(competencies)
    .where(eq(competencies.trackId, place.track.id))
    .orderBy(asc(competencies.position), asc(competencies.id));
  const levelIds = next ? [place.level.id, next.id] : [place.level.id];
  const texts = skills.length
    ? await db
        .select({
          competencyId: competencyExpectations.competencyId,
          levelId: competencyExpectations.levelId,
          text: competencyExpectations.text,
        })
        .from(competencyExpectations)
        .where(
          and(
            inArray(
              competencyExpectations.competencyId,
              skills.map((skill) => skill.id),
            ),
            inArray(competencyExpectations.levelId, levelIds),
          ),
        )
    : [];
  const ratings = await ratingsOf(
    db,
    caller.companyId,
    personId,
    skills.map((skill) => skill.id),
    viewer,
  );
  const textOf = (competencyId: string, levelId: string | undefined) =>
    texts.find((text) => text.competencyId === competencyId && text.levelId === levelId)?.text ?? null;
  return {
    person: who,
    place: { track: place.track, level: place.level, next: next ?? null },
    viewer,
    competencies: skills.map((skill) => {
      const current = textOf(skill.id, place.level.id);
      const nextText = next ? textOf(skill.id, next.id) : null;
      const mine = ratings.filter((rating) => rating.competencyId === skill.id);
      const own = mine.find((rating) => rating.raterId === personId);
      return {
        id: skill.id,
        name: skill.name,
        current,
        next: nextText,
        changed: nextText !== null && nextText !== current,
        self: own
          ? { rating: own.rating, note: own.note, updatedAt: own.updatedAt, shared: own.shared }
          : null,
        leads: mine
          .filter((rating) => rating.raterId !== personId)
          .map((rating) => ({
            rating: rating.rating,
            note: rating.note,
            updatedAt: rating.updatedAt,
            rater: rating.raterId ? { id: rating.raterId, fullName: rating.raterName } : null,
            mine: rating.raterId === caller.userId,
          })),
      };
    }),
  };
}

/** The caller's career path: the levels above theirs on their track, and the other tracks open to moves. */
export async function careerPath(db: Db, caller: Caller): Promise<CareerPath> {
  const place = await placeOf(db, caller.companyId, caller.userId);
  const open = await listTracks(db, caller.companyId, { openToMoves: true });
  if (!place) return { place: null, above: [], openTracks: open };
  const above = await db
    .select(levelColumns)
    .from(trackLevels)
    .where(and(eq(trackLevels.trackId, place.track.id), gt(trackLevels.position, place.level.position)))
    .orderBy(asc(trackLevels.position), asc(trackLevels.id));
  const { id, name, position, summary } = place.level;
  return {
    place: { track: place.track, level: { id, name, position }, levelSummary: summary },
    above,
    openTracks: open.filter((track) => track.id !== place.track.id),
  };
}
