import { createHash, randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompany, me, signUp } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf, TEST_AUTH_SECRET } from '../../../tests/setup/test-app';
import { apiMessages } from '../../shared/messages';
import { createTokenService, hashRefreshToken, newRefreshToken } from './tokens';

const OTHER_SECRET = 'another-secret-with-at-least-32-bytes-of-length';
const encode = (secret: string) => new TextEncoder().encode(secret);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
});

/** The claims the service puts in a token, for `subject`, valid now; overrides replace or (undefined) drop one. */
function claims(subject: { sub: string; sid: string }, overrides: Record<string, unknown> = {}): JWTPayload {
  const all: Record<string, unknown> = {
    iss: 'sos',
    aud: 'authenticated',
    ...subject,
    iat: now(),
    exp: now() + 600,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

function sign(payload: JWTPayload, options: { alg?: string; secret?: string } = {}): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(encode(options.secret ?? TEST_AUTH_SECRET));
}

/**
 * Tokens that must not pass, each with one defect against a token for `subject` that would. The same
 * list is checked against verifyAccessToken and against the API.
 */
async function badTokens(subject: { sub: string; sid: string }): Promise<Record<string, string>> {
  const good = await sign(claims(subject));
  const [header, payload, signature] = good.split('.') as [string, string, string];
  const otherUser = base64url({ ...decodeJwt(good), sub: randomUUID() });
  return {
    expired: await sign(claims(subject, { iat: now() - 700, exp: now() - 10 })),
    'expiring this very second': await sign(claims(subject, { iat: now() - 700, exp: now() })),
    'wrong issuer': await sign(claims(subject, { iss: 'supabase' })),
    'no issuer': await sign(claims(subject, { iss: undefined })),
    'wrong audience': await sign(claims(subject, { aud: 'anon' })),
    'no audience': await sign(claims(subject, { aud: undefined })),
    'no sid': await sign(claims(subject, { sid: undefined })),
    'a numeric sid': await sign(claims(subject, { sid: 42 })),
    'a sid that is no uuid': await sign(claims(subject, { sid: 'session-1' })),
    'a sub that is no uuid': await sign(claims(subject, { sub: 'user-1' })),
    'no sub': await sign(claims(subject, { sub: undefined })),
    'no exp': await sign(claims(subject, { exp: undefined })),
    'no iat': await sign(claims(subject, { iat: undefined })),
    'not valid yet (nbf)': await sign(claims(subject, { nbf: now() + 600 })),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none keeping the signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'HS512 with the same key': await sign(claims(subject), { alg: 'HS512' }),
    'HS384 with the same key': await sign(claims(subject), { alg: 'HS384' }),
    'header changed to HS512': `${base64url({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
    'payload changed to another user': `${header}.${otherUser}.${signature}`,
    'signature of another token': `${header}.${payload}.${(await sign(claims(subject, { exp: now() + 601 }))).split('.')[2]}`,
    'no signature': `${header}.${payload}.`,
    'signed with another secret': await sign(claims(subject), { secret: OTHER_SECRET }),
    'a truncated token': good.slice(0, -5),
    'extra characters': `${good}x`,
    'a fourth part': `${good}.${signature}`,
    empty: '',
    garbage: 'garbage',
    'three dots': 'a.b.c',
    'the refresh token format': newRefreshToken(),
    ...Object.fromEntries(
      withUnusedBitsSet(signature).map((variant, i) => [
        `the signature with its unused bits set (${i + 1} of 3)`,
        `${header}.${payload}.${variant}`,
      ]),
    ),
  };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The three other spellings of a 32-byte base64url signature: its last character carries 4 bits of
 * the signature and 2 unused ones, which decoding ignores.
 */
function withUnusedBitsSet(signature: string): string[] {
  const last = BASE64URL.indexOf(signature.at(-1) ?? '');
  return [1, 2, 3].map((bits) => signature.slice(0, -1) + BASE64URL[last + bits]);
}

describe('access tokens', () => {
  const service = createTokenService(TEST_AUTH_SECRET, 3600);
  const subject = { sub: randomUUID(), sid: randomUUID() };

  it('round-trip: the issued token carries exactly the pinned header and claims and verifies', async () => {
    const before = now();
    const issued = await service.issueAccessToken({ userId: subject.sub, sessionId: subject.sid });
    expect(issued.expiresIn).toBe(3600);
    expect(issued.expiresAt - 3600).toBeGreaterThanOrEqual(before);
    expect(issued.expiresAt - 3600).toBeLessThanOrEqual(now());
    expect(decodeProtectedHeader(issued.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwt(issued.token);
    expect(payload).toEqual({
      iss: 'sos',
      aud: 'authenticated',
      sub: subject.sub,
      sid: subject.sid,
      iat: issued.expiresAt - 3600,
      exp: issued.expiresAt,
    });
    expect(await service.verifyAccessToken(issued.token)).toEqual({
      userId: subject.sub,
      sessionId: subject.sid,
    });
  });

  it('accepts a token built by hand the way the service builds it (the control for the cases below)', async () => {
    expect(await service.verifyAccessToken(await sign(claims(subject)))).toEqual({
      userId: subject.sub,
      sessionId: subject.sid,
    });
  });

  it('refuses a token whose signature is written with its unused bits set, the same bytes', async () => {
    const { token } = await service.issueAccessToken({ userId: subject.sub, sessionId: subject.sid });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(signature).toHaveLength(43);
    const variants = withUnusedBitsSet(signature);
    expect(new Set(variants).size).toBe(3);
    for (const variant of variants) {
      expect(variant).not.toBe(signature);
      expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(await service.verifyAccessToken(`${header}.${payload}.${variant}`), variant).toBeNull();
    }
    expect(await service.verifyAccessToken(token)).not.toBeNull();
  });

  it('rejects every malformed, forged or outdated token with null', async () => {
    for (const [name, token] of Object.entries(await badTokens(subject))) {
      expect(await service.verifyAccessToken(token), name).toBeNull();
    }
  });

  it('expires after the configured lifetime, not before', async () => {
    const shortLived = createTokenService(TEST_AUTH_SECRET, 60);
    const { token } = await shortLived.issueAccessToken({ userId: subject.sub, sessionId: subject.sid });
    const issuedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt + 55_000);
    expect(await shortLived.verifyAccessToken(token)).not.toBeNull();
    vi.setSystemTime(issuedAt + 61_000);
    expect(await shortLived.verifyAccessToken(token)).toBeNull();
  });

  it('is bound to the secret: another secret neither verifies it nor issues one this one accepts', async () => {
    const other = createTokenService(OTHER_SECRET, 3600);
    const ours = await service.issueAccessToken({ userId: subject.sub, sessionId: subject.sid });
    const theirs = await other.issueAccessToken({ userId: subject.sub, sessionId: subject.sid });
    expect(await other.verifyAccessToken(ours.token)).toBeNull();
    expect(await service.verifyAccessToken(theirs.token)).toBeNull();
    expect(await other.verifyAccessToken(theirs.token)).not.toBeNull();
  });
});

describe('refresh tokens', () => {
  it('newRefreshToken gives 256 random bits as 43 base64url characters', () => {
    const tokens = Array.from({ length: 200 }, () => newRefreshToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('hashRefreshToken is the SHA-256 hex digest: 64 hex characters, the same for the same token', () => {
    const token = newRefreshToken();
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashRefreshToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashRefreshToken(token)).not.toBe(hashRefreshToken(newRefreshToken()));
  });

  it('childRefreshToken is the same for the same parent and secret, and nothing else', () => {
    const service = createTokenService(TEST_AUTH_SECRET, 3600);
    const sameSecret = createTokenService(TEST_AUTH_SECRET, 60);
    const otherSecret = createTokenService(OTHER_SECRET, 3600);
    const parent = newRefreshToken();
    const child = service.childRefreshToken(parent);

    expect(child).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(child).not.toBe(parent);
    expect(service.childRefreshToken(parent)).toBe(child);
    expect(sameSecret.childRefreshToken(parent)).toBe(child);
    expect(service.childRefreshToken(newRefreshToken())).not.toBe(child);
    expect(otherSecret.childRefreshToken(parent)).not.toBe(child);
    // A chain never comes back on itself.
    expect(service.childRefreshToken(child)).not.toBe(child);
    expect(service.childRefreshToken(child)).not.toBe(parent);
    // Not a plain digest of the parent, which anyone holding the parent could compute.
    expect(Buffer.from(child, 'base64url').toString('hex')).not.toBe(hashRefreshToken(parent));
  });
});

describe('access tokens at the API', async () => {
  const t = await createTestApp();

  /** A signed-up person, and the sub and sid of their session as the server issued them. */
  async function person() {
    const signedUp = await signUp(t);
    const { sub, sid } = decodeJwt(signedUp.token) as { sub: string; sid: string };
    return { ...signedUp, subject: { sub, sid } };
  }

  it('accepts a hand-built token for a live session (the control) and the scheme in any case', async () => {
    const { subject, token } = await person();
    expect((await me(t, await sign(claims(subject)))).status).toBe(200);
    const lowerCase = await t.request('GET', '/api/me', undefined, {
      headers: { authorization: `bearer ${token}` },
    });
    expect(lowerCase.status).toBe(200);
  });

  it('answers 401 invalid_token to every bad token on GET /api/me', async () => {
    const { subject } = await person();
    for (const [name, token] of Object.entries(await badTokens(subject))) {
      const response = await t.request('GET', '/api/me', undefined, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, name).toBe(401);
      expect(errorOf(response), name).toEqual({ code: 'invalid_token', message: apiMessages.invalidToken });
    }
  });

  it('answers 401 to a well-signed token whose session is not the person’s or does not exist', async () => {
    const kai = await person();
    const rae = await person();
    const cases = {
      'another person’s session': claims({ sub: kai.subject.sub, sid: rae.subject.sid }),
      'a session that never existed': claims({ sub: kai.subject.sub, sid: randomUUID() }),
      'a person that does not exist': claims({ sub: randomUUID(), sid: kai.subject.sid }),
    };
    for (const [name, payload] of Object.entries(cases)) {
      const response = await me(t, await sign(payload));
      expect(response.status, name).toBe(401);
      expect(errorOf(response).code, name).toBe('invalid_token');
    }
  });

  it('answers 401 to a malformed Authorization header, and not_signed_in without one', async () => {
    const { token } = await person();
    for (const authorization of [`Basic ${token}`, 'Bearer', 'Bearer ', `Bearer ${token} extra`, token]) {
      const response = await t.request('GET', '/api/me', undefined, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(errorOf(response).code, authorization).toBe('invalid_token');
    }
    const none = await t.request('GET', '/api/me');
    expect(none.status).toBe(401);
    expect(errorOf(none)).toEqual({ code: 'not_signed_in', message: apiMessages.notSignedIn });
  });

  it('answers 401 to the unexpired token of a session that signed out, on every protected route', async () => {
    const { token, subject } = await person();
    expect((await me(t, token)).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', undefined, { token })).status).toBe(204);

    const refused = [
      await me(t, token),
      await me(t, await sign(claims(subject))),
      await t.request('POST', '/api/companies', { name: 'Too Late' }, { token }),
      await t.request('POST', '/api/join-requests', { companyCode: 'ABCD1234' }, { token }),
      await t.request('GET', '/api/join-requests', undefined, { token }),
      await t.request('POST', '/api/auth/logout', undefined, { token }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'invalid_token', message: apiMessages.invalidToken });
    }
  });

  it('lets a token reach only its own person’s data', async () => {
    const kai = await person();
    const rae = await person();
    await createCompany(t, rae.token, { name: 'Rae Co' });
    const response = await me(t, kai.token);
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(kai.subject.sub);
    expect(response.body.company).toBeNull();
  });
});
