import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { CAREER_PEOPLE_MAX, careerMessages as m } from '../../shared/career-messages';
import type { careerPeopleQuerySchema, careerPositionSchema } from '../../shared/career-rules';
import type { CareerPerson } from '../../shared/contract/career';
import type { Caller } from '../auth/caller';
import { leads, peopleLedBySql } from '../auth/leads';
import type { Database, Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { careerPositions, careerTracks, profiles, trackLevels } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';

/**
 * A person's place on a career track (decision 040): level 3. Set by an admin or one of the person's
 * leads; read by the person, their leads and admins (an admin sets it, so sees it). "My people" lists
 * the people the caller leads, and for an admin every member of the company, by name: never ranked.
 */

export const personNotFound = () => new DomainError('not_found', { message: m.personNotFound });

interface PersonRow {
  id: string;
  full_name: string | null;
  led: boolean;
  track_id: string | null;
  track_name: string | null;
  level_id: string | null;
  level_name: string | null;
  level_position: number | null;
}

const personOf = (row: PersonRow): CareerPerson => ({
  id: row.id,
  fullName: row.full_name,
  led: row.led,
  place:
    row.track_id && row.level_id
      ? {
          track: { id: row.track_id, name: row.track_name ?? '' },
          level: { id: row.level_id, name: row.level_name ?? '', position: row.level_position ?? 0 },
        }
      : null,
});

/**
 * The people of the company the caller may place, each with their place: those the caller leads, and
 * for an admin everyone. `only` narrows it to one person.
 */
function peopleSql(caller: Caller, filter: { q?: string; only?: string }) {
  const led = peopleLedBySql(caller.userId, caller.companyId);
  const whom = caller.isAdmin ? sql`true` : sql`p.id in (select person_id from (${led}) l)`;
  const named = filter.q ? sql`strpos(lower(coalesce(p.full_name, '')), lower(${filter.q})) > 0` : sql`true`;
  const only = filter.only ? sql`p.id = ${filter.only}` : sql`true`;
  return sql`select p.id, p.full_name,
      p.id in (select person_id from (${led}) l) as led,
      t.id as track_id, t.name as track_name, lv.id as level_id, lv.name as level_name,
      lv.position as level_position
    from ${profiles} p
    left join ${careerPositions} cp on cp.user_id = p.id and cp.company_id = ${caller.companyId}
    left join ${careerTracks} t on t.id = cp.track_id
    left join ${trackLevels} lv on lv.id = cp.level_id
    where p.company_id = ${caller.companyId} and ${whom} and ${named} and ${only}`;
}

export async function listCareerPeople(
  db: Db,
  caller: Caller,
  query: z.output<typeof careerPeopleQuerySchema>,
) {
  const rows = await rowsOf<PersonRow>(
    db,
    sql`${peopleSql(caller, { q: query.q })}
      order by lower(coalesce(p.full_name, '')), p.id limit ${CAREER_PEOPLE_MAX + 1}`,
  );
  const [total] =
    rows.length > CAREER_PEOPLE_MAX
      ? await rowsOf<{ count: number }>(
          db,
          sql`select count(*)::int as count from (${peopleSql(caller, { q: query.q })}) s`,
        )
      : [{ count: rows.length }];
  return {
    items: rows.slice(0, CAREER_PEOPLE_MAX).map(personOf),
    omitted: Math.max(0, (total?.count ?? 0) - CAREER_PEOPLE_MAX),
  };
}

async function onePerson(db: Db, caller: Caller, personId: string): Promise<CareerPerson> {
  const [row] = await rowsOf<PersonRow>(db, peopleSql(caller, { only: personId }));
  if (!row) throw personNotFound();
  return personOf(row);
}

/** 404 for a person of no company of the caller's; 403 for a caller who is neither admin nor their lead. */
async function checkPlacer(db: Db, caller: Caller, personId: string) {
  const [person] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, personId), eq(profiles.companyId, caller.companyId)));
  if (!person) throw personNotFound();
  if (!caller.isAdmin && !(await leads(db, caller, personId)))
    throw new DomainError('forbidden', { message: m.notPlacer });
}

export async function putCareerPosition(
  db: Database,
  caller: Caller,
  personId: string,
  input: z.output<typeof careerPositionSchema>,
) {
  return db.transaction(async (tx) => {
    await checkPlacer(tx, caller, personId);
    const [track] = await tx
      .select({ id: careerTracks.id })
      .from(careerTracks)
      .where(and(eq(careerTracks.id, input.trackId), eq(careerTracks.companyId, caller.companyId)))
      .for('key share');
    if (!track) throw invalidInput('trackId', m.trackNotFound);
    // Held until the place is written: a level deleted meanwhile waits, rather than failing the write.
    const [level] = await tx
      .select({ id: trackLevels.id })
      .from(trackLevels)
      .where(and(eq(trackLevels.id, input.levelId), eq(trackLevels.trackId, input.trackId)))
      .for('key share');
    if (!level) throw invalidInput('levelId', m.levelNotOnTrack);
    const place = { trackId: input.trackId, levelId: input.levelId, setBy: caller.userId };
    await tx
      .insert(careerPositions)
      .values({ userId: personId, companyId: caller.companyId, ...place })
      .onConflictDoUpdate({
        target: careerPositions.userId,
        set: { ...place, companyId: caller.companyId, updatedAt: sql`now()` },
      });
    return { person: await onePerson(tx, caller, personId) };
  });
}

export async function deleteCareerPosition(db: Database, caller: Caller, personId: string) {
  return db.transaction(async (tx) => {
    await checkPlacer(tx, caller, personId);
    await tx
      .delete(careerPositions)
      .where(and(eq(careerPositions.userId, personId), eq(careerPositions.companyId, caller.companyId)));
    return { person: await onePerson(tx, caller, personId) };
  });
}
