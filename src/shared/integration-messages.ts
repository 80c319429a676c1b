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
