import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Integration } from '../../shared/contract/integrations';
import {
  deliveryErrors,
  type IntegrationKind,
  integrationMessages as m,
  INTEGRATIONS_PER_COMPANY_MAX,
  WEBHOOK_SECRET_BYTES,
} from '../../shared/integration-messages';
import { type CreateIntegration, eventsOf, type UpdateIntegration } from '../../shared/integration-rules';
import type { AppDeps } from '../context';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { integrationDeliveries, integrations } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { assertPublicUrl, OutboundRefused } from './outbound-fetch';

/**
 * A company's destinations as its admins set them (decision 047): the address sealed for
 * `integration-url:<id>` (a Slack or Teams address is itself a secret) with only its host kept in
 * plain; a webhook's signing secret, made here, or a Slack app's, sealed for `integration-secret:<id>`.
 * Neither is read back out of the server but by the worker and Slack's command.
 */

/** The secret box (secrets/secret-box.ts), as the app hands it over. */
type SecretBox = AppDeps['secrets'];

export const urlPurpose = (integrationId: string) => `integration-url:${integrationId}`;
export const secretPurpose = (integrationId: string) => `integration-secret:${integrationId}`;

/** What the settings need of the server: the box, the guard's setting, and the public address. */
export interface DestinationDeps {
  db: Database;
  secrets: SecretBox;
  allowPrivateUrls: boolean;
  publicUrl: string;
}

/** Any number: it names the companies' new-destination locks among the database's advisory locks. */
const NEW_DESTINATION_LOCK = 727_047;

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;

const opens = (secrets: SecretBox, sealed: string | null, purpose: string) => {
  if (sealed === null) return false;
  try {
    secrets.open(sealed, purpose);
    return true;
  } catch {
    return false;
  }
};

/**
 * The address, checked as the worker will use it: https (http only where private addresses are
 * allowed, as for tests' receivers on loopback) and, by the outbound guard, where its name points now.
 * A refusal is a 400 on `url`, in the guard's words.
 */
async function checkedUrl(url: string, allowPrivate: boolean): Promise<{ url: string; host: string }> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !allowPrivate) throw invalidInput('url', m.urlNotHttps);
  try {
    await assertPublicUrl(url, allowPrivate);
  } catch (error) {
    if (error instanceof OutboundRefused) throw invalidInput('url', error.message);
    throw error;
  }
  return { url: parsed.href, host: parsed.host };
}

const commandUrlOf = (publicUrl: string, id: string) => `${publicUrl}/api/integrations/slack/${id}/commands`;

/** Every column the settings show, with the sealed ones to tell whether they open. */
function selectDestinations(db: Db) {
  return db
    .select({
      id: integrations.id,
      kind: integrations.kind,
      name: integrations.name,
      url: integrations.url,
      urlHost: integrations.urlHost,
      secret: integrations.secret,
      events: integrations.events,
      enabled: integrations.enabled,
      createdAt: isoSql(integrations.createdAt),
      lastDeliveryAt: sql<string | null>`${isoSql(integrations.lastDeliveryAt)}`,
      lastError: integrations.lastError,
      lastErrorAt: sql<string | null>`${isoSql(integrations.lastErrorAt)}`,
      pending: sql<number>`(select count(*)::int from ${integrationDeliveries} d
        where d.integration_id = ${integrations.id} and d.status = 'pending')`,
    })
    .from(integrations);
}
type DestinationRow = Awaited<ReturnType<ReturnType<typeof selectDestinations>['where']>>[number];

function shown(deps: Pick<DestinationDeps, 'secrets' | 'publicUrl'>, row: DestinationRow): Integration {
  const { url, secret, ...rest } = row;
  const hasSecret = opens(deps.secrets, secret, secretPurpose(row.id));
  const slack = row.kind === 'slack';
  return {
    ...rest,
    urlReadable: opens(deps.secrets, url, urlPurpose(row.id)),
    hasSecret,
    commandOn: slack ? row.enabled && hasSecret : null,
    commandUrl: slack ? commandUrlOf(deps.publicUrl, row.id) : null,
  };
}

const notFound = () => new DomainError('not_found', { message: m.notFound });

/** GET /api/integrations: the company's destinations, oldest first. */
export async function listDestinations(deps: DestinationDeps, companyId: string): Promise<Integration[]> {
  const rows = await selectDestinations(deps.db)
    .where(eq(integrations.companyId, companyId))
    .orderBy(asc(integrations.createdAt), asc(integrations.id));
  return rows.map((row) => shown(deps, row));
}

async function readDestination(deps: DestinationDeps, db: Db, companyId: string, id: string) {
  const [row] = await selectDestinations(db).where(
    and(eq(integrations.id, id), eq(integrations.companyId, companyId)),
  );
  if (!row) throw notFound();
  return shown(deps, row);
}

