import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf, type TestApp } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { deviceTokens, rateLimits, users } from '../db/schema';
import { defaultRateLimits } from '../env';
import { DEVICE_TOKEN_MAX_AGE_SECONDS, hashDeviceToken } from './device-tokens';
import { hashPassword } from './passwords';

/**
 * Sign-in throttling (docs/decisions/016), both halves: the attacker stays throttled, the owner gets
 * in. The per-account and per-device limits are the real defaults (10 failures an hour, then waits
 * of 1 s doubling up to 6 minutes; 20 an hour per device). Time moves by shifting every stored time
 * back (`timePasses`), never by waiting.
 */
const t = await createTestApp({
  rateLimits: {
    signInFailuresPerAccount: defaultRateLimits.signInFailuresPerAccount,
    signInFailuresPerDevice: defaultRateLimits.signInFailuresPerDevice,
  },
});
const LONGEST_WAIT = 360;
const WRONG = 'Wrong-passw0rd';

let lastOctet = 0;
function freshIp(): string {
  lastOctet += 1;
  return `203.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

function signIn(
  app: TestApp,
  email: string,
  password: string,
  opts: { deviceToken?: string; ip?: string } = {},
) {
  const body = {
    grantType: 'password',
    email,
    password,
    ...(opts.deviceToken && { deviceToken: opts.deviceToken }),
  };
  return app.request<Session>('POST', '/api/auth/token', body, { ip: opts.ip ?? freshIp() });
}

/** The clock moves on for every stored time of the throttle: counters, waits and device tokens. */
async function timePasses(app: TestApp, seconds: number) {
  const by = sql`make_interval(secs => ${seconds})`;
  await app.db.update(rateLimits).set({
    windowEndsAt: sql`${rateLimits.windowEndsAt} - ${by}`,
    lastHitAt: sql`${rateLimits.lastHitAt} - ${by}`,
  });
  await app.db.update(deviceTokens).set({
    createdAt: sql`${deviceTokens.createdAt} - ${by}`,
    expiresAt: sql`${deviceTokens.expiresAt} - ${by}`,
  });
}

function retryAfter(response: ApiResponse): number {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(errorOf(response)).toEqual({ code: 'rate_limited', message: apiMessages.rateLimited });
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  return seconds;
}

/**
 * An attack under way: thirteen wrong passwords from thirteen addresses, each tried as soon as the
 * wait before it ended. Strangers must now wait 8 seconds (1, 2 and 4 came before).
 */
async function underAttack(email: string) {
  for (let i = 1; i <= 10; i++)
    expect((await signIn(t, email, `${WRONG}-${i}`)).status, `guess ${i}`).toBe(400);
  for (const wait of [1, 2, 4]) {
    expect(retryAfter(await signIn(t, email, WRONG))).toBe(wait);
    await timePasses(t, wait);
    expect((await signIn(t, email, WRONG)).status).toBe(400);
  }
  expect(retryAfter(await signIn(t, email, WRONG))).toBe(8);
}

/** A person who signed up in their browser, which holds the device token of that sign-up. */
async function owner() {
  const person = await signUp(t);
  const deviceToken = person.session.device_token;
  expect(deviceToken).toMatch(/^[\w-]{43}$/);
  return { ...person, deviceToken: deviceToken! };
}

describe('an attacker guessing one account’s password from many addresses', () => {
  it('is slowed past ten failures, 1 s doubling up to 6 minutes, and never gets in', async () => {
    const { email } = await owner();
    const answers: number[] = [];
    const waits: number[] = [];
    let elapsed = 0;
    // The attacker tries again the moment each wait ends, for 50 minutes of the window's hour.
    while (elapsed < 3000) {
      const response = await signIn(t, email, `${WRONG}-${answers.length}`);
      answers.push(response.status);
      if (response.status === 429) {
        const wait = retryAfter(response);
        waits.push(wait);
        await timePasses(t, wait);
        elapsed += wait;
      }
    }
    const guesses = answers.filter((status) => status === 400).length;
    expect(answers).not.toContain(200);
    expect(answers.slice(0, 10)).toEqual(Array<number>(10).fill(400));
    // Past the tenth, every guess is followed by a wait, each twice the one before until the cap.
    expect(answers.slice(10, 30)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 400 : 429)));
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, LONGEST_WAIT, LONGEST_WAIT]);
    // 10 at once, 9 in the 511 s of growing waits, then one each 6 minutes: far under ASVS's 100 an hour.
    expect(guesses).toBe(10 + 9 + Math.floor((3000 - 511) / LONGEST_WAIT));
  });

  it('is refused at once while a wait runs, and attempts refused then count for nothing', async () => {
    const { email } = await owner();
    await underAttack(email);
    for (let i = 0; i < 20; i++) expect(retryAfter(await signIn(t, email, WRONG))).toBeLessThanOrEqual(8);
    await timePasses(t, 8);
    // Twenty refused attempts later, the wait after the next failure is the one after 8 s: 16 s.
    expect((await signIn(t, email, WRONG)).status).toBe(400);
    expect(retryAfter(await signIn(t, email, WRONG))).toBe(16);
  });
});

describe('the owner, in a browser that signed in before', () => {
  it('gets in with the right password while the account is under attack, and the attacker stays slowed', async () => {
    const { email, deviceToken, session } = await owner();
    await underAttack(email);
    const owners = await signIn(t, email, PASSWORD, { deviceToken });
    expect(owners.status).toBe(200);
    expect(owners.body.user).toEqual(session.user);
    expect(owners.body.device_token).toMatch(/^[\w-]{43}$/);
    expect(retryAfter(await signIn(t, email, WRONG))).toBeLessThanOrEqual(8);
    expect(retryAfter(await signIn(t, email, PASSWORD))).toBeLessThanOrEqual(8);
  });

  it('is not slowed by their own typo either, and gets in after it', async () => {
    const { email, deviceToken } = await owner();
    await underAttack(email);
    expect((await signIn(t, email, WRONG, { deviceToken })).status).toBe(400);
    expect((await signIn(t, email, PASSWORD, { deviceToken })).status).toBe(200);
  });

  it('still gets in after signing out: the device token is not the session', async () => {
    const { email, deviceToken, token } = await owner();
    expect((await t.request('POST', '/api/auth/logout', undefined, { token })).status).toBe(204);
    await underAttack(email);
    expect((await signIn(t, email, PASSWORD, { deviceToken })).status).toBe(200);
  });

  it('gets a new device token at each sign-in, and the one it replaces stops working', async () => {
    const { email, deviceToken: first } = await owner();
    const second = (await signIn(t, email, PASSWORD, { deviceToken: first })).body.device_token!;
    expect(second).not.toBe(first);
    await underAttack(email);
    retryAfter(await signIn(t, email, PASSWORD, { deviceToken: first }));
    expect((await signIn(t, email, PASSWORD, { deviceToken: second })).status).toBe(200);
  });

  it('is known for 90 days after its last sign-in, not longer', async () => {
    const { email, deviceToken } = await owner();
    const [row] = await t.db
      .select({
        seconds: sql<number>`extract(epoch from ${deviceTokens.expiresAt} - ${deviceTokens.createdAt})::float8`,
      })
      .from(deviceTokens)
      .where(eq(deviceTokens.tokenHash, hashDeviceToken(deviceToken)));
    expect(row?.seconds).toBeCloseTo(DEVICE_TOKEN_MAX_AGE_SECONDS, 0);
    await t.db
      .update(deviceTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deviceTokens.tokenHash, hashDeviceToken(deviceToken)));
    await underAttack(email);
    retryAfter(await signIn(t, email, PASSWORD, { deviceToken }));
  });
});

describe('a stranger with the right password (a new browser)', () => {
  it('is slowed during an attack, not locked for an hour: in after the short wait', async () => {
    const { email, session } = await owner();
    await underAttack(email);
    const wait = retryAfter(await signIn(t, email, PASSWORD));
    expect(wait).toBe(8);
    await timePasses(t, wait);
    const response = await signIn(t, email, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(session.user);
  });

  it('waits 6 minutes at the most, however long the attack has run', async () => {
    const { email } = await owner();
    await underAttack(email);
    for (let wait = 8; wait < LONGEST_WAIT; wait *= 2) {
      await timePasses(t, wait);
      expect((await signIn(t, email, WRONG)).status).toBe(400);
    }
    expect(retryAfter(await signIn(t, email, PASSWORD))).toBe(LONGEST_WAIT);
    await timePasses(t, LONGEST_WAIT);
    expect((await signIn(t, email, PASSWORD)).status).toBe(200);
  });

  it('is not slowed by a successful sign-in: it gives its count back', async () => {
    const { email } = await owner();
    for (let i = 0; i < 9; i++) expect((await signIn(t, email, WRONG)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await signIn(t, email, PASSWORD)).status).toBe(200);
    expect((await signIn(t, email, WRONG)).status).toBe(400);
    expect(retryAfter(await signIn(t, email, WRONG))).toBe(1);
  });
});

describe('device tokens that give no way past the account’s waits', () => {
  it('another person’s, a forged one, and one of this account made under an earlier password', async () => {
    const { email, deviceToken } = await owner();
    const other = await owner();
    await underAttack(email);
    retryAfter(await signIn(t, email, PASSWORD, { deviceToken: other.deviceToken }));
    retryAfter(await signIn(t, email, PASSWORD, { deviceToken: randomBytes(32).toString('base64url') }));
    // Each token is good for its own account: the refusals above are the tokens', not the setup's.
    expect((await signIn(t, other.email, PASSWORD, { deviceToken: other.deviceToken })).status).toBe(200);
    expect((await signIn(t, email, PASSWORD, { deviceToken })).status).toBe(200);
  });

  it('a password change revokes every device token of the account', async () => {
    const { email, deviceToken } = await owner();
    const newPassword = 'Waves4ever-again';
    // What changing the password does, whichever code does it: a new hash in users.password_hash.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.email, email));
    await underAttack(email);
    const wait = retryAfter(await signIn(t, email, newPassword, { deviceToken }));
    // Signed in under the new password, the browser is known again.
    await timePasses(t, wait);
    const again = await signIn(t, email, newPassword, { deviceToken });
    expect(again.status).toBe(200);
    retryAfter(await signIn(t, email, WRONG));
    expect((await signIn(t, email, newPassword, { deviceToken: again.body.device_token })).status).toBe(200);
  });

  it('a stolen one is limited too: 20 failures an hour, and they do not slow the account', async () => {
    const { email, deviceToken } = await owner();
    for (let i = 1; i <= 20; i++) {
      expect((await signIn(t, email, `${WRONG}-${i}`, { deviceToken })).status, `guess ${i}`).toBe(400);
    }
    const wait = retryAfter(await signIn(t, email, PASSWORD, { deviceToken }));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await signIn(t, email, PASSWORD)).status).toBe(200);
  });
});

describe('the per-address limit', async () => {
  const limited = await createTestApp({
    rateLimits: {
      signInPerIp: { limit: 3, windowSeconds: 300 },
      signInFailuresPerAccount: defaultRateLimits.signInFailuresPerAccount,
    },
  });
  const accountCount = async (email: string) => {
    const [row] = await limited.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-failures:account:${email}`));
    return row?.count;
  };

  it('answers 429 before counting anything against the account', async () => {
    const victim = await signUp(limited);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signIn(limited, victim.email, WRONG, { ip })).status).toBe(400);
    for (let i = 0; i < 50; i++) {
      const response = await signIn(limited, victim.email, WRONG, { ip });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(290);
    }
    expect(await accountCount(victim.email)).toBe(3);
    expect((await signIn(limited, victim.email, PASSWORD)).status).toBe(200);
  });

  it('keeps one address from slowing a list of accounts', async () => {
    const ip = freshIp();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('listed'));
    const statuses = [];
    for (const email of emails) {
      for (let i = 0; i < 11; i++) statuses.push((await signIn(limited, email, WRONG, { ip })).status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(await accountCount(emails[0]!)).toBe(3);
    for (const email of emails.slice(1)) expect(await accountCount(email)).toBeUndefined();
  });
});

describe('device tokens as stored and sent', () => {
  it('are stored only as SHA-256 hashes, ten per person at most', async () => {
    const { email, deviceToken } = await owner();
    const tokens = [deviceToken];
    for (let i = 0; i < 12; i++) tokens.push((await signIn(t, email, PASSWORD)).body.device_token!);
    const rows = await t.db
      .select({ tokenHash: deviceTokens.tokenHash })
      .from(deviceTokens)
      .innerJoin(users, eq(users.id, deviceTokens.userId))
      .where(eq(users.email, email));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(tokens.slice(-10).map(hashDeviceToken).sort());
    expect(JSON.stringify(rows)).not.toContain(deviceToken);
  });

  it('come with sign-up and password sign-in, not with a refresh', async () => {
    const { session } = await owner();
    const refreshed = await t.request<Session>('POST', '/api/auth/token', {
      grantType: 'refresh_token',
      refreshToken: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('device_token');
  });

  it('refuses a device token over 200 characters with 400, and counts nothing for it', async () => {
    const { email } = await owner();
    const response = await signIn(t, email, PASSWORD, { deviceToken: 'x'.repeat(201) });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-failures:account:${email}`));
    expect(row).toBeUndefined();
  });
});
