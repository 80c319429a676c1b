import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FULL_NAME_MAX } from '../../../shared/constants';
import { email as emailRule, signUpSchema } from '../../../shared/schemas';
import { SSO_ATTEMPT_TTL_SECONDS, type SsoErrorReason, ssoMessages } from '../../../shared/sso-messages';
import { domainOf } from '../../../shared/sso-rules';
import type { AppDeps } from '../../context';
import type { Database, Transaction } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { profiles, ssoAttempts, ssoConnections, ssoDomains, users } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { hashPassword } from '../passwords';
import { offerFor, providerOf, recordFailure, redirectUriOf } from './connections';
import { createHandoff } from './handoff';
import { describeFailure, type SignedInClaims, type SsoProvider } from './provider';

/** The secret box (secrets/secret-box.ts), as the app hands it over. */
type SecretBox = AppDeps['secrets'];

/**
 * A sign-in through the company's provider (docs/security.md §14): started for an address whose
 * domain a company claimed, finished when the provider sends the browser back. The callback signs in
 * a member of that company, or makes a new account a member; it never signs in an account outside
 * the company (the takeover guard), and hands the browser a one-time code rather than a session.
 */

/**
 * Makes a person a member of the company in the caller's transaction, as an approved join request
 * does (join-requests.ts), so that what a newcomer is told stays one thing. Handed in by app.ts:
 * auth/ imports no module.
 */
export type AdmitMember = (tx: Transaction, companyId: string, userId: string) => Promise<void>;

export interface SsoSignInDeps {
  db: Database;
  secrets: SecretBox;
  provider: SsoProvider;
  publicUrl: string;
  admitMember: AdmitMember;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** What the connection's admins read when its client secret no longer opens. */
const unreadableSecret = `A sign-in could not go on: ${ssoMessages.clientSecretUnreadable}`;

/** Where a refused sign-in sends the browser: the sign-in page, with the reason it says in words. */
export const refusedAt = (reason: SsoErrorReason) => `/auth?sso_error=${reason}`;

/**
 * POST /api/auth/sso/start: the provider's address for this person, with a new attempt kept for ten
 * minutes (its state hashed, as it travels in addresses; its nonce and PKCE verifier).
 */
export async function startSignIn(deps: SsoSignInDeps, email: string): Promise<string> {
  const { db } = deps;
  const offer = await offerFor(db, email);
  const stored = offer && (await providerOf(db, deps.secrets, offer.companyId));
  if (!offer || !stored) throw new DomainError('not_found', { message: ssoMessages.notOffered });
  const { clientSecret } = stored;
  if (clientSecret === null) {
    await recordFailure(db, offer.companyId, unreadableSecret);
    throw new DomainError('unavailable', { message: ssoMessages.misconfigured(stored.providerName) });
  }
  const client = { ...stored, clientSecret };
  let request;
  try {
    request = await deps.provider.authorizationRequest(client, {
      redirectUri: redirectUriOf(deps.publicUrl),
      loginHint: email,
    });
  } catch (error) {
    const { why } = describeFailure(error);
    await recordFailure(db, offer.companyId, `A sign-in could not start: ${client.providerName}’s ${why}`);
    throw new DomainError('unavailable', { message: ssoMessages.unreachable(client.providerName) });
  }
  await db.insert(ssoAttempts).values({
    stateHash: hashOf(request.state),
    companyId: offer.companyId,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    expiresAt: sql`now() + make_interval(secs => ${SSO_ATTEMPT_TTL_SECONDS})`,
  });
  return request.url;
}

/**
 * Takes the attempt the state names, once: deleted as it is read, so a replayed answer finds nothing.
 * An expired one is taken too, and refused.
 */
async function takeAttempt(db: Database, state: string) {
  const [attempt] = await db
    .delete(ssoAttempts)
    .where(eq(ssoAttempts.stateHash, hashOf(state)))
    .returning({
      companyId: ssoAttempts.companyId,
      nonce: ssoAttempts.nonce,
      codeVerifier: ssoAttempts.codeVerifier,
      live: sql<boolean>`${ssoAttempts.expiresAt} > now()`,
    });
  return attempt?.live ? attempt : null;
}

/** The new account's name: the provider's `name`, else the address's local part, as sign-up would take it. */
function nameFor(claims: SignedInClaims, email: string): string {
  for (const candidate of [claims.name, email.slice(0, email.lastIndexOf('@'))]) {
    const parsed = signUpSchema.shape.fullName.safeParse(candidate?.slice(0, FULL_NAME_MAX));
    if (parsed.success) return parsed.data;
  }
  return 'New member';
}

type Outcome = { ok: true; code: string } | { ok: false };

/**
 * In one transaction: the account with this address, if any, locked; a member of the company is
 * signed in; anyone else with an account is refused (an account of another company, or of none,
 * might have been made by someone else before its owner: docs/security.md §14); a new address becomes
 * an account (its address verified by the provider, a password nobody knows) and a member. Then the
 * hand-off code, and the connection's last sign-in.
 */
async function signInOrJoin(
  deps: SsoSignInDeps,
  companyId: string,
  email: string,
  fullName: string,
): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, companyId: profiles.companyId })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email))
      .for('update', { of: users });
    let userId: string;
    if (existing) {
      if (existing.companyId !== companyId) return { ok: false };
      userId = existing.id;
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId));
    } else {
      // A password nobody knows, hashed as any other (a wrong guess takes as long as for anyone): the
      // account signs in through the provider, or after a password reset.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, fullName, emailVerifiedAt: sql`now()` })
        .returning({ id: users.id });
      if (!created) throw new Error('insert into users returned no row');
      userId = created.id;
      await tx.insert(profiles).values({ id: userId, fullName });
      await deps.admitMember(tx, companyId, userId);
    }
    const code = await createHandoff(tx, userId);
    await tx
      .update(ssoConnections)
      .set({ lastSignInAt: sql`now()`, lastError: null, lastErrorAt: null })
      .where(eq(ssoConnections.companyId, companyId));
    return { ok: true, code };
  });
}

