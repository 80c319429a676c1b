import { z } from 'zod/mini';
import { SSO_ERROR_REASONS, ssoMessages } from '../sso-messages';
import { ssoConnectionSchema, ssoEmailSchema } from '../sso-rules';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Single sign-on by OpenID Connect (decision 047, docs/security.md §14): a company's admin names its
 * provider and the e-mail domains it signs in; people of those domains get "Sign in with …" on /auth.
 * The flow: the form asks `GET /api/auth/sso` whether the address's domain signs in with a provider;
 * `POST /api/auth/sso/start` answers the provider's address to send the browser to; the provider sends
 * it back to `GET /api/auth/sso/callback`, which answers 303 to `/auth/sso#code=…` (or to
 * `/auth?sso_error=<reason>`); the page trades the code with `POST /api/auth/token`
 * (`grantType: "sso_code"`) for a session.
 */

/** The company's provider as its admins see it: never the client secret, only that one is stored. */
export const ssoConnectionStatusSchema = z.object({
  providerName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /**
   * Whether the stored client secret can be read: false once the server's secrets key has changed
   * (docs/security.md §13), when an admin must enter it again. The secret itself is never sent back.
   */
  hasClientSecret: z.boolean(),
  /** Lower-case, each once, in the order they were saved. */
  domains: z.array(z.string()),
  /** Password sign-in refused for the company's people of these domains. */
  required: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last successful sign-in through the provider. */
  lastSignInAt: z.nullable(z.string()),
  /** The last failure, in words an admin can act on (cleared by the next success), and when. */
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
});
export type SsoConnectionStatus = z.output<typeof ssoConnectionStatusSchema>;

const ssoSettingsSchema = z.object({
  /** Null until an admin connects a provider. */
  connection: z.nullable(ssoConnectionStatusSchema),
  /** The redirect URI to register at the provider: `<PUBLIC_URL>/api/auth/sso/callback`. */
  redirectUri: z.string(),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

export const getSsoConnection = endpoint({
  method: 'GET',
  path: '/api/company/sso',
  summary:
    'The company’s single sign-on provider (null when none), with its last sign-in and last error, and the redirect URI to register at the provider. The client secret is never sent back: `hasClientSecret` says one is stored and readable.',
  access: 'admin of the company',
  status: 200,
  response: ssoSettingsSchema,
  errors: [...signedInErrors, 'forbidden'],
});

export const putSsoConnection = endpoint({
  method: 'PUT',
  path: '/api/company/sso',
  summary:
    'Connects or changes the company’s provider. The issuer is checked by reading its discovery document (`/.well-known/openid-configuration`) before anything is saved; it must be https (http only where the server allows private addresses). `clientSecret` is required the first time (and when the stored one can no longer be read) and keeps the stored one when left out; it is stored sealed. Each domain belongs to one company; public mail domains are refused. With `required`, password sign-in is refused for the company’s people of these domains.',
  access: 'admin of the company',
  body: ssoConnectionSchema,
  status: 200,
  response: ssoSettingsSchema,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'sso_discovery_failed', 'sso_domain_taken'],
});

export const deleteSsoConnection = endpoint({
  method: 'DELETE',
  path: '/api/company/sso',
  summary:
    'Disconnects the company’s provider: its domains are released, sign-ins under way fail, and everyone signs in with a password again. Done when there was none.',
  access: 'admin of the company',
  status: 204,
  errors: [...signedInErrors, 'forbidden'],
});

/** Whether the address's domain signs in with a provider: its name for the button, and whether it is required. */
export const ssoOfferSchema = z.object({ providerName: z.string(), required: z.boolean() });
export type SsoOffer = z.output<typeof ssoOfferSchema>;

export const lookupSso = endpoint({
  method: 'GET',
  path: '/api/auth/sso',
  summary:
    'Whether the address’s domain signs in with a company’s provider: `sso` is its name and whether it is required, or null. It tells only that a domain uses single sign-on (as Slack and Okta do), nothing of any account. Limited per address of the caller.',
  access: 'anyone',
  query: ssoEmailSchema,
  status: 200,
  response: z.object({ sso: z.nullable(ssoOfferSchema) }),
  errors: ['validation_failed', 'rate_limited'],
});

export const startSso = endpoint({
  method: 'POST',
  path: '/api/auth/sso/start',
  summary: `Starts a sign-in with the provider of the address’s domain: \`url\` is the provider’s authorization address to send the browser to (scope \`openid email profile\`, the address as \`login_hint\`, state, nonce and a PKCE S256 challenge; the attempt is kept 10 minutes). ${ssoMessages.notOffered} answers 404.`,
  access: 'anyone',
  body: ssoEmailSchema,
  status: 200,
  response: z.object({ url: z.string() }),
  errors: [...bodyErrors, 'not_found', 'unavailable', 'rate_limited'],
});

/** What the provider sends back (OAuth 2.0 §4.1.2, RFC 9207's `iss`); anything else is ignored. */
export const ssoCallbackQuerySchema = z.object({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  iss: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

export const ssoCallback = endpoint({
  method: 'GET',
  path: '/api/auth/sso/callback',
  summary: `The redirect URI: the provider sends the browser here. The attempt its state names is taken once; the code is exchanged with its PKCE verifier and the ID token checked (issuer, audience, expiry, nonce, signature); the address must be verified by the provider and of one of the company’s domains; it signs in a member of the company, or makes a new account a member, never an account outside the company. Always answers 303: to \`/auth/sso#code=<one-time code>\` (traded within a minute with \`POST /api/auth/token\`), or to \`/auth?sso_error=<reason>\`, the reason one of ${SSO_ERROR_REASONS.map((reason) => `\`${reason}\``).join(', ')}.`,
  access: 'anyone',
  query: ssoCallbackQuerySchema,
  status: 303,
  errors: [],
});
