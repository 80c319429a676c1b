import { z } from 'zod/mini';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_LOG_DAYS,
  DELIVERY_STATUSES,
  INTEGRATION_EVENTS,
  INTEGRATION_KINDS,
  integrationMessages as m,
  INTEGRATIONS_PER_COMPANY_MAX,
} from '../integration-messages';
import {
  createIntegrationSchema,
  deliveryListQuerySchema,
  updateIntegrationSchema,
} from '../integration-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The company's destinations (decision 047; the Integrations page): signed webhooks, Slack channels
 * and Teams channels, the events each hears, and their delivery log. Admins of the company only. An
 * address and a secret are never sent back once saved: a webhook's signing secret is shown once, in
 * the answer that made it (creation or rotation). What each event carries: docs/privacy.md §28; how a
 * receiver checks a signature: docs/security.md §12.
 */

export const integrationSchema = z.object({
  id: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  /** The address's host, the only part of it shown: a Slack or Teams address is itself a secret. */
  urlHost: z.string(),
  /** False once the server's secrets key changed (docs/security.md §13): enter the address again. */
  urlReadable: z.boolean(),
  /**
   * A webhook: whether its signing secret is stored and readable (rotate it when not). Slack: whether
   * its app's signing secret is. Teams: always false.
   */
  hasSecret: z.boolean(),
  /** Slack: whether its /kudos command is on (enabled, with a readable signing secret); null otherwise. */
  commandOn: z.nullable(z.boolean()),
  /** Slack: the Request URL to give the app's /kudos command; null otherwise. */
  commandUrl: z.nullable(z.string()),
  events: z.array(z.enum(INTEGRATION_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The last delivery the receiver took (2xx). */
  lastDeliveryAt: z.nullable(z.string()),
  /** The last failed try, in words an admin can act on, and when; cleared by the next delivery. */
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  /** Deliveries waiting for their next try. */
  pending: z.number(),
});
export type Integration = z.output<typeof integrationSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  /** The Standard Webhooks message id (`webhook-id`): the same on every try and replay. */
  messageId: z.string(),
  event: z.enum(INTEGRATION_EVENTS),
  status: z.enum(DELIVERY_STATUSES),
  /** Tries made in this round: a replay starts a new round. */
  attempts: z.number(),
  /** The receiver's last HTTP status; null when no answer came. */
  lastStatus: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  /** When pending: the next try. */
  nextAttemptAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
});
export type Delivery = z.output<typeof deliverySchema>;

const params = z.object({ id: idParam(m.notFound) });
const adminErrors = [...signedInErrors, 'forbidden'] as const;

/** The webhook's new signing secret (`whsec_…`), shown this once; null for Slack and Teams. */
const madeSecret = z.object({ integration: integrationSchema, webhookSecret: z.nullable(z.string()) });

export const listIntegrations = endpoint({
  method: 'GET',
  path: '/api/integrations',
  summary: `The company’s destinations, oldest first (at most ${INTEGRATIONS_PER_COMPANY_MAX}), each with its state, its last delivery and its last error in words. Never an address or a secret: \`urlHost\` and \`hasSecret\` stand for them.`,
  access: 'admin of the company',
  status: 200,
  response: z.object({ integrations: z.array(integrationSchema) }),
  errors: adminErrors,
});

export const createIntegration = endpoint({
  method: 'POST',
  path: '/api/integrations',
  summary: `Connects a destination: a signed webhook (any event), or a Slack or Teams incoming-webhook address (\`kudos.given\` and \`digest.weekly\`). The address must be https (http only where the server allows private addresses) and is checked where it points now: one on a private, loopback or link-local network is refused (400, in words; docs/security.md §11). It is stored sealed and never sent back. A webhook gets a signing secret made by SOS (\`whsec_\` and 32 random bytes in base64), answered here once as \`webhookSecret\`. A Slack destination’s optional \`signingSecret\` (its app’s) turns its /kudos command on. At most ${INTEGRATIONS_PER_COMPANY_MAX} per company (409 limit_reached).`,
  access: 'admin of the company',
  body: createIntegrationSchema,
  status: 201,
  response: madeSecret,
  errors: [...adminErrors, ...bodyErrors, 'limit_reached'],
});

export const updateIntegration = endpoint({
  method: 'PATCH',
  path: '/api/integrations/:id',
  params,
  summary:
    'Changes a destination: what is left out stays. A new `url` is checked as at creation. `enabled: false` stops its deliveries: those still waiting fail with that reason (replay them once it is on again), and a Slack destination’s command stops. `signingSecret` (Slack only) replaces its app’s secret; null removes it and turns the command off.',
  access: 'admin of the company',
  body: updateIntegrationSchema,
  status: 200,
  response: z.object({ integration: integrationSchema }),
  errors: [...adminErrors, ...bodyErrors, 'not_found'],
});

export const deleteIntegration = endpoint({
  method: 'DELETE',
  path: '/api/integrations/:id',
  params,
  summary:
    'Disconnects a destination: its delivery log and, for Slack, its command and its people’s links go with it.',
  access: 'admin of the company',
  status: 204,
  errors: [...adminErrors, 'not_found'],
});

export const rotateWebhookSecret = endpoint({
  method: 'POST',
  path: '/api/integrations/:id/secret',
  params,
  summary:
    'A webhook’s new signing secret, answered this once as `webhookSecret`; the old one signs nothing from now on. A Slack or Teams destination has none to rotate (409 not_a_webhook).',
  access: 'admin of the company',
  status: 200,
  response: madeSecret,
  errors: [...adminErrors, 'not_found', 'not_a_webhook'],
});

export const listDeliveries = endpoint({
  method: 'GET',
  path: '/api/integrations/:id/deliveries',
  params,
  query: deliveryListQuerySchema,
  summary: `A destination’s delivery log, newest first, a page at a time (\`nextCursor\`), of one \`status\` or all: each event it was to hear, its tries (at most ${DELIVERY_ATTEMPTS}, over about a day), the receiver’s last status and the last error in words. Never the payload. Kept ${DELIVERY_LOG_DAYS} days once delivered or failed.`,
  access: 'admin of the company',
  status: 200,
  response: z.object({ items: z.array(deliverySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...adminErrors, 'not_found', 'validation_failed'],
});

export const replayDelivery = endpoint({
  method: 'POST',
  path: '/api/integrations/:id/deliveries/:deliveryId/replay',
  params: z.object({ id: idParam(m.notFound), deliveryId: idParam(m.deliveryNotFound) }),
  summary: `Sends a delivery again, delivered or failed, with its payload and message id as they were (a receiver that keeps the ids it took sees a repeat): it is pending from now, for a new round of tries. One still pending is tried now. A destination that is off answers 409 integration_disabled.`,
  access: 'admin of the company',
  status: 200,
  response: z.object({ delivery: deliverySchema }),
  errors: [...adminErrors, 'not_found', 'integration_disabled'],
});
