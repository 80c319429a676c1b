import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, createCompany, PASSWORD, signIn, signUp } from '../../../../tests/setup/fixtures';
import { mailedToken } from '../../../../tests/setup/mailbox';
import { startOidcProvider } from '../../../../tests/setup/oidc-provider';
import {
  createTestApp,
  errorOf,
  requestApp,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../../../tests/setup/test-app';
import type { Me, Session } from '../../../shared/api';
import type { SsoSettings } from '../../../shared/contract/sso';
import { SSO_DOMAINS_MAX, ssoErrorTexts, ssoMessages } from '../../../shared/sso-messages';
import { sweepExpired } from '../../account/sweep';
import { createApp } from '../../app';
import { notifications, ssoAttempts, ssoConnections, ssoHandoffs, userRoles, users } from '../../db/schema';
import { createLogger } from '../../logger';
import { secretBox, secretsKeyFrom } from '../../secrets/secret-box';
import { clientSecretPurpose } from './connections';
import { type OutboundFetch, ssoProvider } from './provider';

/**
 * Single sign-on (decision 047, docs/security.md §14) against a real OpenID provider, `oidc-provider`,
 * in this process on loopback (tests/setup/oidc-provider.ts): the provider's own login form is filled
 * as a browser would, its code exchanged by SOS through openid-client, its ID token checked. Where a
 * test needs a token the provider would not issue to SOS (another client's, an expired one, one
 * signed with another key), the provider's token endpoint answers with it in place of its own: the
 * rest of the exchange is the provider's.
 */
const t = await createTestApp();
const redirectUri = `${TEST_PUBLIC_URL}/api/auth/sso/callback`;
const sos = { clientId: 'sos', clientSecret: `sos-secret-${randomBytes(12).toString('hex')}`, redirectUri };
/** Another application the same provider signs people in to. */
const otherApp = {
  clientId: 'other-app',
  clientSecret: `other-secret-${randomBytes(12).toString('hex')}`,
  redirectUri: 'http://other-app.test/callback',
};
const idp = await startOidcProvider({ clients: [sos, otherApp] });
afterAll(() => idp.close());

type Owner = Awaited<ReturnType<typeof admin>>;

const uniqueDomain = (name = 'crew') => `${name}-${randomBytes(4).toString('hex')}.test`;
const addressAt = (domain: string, local = `kai.${randomBytes(3).toString('hex')}`) => `${local}@${domain}`;

function connection(domains: string[], overrides: Record<string, unknown> = {}) {
  return {
    providerName: 'Test IdP',
    issuer: idp.issuer,
    clientId: sos.clientId,
    clientSecret: sos.clientSecret,
    domains,
    required: false,
    ...overrides,
  };
}

async function putSso(app: TestApp, owner: { token: string }, body: unknown) {
  return app.request<SsoSettings>('PUT', '/api/company/sso', body, { token: owner.token });
}

/** A company whose provider is the test provider, for a domain of its own. */
async function companyWithSso(overrides: Record<string, unknown> = {}, app = t) {
  const owner = await admin(app, 'Reef Crew');
  const domain = uniqueDomain();
  const saved = await putSso(app, owner, connection([domain], overrides));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { owner, domain };
}

async function start(email: string, app = t) {
  const response = await app.request<{ url: string }>('POST', '/api/auth/sso/start', { email });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new URL(response.body.url);
}

/** The provider's redirect, as the browser brings it to SOS: where SOS sends the browser next. */
async function callback(back: URL, app = t) {
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  const response = await app.request('GET', `${back.pathname}${back.search}`);
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** Start, the provider's form as `login`, and the callback: the address SOS sends the browser to. */
async function throughProvider(email: string, login = email, app = t) {
  return callback(await idp.signIn((await start(email, app)).href, login), app);
}

const codeOf = (location: string) => {
  const match = /^\/auth\/sso#code=([A-Za-z0-9_-]{43})$/.exec(location);
  if (!match?.[1]) throw new Error(`not a hand-off: ${location}`);
  return match[1];
};

const trade = (code: string, app = t) =>
  app.request<Session>('POST', '/api/auth/token', { grantType: 'sso_code', code });

async function settingsOf(owner: { token: string }, app = t) {
  const response = await app.request<SsoSettings>('GET', '/api/company/sso', undefined, {
    token: owner.token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

const meOf = async (token: string) => (await t.request<Me>('GET', '/api/me', undefined, { token })).body;

/** A person of the company's domain who joined it with a password, by an approved request. */
async function memberAt(owner: Owner, domain: string) {
  const person = await signUp(t, { email: addressAt(domain), fullName: 'Mo Member' });
  const asked = await t.request<{ joinRequest: { id: string } }>(
    'POST',
    '/api/join-requests',
    { companyCode: owner.company.companyCode },
    { token: person.token },
  );
  await t.request('POST', `/api/join-requests/${asked.body.joinRequest.id}/approve`, undefined, {
    token: owner.token,
  });
  return person;
}

describe('the admin’s settings', () => {
  it('connects a provider: the secret stored sealed, never answered, the domains normalised', async () => {
    const owner = await admin(t);
    const before = await settingsOf(owner);
    expect(before).toEqual({ connection: null, redirectUri });

    const domain = uniqueDomain();
    const saved = await putSso(t, owner, connection([` @${domain.toUpperCase()} `, domain]));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      connection: {
        providerName: 'Test IdP',
        issuer: idp.issuer,
        clientId: 'sos',
        hasClientSecret: true,
        domains: [domain],
        required: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        lastSignInAt: null,
        lastError: null,
        lastErrorAt: null,
      },
      redirectUri,
    });
    expect(await settingsOf(owner)).toEqual(saved.body);
    expect(JSON.stringify(saved.body)).not.toContain(sos.clientSecret);

    const [row] = await t.db
      .select({ sealed: ssoConnections.clientSecret })
      .from(ssoConnections)
      .where(eq(ssoConnections.companyId, owner.company.id));
    expect(row?.sealed).not.toContain(sos.clientSecret);
    expect(t.deps.secrets.open(row!.sealed, clientSecretPurpose(owner.company.id))).toBe(sos.clientSecret);
    // Sealed for this company: under another company's purpose it does not open.
    expect(() => t.deps.secrets.open(row!.sealed, clientSecretPurpose(crypto.randomUUID()))).toThrow();
  });

  it('requires the client secret the first time, and keeps the stored one when it is left out', async () => {
    const owner = await admin(t);
    const domain = uniqueDomain();
    const first = await putSso(t, owner, connection([domain], { clientSecret: undefined }));
    expect(first.status).toBe(400);
    expect(errorOf(first)).toMatchObject({
      code: 'validation_failed',
      message: ssoMessages.clientSecretRequired,
    });
    expect((await settingsOf(owner)).connection).toBeNull();

    expect((await putSso(t, owner, connection([domain]))).status).toBe(200);
    const renamed = await putSso(t, owner, connection([domain], { clientSecret: '', providerName: 'Okta' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.connection?.providerName).toBe('Okta');
    // The stored secret still signs people in.
    const location = await throughProvider(addressAt(domain));
    expect((await trade(codeOf(location))).status).toBe(200);
  });

  it('says when the stored secret no longer opens (another secrets key), and takes it again', async () => {
    const { owner, domain } = await companyWithSso();
    // What a changed SECRETS_KEY leaves: a value the server's box cannot open.
    const otherKey = secretBox(secretsKeyFrom('another key, not the server’s, 32 bytes or more'));
    await t.db
      .update(ssoConnections)
      .set({ clientSecret: otherKey.seal(sos.clientSecret, clientSecretPurpose(owner.company.id)) })
      .where(eq(ssoConnections.companyId, owner.company.id));
    expect((await settingsOf(owner)).connection?.hasClientSecret).toBe(false);

    const refused = await t.request('POST', '/api/auth/sso/start', { email: addressAt(domain) });
    expect(refused.status).toBe(503);
    expect(errorOf(refused)).toEqual({ code: 'unavailable', message: ssoMessages.misconfigured('Test IdP') });
    expect((await settingsOf(owner)).connection?.lastError).toBe(
      `A sign-in could not go on: ${ssoMessages.clientSecretUnreadable}`,
    );
    const kept = await putSso(t, owner, connection([domain], { clientSecret: undefined }));
    expect(errorOf(kept)).toMatchObject({
      code: 'validation_failed',
      message: ssoMessages.clientSecretUnreadable,
    });

    const entered = await putSso(t, owner, connection([domain]));
    expect(entered.body.connection).toMatchObject({ hasClientSecret: true, lastError: null });
    expect((await trade(codeOf(await throughProvider(addressAt(domain))))).status).toBe(200);
  });

  it('reads the issuer’s discovery document before saving, and says in words why it failed', async () => {
    const owner = await admin(t);
    const domain = uniqueDomain();
    // A port nothing listens on (binding it takes root; no test does): the connection is refused.
    const closed = { issuer: 'http://127.0.0.1:9' };
    const unreachable = await putSso(t, owner, connection([domain], { issuer: closed.issuer }));
    expect(unreachable.status).toBe(400);
    expect(errorOf(unreachable).code).toBe('sso_discovery_failed');
    expect(errorOf(unreachable).message).toMatch(
      new RegExp(`^SOS could not read the OpenID configuration of ${closed.issuer}: it could not be reached`),
    );
    // The provider's document names its own issuer: an address under it is not that issuer.
    const elsewhere = await putSso(t, owner, connection([domain], { issuer: `${idp.issuer}/tenant` }));
    expect(elsewhere.status).toBe(400);
    expect(errorOf(elsewhere).message).toBe(
      ssoMessages.discoveryFailed(`${idp.issuer}/tenant`, 'it answered HTTP 404.'),
    );
    expect((await settingsOf(owner)).connection).toBeNull();
  });

  it('takes a pasted discovery address as its issuer', async () => {
    const owner = await admin(t);
    const saved = await putSso(
      t,
      owner,
      connection([uniqueDomain()], { issuer: `${idp.issuer}/.well-known/openid-configuration` }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.connection?.issuer).toBe(idp.issuer);
  });

  it('refuses an http issuer where private addresses are not allowed', async () => {
    const strict = await createTestApp({ allowPrivateUrls: false });
    const owner = await admin(strict);
    const refused = await putSso(strict, owner, connection([uniqueDomain()]));
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'sso_discovery_failed',
      message: ssoMessages.discoveryFailed(idp.issuer, 'the issuer must be an https address.'),
    });
  });

  it('refuses public mail domains, too many domains and a domain another company holds', async () => {
    const owner = await admin(t);
    const publicDomain = await putSso(t, owner, connection(['Gmail.com']));
    expect(errorOf(publicDomain)).toMatchObject({
      code: 'validation_failed',
      message: ssoMessages.publicDomain,
    });
    const notADomain = await putSso(t, owner, connection(['kai@reef']));
    expect(errorOf(notADomain)).toMatchObject({
      code: 'validation_failed',
      message: ssoMessages.domainInvalid,
    });
    const none = await putSso(t, owner, connection([]));
    expect(errorOf(none).message).toBe(ssoMessages.domainsRequired);
    const many = Array.from({ length: SSO_DOMAINS_MAX + 1 }, () => uniqueDomain());
    expect(errorOf(await putSso(t, owner, connection(many))).message).toBe(ssoMessages.domainsTooMany);
    expect((await putSso(t, owner, connection(many.slice(1)))).status).toBe(200);

    const { domain } = await companyWithSso();
    const taken = await putSso(t, owner, connection([uniqueDomain(), domain]));
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toEqual({ code: 'sso_domain_taken', message: ssoMessages.domainTaken(domain) });
    // Nothing of the refused save was kept.
    expect((await settingsOf(owner)).connection?.domains).toEqual([...many.slice(1)].sort());
  });

  it('gives a domain claimed by two companies at once to one of them: the other is told, nothing breaks', async () => {
    const [first, second] = [await admin(t), await admin(t)];
    const domain = uniqueDomain();
    const answers = await Promise.all([first, second].map((owner) => putSso(t, owner, connection([domain]))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorOf(refused)).toEqual({ code: 'sso_domain_taken', message: ssoMessages.domainTaken(domain) });
    const kept = await Promise.all(
      [first, second].map(async (owner) => (await settingsOf(owner)).connection),
    );
    expect(kept.filter(Boolean)).toHaveLength(1);
  });

  it('is its company’s admins’ alone: members are refused, another company sees only its own', async () => {
    const { owner, domain } = await companyWithSso();
    const person = await memberAt(owner, domain);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', connection([uniqueDomain()])],
      ['DELETE', undefined],
    ] as const) {
      const refused = await t.request(method, '/api/company/sso', body, { token: person.token });
      expect(refused.status, method).toBe(403);
    }
    const stranger = await admin(t, 'Other Crew');
    expect(await settingsOf(stranger)).toEqual({ connection: null, redirectUri });
    expect((await t.request('DELETE', '/api/company/sso', undefined, { token: stranger.token })).status).toBe(
      204,
    );
    expect((await settingsOf(owner)).connection?.domains).toEqual([domain]);
  });

  it('disconnects: the domains are released and a sign-in under way is told to use a password', async () => {
    const { owner, domain } = await companyWithSso();
    const email = addressAt(domain);
    const underWay = await start(email);
    expect((await t.request('DELETE', '/api/company/sso', undefined, { token: owner.token })).status).toBe(
      204,
    );
    expect((await settingsOf(owner)).connection).toBeNull();
    expect((await t.request('GET', `/api/auth/sso?email=${encodeURIComponent(email)}`)).body).toEqual({
      sso: null,
    });
    const back = await idp.signIn(underWay.href, email);
    expect(await callback(back)).toBe('/auth?sso_error=off');
    // Another company may claim the domain now.
    const next = await admin(t);
    expect((await putSso(t, next, connection([domain]))).status).toBe(200);
  });
});

describe('the sign-in page’s lookup and start', () => {
  it('tells whether an address’s domain signs in with a provider, and nothing of any account', async () => {
    const { domain } = await companyWithSso({ providerName: 'Okta', required: true });
    const lookup = (email: string) => t.request('GET', `/api/auth/sso?email=${encodeURIComponent(email)}`);
    expect((await lookup(addressAt(domain))).body).toEqual({ sso: { providerName: 'Okta', required: true } });
    expect((await lookup(addressAt(domain.toUpperCase()))).body).toEqual({
      sso: { providerName: 'Okta', required: true },
    });
    expect((await lookup(addressAt(uniqueDomain()))).body).toEqual({ sso: null });
    expect((await lookup('not an address')).status).toBe(400);
    const unknown = await t.request('POST', '/api/auth/sso/start', { email: addressAt(uniqueDomain()) });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(ssoMessages.notOffered);
  });

  it('sends the browser to the provider with PKCE S256, state, nonce, the scope and the address', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain);
    const url = await start(email);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      client_id: 'sos',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      login_hint: email,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Each start is its own attempt.
    expect((await start(email)).searchParams.get('state')).not.toBe(params.state);
  });

  it('limits lookups and starts per address of the caller', async () => {
    const limited = await createTestApp({ rateLimits: { ssoPerIp: { limit: 2, windowSeconds: 60 } } });
    const lookup = () => limited.request('GET', '/api/auth/sso?email=kai%40reef.test');
    expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(200);
    const refused = await lookup();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the provider’s callback', () => {
  it('makes a new person of the company’s domain a member, signed in with a one-time code', async () => {
    const { owner, domain } = await companyWithSso();
    const email = addressAt(domain, 'nalu.kahale');
    const location = await throughProvider(email);
    const session = await trade(codeOf(location));
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual({ id: expect.any(String), email, fullName: 'Nalu Kahale' });
    expect(session.body.refresh_token).toEqual(expect.any(String));

    const me = await meOf(session.body.access_token);
    expect(me.company?.id).toBe(owner.company.id);
    expect(me.role).toBe('member');
    const [account] = await t.db
      .select({ verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.email, email));
    expect(account?.verified).toBe(true);
    // Nobody knows the account's password.
    expect((await signIn(t, email, PASSWORD)).status).toBe(400);
    const settings = await settingsOf(owner);
    expect(settings.connection?.lastSignInAt).toEqual(expect.any(String));
    expect(settings.connection?.lastError).toBeNull();
  });

  it('authenticates at the provider’s token endpoint with HTTP Basic, as providers register clients', async () => {
    const { domain } = await companyWithSso();
    idp.tokenAuthentications.length = 0;
    expect(await throughProvider(addressAt(domain))).toMatch(/^\/auth\/sso#code=/);
    expect(idp.tokenAuthentications).toEqual(['Basic']);
  });

  it('signs an existing member in as themself, their address now verified', async () => {
    const { owner, domain } = await companyWithSso();
    const person = await memberAt(owner, domain);
    const session = await trade(codeOf(await throughProvider(person.email)));
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(person.session.user.id);
    expect((await meOf(session.body.access_token)).company?.id).toBe(owner.company.id);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, person.session.user.id));
    expect(roles).toHaveLength(1);
  });

  it('names the new member after the address when the provider sends no name', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain, 'reef.walker');
    idp.setAccount(email, { email, email_verified: true, name: undefined });
    const session = await trade(codeOf(await throughProvider(email)));
    expect(session.body.user.fullName).toBe('reef.walker');
  });

  it('refuses a state it did not issue, and a callback without one', async () => {
    const { owner, domain } = await companyWithSso();
    const url = await start(addressAt(domain));
    const back = await idp.signIn(url.href, addressAt(domain));
    const forged = new URL(back);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    expect(await callback(forged)).toBe('/auth?sso_error=expired');
    const stateless = new URL(back);
    stateless.searchParams.delete('state');
    expect(await callback(stateless)).toBe('/auth?sso_error=expired');
    // A state SOS knows nothing of names no company: nothing is written on any connection.
    expect((await settingsOf(owner)).connection?.lastError).toBeNull();
  });

  it('takes an answer once: the same callback again finds nothing, and no second account or code', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain);
    const back = await idp.signIn((await start(email)).href, email);
    const first = await callback(back);
    expect(first).toMatch(/^\/auth\/sso#code=/);
    expect(await callback(back)).toBe('/auth?sso_error=expired');
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(count[0]?.n).toBe(1);
  });

  it('refuses an attempt older than ten minutes', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain);
    const url = await start(email);
    await t.db.execute(sql`update sso_attempts set expires_at = now() - interval '1 second'`);
    expect(await callback(await idp.signIn(url.href, email))).toBe('/auth?sso_error=expired');
  });

  it('refuses an ID token issued to another client (its audience is not SOS)', async () => {
    const { owner, domain } = await companyWithSso();
    const email = addressAt(domain);
    const url = await start(email);
    // The provider's own token for the other application, for the same person and nonce.
    const theirs = await idp.idTokenFor(otherApp, email, url.searchParams.get('nonce')!);
    expect(idp.claimsOf(theirs).aud).toBe('other-app');
    idp.replaceNextIdToken(async () => theirs);
    expect(await callback(await idp.signIn(url.href, email))).toBe('/auth?sso_error=failed');
    const { connection } = await settingsOf(owner);
    expect(connection?.lastError).toBe(
      'A sign-in failed at its last step: Test IdP’s answer did not pass SOS’s checks: unexpected JWT "aud" (audience) claim value.',
    );
    expect(connection?.lastErrorAt).toEqual(expect.any(String));
  });

  it('refuses an expired ID token', async () => {
    const { owner, domain } = await companyWithSso();
    const email = addressAt(domain);
    const url = await start(email);
    // The provider's token, re-signed with its own key as if issued an hour ago for thirty minutes.
    idp.replaceNextIdToken(async (issued) => {
      const now = Math.floor(Date.now() / 1000);
      return idp.sign({ ...idp.claimsOf(issued), iat: now - 3600, exp: now - 1800 });
    });
    expect(await callback(await idp.signIn(url.href, email))).toBe('/auth?sso_error=failed');
    expect((await settingsOf(owner)).connection?.lastError).toContain(
      'unexpected JWT "exp" (expiration time) claim value, expiration is past current timestamp',
    );
  });

  it('refuses an ID token not signed by the provider’s keys', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain);
    const url = await start(email);
    const impostor = await startOidcProvider({ clients: [] });
    await impostor.close();
    idp.replaceNextIdToken(async (issued) => impostor.sign(idp.claimsOf(issued)));
    expect(await callback(await idp.signIn(url.href, email))).toBe('/auth?sso_error=failed');
  });

  it('refuses an address the provider has not verified', async () => {
    const { owner, domain } = await companyWithSso();
    for (const verified of [false, 'true', undefined]) {
      const email = addressAt(domain);
      idp.setAccount(email, { email, email_verified: verified, name: 'Kai' });
      expect(await throughProvider(email)).toBe('/auth?sso_error=unverified_email');
      expect((await t.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
    }
    expect((await settingsOf(owner)).connection?.lastError).toBe(
      'Test IdP sent an address it has not verified (its email_verified claim is not true): SOS signs in verified addresses only.',
    );
  });

  it('takes Entra ID’s xms_edov for a verified address where email_verified is absent, never against it', async () => {
    const { domain } = await companyWithSso();
    const entra = addressAt(domain);
    idp.setAccount(entra, { email: entra, email_verified: undefined, xms_edov: true, name: 'Kai' });
    expect(await throughProvider(entra)).toMatch(/^\/auth\/sso#code=/);
    const contradicted = addressAt(domain);
    idp.setAccount(contradicted, { email: contradicted, email_verified: false, xms_edov: true, name: 'Kai' });
    expect(await throughProvider(contradicted)).toBe('/auth?sso_error=unverified_email');
  });

  it('refuses an address of a domain the company does not hold', async () => {
    const { owner, domain } = await companyWithSso();
    const elsewhere = uniqueDomain('elsewhere');
    const email = addressAt(domain);
    // The person started with the company's domain; the provider signed in an address elsewhere.
    idp.setAccount(email, { email: addressAt(elsewhere), email_verified: true, name: 'Kai' });
    expect(await throughProvider(email)).toBe('/auth?sso_error=wrong_domain');
    expect((await settingsOf(owner)).connection?.lastError).toBe(
      `Test IdP signed in an address of ${elsewhere}, a domain this company has not claimed for single sign-on.`,
    );
  });

  it('never signs in an account of another company, or of none: the takeover guard', async () => {
    const { owner, domain } = await companyWithSso();
    const elsewhere = await signUp(t, { email: addressAt(domain) });
    await createCompany(t, elsewhere.token, { name: 'Their Own Crew' });
    const companyless = await signUp(t, { email: addressAt(domain) });
    for (const person of [elsewhere, companyless]) {
      expect(await throughProvider(person.email)).toBe('/auth?sso_error=other_account');
      const me = await meOf(person.token);
      expect(me.company?.name ?? null).toBe(person === elsewhere ? 'Their Own Crew' : null);
    }
    expect((await settingsOf(owner)).connection?.lastError).toMatch(/outside this company/);
    expect(await t.db.select().from(ssoHandoffs)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ userId: companyless.session.user.id })]),
    );
  });

  it('says "denied" when the person cancels at the provider', async () => {
    const { owner, domain } = await companyWithSso();
    const email = addressAt(domain);
    const back = await idp.signIn((await start(email)).href, email, { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await callback(back)).toBe('/auth?sso_error=denied');
    expect((await settingsOf(owner)).connection?.lastError).toBe(
      'Test IdP did not sign a person in: it sent back "access_denied" (End-User aborted interaction).',
    );
  });

  it('has a text in words for every reason it sends back', () => {
    for (const text of Object.values(ssoErrorTexts)) expect(text).toMatch(/^[A-Z].+\.$/);
  });
});

