/** Business constants (docs/product.md#constants); every limit the schemas and screens use comes from here. */
export const COMPANY_CODE_LENGTH = 8;
export const PASSWORD_MIN = 8;
/** Longest accepted password; argon2 hashes any length, the cap keeps requests small and predictable. */
export const PASSWORD_MAX = 128;
export const PASSWORD_INPUT_MIN_LENGTH = 6;
export const EMAIL_MAX = 255;
export const FULL_NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const MISSION_MAX = 1000;
export const INDUSTRY_MAX = 100;
export const LOCATION_MAX = 200;

export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
