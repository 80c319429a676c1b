import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startOidcProvider } from './oidc-provider';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

/**
 * Single sign-on's rows for the tests that need every table filled (decision 047), made through the
 * API against the in-process provider: the company's connection (its secret sealed) and a domain of
 * its own; a sign-in finished (a new member, and their one-time code, not traded yet), and one left at
 * the provider (its attempt). The provider stops after; nothing here needs it again.
 */
export async function fillSso(t: TestApp, owner: { token: string }) {
  const client = {
    clientId: 'sos',
    clientSecret: `fill-secret-${randomBytes(8).toString('hex')}`,
    redirectUri: `${TEST_PUBLIC_URL}/api/auth/sso/callback`,
  };
  const idp = await startOidcProvider({ clients: [client] });
  try {
    const domain = `reef-${randomBytes(4).toString('hex')}.test`;
    const saved = await t.request(
      'PUT',
      '/api/company/sso',
      {
        providerName: 'Reef ID',
        issuer: idp.issuer,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        domains: [domain],
        required: false,
      },
      { token: owner.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const start = async (email: string) => {
      const started = await t.request<{ url: string }>('POST', '/api/auth/sso/start', { email });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      return started.body.url;
    };
    const email = `Nalu.Kahale@${domain}`.toLowerCase();
    const back = await idp.signIn(await start(email), email);
    const home = await t.request('GET', `${back.pathname}${back.search}`);
    expect(home.headers.get('location')).toMatch(/^\/auth\/sso#code=/);
    await start(`kai@${domain}`);
  } finally {
    await idp.close();
  }
}
