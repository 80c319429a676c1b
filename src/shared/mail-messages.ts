/**
 * The API's messages for mailed links that are no longer good (contract/errors.ts). Kept out of
 * messages.ts and short: every page loads the error table. The pages' own texts are in contract/mail.ts.
 */
export const mailMessages = {
  invalidResetToken: 'This reset link has expired or was already used. Ask for a new one.',
  invalidVerificationToken:
    'This verification link has expired or is not valid. Sign in and ask for a new one.',
} as const;
