/**
 * The toasts of docs/product.md#toasts and the few sentences the screens add, spelled exactly once.
 * Validation and server messages live in @shared/messages.
 */
export const toasts = {
  validationError: 'Validation Error',
  error: 'Error',
  unexpectedError: 'An unexpected error occurred',
  signUpFailed: 'Sign up failed',
  signInFailed: 'Sign in failed',
  signedUp: { title: 'Success!', description: 'Your account has been created.' },
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
  companyCreated: {
    title: 'Company created!',
    description: (code: string) => `Your company code is: ${code}.`,
  },
  createCompanyFailed: 'Failed to create company',
  requestSent: { title: 'Request sent!', description: 'An admin will review your request shortly.' },
  joinFailed: 'Failed to join company',
  requestApproved: {
    title: 'Request approved',
    description: (name: string) => `${name} is now a member of your company.`,
  },
  requestRejected: {
    title: 'Request rejected',
    description: (name: string) => `${name} will not join your company.`,
  },
} as const;

/** docs/product.md#join-requests: what /company-setup says while a request waits for an admin. */
export const pendingRequestText = (companyName: string) => `Your request to join ${companyName} is pending`;

/** The button that asks again for data that did not load. */
export const tryAgainText = 'Try again';
