import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_LOG_DAYS,
  DELIVERY_RETRY_SECONDS,
  DELIVERY_TIMEOUT_SECONDS,
  deliveryErrors,
  type IntegrationEvent,
  type IntegrationKind,
} from '../../shared/integration-messages';
import type { AppDeps } from '../context';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import type { Logger } from '../logger';
import { chatPostOf } from './chat-posts';
import { secretPurpose, urlPurpose } from './destinations';
import type { EventPayload } from './events';
import { outboundFetch, OutboundRefused } from './outbound-fetch';

/**
 * The delivery worker (decision 047): takes due deliveries from the queue, whichever instance locks
 * them first (FOR UPDATE SKIP LOCKED, then held for a minute by `locked_until`, so an instance that
 * dies mid-send leaves them to be taken again), sends each through the outbound guard, and records
 * the outcome in words. A webhook's body is signed per Standard Webhooks; Slack and Teams get their
 * message (chat-posts.ts). Failures are tried again on the Standard Webhooks schedule, then fail.
 *
 * Every non-2xx answer is tried again, 4xx included: a receiver's 404 or 401 is most often a deploy
 * or a configuration being fixed, and the schedule is short (a day). 410 Gone alone fails at once: the
 * receiver says the address is gone for good. So does a stored secret that no longer opens, which no
 * retry can mend.
 */

export interface WorkerDeps {
  secrets: AppDeps['secrets'];
  config: Pick<AppDeps['config'], 'allowPrivateUrls' | 'publicUrl'>;
  logger?: Logger;
  /** Tests: a shorter time limit than DELIVERY_TIMEOUT_SECONDS. */
  timeoutMs?: number;
  /** Once aborted (the server stopping), the batch under way finishes and no other is taken. */
  signal?: AbortSignal;
}

/** Deliveries one instance takes at once, and the most one run sends before it returns. */
const CLAIM_BATCH = 10;
const RUN_MAX = 100;
/** The answer's body is not read: a little is let through for the connection to end cleanly. */
const ANSWER_MAX_BYTES = 64 * 1024;

interface Claimed {
  id: string;
  integration_id: string;
  message_id: string;
  event: IntegrationEvent;
  payload: EventPayload;
  kind: IntegrationKind;
  url: string;
  secret: string | null;
}

/**
 * Due deliveries of enabled destinations, locked for this instance in one statement: skipped by every
 * other instance while it sends them, taken again by anyone once `locked_until` has passed.
 */
async function claimDue(db: Database, limit: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`with due as (
        select d.id from integration_deliveries d
        join integrations i on i.id = d.integration_id and i.enabled
        where d.status = 'pending' and d.next_attempt_at <= now()
          and (d.locked_until is null or d.locked_until <= now())
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update of d skip locked
      )
      update integration_deliveries d set locked_until = now() + interval '1 minute'
      from due, integrations i
      where d.id = due.id and i.id = d.integration_id
      returning d.id, d.integration_id, d.message_id, d.event, d.payload, i.kind, i.url, i.secret`,
  );
}

/** The payload as it leaves: each `link`, written as a path of the app, made whole with PUBLIC_URL. */
export function withWholeLinks(value: unknown, publicUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withWholeLinks(item, publicUrl));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'link' && typeof item === 'string' && item.startsWith('/')
        ? `${publicUrl}${item}`
        : withWholeLinks(item, publicUrl),
    ]),
  );
}

/** A stored secret that does not open: sealed under another key (docs/security.md §13). */
class Unreadable extends Error {}

function opened(deps: WorkerDeps, sealed: string | null, purpose: string): string {
  if (sealed === null) throw new Unreadable();
  try {
    return deps.secrets.open(sealed, purpose);
  } catch {
    throw new Unreadable();
  }
}

/** The request for one try: the address, the body and, for a webhook, its signature of this moment. */
function requestOf(deps: WorkerDeps, row: Claimed) {
  const url = opened(deps, row.url, urlPurpose(row.integration_id));
  const payload = withWholeLinks(row.payload, deps.config.publicUrl) as EventPayload;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'SOS' };
  if (row.kind !== 'webhook') {
    return { url, headers, body: JSON.stringify(chatPostOf(row.kind, row.event, payload)) };
  }
  const body = JSON.stringify(payload);
  const secret = opened(deps, row.secret, secretPurpose(row.integration_id));
  // Signed at each try: a receiver refuses a timestamp more than a few minutes old.
  const now = new Date();
  headers['webhook-id'] = row.message_id;
  headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000));
  headers['webhook-signature'] = new Webhook(secret).sign(row.message_id, now, body);
  return { url, headers, body };
}

type Outcome =
  | { delivered: true; status: number }
  | { delivered: false; status: number | null; error: string; final: boolean };

