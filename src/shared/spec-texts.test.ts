import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { apiMessages, validationMessages } from './messages';

/**
 * The product's words and numbers (docs/product.md), spelled out here as literals on purpose. Every
 * other test compares against messages.ts, the module the app uses too, so a typo there would pass
 * them all; this test is the one place that would fail.
 */
describe('the product texts the server and the screens share', () => {
  it('validation messages, word for word', () => {
    expect(validationMessages).toStrictEqual({
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
    });
  });

  it('API error messages, word for word', () => {
    expect(apiMessages).toStrictEqual({
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
    });
  });

  it('the business constants', () => {
    expect({ ...constants }).toStrictEqual({
      COMPANY_CODE_LENGTH: 8,
      PASSWORD_MIN: 8,
      PASSWORD_MAX: 128,
      PASSWORD_INPUT_MIN_LENGTH: 6,
      EMAIL_MAX: 255,
      FULL_NAME_MAX: 100,
      COMPANY_NAME_MAX: 200,
      MISSION_MAX: 1000,
      INDUSTRY_MAX: 100,
      LOCATION_MAX: 200,
      ROLES: ['admin', 'member'],
      JOIN_REQUEST_STATUSES: ['pending', 'approved', 'rejected'],
    });
  });
});
