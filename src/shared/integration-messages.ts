/**
 * The integrations' constants (decision 047): the kinds of destination an admin connects, the events
 * they may hear, and what a delivery can be.
 */

/** A signed webhook to any URL, a Slack incoming webhook, or a Teams Workflows webhook. */
export const INTEGRATION_KINDS = ['webhook', 'slack', 'teams'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/**
 * What a destination may hear, each carrying only what its level allows (docs/security.md): never a
 * mood, a note, a journal entry, feedback or a 360, and of a pulse only its published figures.
 */
export const INTEGRATION_EVENTS = [
  'kudos.given',
  'goal.closed',
  'check_in.created',
  'person.joined',
  'person.left',
  'pulse.sealed',
  'digest.weekly',
] as const;
export type IntegrationEvent = (typeof INTEGRATION_EVENTS)[number];

/** Slack and Teams hear the kudos as they are given and the weekly digest. */
export const CHAT_EVENTS = ['kudos.given', 'digest.weekly'] as const satisfies readonly IntegrationEvent[];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A company connects at most this many destinations: a few channels and a few systems. */
export const INTEGRATIONS_PER_COMPANY_MAX = 20;
export const INTEGRATION_NAME_MAX = 60;
export const INTEGRATION_URL_MAX = 2000;
/** A Slack app's signing secret (32 hex characters today), with room for what Slack may use later. */
export const SLACK_SIGNING_SECRET_MAX = 200;
/** The random bytes of a webhook's signing secret, `whsec_` and their base64 (Standard Webhooks). */
export const WEBHOOK_SECRET_BYTES = 32;

/**
 * A delivery's tries, per the Standard Webhooks retry schedule: at once, then after 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h and 10 h (some 27 hours in all); then it has failed. Each wait in seconds.
 */
export const DELIVERY_RETRY_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];
export const DELIVERY_ATTEMPTS = DELIVERY_RETRY_SECONDS.length + 1;
/** A receiver answers within this, or the try has failed. */
export const DELIVERY_TIMEOUT_SECONDS = 10;
/** Delivered and failed deliveries are kept this long in the log, then deleted. */
export const DELIVERY_LOG_DAYS = 30;
/** A page of the delivery log. */
export const DELIVERY_PAGE_DEFAULT = 50;
export const DELIVERY_PAGE_MAX = 100;

/** The Integrations settings' words: the forms' rules and the server's answers. */
export const integrationMessages = {
  kindInvalid: `kind must be one of ${INTEGRATION_KINDS.join(', ')}`,
  nameRequired: 'Name this destination.',
  nameTooLong: `A destination’s name has at most ${INTEGRATION_NAME_MAX} characters.`,
  nameControls: 'A destination’s name cannot contain control characters.',
  urlRequired: 'Enter the address SOS sends to.',
  urlTooLong: `An address has at most ${INTEGRATION_URL_MAX} characters.`,
  urlInvalid: 'Enter the whole address, starting with https://.',
  urlNotHttps: 'The address must start with https://.',
  eventsRequired: 'Choose at least one event.',
  eventInvalid: `Each event must be one of ${INTEGRATION_EVENTS.join(', ')}.`,
  chatEvents: `Slack and Teams hear ${CHAT_EVENTS.join(' and ')} only.`,
  enabledInvalid: 'enabled must be true or false',
  signingSecretInvalid: `A Slack signing secret is letters and digits, at most ${SLACK_SIGNING_SECRET_MAX}.`,
  signingSecretSlackOnly: 'Only a Slack destination has a signing secret, for its /kudos command.',
  notFound: 'Destination not found.',
  deliveryNotFound: 'Delivery not found.',
  tooMany: `A company connects at most ${INTEGRATIONS_PER_COMPANY_MAX} destinations. Delete one first.`,
  limitInvalid: `limit must be a whole number from 1 to ${DELIVERY_PAGE_MAX}`,
  cursorInvalid: 'cursor must be the nextCursor of the page before',
  statusInvalid: `status must be one of ${DELIVERY_STATUSES.join(', ')}`,
} as const;

/** Why a delivery failed, in words an admin can act on (the destination's and the log's lastError). */
export const deliveryErrors = {
  answered: (status: number) => `The receiver answered ${status}.`,
  redirected: (status: number) =>
    `The receiver answered ${status}, a redirect, which SOS does not follow: enter the address it points to.`,
  gone: 'The receiver answered 410: the address no longer takes deliveries.',
  refused: 'The receiver refused the connection.',
  reset: 'The connection closed before the receiver answered.',
  certificate: (code: string) => `The receiver’s TLS certificate is not valid (${code}).`,
  failed: (code: string) => `The connection failed (${code}).`,
  unreadable:
    'The stored address or secret can no longer be read (the server’s secrets key changed): enter the address again.',
  turnedOff: 'The destination was turned off before this was sent.',
  format: 'SOS could not write this event for the destination.',
} as const;
