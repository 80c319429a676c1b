import { z } from 'zod/mini';
import { mailTexts } from './mail-texts';
import { email, newPassword } from './schemas';

/**
 * The bodies of the password-reset and verification endpoints (contract/mail.ts), apart from the
 * endpoints' declarations: the reset page loads these rules and nothing of zod that /auth does not.
 */

/** A token as a link carries it: 43 base64url characters; anything up to 200 is read and simply not found. */
const mailToken = z
  .string({ error: mailTexts.resetLinkRequired })
  .check(z.minLength(1, mailTexts.resetLinkRequired), z.maxLength(200, mailTexts.resetLinkRequired));

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({ token: mailToken, newPassword });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

export const verifyEmailSchema = z.object({ token: mailToken });
