import { Hono } from 'hono';
import type { Session, SessionUser } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { signUpSchema, tokenRequestSchema } from '../../shared/schemas';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { readBody } from '../http/read-body';
import { consumeRateLimit, consumeRateLimits } from '../rate-limits/rate-limits';
import { hashPassword, verifyPassword } from './passwords';
import { requireUser } from './require-user';
import { createSession, revokeSession, rotateRefreshToken } from './sessions';
import { createUser, findUserByEmail, UserExistsError } from './users';

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

  return new Hono<AppEnv>()
    .post('/signup', async (c) => {
      const input = await readBody(c, signUpSchema);
      await consumeRateLimit(db, `sign-up:ip:${clientIp(c, config.trustProxy)}`, limits.signUpPerIp);
      try {
        const user = await createUser(db, { ...input, passwordHash: await hashPassword(input.password) });
        return c.json(await signIn(user), 201);
      } catch (error) {
        if (error instanceof UserExistsError) throw new ApiError(409, 'user_exists', apiMessages.userExists);
        throw error;
      }
    })
    .post('/token', async (c) => {
      const input = await readBody(c, tokenRequestSchema);
      const ip = clientIp(c, config.trustProxy);
      if (input.grantType === 'refresh_token') {
        await consumeRateLimit(db, `refresh:ip:${ip}`, limits.refreshPerIp);
        const outcome = await rotateRefreshToken(db, tokens, input.refreshToken);
        if (!outcome.ok) throw new ApiError(401, 'invalid_refresh_token', apiMessages.invalidRefreshToken);
        return c.json(await sessionFor(outcome.user, outcome.sessionId, outcome.refreshToken));
      }
      // Every attempt counts against the account until it succeeds, so parallel guesses cannot slip past.
      const accountKey = `sign-in-failures:account:${input.email.toLowerCase()}`;
      await consumeRateLimits(db, [
        { key: `sign-in:ip:${ip}`, rule: limits.signInPerIp },
        { key: accountKey, rule: limits.signInFailuresPerAccount },
      ]);
      const user = await findUserByEmail(db, input.email);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
        throw new ApiError(400, 'invalid_credentials', apiMessages.invalidCredentials);
      }
      // The refund of this attempt is part of the statement that creates the session.
      return c.json(await signIn({ id: user.id, email: user.email, fullName: user.fullName }, accountKey));
    })
    .post('/logout', requireUser(deps), async (c) => {
      await revokeSession(db, c.get('sessionId'));
      return c.body(null, 204);
    });
}
