import { z } from 'zod/mini';
import {
  CHAT_EVENTS,
  DELIVERY_PAGE_DEFAULT,
  DELIVERY_PAGE_MAX,
  DELIVERY_STATUSES,
  INTEGRATION_EVENTS,
  INTEGRATION_KINDS,
  INTEGRATION_NAME_MAX,
  INTEGRATION_URL_MAX,
  type IntegrationEvent,
  type IntegrationKind,
  integrationMessages as m,
  SLACK_SIGNING_SECRET_MAX,
} from './integration-messages';
import { isCursor } from './page-cursor';
import { requiredText } from './schemas';

/**
 * The Integrations settings' bodies and queries (decision 047): the page's rules, checked again by the
 * server, which also checks each address with the outbound guard when it is saved (docs/security.md §11).
 */

/** The events a destination of this kind may hear: Slack and Teams post kudos and the digest only. */
export const eventsOf = (kind: IntegrationKind): readonly IntegrationEvent[] =>
  kind === 'webhook' ? INTEGRATION_EVENTS : CHAT_EVENTS;

const name = requiredText({
  shape: 'line',
  max: INTEGRATION_NAME_MAX,
  required: m.nameRequired,
  tooLong: m.nameTooLong,
  controls: m.nameControls,
});

/** An http(s) address without credentials or fragment: where SOS posts. https is the server's rule too. */
function isPostAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.hash
  );
}

const url = z
  .string({ error: m.urlRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.urlRequired, abort: true }),
    z.maxLength(INTEGRATION_URL_MAX, { error: m.urlTooLong, abort: true }),
    z.refine(isPostAddress, { error: m.urlInvalid }),
  );

/** Each event once, in the list's order. */
const events = z.pipe(
  z
    .array(z.enum(INTEGRATION_EVENTS, { error: m.eventInvalid }), { error: m.eventsRequired })
    .check(z.minLength(1, { error: m.eventsRequired })),
  z.transform((list: IntegrationEvent[]) => INTEGRATION_EVENTS.filter((event) => list.includes(event))),
);

/** A Slack app's signing secret, as Slack's "Basic Information" page shows it. */
const signingSecret = z
  .string({ error: m.signingSecretInvalid })
  .check(
    z.trim(),
    z.regex(new RegExp(`^[A-Za-z0-9]{1,${SLACK_SIGNING_SECRET_MAX}}$`), { error: m.signingSecretInvalid }),
  );

/** The events fit the kind: Slack and Teams hear CHAT_EVENTS only. */
const eventsFitKind = (input: { kind: IntegrationKind; events: readonly IntegrationEvent[] }) =>
  input.events.every((event) => eventsOf(input.kind).includes(event));

/**
 * POST /api/integrations: a new destination. A webhook's signing secret is made by SOS; a Slack
 * destination may carry its app's signing secret, which turns its /kudos command on.
 */
export const createIntegrationSchema = z
  .object({
    kind: z.enum(INTEGRATION_KINDS, { error: m.kindInvalid }),
    name,
    url,
    events,
    signingSecret: z.optional(signingSecret),
  })
  .check(
    z.refine(eventsFitKind, { error: m.chatEvents, path: ['events'] }),
    z.refine((input) => input.signingSecret === undefined || input.kind === 'slack', {
      error: m.signingSecretSlackOnly,
      path: ['signingSecret'],
    }),
  );
export type CreateIntegrationInput = z.input<typeof createIntegrationSchema>;
export type CreateIntegration = z.output<typeof createIntegrationSchema>;

/**
 * PATCH /api/integrations/:id: what changes, the rest stays. A new `url` replaces the stored one;
 * `signingSecret` (Slack only) replaces the command's secret, or null removes it and turns the command
 * off. Whether the events fit the destination's kind is the server's check: the body does not say it.
 */
export const updateIntegrationSchema = z.object({
  name: z.optional(name),
  url: z.optional(url),
  events: z.optional(events),
  enabled: z.optional(z.boolean({ error: m.enabledInvalid })),
  signingSecret: z.optional(z.nullable(signingSecret)),
});
export type UpdateIntegrationInput = z.input<typeof updateIntegrationSchema>;
export type UpdateIntegration = z.output<typeof updateIntegrationSchema>;

/** GET /api/integrations/:id/deliveries: a page of the log, newest first, of one status or all. */
export const deliveryListQuerySchema = z.object({
  status: z.optional(z.enum(DELIVERY_STATUSES, { error: m.statusInvalid })),
  limit: z._default(
    z.coerce.number({ error: m.limitInvalid }).check(
      z.refine((value: number) => Number.isInteger(value) && value >= 1 && value <= DELIVERY_PAGE_MAX, {
        error: m.limitInvalid,
      }),
    ),
    DELIVERY_PAGE_DEFAULT,
  ),
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type DeliveryListQuery = z.output<typeof deliveryListQuerySchema>;
