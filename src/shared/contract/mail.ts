import { z } from 'zod/mini';
import { passwordResetConfirmSchema, passwordResetRequestSchema, verifyEmailSchema } from '../mail-rules';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/** Password reset and e-mail verification: the links SOS mails (src/server/mail). */

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset',
  summary:
    'Mails a single-use link to reset the password (valid 1 hour) if an account has this address. The answer is the same whether or not one has: it never tells who has an account.',
  access: 'anyone',
  body: passwordResetRequestSchema,
  status: 202,
  response: z.object({ message: z.string() }),
  errors: [...bodyErrors, 'rate_limited'],
});

export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  summary:
    'Sets a new password with the token of a reset link, spends it and every other reset link of the person, and revokes all their sessions. The address counts as verified: the link reached it.',
  access: 'anyone',
  body: passwordResetConfirmSchema,
  status: 204,
  errors: [...bodyErrors, 'invalid_reset_token', 'rate_limited'],
});

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  summary:
    'Marks the address of the verification link’s person verified. Opening the same link again once verified answers the same.',
  access: 'anyone',
  body: verifyEmailSchema,
  status: 200,
  response: z.object({ emailVerified: z.literal(true) }),
  errors: [...bodyErrors, 'invalid_verification_token', 'rate_limited'],
});

export const resendVerificationEmail = endpoint({
  method: 'POST',
  path: '/api/me/verification-email',
  summary:
    'Mails the signed-in person a new verification link (valid 7 days); nothing is sent when their address is already verified.',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors, 'rate_limited'],
});
