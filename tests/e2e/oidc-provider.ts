import { startOidcProvider } from '../setup/oidc-provider';

/**
 * The browser tests' identity provider (decision 047): the in-process OpenID provider of the unit
 * tests (tests/setup/oidc-provider.ts), on the port scripts/e2e.mjs chose (E2E_OIDC_PORT), with one
 * client whose redirect URI is the SOS server's. Its own login form signs in whoever types an
 * address: the account's address is the login itself, verified, its name from the address
 * ("nalu.kahale@…" is Nalu Kahale). A story connects it on the Integrations page with `oidcClient`
 * and `oidcIssuer()`, then signs in through the form: the provider's page (`<issuer>/interaction/…`)
 * has the address already typed (the sign-in's login hint), a password field that takes anything
 * (placeholder "and password") and a "Sign-in" button; no consent screen follows. Nothing leaves the
 * machine: the page's web font is left out and its favicon answered empty.
 */

/** The client SOS is at the provider: what an admin types into the single sign-on settings. */
export const oidcClient = { clientId: 'sos-e2e', clientSecret: 'sos-e2e-client-secret-7f3a9c' } as const;

/** The provider's issuer, which the story types as the issuer's address. */
export function oidcIssuer(): string {
  const port = Number(process.env.E2E_OIDC_PORT);
  if (!port) throw new Error('E2E_OIDC_PORT is not set: run the browser tests with `npm run test:e2e`.');
  return `http://127.0.0.1:${port}`;
}

/** Playwright's global setup: starts the provider, and answers the function that stops it. */
export default async function oidcProvider() {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  const provider = await startOidcProvider({
    port: Number(new URL(oidcIssuer()).port),
    clients: [{ ...oidcClient, redirectUri: `${baseUrl}/api/auth/sso/callback` }],
  });
  return () => provider.close();
}
