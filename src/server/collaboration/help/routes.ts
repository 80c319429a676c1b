import {
  answerHelpRequest as answerEndpoint,
  createHelpRequest as createEndpoint,
  deleteHelpAnswer as deleteAnswerEndpoint,
  deleteHelpRequest as deleteEndpoint,
  getHelpRequest as getEndpoint,
  getHelpSkills as getSkillsEndpoint,
  listHelpRequests as listEndpoint,
  putHelpSkills as putSkillsEndpoint,
  solveHelpRequest as solveEndpoint,
  updateHelpAnswer as updateAnswerEndpoint,
} from '../../../shared/contract/help';
import { callerOf } from '../../auth/caller';
import { requireUser } from '../../auth/require-user';
import type { AppDeps } from '../../context';
import { contractRoutes } from '../../http/contract-routes';
import {
  answerHelpRequest,
  createHelpRequest,
  deleteHelpAnswer,
  deleteHelpRequest,
  getHelpRequest,
  getHelpSkills,
  listHelpRequests,
  putHelpSkills,
  solveHelpRequest,
  updateHelpAnswer,
} from './help';

/** /api/help: the company's board of requests for help and the skills people offer (decision 041). */
export function helpRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/help');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c, { query }) => listHelpRequests(db, callerOf(c), query))
    .on(createEndpoint, [], async (c, { body }) => ({
      request: await createHelpRequest(db, callerOf(c), body),
    }))
    .on(getEndpoint, [], async (c, { params }) => ({
      request: await getHelpRequest(db, callerOf(c), params.id),
    }))
    .on(answerEndpoint, [], async (c, { params, body }) => ({
      request: await answerHelpRequest(db, callerOf(c), params.id, body.body),
    }))
    .on(updateAnswerEndpoint, [], async (c, { params, body }) => ({
      request: await updateHelpAnswer(db, callerOf(c), params.id, params.answerId, body.body),
    }))
    .on(deleteAnswerEndpoint, [], async (c, { params }) => {
      await deleteHelpAnswer(db, callerOf(c), params.id, params.answerId);
      return undefined;
    })
    .on(solveEndpoint, [], async (c, { params }) => ({
      request: await solveHelpRequest(db, callerOf(c), params.id),
    }))
    .on(deleteEndpoint, [], async (c, { params }) => {
      await deleteHelpRequest(db, callerOf(c), params.id);
      return undefined;
    })
    .on(getSkillsEndpoint, [], async (c) => ({ skills: await getHelpSkills(db, callerOf(c)) }))
    .on(putSkillsEndpoint, [], async (c, { body }) => ({
      skills: await putHelpSkills(db, callerOf(c), body.skills),
    })).app;
}
