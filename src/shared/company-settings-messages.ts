import { VALUES_MAX } from './limits';

/**
 * The company values' limits and messages (docs/product.md#company-settings), apart from their zod rules
 * (company-settings-rules.ts): the API's error table imports these, and with them no form code.
 */
export const VALUE_NAME_MAX = 50;
export const VALUE_DESCRIPTION_MAX = 280;
export const VALUES_RECOMMENDED = { min: 3, max: 7 } as const;

export const valueMessages = {
  nameRequired: 'Value name is required',
  nameTooLong: `Value name must be at most ${VALUE_NAME_MAX} characters`,
  nameControls: 'Value name must not contain line breaks or control characters',
  descriptionTooLong: `Value description must be at most ${VALUE_DESCRIPTION_MAX} characters`,
  descriptionControls: 'Value description must not contain control characters',
  positionInvalid: 'Position must be a whole number from 0',
  tooMany: `A company can have at most ${VALUES_MAX} values. Remove one before adding another.`,
  exists: 'This company already has a value with that name.',
  notFound: 'Value not found.',
  noCompany: 'You do not belong to a company.',
} as const;

/** A company's time zone: an IANA name; 1:1s meet at a local day and time in it (decision 037). */
export const TIME_ZONE_DEFAULT = 'UTC';
export const timeZoneMessages = {
  invalid: 'Time zone must be an IANA name such as Europe/Lisbon',
} as const;
