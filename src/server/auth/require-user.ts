import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/constants';
import { apiMessages } from '../../shared/messages';
import type { AppDeps, AppEnv } from '../context';
import { profiles, userRoles } from '../db/schema';
import { ApiError } from '../http/errors';
import { findSessionUser } from './sessions';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets a request through only with a valid access token of a live session; puts the user and the
 * session id on the context. A revoked session's tokens fail here even before they expire.
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new ApiError(401, 'not_signed_in', apiMessages.notSignedIn);
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await deps.tokens.verifyAccessToken(token) : null;
    const user = claims ? await findSessionUser(deps.db, claims.sessionId, claims.userId) : null;
    if (!claims || !user) throw new ApiError(401, 'invalid_token', apiMessages.invalidToken);
    c.set('user', user);
    c.set('sessionId', claims.sessionId);
    await next();
  };
}

export interface Membership {
  companyId: string;
  role: Role | null;
}

/** The signed-in person's company and role there, or null without a company. */
export async function getMembership(deps: AppDeps, userId: string): Promise<Membership | null> {
  const [row] = await deps.db
    .select({ companyId: profiles.companyId, role: userRoles.role })
    .from(profiles)
    .leftJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.companyId, profiles.companyId)))
    .where(eq(profiles.id, userId));
  if (!row?.companyId) return null;
  return { companyId: row.companyId, role: row.role };
}

/** The company the signed-in person administers; 403 for anyone else. */
export async function requireAdmin(deps: AppDeps, c: Context<AppEnv>): Promise<string> {
  const membership = await getMembership(deps, c.get('user').id);
  if (membership?.role !== 'admin') throw new ApiError(403, 'forbidden', apiMessages.adminOnly);
  return membership.companyId;
}
