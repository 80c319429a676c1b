import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { JoinRequestForReview } from '../../shared/api';
import type { JoinRequestStatus } from '../../shared/constants';
import { apiMessages } from '../../shared/messages';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { companies, companyJoinRequests, profiles, userRoles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { emitPersonJoined } from '../integrations/company-events';
import { notify } from '../notifications/notify';
import { welcomeToPulse } from '../wellbeing/open-period';

/** The company a join code names, or null: a person joins by the code an admin shared. */
async function findCompanyIdByCode(db: Database, companyCode: string): Promise<string | null> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyCode, companyCode));
  return company?.id ?? null;
}

/** Also the answer for another company's request: 404, never 403, which would confirm it exists. */
const joinRequestNotFound = () => new DomainError('not_found', { message: apiMessages.joinRequestNotFound });

async function companyOf(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.companyId ?? null;
}

/**
 * Asks to join the company with this code. A unique index over pending requests keeps one pending
 * request per person and company, even under concurrency; decided ones do not count, so a rejected
 * person may ask again and the rejection stays in the history.
 */
export async function createJoinRequest(db: Database, userId: string, companyCode: string) {
  if (await companyOf(db, userId)) throw new DomainError('already_in_company');
  const companyId = await findCompanyIdByCode(db, companyCode);
  if (!companyId) throw new DomainError('company_not_found');
  try {
    const [request] = await db
      .insert(companyJoinRequests)
      .values({ userId, companyId, status: 'pending' })
      .returning({
        id: companyJoinRequests.id,
        companyId: companyJoinRequests.companyId,
        status: companyJoinRequests.status,
        createdAt: companyJoinRequests.createdAt,
      });
    if (!request) throw new Error('insert into company_join_requests returned no row');
    return { ...request, createdAt: request.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error, 'company_join_requests_one_pending_idx'))
      throw new DomainError('already_requested');
    throw error;
  }
}

/**
 * One company's requests, newest first. Pending ones from people who have meanwhile joined or created
 * another company are left out: they can no longer be approved.
 */
export async function listJoinRequests(
  db: Database,
  companyId: string,
  status: JoinRequestStatus,
): Promise<JoinRequestForReview[]> {
  const rows = await db
    .select({
      id: companyJoinRequests.id,
      status: companyJoinRequests.status,
      createdAt: companyJoinRequests.createdAt,
      user: {
        id: users.id,
        fullName: profiles.fullName,
        email: users.email,
        emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      },
    })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .innerJoin(profiles, eq(profiles.id, companyJoinRequests.userId))
    .where(
      and(
        eq(companyJoinRequests.companyId, companyId),
        eq(companyJoinRequests.status, status),
        status === 'pending' ? isNull(profiles.companyId) : undefined,
      ),
    )
    .orderBy(desc(companyJoinRequests.createdAt), desc(companyJoinRequests.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tells the requester, in the decision's transaction. A rejected person belongs to no company. */
async function notifyDecision(
  tx: Transaction,
  userId: string,
  companyId: string,
  decision: 'approved' | 'rejected',
) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const companyName = company?.name ?? '';
  if (decision === 'approved') {
    await notify(tx, { userId, companyId, kind: 'join_request_approved', data: { companyId, companyName } });
  } else {
    await notify(tx, { userId, companyId: null, kind: 'join_request_rejected', data: { companyName } });
  }
}

/**
 * Makes a person of no company a member of `companyId`, in the caller's transaction, which holds
 * their profile row: an approved request, and a new person's first single sign-on (auth/sso, handed
 * this by app.ts), so that everything a newcomer starts with is decided here once.
 */
export async function admitMember(tx: Transaction, companyId: string, userId: string): Promise<void> {
  await tx.update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await tx.insert(userRoles).values({ userId, companyId, role: 'member' });
  // A newcomer hears of the pulse open now, as the members did when it opened.
  await welcomeToPulse(tx, companyId, userId);
  await emitPersonJoined(tx, companyId, userId, 'member');
}

/**
 * Approves or rejects a pending request of `companyId`, in one transaction. On approval the requester
 * becomes a member and is told of the open pulse (open-period.ts). Row locks on the request and the requester's profile make parallel decisions take
 * turns, so a person approved into two companies at once ends up in exactly one.
 */
export async function decideJoinRequest(
  db: Database,
  input: { requestId: string; companyId: string; decidedBy: string; decision: 'approved' | 'rejected' },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ userId: companyJoinRequests.userId, status: companyJoinRequests.status })
      .from(companyJoinRequests)
      .where(
        and(eq(companyJoinRequests.id, input.requestId), eq(companyJoinRequests.companyId, input.companyId)),
      )
      .for('update');
    if (!request) throw joinRequestNotFound();
    if (request.status !== 'pending') throw new DomainError('already_decided');

    if (input.decision === 'approved') {
      const [requester] = await tx
        .select({ companyId: profiles.companyId })
        .from(profiles)
        .where(eq(profiles.id, request.userId))
        .for('update');
      if (requester?.companyId) throw new DomainError('requester_in_company');
      await admitMember(tx, input.companyId, request.userId);
    }
    await tx
      .update(companyJoinRequests)
      .set({ status: input.decision, decidedAt: sql`now()`, decidedBy: input.decidedBy })
      .where(eq(companyJoinRequests.id, input.requestId));
    await notifyDecision(tx, request.userId, input.companyId, input.decision);
  });
}
