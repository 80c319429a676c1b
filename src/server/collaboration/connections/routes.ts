import {
  addConnectionBlock as addBlockEndpoint,
  answerConnection as answerEndpoint,
  getConnectionMap as mapEndpoint,
  getConnections as getEndpoint,
  putConnectionSettings as settingsEndpoint,
  removeConnectionBlock as removeBlockEndpoint,
} from '../../../shared/contract/connections';
import { callerOf } from '../../auth/caller';
import { requireUser } from '../../auth/require-user';
import type { AppDeps } from '../../context';
import { contractRoutes } from '../../http/contract-routes';
import { addBlock, answer, putSettings, readConnections, removeBlock } from './connections';
import { readMap } from './map';

/** /api/connections: pairing across teams, "did you meet?" and the relationship map (decision 041). */
export function connectionRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/connections');
  routes.app.use(requireUser(deps));
  return routes
    .on(getEndpoint, [], async (c) => readConnections(db, callerOf(c)))
    .on(settingsEndpoint, [], async (c, { body }) => putSettings(db, callerOf(c), body))
    .on(addBlockEndpoint, [], async (c, { body }) => addBlock(db, callerOf(c), body.userId))
    .on(removeBlockEndpoint, [], async (c, { params }) => removeBlock(db, callerOf(c), params.userId))
    .on(answerEndpoint, [], async (c, { body }) => answer(db, callerOf(c), body.answer))
    .on(mapEndpoint, [], async (c) => readMap(db, callerOf(c))).app;
}
