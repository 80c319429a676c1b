import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { apiMessages } from '../../shared/messages';
import { joinRequestListQuerySchema, joinRequestSchema } from '../../shared/schemas';
import { requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { ApiError, notFound, validationError } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { readBody } from '../http/read-body';
import { consumeRateLimits } from '../rate-limits/rate-limits';
import { createJoinRequest, decideJoinRequest, JoinRequestError, listJoinRequests } from './join-requests';

const answers = {
  company_not_found: () => new ApiError(404, 'company_not_found', apiMessages.companyNotFound),
  already_in_company: () => new ApiError(409, 'already_in_company', apiMessages.alreadyInCompany),
  already_requested: () => new ApiError(409, 'already_requested', apiMessages.alreadyRequested),
  not_found: () => notFound(apiMessages.joinRequestNotFound),
  already_decided: () => new ApiError(409, 'already_decided', apiMessages.alreadyDecided),
  requester_in_company: () => new ApiError(409, 'requester_in_company', apiMessages.requesterInCompany),
} as const;

function toApiError(error: unknown): unknown {
  return error instanceof JoinRequestError ? answers[error.problem]() : error;
}

const requestId = z.uuid();

/** /api/join-requests: ask to join by code; admins list and decide their own company's requests. */
export function joinRequestRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function decide(c: Context<AppEnv>, decision: 'approved' | 'rejected') {
    const companyId = requireAdmin(c);
    const id = c.req.param('id') ?? '';
    // Anything that is not a uuid cannot name a request; answer as for a request that does not exist.
    if (!requestId.safeParse(id).success) throw answers.not_found();
    await decideJoinRequest(db, { requestId: id, companyId, decidedBy: c.get('user').id, decision }).catch(
      (error) => {
        throw toApiError(error);
      },
    );
    return c.json({ joinRequest: { id, status: decision } });
  }

  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .post('/', async (c) => {
      const { companyCode } = await readBody(c, joinRequestSchema);
      const userId = c.get('user').id;
      // Guessing codes is the attack; both limits count every attempt, found or not.
      await consumeRateLimits(db, [
        { key: `join-request:user:${userId}`, rule: config.rateLimits.joinRequestsPerUser },
        {
          key: `join-request:ip:${clientIp(c, config.trustProxy)}`,
          rule: config.rateLimits.joinRequestsPerIp,
        },
      ]);
      const joinRequest = await createJoinRequest(db, userId, companyCode).catch((error) => {
        throw toApiError(error);
      });
      return c.json({ joinRequest }, 201);
    })
    .get('/', async (c) => {
      const companyId = requireAdmin(c);
      const query = joinRequestListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      return c.json(await listJoinRequests(db, companyId, query.data.status));
    })
    .post('/:id/approve', (c) => decide(c, 'approved'))
    .post('/:id/reject', (c) => decide(c, 'rejected'));
}
