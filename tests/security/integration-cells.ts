import { and, eq, inArray, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { integrationDeliveries, integrations } from '../../src/server/db/schema';
import type { admin } from '../setup/fixtures';
import type { ApiResponse, TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of the Integrations settings (decision 047), apart from its test so
 * that each module's cells read on their own. Every cell acts on a fresh webhook of company A made by
 * admin A, with one delivery in its log; the company's admins alone read and change its destinations:
 * A's member and team lead are refused (403), company B's admin finds nothing of A's (404), and reads
 * and connects their own. Before each cell the destinations the matrix made go (A's Slack connection,
 * which the Slack cells use, stays), so that the company's cap of 20 is never the answer.
 */

export const integrationEndpoints: EndpointId[] = [
  'listIntegrations',
  'createIntegration',
  'updateIntegration',
  'deleteIntegration',
  'rotateWebhookSecret',
  'listDeliveries',
  'replayDelivery',
];

type Owner = Awaited<ReturnType<typeof admin>>;

export interface IntegrationCellWorld {
  t: TestApp;
  companyA: Owner;
  companyB: Owner;
}

const MATRIX_URL = 'http://127.0.0.1:9/matrix-hook?key=matrix-url-secret';
const matrixHook = { kind: 'webhook', name: 'Matrix hook', url: MATRIX_URL, events: ['pulse.sealed'] };

/** The cell's webhook of A and its delivery, for the checks after the call. */
let current = { integrationId: '', deliveryId: '' };

export async function integrationCellFor(
  world: IntegrationCellWorld,
  id: EndpointId,
  path: string,
): Promise<{ path: string; body?: unknown }> {
  const { t, companyA, companyB } = world;
  await t.db
    .delete(integrations)
    .where(
      and(
        inArray(integrations.companyId, [companyA.company.id, companyB.company.id]),
        like(integrations.name, 'Matrix%'),
      ),
    );
  const made = await t.request<{ integration: { id: string } }>('POST', '/api/integrations', matrixHook, {
    token: companyA.token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const integrationId = made.body.integration.id;
  const [delivery] = await t.db
    .insert(integrationDeliveries)
    .values({
      companyId: companyA.company.id,
      integrationId,
      messageId: `msg_matrix_${integrationId}`,
      event: 'pulse.sealed',
      payload: { type: 'pulse.sealed', timestamp: new Date().toISOString(), data: {} },
      status: 'failed',
      attempts: 8,
    })
    .returning({ id: integrationDeliveries.id });
  current = { integrationId, deliveryId: delivery!.id };
  const cellPath = path.replace(':id', integrationId).replace(':deliveryId', delivery!.id);
  switch (id) {
    case 'createIntegration':
      return { path: cellPath, body: { ...matrixHook, name: 'Matrix new hook' } };
    case 'updateIntegration':
      return { path: cellPath, body: { name: 'Matrix renamed' } };
    default:
      return { path: cellPath };
  }
}

/**
 * Beyond the status: no answer carries the address or a signing secret but the one made by that
 * call, and a refused call changed nothing of A's webhook or its delivery.
 */
export async function checkIntegrationCell(
  t: TestApp,
  id: EndpointId,
  kind: CallerKind,
  response: ApiResponse,
) {
  if (!integrationEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  const text = JSON.stringify(response.body ?? null);
  expect(text, name).not.toContain('matrix-url-secret');
  const made = (response.body as { webhookSecret?: string | null } | null)?.webhookSecret;
  const [row] = await t.db.select().from(integrations).where(eq(integrations.id, current.integrationId));
  if (made) {
    expect(response.status, name).toBeLessThan(300);
    if (id === 'rotateWebhookSecret')
      expect(t.deps.secrets.open(row!.secret!, `integration-secret:${row!.id}`), name).toBe(made);
  }
  if (response.status < 300) return;
  expect(row?.name, name).toBe('Matrix hook');
  if (row) expect(t.deps.secrets.open(row.secret!, `integration-secret:${row.id}`), name).not.toBe(made);
  const [delivery] = await t.db
    .select({ status: integrationDeliveries.status })
    .from(integrationDeliveries)
    .where(eq(integrationDeliveries.id, current.deliveryId));
  expect(delivery?.status, name).toBe('failed');
}