describe('the one-time code', () => {
  it('is traded once', async () => {
    const { domain } = await companyWithSso();
    const code = codeOf(await throughProvider(addressAt(domain)));
    const [first, second] = await Promise.all([trade(code), trade(code)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const refused = first.status === 400 ? first : second;
    expect(errorOf(refused).code).toBe('invalid_sso_code');
    expect((await trade(code)).status).toBe(400);
  });

  it('expires after a minute', async () => {
    const { domain } = await companyWithSso();
    const code = codeOf(await throughProvider(addressAt(domain)));
    await t.db.update(ssoHandoffs).set({ expiresAt: sql`now() - interval '1 second'` });
    const refused = await trade(code);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).code).toBe('invalid_sso_code');
  });

  it('is swept once expired, as an attempt never finished is; live ones stay', async () => {
    const { domain } = await companyWithSso();
    const email = addressAt(domain);
    const stale = codeOf(await throughProvider(email));
    await start(email);
    await t.db.execute(sql`update sso_handoffs set expires_at = now() - interval '1 second'`);
    await t.db.execute(sql`update sso_attempts set expires_at = now() - interval '1 second'`);
    const live = codeOf(await throughProvider(email));
    const pending = await start(email);
    await sweepExpired(t.db);
    expect(await t.db.select().from(ssoAttempts)).toEqual([
      expect.objectContaining({ expiresAt: expect.any(Date) }),
    ]);
    expect((await trade(stale)).status).toBe(400);
    expect((await trade(live)).status).toBe(200);
    expect(await callback(await idp.signIn(pending.href, email))).toMatch(/^\/auth\/sso#code=/);
    expect(await t.db.select().from(ssoAttempts)).toEqual([]);
  });

  it('refuses a code it never made', async () => {
    expect((await trade(randomBytes(32).toString('base64url'))).status).toBe(400);
    expect((await trade('')).status).toBe(400);
  });
});

describe('single sign-on required', () => {
  it('refuses the password of the company’s people of its domains, in words naming the provider', async () => {
    const { owner, domain } = await companyWithSso({ providerName: 'Okta', required: true });
    const person = await memberAt(owner, domain);
    const refused = await signIn(t, person.email);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'sso_required', message: ssoMessages.required('Okta') });
    // Refused before the password is checked: a wrong one is answered the same.
    expect(errorOf(await signIn(t, person.email, 'Wrong-passw0rd')).code).toBe('sso_required');
    // Through the provider they get in.
    expect((await trade(codeOf(await throughProvider(person.email)))).status).toBe(200);
  });

  it('leaves the password to anyone else: another domain of the company, or someone of no company', async () => {
    const { owner, domain } = await companyWithSso({ required: true });
    const admin = await signIn(t, owner.email);
    expect(admin.status).toBe(200);
    const outsider = await signUp(t, { email: addressAt(domain) });
    expect((await signIn(t, outsider.email)).status).toBe(200);
  });

  it('leaves the password reset open; the password it sets waits until the requirement is lifted', async () => {
    const { owner, domain } = await companyWithSso({ required: true });
    const person = await trade(codeOf(await throughProvider(addressAt(domain))));
    const { email } = person.body.user;
    expect((await t.request('POST', '/api/auth/password-reset', { email })).status).toBe(202);
    const token = mailedToken(t, email, '/reset-password');
    const chosen = 'New-waves-2026';
    const reset = await t.request('POST', '/api/auth/password-reset/confirm', { token, newPassword: chosen });
    expect(reset.status).toBe(204);
    expect(errorOf(await signIn(t, email, chosen)).code).toBe('sso_required');
    expect((await putSso(t, owner, connection([domain], { required: false }))).status).toBe(200);
    expect((await signIn(t, email, chosen)).status).toBe(200);
  });

  it('gives the password back when the admin no longer requires it', async () => {
    const { owner, domain } = await companyWithSso({ required: true });
    const person = await memberAt(owner, domain);
    expect((await signIn(t, person.email)).status).toBe(403);
    expect((await putSso(t, owner, connection([domain], { required: false }))).status).toBe(200);
    expect((await signIn(t, person.email)).status).toBe(200);
  });
});

