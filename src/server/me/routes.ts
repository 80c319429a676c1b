import { resendVerificationEmail } from '../../shared/contract/mail';
import { me } from '../../shared/contract/me';
import { hashEmailToken, newEmailToken, storeVerification } from '../auth/email-tokens';
import { invalidToken, requireAccessClaims, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { sendInBackground } from '../mail/mailer';
import { linkTo, verificationMail } from '../mail/messages';
import { consumeRateLimit } from '../rate-limits/rate-limits';
import { findMe } from './me';

/**
 * GET /api/me: the dashboard's one request, answered with one statement. It checks the session in
 * that statement itself instead of through requireUser, which would cost a second one.
 */
export function meRoutes(deps: AppDeps) {
  const { db, config, mailer, logger } = deps;
  return contractRoutes('/api/me')
    .on(me, [], async (c) => {
      const claims = await requireAccessClaims(deps, c);
      const found = await findMe(db, claims, { modelConfigured: deps.model !== undefined });
      if (!found) throw invalidToken();
      return found;
    })
    .on(resendVerificationEmail, [requireUser(deps)], async (c) => {
      const userId = c.get('user').id;
      await consumeRateLimit(
        db,
        `verification-email:user:${userId}`,
        config.rateLimits.verificationEmailPerUser,
      );
      const token = newEmailToken();
      const recipient = await storeVerification(db, userId, hashEmailToken(token));
      if (recipient) {
        const link = linkTo(config.publicUrl, '/verify-email', token);
        void sendInBackground(mailer, logger, verificationMail(recipient.email, recipient.fullName, link));
      }
      return undefined;
    }).app;
}
