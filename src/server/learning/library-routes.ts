import {
  createResource as createEndpoint,
  deleteResource as deleteEndpoint,
  listResourceCompetencies as competenciesEndpoint,
  listResources as listEndpoint,
  saveResource as saveEndpoint,
  updateResource as updateEndpoint,
} from '../../shared/contract/library';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  createResource,
  deleteResource,
  listResourceCompetencies,
  listResources,
  saveResource,
  updateResource,
} from './library';

/** /api/resources: the company's resource library (decision 040, level 4), and "Save to my plan". */
export function libraryRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/resources');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c, { query }) => listResources(db, callerOf(c), query))
    .on(competenciesEndpoint, [], async (c) => ({
      competencies: await listResourceCompetencies(db, callerOf(c)),
    }))
    .on(createEndpoint, [], async (c, { body }) => ({
      resource: await createResource(db, callerOf(c), body),
    }))
    .on(updateEndpoint, [], async (c, { params, body }) => ({
      resource: await updateResource(db, callerOf(c), params.id, body),
    }))
    .on(deleteEndpoint, [], async (c, { params }) => {
      await deleteResource(db, callerOf(c), params.id);
      return undefined;
    })
    .on(saveEndpoint, [], async (c, { params }) => saveResource(db, callerOf(c), params.id)).app;
}
