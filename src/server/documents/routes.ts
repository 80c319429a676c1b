import {
  createIdea as createIdeaEndpoint,
  deleteIdea as deleteIdeaEndpoint,
  getIdea as getIdeaEndpoint,
  listIdeas as listIdeasEndpoint,
  updateIdea as updateIdeaEndpoint,
} from '../../shared/contract/ideas';
import {
  compareDocumentVersions as compareEndpoint,
  createDecision as createEndpoint,
  decideDecision as decideEndpoint,
  getDecision as getEndpoint,
  getStrategy as getStrategyEndpoint,
  listDecisions as listEndpoint,
  listDocumentVersions as versionsEndpoint,
  putStrategy as putStrategyEndpoint,
  updateDecision as updateEndpoint,
} from '../../shared/contract/strategy';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { compareVersions, listVersions } from './core';
import { createDecision, decideDecision, listDecisions, readRecord, updateDecision } from './decisions';
import { createIdea, deleteIdea, listIdeas, readIdea, updateIdea } from './ideas';
import { putStrategy, readStrategy } from './strategy-page';

/** /api/strategy: the company's strategy on a page (decision 041), read by all, written by admins. */
export function strategyRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/strategy');
  routes.app.use(requireUser(deps));
  return routes
    .on(getStrategyEndpoint, [], async (c) => readStrategy(db, callerOf(c)))
    .on(putStrategyEndpoint, [], async (c, { body }) => putStrategy(db, callerOf(c), body)).app;
}

/** /api/decisions: decision records by DACI (decision 041). */
export function decisionRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/decisions');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c, { query }) => listDecisions(db, callerOf(c), query))
    .on(createEndpoint, [], async (c, { body }) => createDecision(db, callerOf(c), body))
    .on(getEndpoint, [], async (c, { params }) => readRecord(db, callerOf(c), params.id))
    .on(updateEndpoint, [], async (c, { params, body }) => updateDecision(db, callerOf(c), params.id, body))
    .on(decideEndpoint, [], async (c, { params, body }) => decideDecision(db, callerOf(c), params.id, body))
    .app;
}

/** /api/ideas: a team's SWOTs, pre-mortems and plans (decision 041). */
export function ideaRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/ideas');
  routes.app.use(requireUser(deps));
  return routes
    .on(listIdeasEndpoint, [], async (c, { query }) => listIdeas(db, callerOf(c), query))
    .on(createIdeaEndpoint, [], async (c, { body }) => createIdea(db, callerOf(c), body))
    .on(getIdeaEndpoint, [], async (c, { params }) => readIdea(db, callerOf(c), params.id))
    .on(updateIdeaEndpoint, [], async (c, { params, body }) => updateIdea(db, callerOf(c), params.id, body))
    .on(deleteIdeaEndpoint, [], async (c, { params }) => {
      await deleteIdea(db, callerOf(c), params.id);
      return undefined;
    }).app;
}

/** /api/documents: any document's history and the comparison of two of its versions. */
export function documentRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/documents');
  routes.app.use(requireUser(deps));
  return routes
    .on(versionsEndpoint, [], async (c, { params, query }) =>
      listVersions(db, callerOf(c), params.id, query.before),
    )
    .on(compareEndpoint, [], async (c, { params, query }) =>
      compareVersions(db, callerOf(c), params.id, query),
    ).app;
}
