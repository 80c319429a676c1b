/**
 * Single sign-on's words and numbers (OpenID Connect; docs/security.md §14): the admin's settings,
 * the sign-in page's button and the reasons a sign-in came back refused.
 */

/** A company claims at most this many e-mail domains for its provider. */
export const SSO_DOMAINS_MAX = 10;
export const SSO_PROVIDER_NAME_MAX = 40;
export const SSO_ISSUER_MAX = 500;
export const SSO_CLIENT_ID_MAX = 500;
export const SSO_CLIENT_SECRET_MAX = 2000;
/** A sign-in sent to the provider must come back within 10 minutes. */
export const SSO_ATTEMPT_TTL_SECONDS = 600;
/** The code the browser trades for a session works once, within a minute. */
export const SSO_HANDOFF_TTL_SECONDS = 60;

/**
 * Mail services anyone can sign up to: a company's provider cannot claim them, or it would sign in
 * (and create accounts for) strangers who only share a mail host.
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'free.fr',
  'orange.fr',
  'libero.it',
  't-online.de',
];

/** Why a sign-in came back to /auth refused: `/auth?sso_error=<reason>`. */
export const SSO_ERROR_REASONS = [
  'expired',
  'denied',
  'failed',
  'unverified_email',
  'wrong_domain',
  'other_account',
  'off',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export const ssoMessages = {
  providerNameRequired: 'Enter the name people see on the button, such as Google or Okta.',
  providerNameTooLong: `The provider’s name can be at most ${SSO_PROVIDER_NAME_MAX} characters.`,
  providerNameControls: 'The provider’s name cannot contain control characters.',
  issuerInvalid: 'Enter the issuer’s address, such as https://accounts.google.com.',
  clientIdRequired: 'Enter the client ID your provider gave you.',
  clientIdTooLong: `The client ID can be at most ${SSO_CLIENT_ID_MAX} characters.`,
  clientSecretRequired: 'Enter the client secret your provider gave you.',
  clientSecretUnreadable:
    'The stored client secret can no longer be read (the server’s secrets key changed): enter it again.',
  clientSecretTooLong: `The client secret can be at most ${SSO_CLIENT_SECRET_MAX} characters.`,
  domainsRequired: 'Enter at least one e-mail domain your people sign in with.',
  domainsTooMany: `Enter at most ${SSO_DOMAINS_MAX} domains.`,
  domainInvalid: 'Enter each domain as it follows the @ of an address, such as example.com.',
  publicDomain:
    'Public mail domains (Gmail, Outlook, Yahoo, iCloud, Proton…) cannot be claimed: enter your company’s own domain.',
  requiredInvalid: 'Choose whether single sign-on is required.',
  /** Saving: another company's provider already signs in this domain. */
  domainTaken: (domain: string) =>
    `${domain} already signs in with another company’s provider. Each domain belongs to one company.`,
  /** Saving: the issuer's discovery document could not be read or does not fit. */
  discoveryFailed: (issuer: string, why: string) =>
    `SOS could not read the OpenID configuration of ${issuer}: ${why} Check the issuer’s address.`,
  /** Signing in: no company signs in this address's domain with a provider. */
  notOffered: 'No company signs in people of this address with single sign-on.',
  /** Signing in: the provider could not be reached to start. */
  unreachable: (providerName: string) =>
    `${providerName} cannot be reached right now. Try again in a minute.`,
  /** Signing in: the company's settings cannot be used (its client secret cannot be read). */
  misconfigured: (providerName: string) =>
    `Signing in with ${providerName} is not set up correctly. Ask your admin, or sign in with your password.`,
  /** The button under the sign-in form. */
  button: (providerName: string) => `Sign in with ${providerName}`,
  /** A password sign-in of a person whose company requires its provider. */
  required: (providerName: string) =>
    `Your company signs in with ${providerName}. Use “Sign in with ${providerName}”.`,
  handoffWorking: 'Signing you in...',
  handoffFailed: 'This sign-in link has expired or was already used. Sign in again.',
} as const;

/** What /auth says above the form when a sign-in came back refused, by its reason. */
export const ssoErrorTexts: Record<SsoErrorReason, string> = {
  expired: 'That sign-in took too long or was already used. Start it again.',
  denied: 'Your identity provider did not sign you in. Try again, or ask your admin.',
  failed:
    'SOS could not verify your identity provider’s answer. Try again, or ask your admin to check the single sign-on settings.',
  unverified_email:
    'Your identity provider has not verified your e-mail address, so SOS cannot sign you in with it.',
  wrong_domain: 'Your identity provider signed you in with an address your company does not sign in with.',
  other_account:
    'An SOS account with your address exists outside your company. Sign in with its password, or ask your admin.',
  off: 'Your company no longer signs in with single sign-on. Sign in with your password.',
};
