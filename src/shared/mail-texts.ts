/** The texts of the reset page that the API shares (the page alone loads them on the web). */
export const mailTexts = {
  resetLinkRequired: 'This reset link is incomplete. Ask for a new one.',
  resetSent:
    'If an account exists for that address, we have sent a link to reset its password. It works for one hour.',
  passwordChanged: { title: 'Password changed', description: 'Sign in with your new password.' },
} as const;