/** Whether the company claimed this domain (it may have released it since the sign-in started). */
async function ownsDomain(db: Database, companyId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.domain, domain), eq(ssoDomains.companyId, companyId)));
  return row !== undefined;
}

/**
 * GET /api/auth/sso/callback: where the browser goes next. `callbackUrl` is the redirect URI with
 * the query the provider sent. Each refusal that belongs to a company is written on its connection,
 * in words for its admins.
 */
export async function finishSignIn(
  deps: SsoSignInDeps,
  query: { state?: string | undefined; error?: string | undefined },
  callbackUrl: URL,
): Promise<string> {
  const { db } = deps;
  const { state } = query;
  const attempt = state ? await takeAttempt(db, state) : null;
  if (!state || !attempt) return refusedAt('expired');
  const stored = await providerOf(db, deps.secrets, attempt.companyId);
  if (!stored) return refusedAt('off');
  const name = stored.providerName;
  const refuse = async (reason: SsoErrorReason, words: string) => {
    await recordFailure(db, attempt.companyId, words);
    return refusedAt(reason);
  };
  const { clientSecret } = stored;
  if (clientSecret === null) return refuse('failed', unreadableSecret);
  const client = { ...stored, clientSecret };

  let claims: SignedInClaims;
  try {
    claims = await deps.provider.exchange(client, callbackUrl, { ...attempt, state });
  } catch (error) {
    const { why } = describeFailure(error);
    if (query.error) return refuse('denied', `${name} did not sign a person in: ${why}`);
    return refuse(
      'failed',
      `A sign-in failed at its last step: ${name}’s answer did not pass SOS’s checks: ${why}`,
    );
  }
  if (!claims.email || !claims.emailVerified) {
    return refuse(
      'unverified_email',
      `${name} sent an address it has not verified (its email_verified claim is not true): SOS signs in verified addresses only.`,
    );
  }
  const parsed = emailRule.safeParse(claims.email);
  if (!parsed.success) return refuse('failed', `${name} sent an e-mail address SOS cannot use.`);
  const email = parsed.data.toLowerCase();
  const domain = domainOf(email);
  if (!(await ownsDomain(db, attempt.companyId, domain))) {
    return refuse(
      'wrong_domain',
      `${name} signed in an address of ${domain}, a domain this company has not claimed for single sign-on.`,
    );
  }

  const join = () => signInOrJoin(deps, attempt.companyId, email, nameFor(claims, email));
  // Two first sign-ins of one new address at once: the second finds the account the first made.
  const outcome = await join().catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_unique')) return join();
    throw error;
  });
  if (!outcome.ok) {
    return refuse(
      'other_account',
      `${name} signed in an address whose SOS account is outside this company (in another company, or in none). SOS signs in only the company’s own members and new people, so that an account someone else made with that address cannot be taken over.`,
    );
  }
  return `/auth/sso#code=${outcome.code}`;
}
