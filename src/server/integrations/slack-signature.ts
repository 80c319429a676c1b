import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Slack's request signature, version 0 (docs/security.md §12): `v0=` and the hex HMAC-SHA256, keyed
 * with the Slack app's signing secret, of `v0:<X-Slack-Request-Timestamp>:<the raw body>`.
 *
 * Written here on node:crypto rather than taken from Slack's SDK: its verifier lives in Bolt
 * (`verifySlackRequest`, which brings the whole framework: Express, the Web API client, OAuth) or in
 * @slack/events-api, unmaintained since 2021 and bringing Express too; the check itself is the few
 * lines below, tested against requests signed as Slack documents.
 */

/** A timestamp further than this from now, either way, is refused: a captured request is not replayed. */
export const SLACK_SIGNATURE_WINDOW_SECONDS = 5 * 60;

export interface SignedRequest {
  /** X-Slack-Request-Timestamp: seconds since the epoch, as Slack wrote it. */
  timestamp: string | undefined;
  /** X-Slack-Signature: `v0=` and 64 hex digits. */
  signature: string | undefined;
  /** The body's bytes exactly as they arrived: the signature covers these, not a parsed form. */
  body: Uint8Array;
}

/** The signature Slack sends for `body` at `timestamp`; also what the tests sign with. */
export function slackSignature(secret: string, timestamp: string, body: Uint8Array | string): string {
  const hmac = createHmac('sha256', secret).update(`v0:${timestamp}:`).update(body);
  return `v0=${hmac.digest('hex')}`;
}

/**
 * Whether Slack, holding `secret`, signed this request within the window. The timestamp is checked
 * first (it is in the signed text too, so it cannot be moved without breaking the signature), then the
 * signature is compared in constant time: how far a guess matched is not told by how long it took.
 */
export function slackSignatureHolds(secret: string, request: SignedRequest, nowMs = Date.now()): boolean {
  const { timestamp, signature } = request;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SLACK_SIGNATURE_WINDOW_SECONDS) return false;
  const expected = Buffer.from(slackSignature(secret, timestamp, request.body));
  const given = Buffer.from(signature);
  // Only the length can differ before the comparison, and every valid signature has the same one.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
