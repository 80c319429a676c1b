import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { deviceTokens, rateLimits, users } from '../db/schema';
import { DomainError } from '../domain-error';
import type { RateLimitRule } from '../env';
import { hashDeviceToken, passwordFingerprint } from './device-tokens';

/**
 * Whether a password sign-in may be checked at all (docs/decisions/016). In this order:
 *
 * 1. The address's limit: an attempt it refuses counts against nothing else.
 * 2. A valid device token of this account (this browser signed in to it before): the attempt counts
 *    against that device's own limit only, so strangers' failures never keep the owner out.
 * 3. Anyone else: the attempt counts against the account. Past its limit the account is slowed, not
 *    locked: each failure makes the next stranger's attempt wait, 1 s doubling up to the window over
 *    the limit (6 minutes by default). An attempt refused for that wait counts for nothing.
 *
 * Attempts count before the password is checked, so parallel guesses cannot slip past, and a sign-in
 * that succeeds gives its count back (createSession).
 */

export interface SignInLimits {
  signInPerIp: RateLimitRule;
  signInFailuresPerAccount: RateLimitRule;
  signInFailuresPerDevice: RateLimitRule;
}

export interface SignInAttempt {
  ip: string;
  email: string;
  deviceToken: string | undefined;
}

/** An attempt let through to the password check. */
export interface AdmittedSignIn {
  /** The account, or null when no account has this email (checked against a decoy hash all the same). */
  person: { id: string; email: string; fullName: string; passwordHash: string } | null;
  /** The valid device token the attempt came with, replaced by a new one if it succeeds. */
  knownDeviceId: string | null;
  /** The account counter this attempt was counted on, given back if it succeeds; null for a known device. */
  accountKey: string | null;
}

interface GateRow extends Record<string, unknown> {
  address_allowed: boolean;
  address_wait: number;
  person: AdmittedSignIn['person'];
  device_id: string | null;
  device_allowed: boolean | null;
  device_wait: number | null;
  account_counted: boolean;
  account_wait: number | null;
}

/** Seconds until `at`, at least 1: what Retry-After says. */
const secondsUntil = (at: SQL) => sql`greatest(1, ceil(extract(epoch from ${at} - now())))::int`;

/**
 * One statement counts the attempt where it belongs and reads the account: the address counter, the
 * device token, the device's or the account's counter, the person. Counters are fixed windows in
 * rate_limits (decision 005); the account's row also holds when it was last counted, which its wait
 * runs from. Statements that share an account lock its row after their address's, so none can deadlock.
 */
function gateQuery(attempt: SignInAttempt, limits: SignInLimits) {
  const { signInPerIp: perIp, signInFailuresPerAccount: perAccount } = limits;
  const perDevice = limits.signInFailuresPerDevice;
  const email = attempt.email.toLowerCase();
  const accountKey = `sign-in-failures:account:${email}`;
  const longestWait = perAccount.windowSeconds / Math.max(perAccount.limit, 1);
  const ended = sql`r.window_ends_at <= now()`;
  const counted = sql`case when ${ended} then 1 else r.count + 1 end`;
  const windowEnd = sql`case when ${ended} then excluded.window_ends_at else r.window_ends_at end`;
  // Past the limit, each failure makes the next attempt wait from it: 1 s doubling up to the window
  // over the limit. A refunded success lowers the count, and with it the wait.
  const waitEnds = (row: SQL) =>
    sql`${row}.last_hit_at + make_interval(secs => least(${longestWait}::float8,
          power(2, least(greatest(${row}.count - ${perAccount.limit}, 0), 30))))`;
  const waiting = (row: SQL) =>
    sql`(${row}.window_ends_at > now() and ${row}.count >= ${perAccount.limit} and ${waitEnds(row)} > now())`;
  const query = sql`
    with address as (
      insert into ${rateLimits} as r (key, count, window_ends_at)
      values (${`sign-in:ip:${attempt.ip}`}, 1, now() + make_interval(secs => ${perIp.windowSeconds}))
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}
      returning r.count <= ${perIp.limit} as allowed, ${secondsUntil(sql`r.window_ends_at`)} as wait
    ),
    person as (
      select id, email, full_name, password_hash from ${users} where email = ${email}
    ),
    device as (
      select d.id from ${deviceTokens} d join person p on p.id = d.user_id
      where d.token_hash = ${attempt.deviceToken ? hashDeviceToken(attempt.deviceToken) : null}
        and d.expires_at > now()
        and d.password_fingerprint = ${passwordFingerprint(sql`p.password_hash`)}
    ),
    device_failures as (
      insert into ${rateLimits} as r (key, count, window_ends_at)
      select 'sign-in-failures:device:' || device.id, 1, now() + make_interval(secs => ${perDevice.windowSeconds})
      from device where (select allowed from address)
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}
      returning r.count <= ${perDevice.limit} as allowed, ${secondsUntil(sql`r.window_ends_at`)} as wait
    ),
    account_failures as (
      insert into ${rateLimits} as r (key, count, window_ends_at, last_hit_at)
      select ${accountKey}, 1, now() + make_interval(secs => ${perAccount.windowSeconds}), now()
      where (select allowed from address) and not exists (select from device)
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}, last_hit_at = now()
        where not ${waiting(sql`r`)}
      returning r.count
    ),
    account as (
      select ${secondsUntil(waitEnds(sql`a`))} as wait from ${rateLimits} a where a.key = ${accountKey}
    )
    select address.allowed as address_allowed, address.wait as address_wait,
      case when person.id is not null then json_build_object('id', person.id, 'email', person.email,
        'fullName', person.full_name, 'passwordHash', person.password_hash) end as person,
      device.id as device_id, device_failures.allowed as device_allowed, device_failures.wait as device_wait,
      exists (select from account_failures) as account_counted,
      (select wait from account) as account_wait
    from address
      left join person on true
      left join device on true
      left join device_failures on true`;
  return { query, accountKey };
}

/**
 * Counts a password sign-in attempt and reads the account, in one statement, or throws rate_limited
 * (429 with Retry-After) when the address, the known device or the slowed account refuses it.
 */
export async function admitSignIn(
  db: Database,
  attempt: SignInAttempt,
  limits: SignInLimits,
): Promise<AdmittedSignIn> {
  const { query, accountKey } = gateQuery(attempt, limits);
  const { rows } = (await db.execute<GateRow>(query)) as unknown as { rows: GateRow[] };
  const row = rows[0];
  if (!row) throw new Error('the sign-in gate returned no row');
  const refuse = (seconds: number | null) =>
    new DomainError('rate_limited', { retryAfterSeconds: seconds ?? 1 });
  if (!row.address_allowed) throw refuse(row.address_wait);
  if (row.device_id !== null && !row.device_allowed) throw refuse(row.device_wait);
  if (row.device_id === null && !row.account_counted) throw refuse(row.account_wait);
  return {
    person: row.person,
    knownDeviceId: row.device_id,
    accountKey: row.device_id === null ? accountKey : null,
  };
}
