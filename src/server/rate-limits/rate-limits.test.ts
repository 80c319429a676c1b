import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, PASSWORD, requestToJoin, signIn, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import {
  type ApiResponse,
  createTestApp,
  errorOf,
  requestApp,
  type TestApp,
} from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { createApp } from '../app';
import { hashRefreshToken } from '../auth/tokens';
import { companyJoinRequests, rateLimits, refreshTokens, sessions, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { consumeRateLimit, consumeRateLimits, refundRateLimit, sweepRateLimits } from './rate-limits';

const WINDOW = 60;
const rule = (limit: number) => ({ limit, windowSeconds: WINDOW });

/** An address no other test in this file uses, so each test starts with fresh per-IP counters. */
let lastOctet = 0;
function freshIp(): string {
  lastOctet += 1;
  return `198.51.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

/**
 * One database for the limits that tests can keep apart by address or account (each test uses fresh
 * ones); sign-up per IP and the trusted proxy need apps of their own.
 */
const t = await createTestApp({
  rateLimits: {
    signInPerIp: rule(3),
    signInFailuresPerAccount: rule(3),
    refreshPerIp: rule(2),
    joinRequestsPerUser: rule(2),
    joinRequestsPerIp: rule(4),
  },
});

const uniqueKey = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

function expectRateLimited(response: ApiResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(errorOf(response)).toEqual({ code: 'rate_limited', message: apiMessages.rateLimited });
  const retryAfter = response.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW);
  expect(response.headers.get('cache-control')).toBe('no-store');
}

const wrongPassword = (app: TestApp, email: string, ip: string) =>
  signIn(app, email, 'Wrong-passw0rd', { ip });

function refresh(app: TestApp, refreshToken: string, ip: string) {
  return app.request<Session>(
    'POST',
    '/api/auth/token',
    { grantType: 'refresh_token', refreshToken },
    { ip },
  );
}

async function userCount(app: TestApp, email: string): Promise<number> {
  return (await app.db.select().from(users).where(eq(users.email, email))).length;
}

async function sessionCount(app: TestApp, userId: string): Promise<number> {
  return (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('sign-in per IP', () => {
  it('answers 429 with Retry-After once an address is over the limit, and other addresses go on', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t, uniqueEmail('guess'), PASSWORD, { ip })).status).toBe(400);
    }
    expectRateLimited(await signIn(t, uniqueEmail('guess'), PASSWORD, { ip }));
    // Even the right password is refused from that address now, and no session is made for it.
    const user = await signIn(t, email, PASSWORD, { ip: freshIp() });
    expect(user.status).toBe(200);
    const sessionsBefore = await sessionCount(t, user.body.user.id);
    expectRateLimited(await signIn(t, email, PASSWORD, { ip }));
    expect(await sessionCount(t, user.body.user.id)).toBe(sessionsBefore);

    const other = freshIp();
    expect((await signIn(t, email, PASSWORD, { ip: other })).status).toBe(200);
    expect((await signIn(t, uniqueEmail('guess'), PASSWORD, { ip: other })).status).toBe(400);
  });

  it('counts successful sign-ins too', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signIn(t, email, PASSWORD, { ip })).status).toBe(200);
    expectRateLimited(await signIn(t, email, PASSWORD, { ip }));
  });

  it('ignores X-Forwarded-For when no trusted proxy is configured', async () => {
    const ip = freshIp();
    const spoofed = () => ({ ip, headers: { 'x-forwarded-for': freshIp() } });
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t, uniqueEmail(), PASSWORD, spoofed())).status).toBe(400);
    }
    expectRateLimited(await signIn(t, uniqueEmail(), PASSWORD, spoofed()));
  });

  it('is shared by every instance on the same database', async () => {
    const second = createApp({ ...t.deps });
    const ip = freshIp();
    const viaSecond = (email: string) =>
      requestApp(
        second,
        'POST',
        '/api/auth/token',
        { grantType: 'password', email, password: PASSWORD },
        { ip },
      );
    expect((await signIn(t, uniqueEmail(), PASSWORD, { ip })).status).toBe(400);
    expect((await viaSecond(uniqueEmail())).status).toBe(400);
    expect((await signIn(t, uniqueEmail(), PASSWORD, { ip })).status).toBe(400);
    expectRateLimited(await viaSecond(uniqueEmail()));
    expectRateLimited(await signIn(t, uniqueEmail(), PASSWORD, { ip }));
  });
});

describe('sign-in per IP behind a trusted proxy', async () => {
  const proxied = await createTestApp({ trustProxy: true, rateLimits: { signInPerIp: rule(2) } });
  const proxy = '10.0.0.2';

  it('takes the client from the last X-Forwarded-For entry, which the client cannot forge', async () => {
    const client = freshIp();
    // The client writes whatever it likes in front; the proxy appends the address it saw.
    const forged = () => ({
      ip: proxy,
      headers: { 'x-forwarded-for': `${freshIp()}, ${freshIp()}, ${client}` },
    });
    for (let i = 0; i < 2; i++) {
      expect((await signIn(proxied, uniqueEmail(), PASSWORD, forged())).status).toBe(400);
    }
    expectRateLimited(await signIn(proxied, uniqueEmail(), PASSWORD, forged()));
  });

  it('counts each forwarded client apart, although all come from the proxy', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await signIn(proxied, uniqueEmail(), PASSWORD, {
        ip: proxy,
        headers: { 'x-forwarded-for': `203.0.113.9, ${freshIp()}` },
      });
      expect(response.status).toBe(400);
    }
  });

  it('falls back to the socket address without the header', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      expect((await signIn(proxied, uniqueEmail(), PASSWORD, { ip })).status).toBe(400);
    }
    expectRateLimited(await signIn(proxied, uniqueEmail(), PASSWORD, { ip }));
  });
});

describe('sign-in failures per account', () => {
  it('stops guesses on one account spread over many addresses, right password included', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await wrongPassword(t, email, freshIp())).status).toBe(400);
    expectRateLimited(await wrongPassword(t, email, freshIp()));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const sessionsBefore = await sessionCount(t, user!.id);
    expectRateLimited(await signIn(t, email, PASSWORD, { ip: freshIp() }));
    expect(await sessionCount(t, user!.id)).toBe(sessionsBefore);
  });

  it('counts the account whatever the case and spacing of the email', async () => {
    const { email } = await signUp(t);
    const variants = [email.toUpperCase(), `  ${email} `, email];
    for (const variant of variants) expect((await wrongPassword(t, variant, freshIp())).status).toBe(400);
    expectRateLimited(await signIn(t, email, PASSWORD, { ip: freshIp() }));
  });

  it('answers an unknown email exactly as a known one, so the limit reveals no accounts', async () => {
    const { email } = await signUp(t);
    const known: ApiResponse[] = [];
    const unknown: ApiResponse[] = [];
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 4; i++) {
      known.push(await wrongPassword(t, email, freshIp()));
      unknown.push(await wrongPassword(t, nobody, freshIp()));
    }
    expect(known.map((r) => r.status)).toEqual([400, 400, 400, 429]);
    expect(unknown.map((r) => r.status)).toEqual([400, 400, 400, 429]);
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
  });

  it('does not spend the budget on successful sign-ins', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 6; i++) {
      expect((await signIn(t, email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    }
  });

  it('still counts the failures around successful sign-ins', async () => {
    const { email } = await signUp(t);
    expect((await wrongPassword(t, email, freshIp())).status).toBe(400);
    expect((await wrongPassword(t, email, freshIp())).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(t, email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    }
    expect((await wrongPassword(t, email, freshIp())).status).toBe(400);
    expectRateLimited(await wrongPassword(t, email, freshIp()));
  });

  it('leaves other accounts alone', async () => {
    const { email: attacked } = await signUp(t);
    const { email: bystander } = await signUp(t);
    for (let i = 0; i < 4; i++) await wrongPassword(t, attacked, freshIp());
    expect((await signIn(t, bystander, PASSWORD, { ip: freshIp() })).status).toBe(200);
  });
});

describe('sign-up per IP', async () => {
  const limited = await createTestApp({ rateLimits: { signUpPerIp: rule(2) } });
  const signUpFrom = (ip: string, email = uniqueEmail()) =>
    limited.request<Session>(
      'POST',
      '/api/auth/signup',
      { email, password: PASSWORD, fullName: 'Kai Surfer' },
      { ip },
    );

  it('answers 429 over the limit and creates no user then', async () => {
    const ip = freshIp();
    expect((await signUpFrom(ip)).status).toBe(201);
    expect((await signUpFrom(ip)).status).toBe(201);
    const email = uniqueEmail('late');
    expectRateLimited(await signUpFrom(ip, email));
    expect(await userCount(limited, email)).toBe(0);
    // The address stays limited, and the refused email is still free for the person from elsewhere.
    expectRateLimited(await signUpFrom(ip, email));
    expect((await signUpFrom(freshIp(), email)).status).toBe(201);
    expect(await userCount(limited, email)).toBe(1);
  });
});

describe('refresh per IP', () => {
  it('answers 429 over the limit without rotating the token', async () => {
    const ip = freshIp();
    const { session } = await signUp(t);
    const first = await refresh(t, session.refresh_token, ip);
    expect(first.status).toBe(200);
    const second = await refresh(t, first.body.refresh_token, ip);
    expect(second.status).toBe(200);
    expectRateLimited(await refresh(t, second.body.refresh_token, ip));

    const [row] = await t.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(second.body.refresh_token)));
    expect(row).toEqual({ revokedAt: null });
    // The token refused for the limit is still the live one when asked from elsewhere.
    const later = await refresh(t, second.body.refresh_token, freshIp());
    expect(later.status).toBe(200);
    expect(later.body.user).toEqual(session.user);
  });

  it('counts unknown tokens too, so guessing is limited', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await refresh(t, `guess-${i}`, ip)).status).toBe(401);
    expectRateLimited(await refresh(t, 'guess-2', ip));
  });
});

describe('join requests', () => {
  const ask = (token: string, companyCode: string, ip: string) =>
    t.request('POST', '/api/join-requests', { companyCode }, { token, ip });

  it('limits each user, counting codes that match no company, and creates nothing over the limit', async () => {
    const { company } = await admin(t);
    const person = await signUp(t);
    const ip = freshIp();
    expect((await ask(person.token, 'ZZZZ0000', ip)).status).toBe(404);
    expect((await ask(person.token, 'ZZZZ0001', ip)).status).toBe(404);
    // From a new address too: the limit is the person's.
    expectRateLimited(await ask(person.token, company.companyCode, freshIp()));
    const rows = await t.db
      .select()
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.userId, person.session.user.id));
    expect(rows).toEqual([]);

    // Another person is not held back by this one's attempts.
    const other = await signUp(t);
    expect((await requestToJoin(t, other.token, company.companyCode)).status).toBe(201);
  });

  it('limits each address across users', async () => {
    const ip = freshIp();
    const [first, second, third] = [await signUp(t), await signUp(t), await signUp(t)];
    expect((await ask(first.token, 'ZZZZ0002', ip)).status).toBe(404);
    expect((await ask(first.token, 'ZZZZ0003', ip)).status).toBe(404);
    expect((await ask(second.token, 'ZZZZ0004', ip)).status).toBe(404);
    expect((await ask(second.token, 'ZZZZ0005', ip)).status).toBe(404);
    expectRateLimited(await ask(third.token, 'ZZZZ0006', ip));
    expect((await ask(third.token, 'ZZZZ0006', freshIp())).status).toBe(404);
  });
});

describe('consumeRateLimit(s), refundRateLimit and sweepRateLimits', () => {
  async function row(key: string) {
    const [found] = await t.db
      .select({
        count: rateLimits.count,
        secondsLeft: sql<number>`extract(epoch from ${rateLimits.windowEndsAt} - now())::float8`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return found;
  }

  async function rejection(
    key: string,
    limit: number,
    windowSeconds = WINDOW,
  ): Promise<DomainError | undefined> {
    try {
      await consumeRateLimit(t.db, key, { limit, windowSeconds });
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    }
  }

  it('allows `limit` hits per window, then throws 429 with the seconds left', async () => {
    const key = uniqueKey('consume');
    for (let i = 0; i < 3; i++) expect(await rejection(key, 3, 300)).toBeUndefined();
    const error = await rejection(key, 3, 300);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: apiMessages.rateLimited });
    const retryAfter = Number(error?.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThanOrEqual(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await row(key)).toMatchObject({ count: 4 });
  });

  it('keeps the window end fixed while hits come in', async () => {
    const key = uniqueKey('fixed');
    await rejection(key, 10, 300);
    const first = await row(key);
    await rejection(key, 10, 30);
    const second = await row(key);
    expect(second?.count).toBe(2);
    expect(second!.secondsLeft).toBeGreaterThan(290);
    expect(second!.secondsLeft).toBeLessThanOrEqual(first!.secondsLeft);
  });

  it('starts again at 1 once the window has ended', async () => {
    const key = uniqueKey('window');
    expect(await rejection(key, 1, 1)).toBeUndefined();
    expect(await row(key)).toMatchObject({ count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // With a limit of 1, a second hit in the old window would have been refused.
    expect(await rejection(key, 1, 1)).toBeUndefined();
    const fresh = await row(key);
    expect(fresh?.count).toBe(1);
    expect(fresh!.secondsLeft).toBeGreaterThan(0);
    expect(fresh!.secondsLeft).toBeLessThanOrEqual(1);
  });

  it('counts every key of one call, even when another is over, and answers with the longest wait', async () => {
    const short = uniqueKey('short');
    const long = uniqueKey('long');
    const both = [
      { key: short, rule: { limit: 1, windowSeconds: 30 } },
      { key: long, rule: { limit: 5, windowSeconds: 300 } },
    ];
    await consumeRateLimits(t.db, both);
    const error = await consumeRateLimits(t.db, both).catch((caught: unknown) => caught as DomainError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    // Only the short window is over, so its end is the wait.
    expect(Number(error?.retryAfterSeconds)).toBeLessThanOrEqual(30);
    expect(await row(short)).toMatchObject({ count: 2 });
    expect(await row(long)).toMatchObject({ count: 2 });

    // With both over, the longer window decides.
    const bothOver = await consumeRateLimits(t.db, [
      { key: short, rule: { limit: 1, windowSeconds: 30 } },
      { key: long, rule: { limit: 1, windowSeconds: 300 } },
    ]).catch((caught: unknown) => caught as DomainError);
    expect(Number(bothOver?.retryAfterSeconds)).toBeGreaterThan(290);
  });

  it('takes overlapping keys in parallel calls without deadlock, counting each hit once', async () => {
    const a = uniqueKey('a');
    const b = uniqueKey('b');
    const hit = (keys: string[]) =>
      consumeRateLimits(
        t.db,
        keys.map((key) => ({ key, rule: rule(1000) })),
      );
    await Promise.all(Array.from({ length: 10 }, (_, i) => hit(i % 2 ? [a, b] : [b, a])));
    expect(await row(a)).toMatchObject({ count: 10 });
    expect(await row(b)).toMatchObject({ count: 10 });
  });

  it('gives a hit back with refundRateLimit', async () => {
    const key = uniqueKey('refund');
    for (let i = 0; i < 2; i++) expect(await rejection(key, 2)).toBeUndefined();
    await refundRateLimit(t.db, key);
    expect(await row(key)).toMatchObject({ count: 1 });
    expect(await rejection(key, 2)).toBeUndefined();
    expect((await rejection(key, 2))?.status).toBe(429);
  });

  it('never refunds below zero, nor creates a counter', async () => {
    const key = uniqueKey('refund-floor');
    await refundRateLimit(t.db, key);
    expect(await row(key)).toBeUndefined();
    await rejection(key, 5);
    await refundRateLimit(t.db, key);
    await refundRateLimit(t.db, key);
    expect(await row(key)).toMatchObject({ count: 0 });
  });

  it('does not refund into a window that has ended', async () => {
    const key = uniqueKey('refund-ended');
    await t.db.insert(rateLimits).values({ key, count: 5, windowEndsAt: sql`now() - interval '1 second'` });
    await refundRateLimit(t.db, key);
    expect(await row(key)).toMatchObject({ count: 5 });
  });

  it('sweeps only the windows that have ended', async () => {
    const ended = uniqueKey('ended');
    const live = uniqueKey('live');
    await t.db.insert(rateLimits).values([
      { key: ended, count: 3, windowEndsAt: sql`now() - interval '1 second'` },
      { key: live, count: 3, windowEndsAt: sql`now() + interval '1 minute'` },
    ]);
    await sweepRateLimits(t.db);
    expect(await row(ended)).toBeUndefined();
    expect(await row(live)).toMatchObject({ count: 3 });
  });

  it('lets concurrent hits all count', async () => {
    const key = uniqueKey('concurrent');
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => rejection(key, 5)));
    expect(outcomes.filter((error) => error === undefined)).toHaveLength(5);
    expect(outcomes.filter((error) => error?.status === 429)).toHaveLength(3);
    expect(await row(key)).toMatchObject({ count: 8 });
  });
});
