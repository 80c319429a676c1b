import {
  createDayItem as createItemEndpoint,
  deleteDayItem as deleteItemEndpoint,
  getToday as getTodayEndpoint,
  keepDayItem as keepItemEndpoint,
  listPullSources as sourcesEndpoint,
  putDayClose as putCloseEndpoint,
  updateDayItem as updateItemEndpoint,
} from '../../shared/contract/today';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { putDayClose } from './day-close';
import {
  createDayItem,
  deleteDayItem,
  getToday,
  keepDayItem,
  pullSources,
  todayOf,
  updateDayItem,
} from './today';

/** /api/today: the caller's own day (decision 038, slice 1); nothing here reads another person's rows. */
export function todayRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/today');
  routes.app.use(requireUser(deps));
  return routes
    .on(getTodayEndpoint, [], async (c) => ({ today: await getToday(db, callerOf(c)) }))
    .on(sourcesEndpoint, [], async (c) => {
      const caller = callerOf(c);
      return { sources: await pullSources(db, caller, await todayOf(db, caller)) };
    })
    .on(createItemEndpoint, [], async (c, { body }) => ({ item: await createDayItem(db, callerOf(c), body) }))
    .on(keepItemEndpoint, [], async (c, { params }) => ({
      item: await keepDayItem(db, callerOf(c), params.id),
    }))
    .on(updateItemEndpoint, [], async (c, { params, body }) => ({
      item: await updateDayItem(db, callerOf(c), params.id, body),
    }))
    .on(deleteItemEndpoint, [], async (c, { params }) => {
      await deleteDayItem(db, callerOf(c), params.id);
      return undefined;
    })
    .on(putCloseEndpoint, [], async (c, { params, body }) => putDayClose(db, callerOf(c), params.day, body))
    .app;
}
