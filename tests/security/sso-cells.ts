import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { ssoConnections, ssoDomains } from '../../src/server/db/schema';
import type { admin } from '../setup/fixtures';
import { type OidcTestProvider, startOidcProvider } from '../setup/oidc-provider';
import { TEST_PUBLIC_URL, type TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of single sign-on (decision 047), apart from its test so that each
 * module's cells read on their own. Company A signs in `matrix-sso.test` with the tests' in-process
 * OpenID provider (tests/setup/oidc-provider.ts), started with the first cell. The lookup, the start,
 * the callback and the code's trade are public: the Authorization header plays no part, and each
 * callback and trade is a whole sign-in of a fresh person of that domain. The settings are company A's
 * admins': another company's admin reads and deletes only their own (none), and is refused A's domain.
 * After every cell A's connection is as it was (made again after admin A deletes it).
 */

export const ssoEndpoints: EndpointId[] = [
  'lookupSso',
  'startSso',
  'ssoCallback',
  'tokenSsoCode',
  'getSsoConnection',
  'putSsoConnection',
  'deleteSsoConnection',
];

export const SSO_MATRIX_DOMAIN = 'matrix-sso.test';

type Owner = Awaited<ReturnType<typeof admin>>;

export interface SsoCellWorld {
  t: TestApp;
  companyA: Owner;
}

const client = {
  clientId: 'sos-matrix',
  clientSecret: 'matrix-client-secret-0123456789',
  redirectUri: `${TEST_PUBLIC_URL}/api/auth/sso/callback`,
};

let idp: OidcTestProvider | undefined;
let people = 0;

/** Company A's connection, as the cells expect it: the body of its PUT. */
const connectionBody = (issuer: string) => ({
  providerName: 'Matrix IdP',
  issuer,
  clientId: client.clientId,
  clientSecret: client.clientSecret,
  domains: [SSO_MATRIX_DOMAIN],
  required: false,
});

/** The provider, and company A's connection to it: made once, and again when a cell deleted it. */
async function connected({ t, companyA }: SsoCellWorld): Promise<OidcTestProvider> {
  if (!idp) {
    const started = await startOidcProvider({ clients: [client] });
    idp = started;
    afterAll(() => started.close());
  }
  const [row] = await t.db
    .select({ companyId: ssoConnections.companyId })
    .from(ssoConnections)
    .where(eq(ssoConnections.companyId, companyA.company.id));
  if (!row) {
    const saved = await t.request('PUT', '/api/company/sso', connectionBody(idp.issuer), {
      token: companyA.token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return idp;
}

/** A whole sign-in of a fresh person of A's domain, up to the callback's request (not yet sent). */
async function signedInAtProvider(world: SsoCellWorld): Promise<string> {
  const provider = await connected(world);
  people += 1;
  const email = `matrix.${people}@${SSO_MATRIX_DOMAIN}`;
  const started = await world.t.request<{ url: string }>('POST', '/api/auth/sso/start', { email });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await provider.signIn(started.body.url, email);
  return `${back.pathname}${back.search}`;
}

export async function ssoCellFor(
  world: SsoCellWorld,
  id: EndpointId,
  path: string,
): Promise<{ path: string; body?: unknown }> {
  const provider = await connected(world);
  switch (id) {
    case 'startSso':
      return { path, body: { email: `kai@${SSO_MATRIX_DOMAIN}` } };
    case 'ssoCallback':
      return { path: await signedInAtProvider(world) };
    case 'tokenSsoCode': {
      const home = await world.t.request('GET', await signedInAtProvider(world));
      const code = /#code=(.+)$/.exec(home.headers.get('location') ?? '')?.[1];
      expect(code, home.headers.get('location') ?? '').toBeDefined();
      return { path, body: { grantType: 'sso_code', code } };
    }
    case 'putSsoConnection':
      return { path, body: connectionBody(provider.issuer) };
    default:
      return { path };
  }
}

/**
 * Beyond the status: a callback sends everyone to a hand-off, and A's connection and domain are
 * company A's after every cell (another company's admin changed nothing of them), its secret in no answer.
 */
export async function checkSsoCell(
  world: SsoCellWorld,
  id: EndpointId,
  kind: CallerKind,
  response: { body: unknown; headers: Headers },
) {
  if (!ssoEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  const { t, companyA } = world;
  if (id === 'ssoCallback') expect(response.headers.get('location'), name).toMatch(/^\/auth\/sso#code=/);
  expect(JSON.stringify(response.body ?? null), name).not.toContain(client.clientSecret);
  if (id === 'lookupSso')
    expect(response.body, name).toEqual({ sso: { providerName: 'Matrix IdP', required: false } });
  if (id === 'getSsoConnection' && kind === 'otherCompanyAdmin') {
    expect(JSON.stringify(response.body), name).not.toContain(SSO_MATRIX_DOMAIN);
  }
  const [domain] = await t.db.select().from(ssoDomains).where(eq(ssoDomains.domain, SSO_MATRIX_DOMAIN));
  const deleted = id === 'deleteSsoConnection' && kind === 'admin';
  expect(domain?.companyId, name).toBe(deleted ? undefined : companyA.company.id);
}
