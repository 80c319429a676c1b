import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { deviceTokens, profiles, rateLimits, ssoConnections, ssoDomains, users } from '../db/schema';
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
  /**
   * The account, or null when no account has this email (checked against a decoy hash all the same).
   * `ssoRequiredBy` names the provider of the person's company when it requires single sign-on for
   * their address's domain (docs/security.md §14): their password sign-in is refused.
   */
  person: {
    id: string;
    email: string;
    fullName: string;
    passwordHash: string;
    ssoRequiredBy: string | null;
  } | null;
  /** The valid device token the attempt came with, replaced by a new one if it succeeds. */
  knownDeviceId: string | null;
  /** The account counter this attempt was counted on, given back if it succeeds; null for a known device. */
  accountKey: string | null;
}

/** Seconds until `at`, at least 1: what Retry-After says. */
const secondsUntil = (at: SQL) => sql`greatest(1, ceil(extract(epoch from ${at} - now())))::int`;

interface GateValues {
  ipKey: string;
  ipLimit: number;
  ipWindow: number;
  email: string;
  deviceTokenHash: string | null;
  deviceLimit: number;
  deviceWindow: number;
  accountKey: string;
  accountLimit: number;
  accountWindow: number;
  longestWait: number;
}

/** A value the prepared gate takes when it runs. */
const value = (name: keyof GateValues) => sql.placeholder(name);

/**
 * One statement counts the attempt where it belongs and reads the account: the address counter, the
 * device token, the device's or the account's counter, the person. Counters are fixed windows in
 * rate_limits (decision 005); the account's row also holds when it was last counted, which its wait
 * runs from. Statements that share an account lock its row after their address's, so none can
 * deadlock. Once the address refuses, nothing else is read or counted. Prepared once per database.
 */
const gateQuery = preparedQuery((db) => {
  const ended = sql`r.window_ends_at <= now()`;
  const counted = sql`case when ${ended} then 1 else r.count + 1 end`;
  const windowEnd = sql`case when ${ended} then excluded.window_ends_at else r.window_ends_at end`;
  // Past the limit, each failure makes the next attempt wait from it: 1 s doubling up to the window
  // over the limit. A refunded success lowers the count, and with it the wait.
  const waitEnds = (row: SQL) =>
    sql`${row}.last_hit_at + make_interval(secs => least(${value('longestWait')}::float8,
          power(2, least(greatest(${row}.count - ${value('accountLimit')}, 0), 30))))`;
  const waiting = (row: SQL) =>
    sql`(${row}.window_ends_at > now() and ${row}.count >= ${value('accountLimit')} and ${waitEnds(row)} > now())`;

  const address = db.$with('address', {
    addressAllowed: sql<boolean>`address_allowed`.as('address_allowed'),
    addressWait: sql<number>`address_wait`.as('address_wait'),
  }).as(sql`insert into ${rateLimits} as r (key, count, window_ends_at)
      values (${value('ipKey')}, 1, now() + make_interval(secs => ${value('ipWindow')}))
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}
      returning r.count <= ${value('ipLimit')} as address_allowed,
        ${secondsUntil(sql`r.window_ends_at`)} as address_wait`);
  const allowed = sql`(select address_allowed from ${address})`;
  // The provider of the person's company, when it requires single sign-on for their address's domain
  // (the part after the last @).
  const ssoRequiredBy = sql`(select c.provider_name from ${ssoConnections} c
      join ${ssoDomains} d on d.company_id = c.company_id
      join ${profiles} p on p.company_id = c.company_id
      where p.id = ${users.id} and c.required and d.domain = substring(${users.email} from '[^@]*$'))`;
  // Its id and hash are for the device token's check; the answer takes the person as one JSON value.
  const person = db.$with('person', {
    person: sql<AdmittedSignIn['person']>`person_json`.as('person_json'),
  }).as(sql`select json_build_object('id', id, 'email', email, 'fullName', full_name,
        'passwordHash', password_hash, 'ssoRequiredBy', ${ssoRequiredBy}) as person_json,
        id as person_id, password_hash as person_password_hash
      from ${users} where email = ${value('email')} and ${allowed}`);
  const device = db.$with('device', { deviceId: sql<string>`device_id`.as('device_id') })
    .as(sql`select d.id as device_id from ${deviceTokens} d join ${person} on person_id = d.user_id
      where d.token_hash = ${value('deviceTokenHash')} and d.expires_at > now()
        and d.password_fingerprint = ${passwordFingerprint(sql`person_password_hash`)}`);
  const deviceFailures = db.$with('device_failures', {
    deviceAllowed: sql<boolean>`device_allowed`.as('device_allowed'),
    deviceWait: sql<number>`device_wait`.as('device_wait'),
  }).as(sql`insert into ${rateLimits} as r (key, count, window_ends_at)
      select 'sign-in-failures:device:' || device_id, 1, now() + make_interval(secs => ${value('deviceWindow')})
      from ${device}
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}
      returning r.count <= ${value('deviceLimit')} as device_allowed,
        ${secondsUntil(sql`r.window_ends_at`)} as device_wait`);
  const accountFailures = db.$with('account_failures', {
    count: sql<number>`account_count`.as('account_count'),
  }).as(sql`insert into ${rateLimits} as r (key, count, window_ends_at, last_hit_at)
      select ${value('accountKey')}, 1, now() + make_interval(secs => ${value('accountWindow')}), now()
      where ${allowed} and not exists (select from ${device})
      on conflict (key) do update set count = ${counted}, window_ends_at = ${windowEnd}, last_hit_at = now()
        where not ${waiting(sql`r`)}
      returning r.count as account_count`);
  const account = db.$with('account', { accountWait: sql<number>`account_wait`.as('account_wait') })
    .as(sql`select ${secondsUntil(waitEnds(sql`a`))} as account_wait
      from ${rateLimits} a where a.key = ${value('accountKey')} and ${allowed}`);
  return db
    .with(address, person, device, deviceFailures, accountFailures, account)
    .select({
      addressAllowed: address.addressAllowed,
      addressWait: address.addressWait,
      person: person.person,
      deviceId: device.deviceId,
      deviceAllowed: deviceFailures.deviceAllowed,
      deviceWait: deviceFailures.deviceWait,
      accountCounted: sql<boolean>`exists (select from ${accountFailures})`,
      accountWait: sql<number | null>`(select account_wait from ${account})`,
    })
    .from(address)
    .leftJoin(person, sql`true`)
    .leftJoin(device, sql`true`)
    .leftJoin(deviceFailures, sql`true`)
    .prepare('admit_sign_in');
});

