import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SsoConnectionStatus, SsoOffer, SsoSettings } from '../../../shared/contract/sso';
import { ssoMessages } from '../../../shared/sso-messages';
import { domainOf } from '../../../shared/sso-rules';
import type { AppDeps } from '../../context';
import type { Database, Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { isoSql } from '../../db/moments';
import { ssoConnections, ssoDomains } from '../../db/schema';
import { DomainError, invalidInput } from '../../domain-error';
import type { ProviderClient, SsoProvider } from './provider';

/** The secret box (secrets/secret-box.ts), as the app hands it over. */
type SecretBox = AppDeps['secrets'];

/**
 * A company's provider as its admins set it (decision 047): one per company, its domains each of one
 * company at most, its client secret sealed for `sso-client-secret:<company id>` and never read back
 * out of the server.
 */

export const clientSecretPurpose = (companyId: string) => `sso-client-secret:${companyId}`;

/** The address the provider sends the browser back to: the one an admin registers there. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}/api/auth/sso/callback`;

async function domainsOf(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.companyId, companyId))
    .orderBy(asc(ssoDomains.domain));
  return rows.map((row) => row.domain);
}

/**
 * The company's client secret in plain, or null when it does not open: sealed under a secrets key the
 * server no longer has (docs/security.md §13). An admin enters it again.
 */
function openSecret(secrets: SecretBox, companyId: string, sealed: string): string | null {
  try {
    return secrets.open(sealed, clientSecretPurpose(companyId));
  } catch {
    return null;
  }
}

async function statusOf(db: Db, secrets: SecretBox, companyId: string): Promise<SsoConnectionStatus | null> {
  const [row] = await db
    .select({
      providerName: ssoConnections.providerName,
      issuer: ssoConnections.issuer,
      clientId: ssoConnections.clientId,
      required: ssoConnections.required,
      createdAt: isoSql(ssoConnections.createdAt),
      updatedAt: isoSql(ssoConnections.updatedAt),
      lastSignInAt: sql<string | null>`${isoSql(ssoConnections.lastSignInAt)}`,
      lastError: ssoConnections.lastError,
      lastErrorAt: sql<string | null>`${isoSql(ssoConnections.lastErrorAt)}`,
      clientSecret: ssoConnections.clientSecret,
    })
    .from(ssoConnections)
    .where(eq(ssoConnections.companyId, companyId));
  if (!row) return null;
  const { clientSecret, ...shown } = row;
  return {
    ...shown,
    hasClientSecret: openSecret(secrets, companyId, clientSecret) !== null,
    domains: await domainsOf(db, companyId),
  };
}

/** GET /api/company/sso: the company's connection (null without one) and the redirect URI to register. */
export async function ssoSettings(
  db: Db,
  secrets: SecretBox,
  companyId: string,
  publicUrl: string,
): Promise<SsoSettings> {
  return { connection: await statusOf(db, secrets, companyId), redirectUri: redirectUriOf(publicUrl) };
}

/**
 * The company's provider with its secret opened, for a sign-in; null when it has none. Its
 * `clientSecret` is null when the stored one no longer opens.
 */
export async function providerOf(
  db: Db,
  secrets: SecretBox,
  companyId: string,
): Promise<
  (Omit<ProviderClient, 'clientSecret'> & { providerName: string; clientSecret: string | null }) | null
> {
  const [row] = await db
    .select({
      providerName: ssoConnections.providerName,
      issuer: ssoConnections.issuer,
      clientId: ssoConnections.clientId,
      clientSecret: ssoConnections.clientSecret,
    })
    .from(ssoConnections)
    .where(eq(ssoConnections.companyId, companyId));
  if (!row) return null;
  return { ...row, clientSecret: openSecret(secrets, companyId, row.clientSecret) };
}

export interface SaveSso {
  providerName: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  domains: string[];
  required: boolean;
}

/** The company that claimed one of these domains first, other than `companyId`. */
async function claimedElsewhere(db: Db, companyId: string, domains: string[]) {
  const [taken] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.companyId, companyId)))
    .orderBy(asc(ssoDomains.domain))
    .limit(1);
  return taken?.domain;
}

const domainTaken = (domain?: string) =>
  new DomainError('sso_domain_taken', domain ? { message: ssoMessages.domainTaken(domain) } : {});

/**
 * Connects or changes the company's provider: the issuer's discovery document is read first (nothing
 * is saved when it fails); then, in one transaction, the connection (its last error cleared: the admin
 * just checked it) and the company's domains, which another company may not hold.
 */
export async function saveConnection(
  db: Database,
  deps: { secrets: SecretBox; provider: SsoProvider },
  companyId: string,
  input: SaveSso,
): Promise<void> {
  const stored = await providerOf(db, deps.secrets, companyId);
  const clientSecret = input.clientSecret ?? stored?.clientSecret;
  if (!clientSecret) {
    const unreadable = stored && stored.clientSecret === null;
    throw invalidInput(
      'clientSecret',
      unreadable ? ssoMessages.clientSecretUnreadable : ssoMessages.clientSecretRequired,
    );
  }
  const taken = await claimedElsewhere(db, companyId, input.domains);
  if (taken) throw domainTaken(taken);
  try {
    await deps.provider.check({ issuer: input.issuer, clientId: input.clientId, clientSecret });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new DomainError('sso_discovery_failed', {
      message: ssoMessages.discoveryFailed(input.issuer, why),
    });
  }
  const values = {
    providerName: input.providerName,
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecret: deps.secrets.seal(clientSecret, clientSecretPurpose(companyId)),
    required: input.required,
    updatedAt: sql`now()`,
    lastError: null,
    lastErrorAt: null,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(ssoConnections)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: ssoConnections.companyId, set: values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, companyId));
      await tx.insert(ssoDomains).values(input.domains.map((domain) => ({ domain, companyId })));
    });
  } catch (error) {
    // Another company claimed one of them between the check and the insert.
    if (isUniqueViolation(error, 'sso_domains_pkey'))
      throw domainTaken(await claimedElsewhere(db, companyId, input.domains));
    throw error;
  }
}

/**
 * Disconnects the company's provider: its domains go with it. A sign-in under way comes back to find
 * no provider, and its person is told to use their password (its attempt expires with the sweep).
 */
export async function deleteConnection(db: Database, companyId: string): Promise<void> {
  await db.delete(ssoConnections).where(eq(ssoConnections.companyId, companyId));
}

/** The provider of the address's domain, by the company that claimed it: `companyId` for a sign-in. */
export async function offerFor(db: Db, email: string): Promise<(SsoOffer & { companyId: string }) | null> {
  const [row] = await db
    .select({
      companyId: ssoConnections.companyId,
      providerName: ssoConnections.providerName,
      required: ssoConnections.required,
    })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.companyId, ssoDomains.companyId))
    .where(eq(ssoDomains.domain, domainOf(email)));
  return row ?? null;
}

/** Records what went wrong on the company's connection, in words for its admins. */
export async function recordFailure(db: Db, companyId: string, words: string): Promise<void> {
  await db
    .update(ssoConnections)
    .set({ lastError: words, lastErrorAt: sql`now()` })
    .where(eq(ssoConnections.companyId, companyId));
}