describe('the client secret', () => {
  it('is in no answer and no log line, whatever happens', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = createApp({ ...t.deps, logger: createLogger('trace', { readable: false, destination }) });
    const call = (method: string, path: string, body?: unknown, token?: string) =>
      requestApp(logged, method, path, body, token ? { token } : {});
    const owner = await admin(t);
    const domain = uniqueDomain();
    const answers = [
      await call('PUT', '/api/company/sso', connection([domain]), owner.token),
      await call('GET', '/api/company/sso', undefined, owner.token),
      await call(
        'PUT',
        '/api/company/sso',
        connection([domain], { issuer: `${idp.issuer}/nowhere` }),
        owner.token,
      ),
    ];
    const email = addressAt(domain);
    const started = await call('POST', '/api/auth/sso/start', { email });
    const back = await idp.signIn((started.body as { url: string }).url, email);
    const home = await call('GET', `${back.pathname}${back.search}`);
    const code = codeOf(home.headers.get('location') ?? '');
    answers.push(started, home, await call('POST', '/api/auth/token', { grantType: 'sso_code', code }));
    // A failure with the provider is logged nowhere either.
    idp.replaceNextIdToken(async (issued) => idp.sign({ ...idp.claimsOf(issued), aud: 'someone-else' }));
    const failed = await idp.signIn(
      ((await call('POST', '/api/auth/sso/start', { email })).body as { url: string }).url,
      email,
    );
    answers.push(await call('GET', `${failed.pathname}${failed.search}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 200, 303, 200, 303]);

    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain(sos.clientSecret);
      expect(JSON.stringify([...answer.headers])).not.toContain(sos.clientSecret);
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(sos.clientSecret);
    expect(lines.join('')).not.toContain(code);
  });
});

describe('a newcomer through the provider', () => {
  it('is welcomed as an approved newcomer is (the pulse open now), without a request of theirs', async () => {
    const { owner, domain } = await companyWithSso();
    const approved = await memberAt(owner, domain);
    const session = await trade(codeOf(await throughProvider(addressAt(domain))));
    const kindsOf = async (userId: string) =>
      (
        await t.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      )
        .map((row) => row.kind)
        .sort();
    const approvedKinds = await kindsOf(approved.session.user.id);
    expect(approvedKinds).toContain('join_request_approved');
    expect(await kindsOf(session.body.user.id)).toEqual(
      approvedKinds.filter((kind) => kind !== 'join_request_approved'),
    );
  });
});

describe('the requests to the provider', () => {
  it('all go through the outbound guard handed in, with the server’s setting and a timeout', async () => {
    const sent: { url: string; allowPrivate: boolean; timeoutMs: number; redirect?: RequestRedirect }[] = [];
    const guard: OutboundFetch = (url, init, options) => {
      sent.push({ url, ...options, redirect: init.redirect });
      return fetch(url, init);
    };
    const provider = ssoProvider(guard, true);
    const client = { issuer: idp.issuer, clientId: sos.clientId, clientSecret: sos.clientSecret };
    await provider.check(client);
    const request = await provider.authorizationRequest(client, { redirectUri, loginHint: 'kai@reef.test' });
    const back = await idp.signIn(request.url, 'kai@reef.test');
    const claims = await provider.exchange(client, back, request);
    expect(claims).toEqual({ email: 'kai@reef.test', emailVerified: true, name: 'Kai' });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/.well-known/openid-configuration',
      '/token',
      '/jwks',
    ]);
    for (const request of sent)
      expect(request).toMatchObject({ allowPrivate: true, timeoutMs: 10_000, redirect: 'manual' });
  });

  it('never sends one to an http issuer where private addresses are not allowed', async () => {
    const sent: string[] = [];
    const provider = ssoProvider((url, init) => {
      sent.push(url);
      return fetch(url, init);
    }, false);
    const client = { issuer: idp.issuer, clientId: sos.clientId, clientSecret: sos.clientSecret };
    await expect(provider.check(client)).rejects.toThrow('the issuer must be an https address.');
    expect(sent).toEqual([]);
  });
});
