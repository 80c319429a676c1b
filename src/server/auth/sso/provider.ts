import * as oidc from 'openid-client';

/**
 * The company's identity provider, spoken to through openid-client (a certified relying party): its
 * discovery document, the authorization address with state, nonce and PKCE, and the code's exchange
 * with the ID token's checks (issuer, audience, expiry, nonce, and its signature against the issuer's
 * keys). Every request goes through the outbound guard (docs/security.md §11), handed in by the app's
 * wiring (app.ts), since auth/ imports no module.
 */

/** The outbound guard's signature (integrations/outbound-fetch.ts). */
export type OutboundFetch = (
  url: string,
  init: RequestInit,
  options: { allowPrivate: boolean; timeoutMs: number },
) => Promise<Response>;

/** What SOS asks of the provider: who we are to it, and where it finds itself. */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The scope of every sign-in: who the person is, their address and their name; nothing more. */
export const SSO_SCOPE = 'openid email profile';

/** No request to a provider waits longer than this. */
const TIMEOUT_MS = 10_000;
/** A provider's discovery document is read again after this long (each process keeps its own). */
const METADATA_TTL_MS = 10 * 60 * 1000;

/** A request to the provider failed, or its answer failed a check: `why` says which, in words. */
export class ProviderError extends Error {
  constructor(
    readonly why: string,
    readonly unreachable = false,
  ) {
    super(why);
    this.name = 'ProviderError';
  }
}

/** An error's own words, and those of its cause: openid-client wraps oauth4webapi's precise ones. */
function detailOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const inner = cause instanceof Error && cause.message ? cause.message : '';
  const outer = error instanceof Error ? error.message : String(error);
  return inner && inner !== outer ? inner : outer;
}

const ended = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why talking to the provider failed, in a sentence an admin can act on; never a secret. */
export function describeFailure(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof oidc.ResponseBodyError) {
    const description = error.error_description ? ` (${error.error_description})` : '';
    return new ProviderError(ended(`it answered "${error.error}"${description}`));
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    const description = error.error_description ? ` (${error.error_description})` : '';
    return new ProviderError(ended(`it sent back "${error.error}"${description}`));
  }
  switch (code) {
    case 'OAUTH_TIMEOUT':
      return new ProviderError(`it did not answer within ${TIMEOUT_MS / 1000} seconds.`, true);
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM': {
      // The cause is the provider's answer, read by its shape: a Response of another realm is one too.
      const status = ((error as Error).cause as { status?: unknown } | undefined)?.status;
      return new ProviderError(
        typeof status === 'number' ? `it answered HTTP ${status}.` : 'it answered with an error.',
        true,
      );
    }
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return new ProviderError('its answer is not JSON.');
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED': {
      const body = ((error as Error).cause as { body?: { issuer?: unknown } } | undefined)?.body;
      return typeof body?.issuer === 'string'
        ? new ProviderError(`it names its issuer ${body.issuer}, not this address.`)
        : new ProviderError(ended(detailOf(error)));
    }
    case 'OAUTH_HTTP_REQUEST_FORBIDDEN':
      return new ProviderError('the issuer must be an https address.');
    default:
      // No answer at all (the guard's refusal, a name that does not resolve, a refused connection).
      if (error instanceof TypeError || code === undefined)
        return new ProviderError(ended(`it could not be reached: ${detailOf(error)}`), true);
      return new ProviderError(ended(detailOf(error)));
  }
}

/** What a sign-in sends along and must find again when the provider sends the browser back. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Whether the provider vouches for the address: `email_verified` is the JSON true ("true", 1 or a
 * missing claim are not). Microsoft Entra ID never sends that claim for its organisations' accounts;
 * its optional claim `xms_edov` (the address's domain is verified by the tenant that owns it) says the
 * same, and counts where `email_verified` is absent.
 */
function verifiedIn(claims: Record<string, unknown>): boolean {
  if (claims.email_verified !== undefined) return claims.email_verified === true;
  return claims.xms_edov === true;
}

