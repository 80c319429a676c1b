import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { admin, PASSWORD, signIn, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf, type TestApp } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { setPasswordHashCostForTests } from '../auth/passwords';
import { defaultRateLimits, loadConfig } from '../env';

// Sign-in timing: an unknown email must cost the same full argon2id hash as a wrong password.
setPasswordHashCostForTests('full');

/**
 * Brute force and enumeration, beyond src/server/rate-limits/rate-limits.test.ts (which checks each
 * limit with small test values): the real default for failed sign-ins, X-Forwarded-For on every
 * address limit, and the timing of an unknown email against a wrong password.
 */

let lastOctet = 0;
function freshIp(): string {
  lastOctet += 1;
  return `192.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

function expectRateLimited(response: ApiResponse, name?: string) {
  expect(response.status, name).toBe(429);
  expect(errorOf(response)).toEqual({ code: 'rate_limited', message: apiMessages.rateLimited });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('failed sign-ins per account, with the real default', async () => {
  // Only this limit is the real one; the others stay relaxed so that only it can answer 429.
  const t = await createTestApp({
    rateLimits: { signInFailuresPerAccount: defaultRateLimits.signInFailuresPerAccount },
  });

  it('is 10 per hour by default, well under ASVS’s 100, also when the environment sets nothing', () => {
    expect(defaultRateLimits.signInFailuresPerAccount).toEqual({ limit: 10, windowSeconds: 3600 });
    // Cleaned up here: a hook registered inside a test never runs.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sos-sec-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
      expect(config.rateLimits.signInFailuresPerAccount).toEqual({ limit: 10, windowSeconds: 3600 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('slows the 11th guess from any address, and the right password with it, for a second, not an hour', async () => {
    const { email, session } = await signUp(t);
    for (let i = 1; i <= 10; i++) {
      const response = await signIn(t, email, `Wrong-passw0rd-${i}`, { ip: freshIp() });
      expect(response.status, `guess ${i}`).toBe(400);
    }
    const guess = await signIn(t, email, 'Wrong-passw0rd-11', { ip: freshIp() });
    expectRateLimited(guess);
    expect(guess.headers.get('retry-after')).toBe('1');
    // A stranger's right password waits the same second (src/server/auth/sign-in-throttling.test.ts
    // follows the waits, and the owner's browser that gets past them).
    const right = await signIn(t, email, PASSWORD, { ip: freshIp() });
    expectRateLimited(right);
    expect(right.headers.get('retry-after')).toBe('1');
    expect(JSON.stringify(right.body)).not.toContain(session.user.id);
  });

  it('counts fifteen parallel guesses and lets none past the ten before the first wait', async () => {
    const { email } = await signUp(t);
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(t, email, `Wrong-passw0rd-${i}`, { ip: freshIp() })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(5).fill(429)]);
    // The right password's wait is the test above's: here, fifteen argon2 checks at once may outlast
    // the one-second wait on a busy host, so a sign-in after them would prove nothing about it.
    for (const refused of responses.filter((r) => r.status === 429)) expectRateLimited(refused);
  });
});

describe('address limits and a spoofed X-Forwarded-For', async () => {
  const limits = {
    signUpPerIp: { limit: 2, windowSeconds: 3600 },
    joinRequestsPerIp: { limit: 2, windowSeconds: 3600 },
    refreshPerIp: { limit: 2, windowSeconds: 3600 },
  };
  const direct = await createTestApp({ rateLimits: limits });
  const proxied = await createTestApp({ rateLimits: limits, trustProxy: true });
  // Created with the others, not inside its test, so that its database is disposed after the file.
  const limited = await createTestApp({
    trustProxy: true,
    rateLimits: { joinRequestsPerUser: { limit: 3, windowSeconds: 3600 } },
  });

  const spoofed = (ip: string) => ({ ip, headers: { 'x-forwarded-for': freshIp() } });
  const signUpFrom = (app: TestApp, opts: { ip: string; headers?: Record<string, string> }) =>
    app.request<Session>(
      'POST',
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD, fullName: 'Kai Surfer' },
      opts,
    );

  it('sign-up: a new X-Forwarded-For each time does not buy new sign-ups without TRUST_PROXY', async () => {
    const ip = freshIp();
    expect((await signUpFrom(direct, spoofed(ip))).status).toBe(201);
    expect((await signUpFrom(direct, spoofed(ip))).status).toBe(201);
    expectRateLimited(await signUpFrom(direct, spoofed(ip)));
  });

  it('sign-up: behind a trusted proxy each forwarded client counts apart, and forging the front does not help', async () => {
    const proxy = '10.0.0.2';
    for (let i = 0; i < 4; i++) {
      expect(
        (await signUpFrom(proxied, { ip: proxy, headers: { 'x-forwarded-for': freshIp() } })).status,
      ).toBe(201);
    }
    const client = freshIp();
    const forged = () => ({ ip: proxy, headers: { 'x-forwarded-for': `${freshIp()}, ${client}` } });
    expect((await signUpFrom(proxied, forged())).status).toBe(201);
    expect((await signUpFrom(proxied, forged())).status).toBe(201);
    expectRateLimited(await signUpFrom(proxied, forged()));
  });

  it('join requests: a spoofed X-Forwarded-For does not escape the per-address limit', async () => {
    const ip = freshIp();
    // Each signs up from an address of their own, so the sign-up limit stays out of the way.
    const people = [];
    for (let i = 0; i < 3; i++) {
      people.push({ token: (await signUpFrom(direct, { ip: freshIp() })).body.access_token });
    }
    const ask = (token: string, code: string) =>
      direct.request('POST', '/api/join-requests', { companyCode: code }, { token, ...spoofed(ip) });
    expect((await ask(people[0]!.token, 'ZZZZ0000')).status).toBe(404);
    expect((await ask(people[1]!.token, 'ZZZZ0001')).status).toBe(404);
    expectRateLimited(await ask(people[2]!.token, 'ZZZZ0002'));
  });

  it('join requests: the per-person limit holds from any address, trusted proxy or not', async () => {
    const { company } = await admin(limited);
    const person = await signUp(limited);
    for (let i = 0; i < 3; i++) {
      const response = await limited.request(
        'POST',
        '/api/join-requests',
        { companyCode: `ZZZZ000${i}` },
        { token: person.token, ip: freshIp(), headers: { 'x-forwarded-for': freshIp() } },
      );
      expect(response.status).toBe(404);
    }
    expectRateLimited(
      await limited.request(
        'POST',
        '/api/join-requests',
        { companyCode: company.companyCode },
        { token: person.token, ip: freshIp(), headers: { 'x-forwarded-for': freshIp() } },
      ),
    );
  });

  it('refresh: a spoofed X-Forwarded-For does not escape the per-address limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      const response = await direct.request(
        'POST',
        '/api/auth/token',
        { grantType: 'refresh_token', refreshToken: `guess-${i}` },
        spoofed(ip),
      );
      expect(response.status).toBe(401);
    }
    expectRateLimited(
      await direct.request(
        'POST',
        '/api/auth/token',
        { grantType: 'refresh_token', refreshToken: 'guess-3' },
        spoofed(ip),
      ),
    );
  });
});

describe('account enumeration', async () => {
  const t = await createTestApp();
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  it('answers an unknown email and a wrong password with the same status, body and, within noise, time', async () => {
    const { email } = await signUp(t);
    const nobody = () => uniqueEmail('nobody');
    // Warm up both paths (the decoy hash is computed on first use).
    await signIn(t, nobody(), 'Wrong-passw0rd');
    await signIn(t, email, 'Wrong-passw0rd');

    const ROUNDS = 15;
    const bodies = new Set<string>();
    /** One measurement: ROUNDS sign-ins of each kind, interleaved; the medians and the bound. */
    async function measure() {
      // Each probe is an attacker's first try at that email, known or not, as in a real enumeration:
      // every one of them starts its own per-account counter.
      const known: string[] = [];
      for (let i = 0; i < ROUNDS; i++) known.push((await signUp(t)).email);
      const times = { unknown: [] as number[], wrong: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        // Interleaved, and the order alternates, so load on the machine falls on both alike.
        const order = i % 2 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
        for (const kind of order) {
          const started = performance.now();
          const response =
            kind === 'unknown'
              ? await signIn(t, nobody(), 'Wrong-passw0rd')
              : await signIn(t, known[i]!, 'Wrong-passw0rd');
          times[kind].push(performance.now() - started);
          expect(response.status).toBe(400);
          bodies.add(JSON.stringify(response.body));
        }
      }
      const unknown = median(times.unknown);
      const wrong = median(times.wrong);
      const bound = Math.max(15, 0.4 * Math.max(unknown, wrong));
      console.info(
        `sign-in timing over ${ROUNDS} rounds: unknown email median ${unknown.toFixed(1)} ms, wrong password median ${wrong.toFixed(1)} ms, difference ${Math.abs(unknown - wrong).toFixed(1)} ms, bound ${bound.toFixed(1)} ms`,
      );
      return Math.abs(unknown - wrong) < bound;
    }
    // A real leak (an unknown email skipping the hash: ~1 ms against tens) shows in every measurement;
    // a burst of load from parallel test files rarely twice, so up to three measurements are taken.
    let alike = false;
    for (let attempt = 0; attempt < 3 && !alike; attempt++) alike = await measure();
    expect([...bodies]).toEqual([
      JSON.stringify({ error: { code: 'invalid_credentials', message: apiMessages.invalidCredentials } }),
    ]);
    expect(alike).toBe(true);
  });
});
