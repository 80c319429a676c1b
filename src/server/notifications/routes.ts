import {
  listNotifications as listNotificationsEndpoint,
  markNotificationsRead as markNotificationsReadEndpoint,
} from '../../shared/contract/notifications';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { listNotifications, markNotificationsRead } from './notifications';

/** /api/notifications: the caller's own notifications, with or without a company. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/notifications');
  routes.app.use(requireUser(deps));
  return routes
    .on(listNotificationsEndpoint, [], async (c, { query }) =>
      listNotifications(db, { userId: c.get('user').id, ...query }),
    )
    .on(markNotificationsReadEndpoint, [], async (c, { body }) =>
      markNotificationsRead(db, c.get('user').id, body),
    ).app;
}
