import * as career from '../../shared/contract/career';
import { callerOf } from '../auth/caller';
import { adminOnly, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { careerPath, levelView } from './level-view';
import { deleteCareerPosition, listCareerPeople, putCareerPosition } from './positions';
import { leadView, putSkillRating, shareMyRatings } from './ratings';
import {
  createCompetency,
  createLevel,
  createTrack,
  deleteCompetency,
  deleteLevel,
  deleteTrack,
  getTrack,
  listTracks,
  putExpectation,
  updateCompetency,
  updateLevel,
  updateTrack,
} from './tracks';

/**
 * /api/career (decision 040, slice 1): the company's tracks, which every member reads and admins
 * write; a person's place, set by an admin or their leads; "my level vs next level" and skill ratings,
 * the person's and their leads'.
 */
export function careerRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/career');
  routes.app.use(requireUser(deps));
  return (
    routes
      .on(career.listTracks, [], async (c) => ({ items: await listTracks(db, callerOf(c).companyId) }))
      .on(career.createTrack, [adminOnly], async (c, { body }) => createTrack(db, callerOf(c), body))
      .on(career.getTrack, [], async (c, { params }) => ({
        track: await getTrack(db, callerOf(c).companyId, params.trackId),
      }))
      .on(career.updateTrack, [adminOnly], async (c, { params, body }) =>
        updateTrack(db, callerOf(c), params.trackId, body),
      )
      .on(career.deleteTrack, [adminOnly], async (c, { params }) => {
        await deleteTrack(db, callerOf(c), params.trackId);
        return undefined;
      })
      .on(career.createLevel, [adminOnly], async (c, { params, body }) =>
        createLevel(db, callerOf(c), params.trackId, body),
      )
      .on(career.updateLevel, [adminOnly], async (c, { params, body }) =>
        updateLevel(db, callerOf(c), params.trackId, params.levelId, body),
      )
      .on(career.deleteLevel, [adminOnly], async (c, { params }) =>
        deleteLevel(db, callerOf(c), params.trackId, params.levelId),
      )
      .on(career.createCompetency, [adminOnly], async (c, { params, body }) =>
        createCompetency(db, callerOf(c), params.trackId, body),
      )
      .on(career.updateCompetency, [adminOnly], async (c, { params, body }) =>
        updateCompetency(db, callerOf(c), params.trackId, params.competencyId, body),
      )
      .on(career.deleteCompetency, [adminOnly], async (c, { params }) =>
        deleteCompetency(db, callerOf(c), params.trackId, params.competencyId),
      )
      .on(career.putExpectation, [adminOnly], async (c, { params, body }) =>
        putExpectation(db, callerOf(c), params, body),
      )
      // Before /people/:userId: `me` and `path` are not ids.
      .on(career.getMyLevel, [], async (c) => {
        const caller = callerOf(c);
        return levelView(db, caller, caller.userId, 'self');
      })
      .on(career.shareMyRatings, [], async (c, { body }) => shareMyRatings(db, callerOf(c), body))
      .on(career.getCareerPath, [], async (c) => careerPath(db, callerOf(c)))
      .on(career.listCareerPeople, [], async (c, { query }) => listCareerPeople(db, callerOf(c), query))
      .on(career.getCareerPerson, [], async (c, { params }) => leadView(db, callerOf(c), params.userId))
      .on(career.putCareerPosition, [], async (c, { params, body }) =>
        putCareerPosition(db, callerOf(c), params.userId, body),
      )
      .on(career.deleteCareerPosition, [], async (c, { params }) =>
        deleteCareerPosition(db, callerOf(c), params.userId),
      )
      .on(career.putSkillRating, [], async (c, { params, body }) =>
        putSkillRating(db, callerOf(c), { personId: params.userId, competencyId: params.competencyId }, body),
      ).app
  );
}
