import { and, desc, eq } from 'drizzle-orm';
import type { Me, SessionUser } from '../../shared/api';
import type { Database } from '../db/connect';
import { companies, companyJoinRequests, profiles, userRoles } from '../db/schema';

/**
 * Everything the dashboard and the company-setup screen need about the signed-in person, in two
 * queries: profile, company and role in one join; their own join requests in the other.
 */
export async function getMe(db: Database, user: SessionUser): Promise<Me> {
  const [[row], joinRequests] = await Promise.all([
    db
      .select({
        fullName: profiles.fullName,
        companyId: profiles.companyId,
        companyName: companies.name,
        companyCode: companies.companyCode,
        role: userRoles.role,
      })
      .from(profiles)
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .leftJoin(
        userRoles,
        and(eq(userRoles.userId, profiles.id), eq(userRoles.companyId, profiles.companyId)),
      )
      .where(eq(profiles.id, user.id)),
    db
      .select({
        id: companyJoinRequests.id,
        companyName: companies.name,
        status: companyJoinRequests.status,
        createdAt: companyJoinRequests.createdAt,
      })
      .from(companyJoinRequests)
      .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
      .where(eq(companyJoinRequests.userId, user.id))
      .orderBy(desc(companyJoinRequests.createdAt)),
  ]);

  const role = row?.role ?? null;
  const company =
    row?.companyId && row.companyName !== null
      ? {
          id: row.companyId,
          name: row.companyName,
          // The code lets people ask to join: only admins hand it out.
          ...(role === 'admin' && row.companyCode ? { companyCode: row.companyCode } : {}),
        }
      : null;
  return {
    user,
    profile: row ? { fullName: row.fullName, companyId: row.companyId } : null,
    company,
    role,
    joinRequests: joinRequests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
  };
}
