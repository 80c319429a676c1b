import { z } from 'zod/mini';
import { FULL_NAME_MAX } from '../constants';
import { validationMessages as m } from '../messages';
import { newPassword, requiredText } from '../schemas';
import { sessionUserSchema } from './auth';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The account page's messages (docs/product.md#account), kept out of src/shared/messages.ts, which
 * the sign-in page loads.
 */
export const accountMessages = {
  currentPasswordRequired: 'Current password is required',
  sessionNotFound: 'Session not found.',
} as const;

/** The same rule and messages as the full name at sign-up. */
export const fullNameSchema = requiredText({
  shape: 'line',
  max: FULL_NAME_MAX,
  required: m.fullNameRequired,
  tooLong: m.fullNameTooLong,
  controls: m.fullNameControls,
});

export const updateProfileSchema = z.object({ fullName: fullNameSchema });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The password the person has now: any non-empty text, checked against the stored hash. */
const currentPassword = z
  .string({ error: accountMessages.currentPasswordRequired })
  .check(z.minLength(1, accountMessages.currentPasswordRequired), z.maxLength(1000));

export const changePasswordSchema = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .check(z.minLength(1, m.passwordRequired), z.maxLength(1000)),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** One signed-in browser of the person; `device` is read from its user agent ("Chrome on macOS"). */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  lastUsedAt: z.string(),
  createdAt: z.string(),
  /** The session the list was asked with. */
  current: z.boolean(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/api/me',
  summary: 'Changes the signed-in person’s full name (the sign-up rule).',
  access: 'signed in',
  body: updateProfileSchema,
  status: 200,
  response: z.object({ user: sessionUserSchema }),
  errors: [...signedInErrors, ...bodyErrors],
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/me/password',
  summary:
    'Changes the password: the current one must match (403 wrong_password, counted like failed sign-ins: 429 past the limit); the new one follows the sign-up rules. Every other session of the person is revoked at once; this one stays.',
  access: 'signed in',
  body: changePasswordSchema,
  status: 204,
  errors: [...signedInErrors, ...bodyErrors, 'wrong_password', 'rate_limited'],
});

export const listSessions = endpoint({
  method: 'GET',
  path: '/api/me/sessions',
  summary: 'The person’s live sessions, most recently used first; `current` marks the one asking.',
  access: 'signed in',
  status: 200,
  response: z.object({ items: z.array(accountSessionSchema) }),
  errors: [...signedInErrors],
});

export const revokeOwnSession = endpoint({
  method: 'DELETE',
  path: '/api/me/sessions/:id',
  params: z.object({ id: idParam(accountMessages.sessionNotFound) }),
  summary: 'Signs one of the person’s sessions out. Another person’s session is not found (404).',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors, 'not_found'],
});

export const exportData = endpoint({
  method: 'GET',
  path: '/api/me/export',
  summary:
    'Everything about the person as a JSON attachment (sos-export-<date>.json): profile, account, company membership, join requests, sessions, and each module’s own section. Never a password or token hash.',
  access: 'signed in',
  status: 200,
  response: z.record(z.string(), z.unknown()),
  errors: [...signedInErrors],
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/me',
  summary:
    'Deletes the account: its sessions, device tokens, join requests, profile and user, in one transaction. The password must match (403 wrong_password); the last admin of a company with other members is refused (last_admin).',
  access: 'signed in',
  body: deleteAccountSchema,
  status: 204,
  errors: [...signedInErrors, ...bodyErrors, 'wrong_password', 'rate_limited', 'last_admin'],
});
