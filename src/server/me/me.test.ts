import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { companyJoinRequests, sessions } from '../db/schema';
import {
  admin,
  createCompany,
  me,
  member,
  requestToJoin,
  requester,
  signUp,
} from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';

/** GET /api/me: the answer's shape for each kind of person, and the session check it makes itself. */
const t = await createTestApp();

async function createdAtOf(requestId: string) {
  const [row] = await t.db
    .select({ createdAt: companyJoinRequests.createdAt })
    .from(companyJoinRequests)
    .where(eq(companyJoinRequests.id, requestId));
  return row!.createdAt.toISOString();
}

function expectInvalidToken(response: Awaited<ReturnType<typeof me>>) {
  expect(response.status).toBe(401);
  expect(errorOf(response)).toEqual({ code: 'invalid_token', message: apiMessages.invalidToken });
}

describe('GET /api/me', () => {
  it('answers a newcomer with their profile and nothing else', async () => {
    const { session, token } = await signUp(t, { fullName: 'Nova Newcomer' });
    const response = await me(t, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual<Me>({
      user: { ...session.user, emailVerified: false },
      profile: { fullName: 'Nova Newcomer', companyId: null },
      company: null,
      role: null,
      joinRequests: [],
      unreadNotifications: 0,
      activeTeams: 0,
    });
  });

  it('lists a requester’s own requests newest first, dates as ISO strings in UTC', async () => {
    const first = await admin(t, 'First Break');
    const second = await admin(t, 'Second Reef');
    const person = await signUp(t);
    const one = await requestToJoin(t, person.token, first.company.companyCode);
    const two = await requestToJoin(t, person.token, second.company.companyCode);
    const response = await me(t, person.token);
    expect(response.body.joinRequests).toEqual([
      {
        id: two.body.joinRequest.id,
        companyName: 'Second Reef',
        status: 'pending',
        createdAt: await createdAtOf(two.body.joinRequest.id),
      },
      {
        id: one.body.joinRequest.id,
        companyName: 'First Break',
        status: 'pending',
        createdAt: await createdAtOf(one.body.joinRequest.id),
      },
    ]);
    expect(response.body.company).toBeNull();
  });

  it('shows a member their company and role, without the company code', async () => {
    const owner = await admin(t, 'Code Keepers');
    const person = await member(t, owner);
    const response = await me(t, person.token);
    expect(response.body.company).toEqual({ id: owner.company.id, name: 'Code Keepers' });
    expect(response.body.role).toBe('member');
    expect(response.body.profile).toEqual({ fullName: 'Mo Member', companyId: owner.company.id });
    expect(JSON.stringify(response.body)).not.toContain(owner.company.companyCode);
    expect(response.body.joinRequests).toEqual([
      expect.objectContaining({ companyName: 'Code Keepers', status: 'approved' }),
    ]);
  });

  it('gives an admin the company code', async () => {
    const person = await signUp(t);
    const company = await createCompany(t, person.token, { name: 'Admins Only' });
    const response = await me(t, person.token);
    expect(response.body.company).toEqual({
      id: company.id,
      name: 'Admins Only',
      companyCode: company.companyCode,
    });
    expect(response.body.role).toBe('admin');
  });

  it('refuses the token of a signed-out session, and of an expired one, as invalid_token', async () => {
    const signedOut = await signUp(t);
    await t.request('POST', '/api/auth/logout', undefined, { token: signedOut.token });
    expectInvalidToken(await me(t, signedOut.token));

    const expired = await signUp(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, decodeJwt(expired.token).sid as string));
    expectInvalidToken(await me(t, expired.token));
  });

  it('refuses a token whose session belongs to someone else', async () => {
    const { token } = await requester(t, (await admin(t)).company.companyCode);
    const other = await signUp(t);
    // The same session id under another person's name: only a forged token could say so, but the
    // lookup must not trust the session id alone.
    const claims = decodeJwt(token);
    const forged = await t.deps.tokens.issueAccessToken({
      userId: other.session.user.id,
      sessionId: claims.sid as string,
    });
    expectInvalidToken(await me(t, forged.token));
  });
});
