import {
  deleteSsoConnection as deleteEndpoint,
  getSsoConnection as getEndpoint,
  lookupSso,
  putSsoConnection as putEndpoint,
  ssoCallback,
  startSso,
} from '../../../shared/contract/sso';
import type { AppDeps } from '../../context';
import { clientIp } from '../../http/client-ip';
import { contractRoutes } from '../../http/contract-routes';
import { consumeRateLimit } from '../../rate-limits/rate-limits';
import { adminOnly, requireAdmin, requireUser } from '../require-user';
import { deleteConnection, offerFor, redirectUriOf, saveConnection, ssoSettings } from './connections';
import { type OutboundFetch, ssoProvider } from './provider';
import { type AdmitMember, finishSignIn, startSignIn } from './sign-in';

/** What single sign-on takes from other modules, handed in by app.ts: auth/ imports no module. */
export interface SsoWiring {
  /** The outbound guard (integrations/outbound-fetch.ts): every request to a provider goes through it. */
  outboundFetch: OutboundFetch;
  /** How an approved join request makes a member (join-requests.ts): a new person joins the same way. */
  admitMember: AdmitMember;
}

/**
 * Single sign-on (decision 047, docs/security.md §14): `signIn` is mounted at /api/auth/sso (the
 * lookup, the start and the provider's callback: public), `settings` at /api/company/sso (the
 * company's admins).
 */
export function ssoRoutes(deps: AppDeps, wiring: SsoWiring) {
  const { db, config, secrets } = deps;
  const provider = ssoProvider(wiring.outboundFetch, config.allowPrivateUrls);
  const signInDeps = {
    db,
    secrets,
    provider,
    publicUrl: config.publicUrl,
    admitMember: wiring.admitMember,
  };
  const perIp = (what: string, ip: string) =>
    consumeRateLimit(db, `sso-${what}:ip:${ip}`, config.rateLimits.ssoPerIp);

  const signIn = contractRoutes('/api/auth/sso')
    .on(lookupSso, [], async (c, { query }) => {
      await perIp('lookup', clientIp(c, config.trustProxy));
      const offer = await offerFor(db, query.email);
      return { sso: offer && { providerName: offer.providerName, required: offer.required } };
    })
    .on(startSso, [], async (c, { body }) => {
      await perIp('start', clientIp(c, config.trustProxy));
      return { url: await startSignIn(signInDeps, body.email) };
    })
    .on(ssoCallback, [], async (c, { query }) => {
      // The redirect URI as registered, with the provider's answer as it came: what openid-client checks.
      const callbackUrl = new URL(redirectUriOf(config.publicUrl));
      callbackUrl.search = new URL(c.req.url).search;
      return c.redirect(await finishSignIn(signInDeps, query, callbackUrl), 303);
    });

  const settings = contractRoutes('/api/company/sso')
    .on(getEndpoint, [requireUser(deps), adminOnly], async (c) =>
      ssoSettings(db, secrets, requireAdmin(c), config.publicUrl),
    )
    .on(putEndpoint, [requireUser(deps), adminOnly], async (c, { body }) => {
      const companyId = requireAdmin(c);
      await saveConnection(db, { secrets, provider }, companyId, body);
      return ssoSettings(db, secrets, companyId, config.publicUrl);
    })
    .on(deleteEndpoint, [requireUser(deps), adminOnly], async (c) => {
      await deleteConnection(db, requireAdmin(c));
      return undefined;
    });

  return { signIn: signIn.app, settings: settings.app };
}