/** The code of a failed connection, from undici's "fetch failed" or from Node's own error. */
function codeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

/** Why a try failed before any answer, in words an admin can act on. */
export function failureWords(error: unknown): string {
  if (error instanceof OutboundRefused) return error.message;
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return deliveryErrors.refused;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return deliveryErrors.reset;
  if (/CERT|SELF_SIGNED|TLS|SSL/.test(code)) return deliveryErrors.certificate(code);
  return deliveryErrors.failed(code);
}

function outcomeOfStatus(status: number): Outcome {
  if (status >= 200 && status < 300) return { delivered: true, status };
  if (status === 410) return { delivered: false, status, error: deliveryErrors.gone, final: true };
  const error =
    status >= 300 && status < 400 ? deliveryErrors.redirected(status) : deliveryErrors.answered(status);
  return { delivered: false, status, error, final: false };
}

/** One try of one delivery. Never throws: every way it can go is an outcome to record. */
async function attempt(deps: WorkerDeps, row: Claimed): Promise<Outcome> {
  let request: ReturnType<typeof requestOf>;
  try {
    request = requestOf(deps, row);
  } catch (error) {
    const words = error instanceof Unreadable ? deliveryErrors.unreadable : deliveryErrors.format;
    return { delivered: false, status: null, error: words, final: true };
  }
  try {
    const answer = await outboundFetch(
      request.url,
      { method: 'POST', headers: request.headers, body: request.body },
      {
        allowPrivate: deps.config.allowPrivateUrls,
        timeoutMs: deps.timeoutMs ?? DELIVERY_TIMEOUT_SECONDS * 1000,
        maxBodyBytes: ANSWER_MAX_BYTES,
      },
    );
    await answer.body?.cancel().catch(() => undefined);
    return outcomeOfStatus(answer.status);
  } catch (error) {
    return { delivered: false, status: null, error: failureWords(error), final: false };
  }
}

const retryDelays = sql.raw(`array[${DELIVERY_RETRY_SECONDS.join(', ')}]`);

/**
 * The outcome, on the delivery and its destination, in one statement: delivered; or tried again after
 * the schedule's next wait; or failed, after the last try or at once when no try can mend it. Only a
 * delivery still pending is written: one turned off meanwhile keeps its reason.
 */
async function record(db: Database, row: Claimed, outcome: Outcome) {
  if (outcome.delivered) {
    await db.execute(sql`with done as (
        update integration_deliveries set status = 'delivered', attempts = attempts + 1,
          last_status = ${outcome.status}, last_error = null, delivered_at = now(), locked_until = null
        where id = ${row.id} and status = 'pending' returning integration_id)
      update integrations set last_delivery_at = now(), last_error = null, last_error_at = null
      where id in (select integration_id from done)`);
    return;
  }
  const ends = sql`(${outcome.final} or attempts + 1 >= ${DELIVERY_ATTEMPTS})`;
  await db.execute(sql`with tried as (
      update integration_deliveries set attempts = attempts + 1, last_status = ${outcome.status},
        last_error = ${outcome.error}, locked_until = null,
        status = case when ${ends} then 'failed' else 'pending' end,
        next_attempt_at = case when ${ends} then next_attempt_at
          else now() + make_interval(secs => (${retryDelays})[attempts + 1]) end
      where id = ${row.id} and status = 'pending' returning integration_id)
    update integrations set last_error = ${outcome.error}, last_error_at = now()
    where id in (select integration_id from tried)`);
}

/**
 * Sends what is due, a batch at a time, until nothing is or RUN_MAX were sent; run by main.ts every
 * few seconds on every instance, and soon after an event is queued. Answers how many it tried.
 */
export async function deliverDue(db: Database, deps: WorkerDeps): Promise<number> {
  let tried = 0;
  while (tried < RUN_MAX && !deps.signal?.aborted) {
    const claimed = await claimDue(db, CLAIM_BATCH);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (row) => {
        const outcome = await attempt(deps, row);
        await record(db, row, outcome);
        if (!outcome.delivered)
          deps.logger?.info(
            {
              deliveryId: row.id,
              integrationId: row.integration_id,
              event: row.event,
              status: outcome.status,
            },
            `an integration's delivery failed: ${outcome.error}`,
          );
      }),
    );
    tried += claimed.length;
  }
  return tried;
}

/** The log keeps delivered and failed deliveries DELIVERY_LOG_DAYS days; run by main.ts's sweep. */
export async function pruneDeliveries(db: Database): Promise<void> {
  await db.execute(sql`delete from integration_deliveries
    where status <> 'pending' and created_at < now() - make_interval(days => ${DELIVERY_LOG_DAYS})`);
}
