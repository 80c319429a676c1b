import { z } from 'zod/mini';
import { refreshSchema, signInSchema, signUpSchema } from '../schemas';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

/** OAuth 2.0 token-response names, as GoTrue shapes a session. */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds. */
  expires_in: z.number(),
  /** Unix time in seconds. */
  expires_at: z.number(),
  refresh_token: z.string(),
  /**
   * After a sign-up or a sign-in with a password: proof that this browser signed in to this account,
   * to send as `deviceToken` with its next password sign-in (docs/decisions/016). Outlives sign-out.
   */
  device_token: z.optional(z.string()),
  user: sessionUserSchema,
});

/**
 * The device token of an earlier sign-in of this browser: with a valid one, the account's failures
 * from elsewhere do not slow this sign-in. One that is unknown, expired or another account's counts as none.
 */
const deviceToken = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

/**
 * The one-time code a single sign-on hands the browser in `/auth/sso#code=…` (decision 047): 32 random
 * bytes, base64url. Anything else names no code.
 */
const ssoCode = z
  .string({ error: 'Invalid sign-in code' })
  .check(z.minLength(1, 'Invalid sign-in code'), z.maxLength(200, 'Invalid sign-in code'));

/** POST /api/auth/token takes any of its grants, told apart by grantType. */
export const tokenBodySchema = z.discriminatedUnion('grantType', [
  z.extend(signInSchema, { grantType: z.literal('password'), deviceToken }),
  z.extend(refreshSchema, { grantType: z.literal('refresh_token') }),
  z.object({ grantType: z.literal('sso_code'), code: ssoCode }),
]);

/** `scope=all` signs the person out of every browser; `session`, or none, this session only. */
export const logoutQuerySchema = z.object({ scope: z.optional(z.enum(['session', 'all'])) });

export const signUp = endpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Creates an account and signs it in; the answer carries a `device_token` for this browser.',
  access: 'anyone',
  body: signUpSchema,
  status: 201,
  response: sessionSchema,
  errors: [...bodyErrors, 'user_exists', 'rate_limited'],
});

export const token = endpoint({
  method: 'POST',
  path: '/api/auth/token',
  summary:
    'Signs in with `grantType: "password"`, or with `grantType: "refresh_token"` spends a refresh token for a new session (its child; reusing a spent one revokes the session), or with `grantType: "sso_code"` trades the one-time code of a single sign-on (`/auth/sso#code=…`, once, within a minute). A password sign-in sends the `deviceToken` of this browser\'s last sign-in, if it has one, and gets a new `device_token`: with it, failures on the account from elsewhere do not slow this browser. Without one, an account past its failed sign-ins (10 an hour by default) is slowed, not locked: 429 with `Retry-After`, 1 second doubling up to 6 minutes. A person whose company requires its provider for their address\'s domain is refused a password sign-in (`sso_required`, before the password is checked).',
  access: 'anyone',
  body: tokenBodySchema,
  status: 200,
  response: sessionSchema,
  errors: [
    ...bodyErrors,
    'invalid_credentials',
    'invalid_refresh_token',
    'invalid_sso_code',
    'sso_required',
    'rate_limited',
  ],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary:
    'Revokes the session: its access and refresh tokens stop working at once. With `?scope=all`, every session of the person.',
  access: 'signed in',
  query: logoutQuerySchema,
  status: 204,
  errors: [...signedInErrors, 'validation_failed'],
});
