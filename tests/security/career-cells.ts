import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  careerPositions,
  careerTracks,
  competencies,
  profiles,
  skillRatings,
  trackLevels,
} from '../../src/server/db/schema';
import type { CareerPerson } from '../../src/shared/contract/career';
import { CAREER_TRACKS_MAX } from '../../src/shared/limits';
import { member } from '../setup/fixtures';
import type { TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the career endpoints (decision 040, slice 1), apart from its
 * test so that each module's cells read on their own. See the matrix's header for what each acts on.
 */

export const careerEndpoints: EndpointId[] = [
  'listTracks',
  'createTrack',
  'getTrack',
  'updateTrack',
  'deleteTrack',
  'createLevel',
  'updateLevel',
  'deleteLevel',
  'createCompetency',
  'updateCompetency',
  'deleteCompetency',
  'putExpectation',
  'getMyLevel',
  'shareMyRatings',
  'getCareerPath',
  'listCareerPeople',
  'getCareerPerson',
  'putCareerPosition',
  'deleteCareerPosition',
  'putSkillRating',
];

type Owner = Parameters<typeof member>[1] & { session: { user: { id: string } } };

export interface CareerCellWorld {
  t: TestApp;
  companyA: Owner;
  /** A fresh open team of company A led by `leadId`. */
  teamOfA: (leadId: string) => Promise<string>;
}

/** What a career cell acts on, for its checks. */
export interface CareerCell {
  path: string;
  body?: unknown;
  careerTrackId?: string;
  careerPersonId?: string;
  /** The level a new place puts the person at. */
  careerLevelId?: string;
}

let cells = 0;

/** A fresh track of A with two levels and two competencies, written straight in. */
async function freshTrack(t: TestApp, companyId: string) {
  const [track] = await t.db
    .insert(careerTracks)
    .values({ companyId, name: `Cell track ${cells}` })
    .returning({ id: careerTracks.id });
  const levels = await t.db
    .insert(trackLevels)
    .values(['First', 'Second'].map((name, position) => ({ trackId: track!.id, companyId, position, name })))
    .returning({ id: trackLevels.id });
  const skills = await t.db
    .insert(competencies)
    .values(['Craft', 'Care'].map((name, position) => ({ trackId: track!.id, companyId, position, name })))
    .returning({ id: competencies.id });
  return { id: track!.id, levelIds: levels.map((row) => row.id), competencyIds: skills.map((row) => row.id) };
}

/**
 * Earlier cells' tracks go, and company A keeps room under its cap (other modules' cells write
 * tracks straight in): a cell that adds a track then finds room.
 */
async function makeRoom(t: TestApp, companyId: string) {
  await t.db
    .delete(careerTracks)
    .where(and(eq(careerTracks.companyId, companyId), like(careerTracks.name, 'Cell track %')));
  const left = await t.db
    .select({ id: careerTracks.id })
    .from(careerTracks)
    .where(eq(careerTracks.companyId, companyId))
    .orderBy(asc(careerTracks.createdAt));
  const extra = left.slice(0, Math.max(0, left.length - (CAREER_TRACKS_MAX - 2))).map((row) => row.id);
  if (extra.length) await t.db.delete(careerTracks).where(inArray(careerTracks.id, extra));
}

export async function careerCellFor(
  { t, companyA, teamOfA }: CareerCellWorld,
  id: EndpointId,
  path: string,
  leadId: string,
): Promise<CareerCell> {
  cells += 1;
  await makeRoom(t, companyA.company.id);
  if (id === 'createTrack') return { path, body: { name: `Cell track ${cells}` } };
  if (['listTracks', 'getMyLevel', 'shareMyRatings', 'getCareerPath', 'listCareerPeople'].includes(id)) {
    await freshTrack(t, companyA.company.id);
    return { path, body: id === 'shareMyRatings' ? { shared: true } : undefined };
  }
  const track = await freshTrack(t, companyA.company.id);
  const [first, second] = track.levelIds as [string, string];
  const [craft] = track.competencyIds as [string];
  const cellPath = path
    .replace(':trackId', track.id)
    .replace(':levelId', id === 'putExpectation' ? second : first)
    .replace(':competencyId', craft);
  const cell: CareerCell = { path: cellPath, careerTrackId: track.id };
  if (id === 'updateTrack') cell.body = { description: 'Changed by the matrix' };
  if (id === 'createLevel') cell.body = { name: 'Matrix level' };
  if (id === 'updateLevel') cell.body = { position: 1 };
  if (id === 'createCompetency' || id === 'updateCompetency') cell.body = { name: 'Matrix competency' };
  if (id === 'putExpectation') cell.body = { text: 'Matrix text' };
  if (!cellPath.includes(':userId')) return cell;
  // A fresh member of A, in a fresh team led by the cell's lead, placed on the track's first level.
  const person = await member(t, companyA);
  const personId = person.session.user.id;
  const teamId = await teamOfA(leadId);
  const added = await t.request(
    'POST',
    `/api/teams/${teamId}/members`,
    { userId: personId },
    { token: companyA.token },
  );
  expect(added.status).toBe(200);
  await t.db
    .insert(careerPositions)
    .values({ userId: personId, companyId: companyA.company.id, trackId: track.id, levelId: first });
  cell.path = cell.path.replace(':userId', personId);
  cell.careerPersonId = personId;
  cell.careerLevelId = second;
  if (id === 'putCareerPosition') cell.body = { trackId: track.id, levelId: second };
  if (id === 'putSkillRating') cell.body = { rating: 3 };
  return cell;
}

/**
 * Beyond the status: whom "My people" names (the lead's people, for admin A every member of A, no one
 * of another company); a refused write leaves the place and the ratings as they were.
 */
export async function checkCareerCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  cellOf: object,
  response: { status: number; body: unknown },
  companyAId: string,
) {
  if (!careerEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  const cell = cellOf as CareerCell;
  if (id === 'listCareerPeople' && response.status === 200) {
    const ids = (response.body as { items: CareerPerson[] }).items.map((person) => person.id);
    const of =
      ids.length > 0
        ? await t.db.select({ companyId: profiles.companyId }).from(profiles).where(inArray(profiles.id, ids))
        : [];
    if (kind === 'member') expect(ids, name).toEqual([]);
    if (kind === 'admin')
      expect(new Set(of.map((row) => row.companyId)), name).toEqual(new Set([companyAId]));
    if (kind === 'otherCompanyAdmin')
      expect(
        of.map((row) => row.companyId),
        name,
      ).not.toContain(companyAId);
  }
  if (!cell.careerPersonId) return;
  const [place] = await t.db
    .select({ levelId: careerPositions.levelId })
    .from(careerPositions)
    .where(eq(careerPositions.userId, cell.careerPersonId));
  const ratings = await t.db
    .select()
    .from(skillRatings)
    .where(eq(skillRatings.personId, cell.careerPersonId));
  const changed = response.status < 300;
  if (id === 'deleteCareerPosition') expect(place === undefined, name).toBe(changed);
  if (id === 'putCareerPosition') expect(place?.levelId === cell.careerLevelId, name).toBe(changed);
  if (id === 'putSkillRating') expect(ratings.length, name).toBe(changed ? 1 : 0);
}
