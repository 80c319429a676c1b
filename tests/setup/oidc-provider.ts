import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider for single sign-on's tests (decision 047): `oidc-provider` (a certified
 * OpenID Provider) on node:http on loopback, with its development login form, where any login is an
 * account whose address is the login itself (verified, its name from the address) unless a test says
 * otherwise (`setAccount`). No consent screen: the clients are first-party. Nothing leaves the machine.
 *
 * A test drives it as a browser would (`signIn`: fetch, a cookie jar and the login form), and may
 * have the next answer of its token endpoint carry another ID token (`replaceNextIdToken`), signed
 * with the provider's own key (`sign`) or issued by it to another client.
 */

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The claims of an account beyond `sub`; a key set to undefined is left out. */
export type AccountClaims = Record<string, unknown>;

export interface OidcProviderOptions {
  /** The port to listen on (the browser tests' global setup gives one); a free one by default. */
  port?: number;
  clients: OidcClient[];
}

/** The claims of a login typed into the provider's form: the login is the address. */
export function claimsOfLogin(login: string): AccountClaims {
  const local = login.includes('@') ? login.slice(0, login.lastIndexOf('@')) : login;
  const name = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
  return { email: login, email_verified: true, name: name || login };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A browser's cookies, by name, whatever their path: enough for one provider on one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }
}

export async function startOidcProvider({ port: wanted = 0, clients }: OidcProviderOptions) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'sos-test-key';
  const signingKey = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer();
  const port = await listen(server, wanted);
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, AccountClaims>();
  let nextIdToken: ((issued: string) => Promise<string>) | undefined;
  /** How each client authenticated at the token endpoint: the Authorization header's scheme, or `none`. */
  const tokenAuthentications: string[] = [];

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    // xms_edov: Microsoft Entra ID's word for a verified address, for the tests that play Entra.
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    // The scopes' claims in the ID token itself, as Google, Entra ID, Okta and Keycloak send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => {
        const claims = accounts.get(accountId) ?? claimsOfLogin(accountId);
        const defined = Object.entries(claims).filter(([, value]) => value !== undefined);
        return { sub: accountId, ...Object.fromEntries(defined) };
      },
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // First-party clients: the grant is given at login, without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (!oidc.session?.accountId || !oidc.client) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  // A test's substitute for the next ID token the token endpoint answers.
  // Its pages, offline: no web font from Google (its layout asks for one), and no favicon to miss.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204;
      return;
    }
    await next();
    if (typeof ctx.body === 'string' && ctx.type.includes('html')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
  });
  provider.use(async (ctx, next) => {
    if (ctx.path === '/token' && ctx.method === 'POST') {
      tokenAuthentications.push(ctx.headers.authorization?.split(' ')[0] ?? 'none');
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || ctx.method !== 'POST' || !body?.id_token || !nextIdToken) return;
    const replace = nextIdToken;
    nextIdToken = undefined;
    ctx.body = { ...body, id_token: await replace(body.id_token) };
  });
  server.on('request', provider.callback());

  /** Follows redirects as a browser, until one leaves the provider (or a page of its own answers). */
  async function follow(jar: CookieJar, start: Response): Promise<Response | URL> {
    let response = start;
    for (let hops = 0; hops < 10; hops += 1) {
      jar.take(response);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, response.url || issuer);
      if (next.origin !== issuer) return next;
      response = await fetch(next, { redirect: 'manual', headers: jar.header() });
    }
    throw new Error('the provider redirected more than 10 times');
  }

  return {
    issuer,
    provider,
    tokenAuthentications,
    /** The claims the account of this login has from now on (instead of `claimsOfLogin`). */
    setAccount(login: string, claims: AccountClaims) {
      accounts.set(login, claims);
    },
    /**
     * Opens the authorization address, signs in as `login` on the provider's form and answers where
     * the provider sends the browser back (the client's redirect URI, with the code or an error).
     * `cancel` presses nothing: it aborts the interaction, as closing the form with "Cancel" does.
     */
    async signIn(authorizationUrl: string, login: string, { cancel = false } = {}): Promise<URL> {
      const jar = new CookieJar();
      const page = await follow(jar, await fetch(authorizationUrl, { redirect: 'manual' }));
      if (page instanceof URL) return page;
      if (page.status !== 200) throw new Error(`the provider answered ${page.status}: ${await page.text()}`);
      await page.text();
      const form = new URL(page.url);
      const submit = cancel
        ? fetch(new URL(`${form.pathname}/abort`, issuer), { redirect: 'manual', headers: jar.header() })
        : fetch(form, {
            method: 'POST',
            redirect: 'manual',
            headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
          });
      const back = await follow(jar, await submit);
      if (back instanceof URL) return back;
      throw new Error(`the provider did not send the browser back: ${back.status} ${await back.text()}`);
    },
    /** An ID token with these claims, signed with the provider's own key as it signs its own. */
    sign(claims: JWTPayload): Promise<string> {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    },
    /** The next token answer carries what `replace` makes of the ID token the provider issued. */
    replaceNextIdToken(replace: (issued: string) => Promise<string>) {
      nextIdToken = replace;
    },
    /**
     * A whole sign-in by `client` (its own PKCE, with `nonce`), its code exchanged at the token
     * endpoint as that client: the ID token the provider issues it.
     */
    async idTokenFor(client: OidcClient, login: string, nonce: string): Promise<string> {
      const verifier = randomBytes(32).toString('base64url');
      const url = new URL(`${issuer}/auth`);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: client.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        nonce,
        state: randomBytes(8).toString('hex'),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      const code = (await this.signIn(url.href, login)).searchParams.get('code');
      if (!code) throw new Error('the provider gave the other client no code');
      const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: client.redirectUri,
          code_verifier: verifier,
        }).toString(),
      });
      const body = (await response.json()) as { id_token?: string };
      if (!body.id_token) throw new Error(`the token endpoint answered ${JSON.stringify(body)}`);
      return body.id_token;
    },
    /** The claims of an ID token, unverified: for a test to build a changed copy. */
    claimsOf: (token: string) => decodeJwt(token),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