/**
 * Counts a password sign-in attempt and reads the account, in one statement, or throws rate_limited
 * (429 with Retry-After) when the address, the known device or the slowed account refuses it.
 */
export async function admitSignIn(
  db: Database,
  attempt: SignInAttempt,
  limits: SignInLimits,
): Promise<AdmittedSignIn> {
  const { signInPerIp: perIp, signInFailuresPerAccount: perAccount } = limits;
  const email = attempt.email.toLowerCase();
  const accountKey = `sign-in-failures:account:${email}`;
  const values: GateValues = {
    ipKey: `sign-in:ip:${attempt.ip}`,
    ipLimit: perIp.limit,
    ipWindow: perIp.windowSeconds,
    email,
    deviceTokenHash: attempt.deviceToken ? hashDeviceToken(attempt.deviceToken) : null,
    deviceLimit: limits.signInFailuresPerDevice.limit,
    deviceWindow: limits.signInFailuresPerDevice.windowSeconds,
    accountKey,
    accountLimit: perAccount.limit,
    accountWindow: perAccount.windowSeconds,
    longestWait: perAccount.windowSeconds / Math.max(perAccount.limit, 1),
  };
  const [row] = await gateQuery(db).execute({ ...values });
  if (!row) throw new Error('the sign-in gate returned no row');
  const refuse = (seconds: number | null) =>
    new DomainError('rate_limited', { retryAfterSeconds: seconds ?? 1 });
  if (!row.addressAllowed) throw refuse(row.addressWait);
  if (row.deviceId !== null && !row.deviceAllowed) throw refuse(row.deviceWait);
  if (row.deviceId === null && !row.accountCounted) throw refuse(row.accountWait);
  return {
    person: row.person,
    knownDeviceId: row.deviceId,
    accountKey: row.deviceId === null ? accountKey : null,
  };
}
