import { z } from 'zod/mini';
import { signUpSchema, tokenRequestSchema } from '../schemas';
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
  user: sessionUserSchema,
});

export const signUp = endpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Creates an account and signs it in.',
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
    'Signs in with `grantType: "password"`, or with `grantType: "refresh_token"` spends a refresh token for a new session (its child; reusing a spent one revokes the session).',
  access: 'anyone',
  body: tokenRequestSchema,
  status: 200,
  response: sessionSchema,
  errors: [...bodyErrors, 'invalid_credentials', 'invalid_refresh_token', 'rate_limited'],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Revokes the session: its access and refresh tokens stop working at once.',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors],
});
