import type { Session, SessionUser } from '../../shared/api';
import { logout, signUp, token } from '../../shared/contract/auth';
import { confirmPasswordReset, requestPasswordReset, verifyEmail } from '../../shared/contract/mail';
import { mailTexts } from '../../shared/mail-texts';
import { ssoMessages } from '../../shared/sso-messages';
import type { AppDeps } from '../context';
import { DomainError } from '../domain-error';
import { clientIp } from '../http/client-ip';
import { contractRoutes } from '../http/contract-routes';
import { sendInBackground } from '../mail/mailer';
import { linkTo, passwordResetMail, verificationMail } from '../mail/messages';
import { consumeRateLimit, consumeRateLimits } from '../rate-limits/rate-limits';
import {
  hashEmailToken,
  newEmailToken,
  resetPassword,
  storePasswordReset,
  verifyEmailAddress,
} from './email-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { requireUser } from './require-user';
import {
  createSession,
  type NewSessionOptions,
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  storedUserAgent,
} from './sessions';
import { admitSignIn } from './sign-in-attempts';
import { tradeHandoff } from './sso/handoff';
import { createUser } from './users';

/**
 * Sign-up, sign-in (by password, or with a single sign-on's one-time code), refresh, sign-out,
 * password reset and e-mail verification: /api/auth. Single sign-on's own steps are in sso/routes.ts.
 */
export function authRoutes(deps: AppDeps) {
  const { db, config, tokens, mailer, logger } = deps;
  const limits = config.rateLimits;

  async function sessionFor(
    user: SessionUser,
    sessionId: string,
    refreshToken: string,
    deviceToken?: string,
  ): Promise<Session> {
    const access = await tokens.issueAccessToken({ userId: user.id, sessionId });
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      ...(deviceToken && { device_token: deviceToken }),
      user,
    };
  }

  /** A new session, and a device token that makes this browser known to the account (decision 016). */
  async function signIn(user: SessionUser, options: NewSessionOptions = {}): Promise<Session> {
    const { sessionId, refreshToken, deviceToken } = await createSession(db, user.id, options);
    return sessionFor(user, sessionId, refreshToken, deviceToken);
  }

  return contractRoutes('/api/auth')
    .on(signUp, [], async (c, { body }) => {
      await consumeRateLimit(db, `sign-up:ip:${clientIp(c, config.trustProxy)}`, limits.signUpPerIp);
      const verification = newEmailToken();
      const user = await createUser(db, {
        ...body,
        passwordHash: await hashPassword(body.password),
        verificationTokenHash: hashEmailToken(verification),
      });
      const link = linkTo(config.publicUrl, '/verify-email', verification);
      void sendInBackground(mailer, logger, verificationMail(user.email, user.fullName, link));
      return signIn(user, { userAgent: storedUserAgent(c.req.header('user-agent')) });
    })
    .on(token, [], async (c, { body }) => {
      const ip = clientIp(c, config.trustProxy);
      if (body.grantType === 'refresh_token') {
        await consumeRateLimit(db, `refresh:ip:${ip}`, limits.refreshPerIp);
        const outcome = await rotateRefreshToken(db, tokens, body.refreshToken);
        if (!outcome.ok) throw new DomainError('invalid_refresh_token');
        return sessionFor(outcome.user, outcome.sessionId, outcome.refreshToken);
      }
      if (body.grantType === 'sso_code') {
        await consumeRateLimit(db, `sso-code:ip:${ip}`, limits.ssoPerIp);
        const person = await tradeHandoff(db, body.code);
        if (!person) throw new DomainError('invalid_sso_code');
        return signIn(person, { userAgent: storedUserAgent(c.req.header('user-agent')) });
      }
      const admitted = await admitSignIn(
        db,
        { ip, email: body.email, deviceToken: body.deviceToken },
        limits,
      );
      const { person } = admitted;
      // Before the password is checked: this tells no more than GET /api/auth/sso does of the domain
      // (docs/security.md §14), and a password nobody may use is never confirmed right or wrong.
      if (person?.ssoRequiredBy) {
        throw new DomainError('sso_required', { message: ssoMessages.required(person.ssoRequiredBy) });
      }
      if (!(await verifyPassword(person?.passwordHash, body.password)) || !person) {
        throw new DomainError('invalid_credentials');
      }
      // The refund of this attempt and the device token it replaces ride in the statement of the session.
      return signIn(
        { id: person.id, email: person.email, fullName: person.fullName },
        {
          refundRateLimit: admitted.accountKey,
          replacesDeviceToken: admitted.knownDeviceId,
          userAgent: storedUserAgent(c.req.header('user-agent')),
        },
      );
    })
    .on(logout, [requireUser(deps)], async (c, { query }) => {
      if (query.scope === 'all') await revokeAllSessions(db, c.get('user').id);
      else await revokeSession(db, c.get('sessionId'));
      return undefined;
    })
    .on(requestPasswordReset, [], async (c, { body }) => {
      await consumeRateLimits(db, [
        { key: `password-reset:ip:${clientIp(c, config.trustProxy)}`, rule: limits.passwordResetPerIp },
        { key: `password-reset:email:${body.email.toLowerCase()}`, rule: limits.passwordResetPerAccount },
      ]);
      // Made and hashed whether or not the account exists: the same work, the same answer.
      const token = newEmailToken();
      const recipient = await storePasswordReset(db, body.email, hashEmailToken(token));
      if (recipient) {
        const link = linkTo(config.publicUrl, '/reset-password', token);
        void sendInBackground(mailer, logger, passwordResetMail(recipient.email, recipient.fullName, link));
      }
      return { message: mailTexts.resetSent };
    })
    .on(confirmPasswordReset, [], async (c, { body }) => {
      await consumeRateLimit(
        db,
        `password-reset:ip:${clientIp(c, config.trustProxy)}`,
        limits.passwordResetPerIp,
      );
      await resetPassword(db, hashEmailToken(body.token), await hashPassword(body.newPassword));
      return undefined;
    })
    .on(verifyEmail, [], async (c, { body }) => {
      await consumeRateLimit(
        db,
        `verify-email:ip:${clientIp(c, config.trustProxy)}`,
        limits.passwordResetPerIp,
      );
      await verifyEmailAddress(db, hashEmailToken(body.token));
      return { emailVerified: true } as const;
    }).app;
}
