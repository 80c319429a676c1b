import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { me, PASSWORD, signIn, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { users } from '../db/schema';
import { setPasswordHashCostForTests } from './passwords';

// The stored hash is checked for its full argon2id cost: this file hashes at that cost.
setPasswordHashCostForTests('full');

const t = await createTestApp();

function refresh(refreshToken: string) {
  return t.request<Session>('POST', '/api/auth/token', { grantType: 'refresh_token', refreshToken });
}

describe('sign-up', () => {
  it('creates the user and their profile and returns a session', async () => {
    const email = uniqueEmail();
    const response = await t.request<Session>('POST', '/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      fullName: '  Kai Surfer ',
    });
    expect(response.status).toBe(201);
    const session = response.body;
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email, fullName: 'Kai Surfer' },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);

    const profile = await me(t, session.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      user: { id: session.user.id, email, fullName: 'Kai Surfer', emailVerified: false },
      profile: { fullName: 'Kai Surfer', companyId: null },
      company: null,
      role: null,
      joinRequests: [],
      unreadNotifications: 0,
      activeTeams: 0,
      goals: { open: 0, performance: null, dueForCheckIn: [] },
      pulse: null,
      firstSteps: null,
      colleagueToRecognise: null,
      nextOneOnOne: null,
      actionItems: [],
      today: null,
      growth: null,
      nudges: [],
      companionModel: false,
    });
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const { email } = await signUp(t);
    const again = await t.request('POST', '/api/auth/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      fullName: 'Someone Else',
    });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'user_exists', message: apiMessages.userExists });
  });

  it('stores only an argon2id hash of the password', async () => {
    const { session } = await signUp(t);
    const [user] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
  });
});

describe('sign-in', () => {
  it('returns a new session for the right password', async () => {
    const { email, session: first } = await signUp(t);
    const response = await signIn(t, `  ${email.toUpperCase()}  `);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(first.user);
    expect(response.body.refresh_token).not.toBe(first.refresh_token);
  });

  it('answers unknown email and wrong password alike', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await signIn(t, email, 'Wrong-passw0rd');
    const unknownEmail = await signIn(t, uniqueEmail('nobody'));
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: { code: 'invalid_credentials', message: apiMessages.invalidCredentials },
      });
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const { session } = await signUp(t);
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(session.refresh_token);
    expect(next.body.user).toEqual(session.user);
    expect((await me(t, next.body.access_token)).status).toBe(200);
    expect((await me(t, session.access_token)).status).toBe(200);
  });

  it('gives a retried refresh the same child within the reuse interval', async () => {
    const { session } = await signUp(t);
    const first = await refresh(session.refresh_token);
    const retry = await refresh(session.refresh_token);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    expect((await refresh(first.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole session when a spent token is reused', async () => {
    const { session } = await signUp(t);
    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(errorOf(reuse).code).toBe('invalid_refresh_token');
    expect((await refresh(third.body.refresh_token)).status).toBe(401);
    expect((await me(t, third.body.access_token)).status).toBe(401);
    expect((await me(t, session.access_token)).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh('not-a-token-we-ever-issued');
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'invalid_refresh_token',
      message: apiMessages.invalidRefreshToken,
    });
  });
});

describe('sign-out', () => {
  it('kills the access and the refresh token of the session', async () => {
    const { session } = await signUp(t);
    const out = await t.request('POST', '/api/auth/logout', undefined, { token: session.access_token });
    expect(out.status).toBe(204);
    expect((await me(t, session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('leaves the person’s other sessions alive', async () => {
    const { email, session } = await signUp(t);
    const other = await signIn(t, email);
    await t.request('POST', '/api/auth/logout', undefined, { token: session.access_token });
    expect((await me(t, other.body.access_token)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.request('POST', '/api/auth/logout');
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'not_signed_in', message: apiMessages.notSignedIn });
  });
});
