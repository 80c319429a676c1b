import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { careerMessages as m } from '../../shared/career-messages';
import type { shareRatingsSchema, skillRatingSchema } from '../../shared/career-rules';
import type { Caller } from '../auth/caller';
import { leads } from '../auth/leads';
import type { Database, Db } from '../db/connect';
import { careerPositions, competencies, skillRatings } from '../db/schema';
import { DomainError } from '../domain-error';
import { levelView, type Viewer } from './level-view';
import { personNotFound } from './positions';

/**
 * Skill ratings (decision 040): level 3. The person rates themselves and each of their leads rates
 * them; a rating replaces its rater's earlier one. Nobody else (an admin who does not lead them
 * included) writes or reads one: they are answered 404, as for a person who is not there.
 */

/** How the caller stands to the person: the person themselves, one of their leads, or 404. */
export async function viewerOf(db: Db, caller: Caller, personId: string): Promise<Viewer> {
  if (personId === caller.userId) return 'self';
  if (await leads(db, caller, personId)) return 'lead';
  throw personNotFound();
}

/** A lead's view of a person: 404 to anyone who does not lead them, the person included (they have /me). */
export async function leadView(db: Db, caller: Caller, personId: string) {
  if (personId === caller.userId || !(await leads(db, caller, personId))) throw personNotFound();
  return levelView(db, caller, personId, 'lead');
}

export async function putSkillRating(
  db: Database,
  caller: Caller,
  ids: { personId: string; competencyId: string },
  input: z.output<typeof skillRatingSchema>,
) {
  return db.transaction(async (tx) => {
    const viewer = await viewerOf(tx, caller, ids.personId);
    const [competency] = await tx
      .select({ trackId: competencies.trackId })
      .from(competencies)
      .where(and(eq(competencies.id, ids.competencyId), eq(competencies.companyId, caller.companyId)))
      // Its track stays while the rating is written; a deletion meanwhile waits.
      .for('key share');
    if (!competency) throw new DomainError('not_found', { message: m.competencyNotFound });
    const [place] = await tx
      .select({ trackId: careerPositions.trackId })
      .from(careerPositions)
      .where(and(eq(careerPositions.userId, ids.personId), eq(careerPositions.companyId, caller.companyId)));
    if (place?.trackId !== competency.trackId) throw new DomainError('not_on_track');
    const value = { rating: input.rating, note: input.note };
    await tx
      .insert(skillRatings)
      .values({
        companyId: caller.companyId,
        personId: ids.personId,
        raterId: caller.userId,
        competencyId: ids.competencyId,
        ...value,
      })
      // A self-rating keeps its sharing: the person's switch stays where they put it.
      .onConflictDoUpdate({
        target: [skillRatings.personId, skillRatings.raterId, skillRatings.competencyId],
        set: { ...value, updatedAt: sql`now()` },
      });
    return levelView(tx, caller, ids.personId, viewer);
  });
}

/** The person's switch: their self-ratings of `competencyIds` (or all) shared with their leads, or not. */
export async function shareMyRatings(
  db: Database,
  caller: Caller,
  input: z.output<typeof shareRatingsSchema>,
) {
  const own = and(
    eq(skillRatings.personId, caller.userId),
    eq(skillRatings.raterId, caller.userId),
    eq(skillRatings.companyId, caller.companyId),
  );
  const which = input.competencyIds ? inArray(skillRatings.competencyId, input.competencyIds) : undefined;
  if (!input.competencyIds || input.competencyIds.length > 0)
    await db.update(skillRatings).set({ shared: input.shared }).where(and(own, which));
  return levelView(db, caller, caller.userId, 'self');
}
