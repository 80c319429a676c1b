import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { findSessionMember } from './sessions';
import type { AccessClaims } from './tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

export const invalidToken = () => new DomainError('invalid_token');

/**
 * The claims of the request's bearer token, checked for signature, algorithm, issuer, audience and
 * expiry; 401 without one. Whether its session is still live is the caller's lookup.
 */
export async function requireAccessClaims(deps: AppDeps, c: Context<AppEnv>): Promise<AccessClaims> {
  const header = c.req.header('authorization');
  if (!header) throw new DomainError('not_signed_in');
  const token = BEARER.exec(header)?.[1];
  const claims = token ? await deps.tokens.verifyAccessToken(token) : null;
  if (!claims) throw invalidToken();
  return claims;
}

/**
 * Lets a request through only with a valid access token of a live session; puts the user, their
 * membership and the session id on the context, all from one statement. A revoked session's tokens
 * fail here even before they expire.
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await requireAccessClaims(deps, c);
    const signedIn = await findSessionMember(deps.db, claims);
    if (!signedIn) throw invalidToken();
    c.set('user', signedIn.user);
    c.set('membership', signedIn.membership);
    c.set('sessionId', claims.sessionId);
    await next();
  };
}

/**
 * The company the signed-in person administers; 403 for anyone else. It reads the membership that
 * requireUser loaded with the session, so it costs no query.
 */
export function requireAdmin(c: Context<AppEnv>): string {
  const membership = c.get('membership');
  if (membership?.role !== 'admin') throw new DomainError('forbidden');
  return membership.companyId;
}

/** requireAdmin as a guard, so a non-admin is refused before the request's input is even read. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
