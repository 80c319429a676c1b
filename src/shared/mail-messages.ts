/**
 * Password reset and e-mail verification: the links SOS mails, their pages' texts (their endpoints are in
 * contract/mail.ts). Kept out of schemas.ts and messages.ts, which the sign-in page loads.
 */
export const mailMessages = {
  resetLinkRequired: 'This reset link is incomplete. Ask for a new one.',
  invalidResetToken: 'This reset link has expired or was already used. Ask for a new one.',
  invalidVerificationToken:
    'This verification link has expired or is not valid. Sign in and ask for a new one.',
  resetSent:
    'If an account exists for that address, we have sent a link to reset its password. It works for one hour.',
  passwordChanged: 'Password changed. Sign in with your new password.',
  emailVerified: 'Your e-mail address is verified.',
  verificationSent: 'We have sent you a new verification link.',
} as const;