/** The claims SOS reads from a validated ID token. */
export interface SignedInClaims {
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export function ssoProvider(outboundFetch: OutboundFetch, allowPrivate: boolean) {
  const metadata = new Map<string, { server: oidc.ServerMetadata; readAt: number }>();

  const customFetch: oidc.CustomFetch = (url, options) =>
    outboundFetch(
      url,
      {
        method: options.method,
        headers: options.headers,
        body: options.body as BodyInit | null | undefined,
        redirect: 'manual',
        ...(options.signal && { signal: options.signal }),
      },
      { allowPrivate, timeoutMs: TIMEOUT_MS },
    );

  /** http is for providers on a private network (OUTBOUND_ALLOW_PRIVATE); anything public is https. */
  function checkProtocol(issuer: URL) {
    if (issuer.protocol === 'https:') return;
    if (issuer.protocol === 'http:' && allowPrivate) return;
    throw new ProviderError('the issuer must be an https address.');
  }

  /**
   * How SOS proves itself at the token endpoint: HTTP Basic, which every authorization server must
   * accept (RFC 6749, §2.3.1) and providers register by default, unless the provider lists only
   * `client_secret_post`.
   */
  function clientAuthOf(server: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
    const methods = server.token_endpoint_auth_methods_supported;
    const postOnly =
      methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    return postOnly ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
  }

  /** Our settings on a configuration: every request through the guard, signatures checked. */
  function prepared(config: oidc.Configuration, issuer: URL): oidc.Configuration {
    config[oidc.customFetch] = customFetch;
    config.timeout = TIMEOUT_MS / 1000;
    if (issuer.protocol === 'http:') oidc.allowInsecureRequests(config);
    // The ID token's signature against the issuer's published keys, even from its token endpoint:
    // a provider on a private network may be reached without TLS.
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  /** Reads the issuer's discovery document afresh (the issuer it names must be this one). */
  async function discover(client: ProviderClient): Promise<oidc.Configuration> {
    const issuer = new URL(client.issuer);
    checkProtocol(issuer);
    try {
      const config = await oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, {
        [oidc.customFetch]: customFetch,
        timeout: TIMEOUT_MS / 1000,
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      });
      const server = { ...config.serverMetadata() };
      if (!server.authorization_endpoint || !server.token_endpoint || !server.jwks_uri) {
        throw new ProviderError('its discovery document names no authorization, token or keys endpoint.');
      }
      metadata.set(client.issuer, { server, readAt: Date.now() });
      return configurationFrom(server, client, issuer);
    } catch (error) {
      throw describeFailure(error);
    }
  }

  /** The issuer's configuration, from the document read within the last 10 minutes or afresh. */
  async function configuration(client: ProviderClient): Promise<oidc.Configuration> {
    const known = metadata.get(client.issuer);
    if (!known || Date.now() - known.readAt > METADATA_TTL_MS) return discover(client);
    const issuer = new URL(client.issuer);
    checkProtocol(issuer);
    return configurationFrom(known.server, client, issuer);
  }

  /** A configuration of this client at the provider its discovery document describes. */
  function configurationFrom(server: oidc.ServerMetadata, client: ProviderClient, issuer: URL) {
    const auth = clientAuthOf(server, client.clientSecret);
    return prepared(new oidc.Configuration(server, client.clientId, client.clientSecret, auth), issuer);
  }

  return {
    /** Reads the discovery document now: what saving a connection checks. */
    check: async (client: ProviderClient) => {
      await discover(client);
    },

    /** Where to send the browser: the authorization endpoint with a fresh state, nonce and PKCE challenge. */
    async authorizationRequest(
      client: ProviderClient,
      input: { redirectUri: string; loginHint: string },
    ): Promise<AuthorizationRequest> {
      const config = await configuration(client);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: SSO_SCOPE,
        login_hint: input.loginHint,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /**
     * Checks the provider's answer (`callbackUrl`: the redirect URI with its query as received),
     * exchanges its code with the PKCE verifier and validates the ID token; its claims, or a ProviderError.
     */
    async exchange(
      client: ProviderClient,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<SignedInClaims> {
      try {
        const config = await configuration(client);
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new ProviderError('it sent no ID token.');
        return {
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: verifiedIn(claims),
          name: typeof claims.name === 'string' ? claims.name : undefined,
        };
      } catch (error) {
        throw describeFailure(error);
      }
    },
  };
}

export type SsoProvider = ReturnType<typeof ssoProvider>;
