import type { Context } from 'hono';
import {
  approveJoinRequest,
  createJoinRequest as createJoinRequestEndpoint,
  listJoinRequests as listJoinRequestsEndpoint,
  rejectJoinRequest,
} from '../../shared/contract/join-requests';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { clientIp } from '../http/client-ip';
import { contractRoutes } from '../http/contract-routes';
import { consumeRateLimits } from '../rate-limits/rate-limits';
import { createJoinRequest, decideJoinRequest, listJoinRequests } from './join-requests';

/** /api/join-requests: ask to join by code; admins list and decide their own company's requests. */
export function joinRequestRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function decide<S extends 'approved' | 'rejected'>(c: Context<AppEnv>, id: string, decision: S) {
    const companyId = requireAdmin(c);
    await decideJoinRequest(db, { requestId: id, companyId, decidedBy: c.get('user').id, decision });
    return { joinRequest: { id, status: decision } };
  }

  const routes = contractRoutes('/api/join-requests');
  // Every path under /api/join-requests wants a signed-in person, even one that does not exist.
  routes.app.use(requireUser(deps));
  return routes
    .on(createJoinRequestEndpoint, [], async (c, { body }) => {
      const userId = c.get('user').id;
      // Guessing codes is the attack; both limits count every attempt, found or not.
      await consumeRateLimits(db, [
        { key: `join-request:user:${userId}`, rule: config.rateLimits.joinRequestsPerUser },
        {
          key: `join-request:ip:${clientIp(c, config.trustProxy)}`,
          rule: config.rateLimits.joinRequestsPerIp,
        },
      ]);
      return { joinRequest: await createJoinRequest(db, userId, body.companyCode) };
    })
    .on(listJoinRequestsEndpoint, [adminOnly], async (c, { query }) =>
      listJoinRequests(db, requireAdmin(c), query.status),
    )
    .on(approveJoinRequest, [], (c, { params }) => decide(c, params.id, 'approved'))
    .on(rejectJoinRequest, [], (c, { params }) => decide(c, params.id, 'rejected')).app;
}
