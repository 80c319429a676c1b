import { calendarFeedMessages as m } from '../../shared/calendar-feed';
import {
  calendarFeed as calendarFeedEndpoint,
  createCalendarFeed as createEndpoint,
  deleteCalendarFeed as deleteEndpoint,
  getCalendarFeed as getEndpoint,
} from '../../shared/contract/calendar';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { DomainError } from '../domain-error';
import { clientIp } from '../http/client-ip';
import { contractRoutes } from '../http/contract-routes';
import { consumeRateLimit, refundRateLimit } from '../rate-limits/rate-limits';
import { deleteFeed, feedOf, feedOwner, feedStatus, makeFeed } from './calendar-feed';

/** /api/calendar-feed: the signed-in person's secret calendar link (decision 037). */
export function calendarFeedRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const routes = contractRoutes('/api/calendar-feed');
  routes.app.use(requireUser(deps));
  return routes
    .on(getEndpoint, [], async (c) => ({ feed: await feedStatus(db, c.get('user').id) }))
    .on(createEndpoint, [], async (c) => makeFeed(db, c.get('user').id, config.publicUrl))
    .on(deleteEndpoint, [], async (c) => {
      await deleteFeed(db, c.get('user').id);
      return undefined;
    }).app;
}

/**
 * /api/calendar/<secret>.ics, read by calendar apps without a session. Unknown links are counted per
 * address as failed sign-ins are (a known one gives its hit back), and each feed's reads on their own.
 */
export function calendarRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const limits = config.rateLimits;
  return contractRoutes('/api/calendar').on(calendarFeedEndpoint, [], async (c, { params }) => {
    const missKey = `calendar-feed:ip:${clientIp(c, config.trustProxy)}`;
    await consumeRateLimit(db, missKey, limits.calendarFeedMissesPerIp);
    const userId = await feedOwner(db, params.file);
    if (!userId) throw new DomainError('not_found', { message: m.notFound });
    await refundRateLimit(db, missKey);
    await consumeRateLimit(db, `calendar-feed:user:${userId}`, limits.calendarFeedReadsPerFeed);
    return feedOf(db, userId, config.publicUrl);
  }).app;
}
