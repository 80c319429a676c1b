/**
 * Every user-visible sentence the server and the screens share, spelled exactly as docs/product.md gives them.
 * Tests import them from here so a typo cannot hide in two places at once.
 */
export const validationMessages = {
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 128 characters',
  passwordTooWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be less than 100 characters',
  fullNameControls: 'Full name must not contain line breaks or control characters',
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be less than 200 characters',
  companyNameControls: 'Company name must not contain line breaks or control characters',
  missionTooLong: 'Mission statement must be less than 1000 characters',
  missionControls: 'Mission statement must not contain control characters',
  industryTooLong: 'Industry must be less than 100 characters',
  industryControls: 'Industry must not contain line breaks or control characters',
  locationTooLong: 'Location must be less than 200 characters',
  locationControls: 'Location must not contain line breaks or control characters',
  companyCodeLength: 'Company code must be exactly 8 characters',
  companyCodeCharacters: 'Company code must contain only uppercase letters and numbers',
} as const;

/** Messages of API errors that the screens show as they come (docs/product.md#api-messages). */
export const apiMessages = {
  userExists: 'User already registered',
  invalidCredentials: 'Invalid login credentials',
  companyNotFound: 'Company not found. Please check the code.',
  alreadyRequested: 'You have already requested to join this company.',
  alreadyInCompany: 'You already belong to a company.',
  requesterInCompany: 'This person already belongs to a company.',
  alreadyDecided: 'This request has already been decided.',
  joinRequestNotFound: 'Join request not found.',
  notSignedIn: 'You need to sign in.',
  invalidToken: 'Your session has expired. Please sign in again.',
  invalidRefreshToken: 'Invalid refresh token',
  adminOnly: 'Only a company admin can do this.',
  rateLimited: 'Too many requests. Please try again later.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  bodyTooLarge: 'The request body is too large.',
  textHasNul: 'Text must not contain NUL characters.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is unavailable right now.',
} as const;

/**
 * The people directory's messages (docs/product.md#people-directory), kept apart from the tables above
 * so each section of docs/product.md has its own.
 */
export const peopleMessages = {
  roleInvalid: 'Role must be admin or member',
  personNotFound: 'Person not found.',
  lastAdmin: 'A company needs at least one admin. Make someone else an admin first.',
  noCompany: 'You do not belong to a company.',
} as const;
