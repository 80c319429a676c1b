import { expect } from 'vitest';
import type { Delivery, Integration } from '../../src/shared/contract/integrations';
import type { TestApp } from './test-app';

/**
 * The Integrations settings as an admin uses them (decision 047), and the worker's deps as main.ts
 * hands them over: the tests' app's secret box, the guard's setting and PUBLIC_URL.
 */

export function integrationsApi(t: TestApp) {
  return {
    list: (token: string) =>
      t.request<{ integrations: Integration[] }>('GET', '/api/integrations', undefined, { token }),
    create: (token: string, body: Record<string, unknown>) =>
      t.request<{ integration: Integration; webhookSecret: string | null }>(
        'POST',
        '/api/integrations',
        body,
        {
          token,
        },
      ),
    update: (token: string, id: string, body: Record<string, unknown>) =>
      t.request<{ integration: Integration }>('PATCH', `/api/integrations/${id}`, body, { token }),
    remove: (token: string, id: string) =>
      t.request('DELETE', `/api/integrations/${id}`, undefined, { token }),
    rotate: (token: string, id: string) =>
      t.request<{ integration: Integration; webhookSecret: string | null }>(
        'POST',
        `/api/integrations/${id}/secret`,
        undefined,
        { token },
      ),
    deliveries: (token: string, id: string, query = '') =>
      t.request<{ items: Delivery[]; nextCursor: string | null }>(
        'GET',
        `/api/integrations/${id}/deliveries${query}`,
        undefined,
        { token },
      ),
    replay: (token: string, id: string, deliveryId: string) =>
      t.request<{ delivery: Delivery }>(
        'POST',
        `/api/integrations/${id}/deliveries/${deliveryId}/replay`,
        undefined,
        { token },
      ),
  };
}

/** A webhook of the admin's company to `url`, hearing `events` (all of them by default). */
export async function connectWebhook(
  t: TestApp,
  admin: { token: string },
  url: string,
  events: string[] = [
    'kudos.given',
    'goal.closed',
    'check_in.created',
    'person.joined',
    'person.left',
    'pulse.sealed',
    'digest.weekly',
  ],
) {
  const made = await integrationsApi(t).create(admin.token, {
    kind: 'webhook',
    name: 'Ops hook',
    url,
    events,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.integration.id, secret: made.body.webhookSecret! };
}

/** The worker's deps, as main.ts gives them. */
export const workerDeps = (t: TestApp, timeoutMs?: number) => ({
  secrets: t.deps.secrets,
  config: t.deps.config,
  ...(timeoutMs ? { timeoutMs } : {}),
});
