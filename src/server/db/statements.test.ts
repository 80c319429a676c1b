import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { createTestApp, type RequestOptions } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';

/**
 * How many SQL statements each request sends in sequence (decision 008): on embedded PGlite every one
 * costs far more than the work around it, so these counts are the API's speed.
 */
const statements: string[] = [];
const t = await createTestApp({ onStatement: (query) => statements.push(query) });

async function countStatements(method: string, path: string, body?: unknown, opts: RequestOptions = {}) {
  statements.length = 0;
  const response = await t.request(method, path, body, opts);
  return { status: response.status, statements: [...statements] };
}

describe('statements per request', () => {
  it('GET /api/me: one statement checks the session and reads everything', async () => {
    const owner = await admin(t);
    const { token } = await member(t, owner);
    const counted = await countStatements('GET', '/api/me', undefined, { token });
    expect(counted.status).toBe(200);
    expect(counted.statements).toHaveLength(1);
  });

  it('an admin-only route: one statement for session and membership, then the route’s own', async () => {
    const owner = await admin(t);
    const asAdmin = await countStatements('GET', '/api/join-requests?status=pending', undefined, {
      token: owner.token,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.statements).toHaveLength(2);

    const { token } = await member(t, owner);
    const asMember = await countStatements('GET', '/api/join-requests?status=pending', undefined, { token });
    expect(asMember).toEqual({ status: 403, statements: [expect.any(String)] });
  });

  it('a signed-out session: one statement, then 401', async () => {
    const { token } = await signUp(t);
    await t.request('POST', '/api/auth/logout', undefined, { token });
    expect((await countStatements('GET', '/api/me', undefined, { token })).statements).toHaveLength(1);
    const companies = await countStatements('POST', '/api/companies', { name: 'Late Set' }, { token });
    expect(companies).toEqual({ status: 401, statements: [expect.any(String)] });
  });

  it('sign-in: one statement counts the attempt and reads the person, one makes the session', async () => {
    const { email, session } = await signUp(t);
    const signIn = (password: string, deviceToken?: string) =>
      countStatements('POST', '/api/auth/token', { grantType: 'password', email, password, deviceToken });
    // The address, the device token, the account's or the device's counter and the person in one
    // (decision 016); the session, its refresh token, the device token and the refund in the other.
    const right = await signIn(PASSWORD);
    expect(right).toEqual({ status: 200, statements: [expect.any(String), expect.any(String)] });
    expect(await signIn('Wrong-passw0rd')).toEqual({ status: 400, statements: [expect.any(String)] });
    const known = await signIn(PASSWORD, session.device_token);
    expect(known).toEqual({ status: 200, statements: [expect.any(String), expect.any(String)] });
  });

  it('sign-in refused by a limit: that one statement, nothing more', async () => {
    const limited = await createTestApp({
      onStatement: (query) => statements.push(query),
      rateLimits: { signInFailuresPerAccount: { limit: 1, windowSeconds: 60 } },
    });
    const { email } = await signUp(limited);
    const body = { grantType: 'password', email, password: 'Wrong-passw0rd' };
    expect((await limited.request('POST', '/api/auth/token', body)).status).toBe(400);
    statements.length = 0;
    const refused = await limited.request('POST', '/api/auth/token', { ...body, password: PASSWORD });
    expect({ status: refused.status, statements }).toEqual({ status: 429, statements: [expect.any(String)] });
  });

  it('sign-up: the rate limit, then the person with their profile, then the session', async () => {
    const body = { email: uniqueEmail(), password: PASSWORD, fullName: 'Nova Newcomer' };
    const counted = await countStatements('POST', '/api/auth/signup', body);
    expect(counted.status).toBe(201);
    expect(counted.statements).toHaveLength(3);
  });

  it('refresh: the rate limit, then a transaction of a locking read and one write', async () => {
    const { session } = await signUp(t);
    const refreshed = await countStatements('POST', '/api/auth/token', {
      grantType: 'refresh_token',
      refreshToken: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    // BEGIN, the locking read, the write, COMMIT.
    expect(refreshed.statements).toHaveLength(5);
    expect(
      (
        await t.request<Session>('POST', '/api/auth/token', {
          grantType: 'refresh_token',
          refreshToken: session.refresh_token,
        })
      ).status,
    ).toBe(200);
  });

  it('kudos to three colleagues: one statement notifies all three', async () => {
    const owner = await admin(t);
    const colleagues = [await member(t, owner), await member(t, owner), await member(t, owner)];
    const counted = await countStatements(
      'POST',
      '/api/kudos',
      { recipientIds: colleagues.map((c) => c.session.user.id), message: 'Thanks for the launch.' },
      { token: owner.token },
    );
    expect(counted.status).toBe(201);
    expect(counted.statements.filter((query) => /insert into "notifications"/i.test(query))).toHaveLength(1);
  });
});