/** Refuses (409 limit_reached) one destination too many; the company's new ones take turns from here. */
async function checkDestinationsCap(tx: Transaction, companyId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(NEW_DESTINATION_LOCK))}, hashtext(${companyId}))`,
  );
  const [made] = await tx
    .select({ count: count() })
    .from(integrations)
    .where(eq(integrations.companyId, companyId));
  if ((made?.count ?? 0) >= INTEGRATIONS_PER_COMPANY_MAX)
    throw new DomainError('limit_reached', { message: m.tooMany });
}

/**
 * POST /api/integrations: the address checked first (nothing is saved when it is refused), then the
 * destination under the company's cap. Answers it, and a webhook's new signing secret this once.
 */
export async function createDestination(
  deps: DestinationDeps,
  caller: { companyId: string; userId: string },
  input: CreateIntegration,
): Promise<{ integration: Integration; webhookSecret: string | null }> {
  const target = await checkedUrl(input.url, deps.allowPrivateUrls);
  const id = randomUUID();
  const webhookSecret = input.kind === 'webhook' ? newWebhookSecret() : null;
  const secret = webhookSecret ?? input.signingSecret ?? null;
  const integration = await deps.db.transaction(async (tx) => {
    await checkDestinationsCap(tx, caller.companyId);
    await tx.insert(integrations).values({
      id,
      companyId: caller.companyId,
      kind: input.kind,
      name: input.name,
      url: deps.secrets.seal(target.url, urlPurpose(id)),
      urlHost: target.host,
      secret: secret === null ? null : deps.secrets.seal(secret, secretPurpose(id)),
      events: input.events,
      createdBy: caller.userId,
    });
    return readDestination(deps, tx, caller.companyId, id);
  });
  return { integration, webhookSecret };
}

/** The destination's kind, its row locked for the change; 404 for another company's. */
async function lockDestination(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select({ kind: integrations.kind, enabled: integrations.enabled })
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.companyId, companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The columns a change sets: a new address sealed, the events checked against the kind. */
async function changesOf(deps: DestinationDeps, id: string, kind: IntegrationKind, input: UpdateIntegration) {
  if (input.events?.some((event) => !eventsOf(kind).includes(event)))
    throw invalidInput('events', m.chatEvents);
  if (input.signingSecret !== undefined && kind !== 'slack')
    throw invalidInput('signingSecret', m.signingSecretSlackOnly);
  const changes: Partial<typeof integrations.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.events !== undefined) changes.events = input.events;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  if (input.url !== undefined) {
    const target = await checkedUrl(input.url, deps.allowPrivateUrls);
    changes.url = deps.secrets.seal(target.url, urlPurpose(id));
    changes.urlHost = target.host;
  }
  if (input.signingSecret !== undefined)
    changes.secret =
      input.signingSecret === null ? null : deps.secrets.seal(input.signingSecret, secretPurpose(id));
  return changes;
}

/**
 * PATCH /api/integrations/:id. Turning a destination off fails what it still had waiting, in the same
 * transaction, with the reason: nothing is sent to a destination that is off, and a replay brings any
 * of them back once it is on again.
 */
export async function updateDestination(
  deps: DestinationDeps,
  companyId: string,
  id: string,
  input: UpdateIntegration,
): Promise<Integration> {
  const [kind] = await deps.db
    .select({ kind: integrations.kind })
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.companyId, companyId)));
  if (!kind) throw notFound();
  const changes = await changesOf(deps, id, kind.kind, input);
  return deps.db.transaction(async (tx) => {
    const locked = await lockDestination(tx, companyId, id);
    if (Object.keys(changes).length > 0)
      await tx.update(integrations).set(changes).where(eq(integrations.id, id));
    if (locked.enabled && input.enabled === false)
      await tx
        .update(integrationDeliveries)
        .set({ status: 'failed', lastError: deliveryErrors.turnedOff, lockedUntil: null })
        .where(and(eq(integrationDeliveries.integrationId, id), eq(integrationDeliveries.status, 'pending')));
    return readDestination(deps, tx, companyId, id);
  });
}

/** DELETE /api/integrations/:id: its deliveries and Slack links go with it (foreign keys). */
export async function deleteDestination(db: Database, companyId: string, id: string): Promise<void> {
  const gone = await db
    .delete(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.companyId, companyId)))
    .returning({ id: integrations.id });
  if (gone.length === 0) throw notFound();
}

/** POST /api/integrations/:id/secret: a webhook's new signing secret, sealed, answered once. */
export async function rotateSecret(
  deps: DestinationDeps,
  companyId: string,
  id: string,
): Promise<{ integration: Integration; webhookSecret: string }> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockDestination(tx, companyId, id);
    if (locked.kind !== 'webhook') throw new DomainError('not_a_webhook');
    const webhookSecret = newWebhookSecret();
    await tx
      .update(integrations)
      .set({ secret: deps.secrets.seal(webhookSecret, secretPurpose(id)) })
      .where(eq(integrations.id, id));
    return { integration: await readDestination(deps, tx, companyId, id), webhookSecret };
  });
}
