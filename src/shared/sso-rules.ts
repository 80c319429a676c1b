import { z } from 'zod/mini';
import { email, requiredText } from './schemas';
import {
  PUBLIC_MAIL_DOMAINS,
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_DOMAINS_MAX,
  SSO_ISSUER_MAX,
  SSO_PROVIDER_NAME_MAX,
  ssoMessages as m,
} from './sso-messages';

/** Single sign-on's bodies and queries (docs/security.md §14): the forms' rules, checked again by the server. */

/** The part of an address after its last @, lower-cased: what a company claims. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Labels of letters, digits and hyphens, at least two, as DNS names them (IDNs in their xn-- form). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/;

/** `Example.com`, ` @example.com ` → `example.com`. */
const domainField = z.string({ error: m.domainInvalid }).check(
  z.overwrite((value: string) => value.trim().replace(/^@/, '').toLowerCase()),
  z.regex(DOMAIN, { error: m.domainInvalid, abort: true }),
  z.refine((value: string) => !PUBLIC_MAIL_DOMAINS.includes(value), { error: m.publicDomain }),
);

/** Where an issuer publishes its discovery document, below its own address. */
const DISCOVERY = /\/\.well-known\/openid-configuration\/?$/;

/**
 * An issuer identifier: an http(s) address without credentials, query or fragment (OpenID Connect
 * Discovery 1.0, §2), and not a discovery document's address, which would skip the check that the
 * document names this issuer. The server also holds it to https unless OUTBOUND_ALLOW_PRIVATE is set.
 */
function isIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      !url.pathname.includes('/.well-known/')
    );
  } catch {
    return false;
  }
}

/** PUT /api/company/sso: the company's provider, as an admin sets it. */
export const ssoConnectionSchema = z.object({
  providerName: requiredText({
    shape: 'line',
    max: SSO_PROVIDER_NAME_MAX,
    required: m.providerNameRequired,
    tooLong: m.providerNameTooLong,
    controls: m.providerNameControls,
  }),
  /** A discovery document's address pasted whole counts as its issuer's. */
  issuer: z.string({ error: m.issuerInvalid }).check(
    z.overwrite((value: string) => value.trim().replace(DISCOVERY, '')),
    z.maxLength(SSO_ISSUER_MAX, { error: m.issuerInvalid, abort: true }),
    z.refine(isIssuer, { error: m.issuerInvalid }),
  ),
  clientId: z
    .string({ error: m.clientIdRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.clientIdRequired }),
      z.maxLength(SSO_CLIENT_ID_MAX, { error: m.clientIdTooLong }),
    ),
  /** Required on the first save; left out (or empty) afterwards, the stored one stays. Never sent back. */
  clientSecret: z.pipe(
    z.optional(
      z
        .string({ error: m.clientSecretRequired })
        .check(z.trim(), z.maxLength(SSO_CLIENT_SECRET_MAX, { error: m.clientSecretTooLong })),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
  /** Normalised (trimmed, lower-cased, without @) and each once. */
  domains: z.pipe(
    z
      .array(domainField, { error: m.domainsRequired })
      .check(
        z.minLength(1, { error: m.domainsRequired }),
        z.maxLength(SSO_DOMAINS_MAX, { error: m.domainsTooMany }),
      ),
    z.transform((domains: string[]) => [...new Set(domains)]),
  ),
  required: z.boolean({ error: m.requiredInvalid }),
});
export type SsoConnectionInput = z.input<typeof ssoConnectionSchema>;

/** GET /api/auth/sso?email= and POST /api/auth/sso/start: the address typed on the sign-in form. */
export const ssoEmailSchema = z.object({ email });
export type SsoEmailInput = z.input<typeof ssoEmailSchema>;
