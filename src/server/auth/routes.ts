import type { Session, SessionUser } from '../../shared/api';
import { logout, signUp, token } from '../../shared/contract/auth';
import type { AppDeps } from '../context';
import { DomainError } from '../domain-error';
import { clientIp } from '../http/client-ip';
import { contractRoutes } from '../http/contract-routes';
import { consumeRateLimit, consumeRateLimits } from '../rate-limits/rate-limits';
import { hashPassword, verifyPassword } from './passwords';
import { requireUser } from './require-user';
import { createSession, revokeSession, rotateRefreshToken } from './sessions';
import { createUser, findUserByEmail } from './users';

/** Sign-up, sign-in, refresh and sign-out: /api/auth. */
export function authRoutes(deps: AppDeps) {
  const { db, config, tokens } = deps;
  const limits = config.rateLimits;

  async function sessionFor(user: SessionUser, sessionId: string, refreshToken: string): Promise<Session> {
    const access = await tokens.issueAccessToken({ userId: user.id, sessionId });
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  async function signIn(user: SessionUser, refundRateLimit?: string): Promise<Session> {
    const { sessionId, refreshToken } = await createSession(db, user.id, { refundRateLimit });
    return sessionFor(user, sessionId, refreshToken);
  }

  return contractRoutes('/api/auth')
    .on(signUp, [], async (c, { body }) => {
      await consumeRateLimit(db, `sign-up:ip:${clientIp(c, config.trustProxy)}`, limits.signUpPerIp);
      const user = await createUser(db, { ...body, passwordHash: await hashPassword(body.password) });
      return signIn(user);
    })
    .on(token, [], async (c, { body }) => {
      const ip = clientIp(c, config.trustProxy);
      if (body.grantType === 'refresh_token') {
        await consumeRateLimit(db, `refresh:ip:${ip}`, limits.refreshPerIp);
        const outcome = await rotateRefreshToken(db, tokens, body.refreshToken);
        if (!outcome.ok) throw new DomainError('invalid_refresh_token');
        return sessionFor(outcome.user, outcome.sessionId, outcome.refreshToken);
      }
      // Every attempt counts against the account until it succeeds, so parallel guesses cannot slip past.
      const accountKey = `sign-in-failures:account:${body.email.toLowerCase()}`;
      await consumeRateLimits(db, [
        { key: `sign-in:ip:${ip}`, rule: limits.signInPerIp },
        { key: accountKey, rule: limits.signInFailuresPerAccount },
      ]);
      const user = await findUserByEmail(db, body.email);
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        throw new DomainError('invalid_credentials');
      }
      // The refund of this attempt is part of the statement that creates the session.
      return signIn({ id: user.id, email: user.email, fullName: user.fullName }, accountKey);
    })
    .on(logout, [requireUser(deps)], async (c) => {
      await revokeSession(db, c.get('sessionId'));
      return undefined;
    }).app;
}
