import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Me, OwnJoinRequest } from '../../shared/api';
import type { Database } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import {
  companies,
  companyJoinRequests,
  notifications,
  profiles,
  sessions,
  teamMembers,
  teams,
  userRoles,
  users,
} from '../db/schema';
import { liveSession } from '../auth/sessions';
import type { AccessClaims } from '../auth/tokens';

const requestedCompany = alias(companies, 'requested_company');

/** Date#toISOString's format, so the answer reads as it did when dates were formatted in JavaScript. */
const isoTimestamp = (column: typeof companyJoinRequests.createdAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The person's own join requests, newest first, as one JSON array: a subquery of the statement below. */
function ownJoinRequests(db: Database) {
  return db
    .select({
      list: sql`coalesce(json_agg(json_build_object(
        'id', ${companyJoinRequests.id},
        'companyName', ${requestedCompany.name},
        'status', ${companyJoinRequests.status},
        'createdAt', ${isoTimestamp(companyJoinRequests.createdAt)}
      ) order by ${desc(companyJoinRequests.createdAt)}), '[]'::json)`,
    })
    .from(companyJoinRequests)
    .innerJoin(requestedCompany, eq(requestedCompany.id, companyJoinRequests.companyId))
    .where(eq(companyJoinRequests.userId, users.id));
}

/** The bell's count: a subquery of the statement below, answered from the partial index of unread rows. */
function unreadNotifications(db: Database) {
  return db
    .select({ count: sql`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, users.id), isNull(notifications.readAt)));
}

/** The company's live teams with at least one current member: the dashboard's "Active Teams". */
function activeTeams(db: Database) {
  return db
    .select({ count: sql`count(*)::int` })
    .from(teams)
    .where(
      and(
        eq(teams.companyId, profiles.companyId),
        isNull(teams.archivedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, teams.id), isNull(teamMembers.leftAt))),
        ),
      ),
    );
}

const meQuery = preparedQuery((db) =>
  db
    .select({
      user: {
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      },
      profileId: profiles.id,
      profileFullName: profiles.fullName,
      companyId: profiles.companyId,
      companyName: companies.name,
      companyCode: companies.companyCode,
      role: userRoles.role,
      joinRequests: sql<OwnJoinRequest[]>`(${ownJoinRequests(db)})`,
      unreadNotifications: sql<number>`(${unreadNotifications(db)})`,
      activeTeams: sql<number>`(${activeTeams(db)})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.companyId, profiles.companyId)))
    .where(liveSession())
    .prepare('find_me'),
);

/**
 * Everything the dashboard and the company-setup screen need about the signed-in person, in one
 * statement that also checks the session (decision 008): null when it is revoked, expired or unknown.
 */
export async function findMe(db: Database, claims: AccessClaims): Promise<Me | null> {
  const [row] = await meQuery(db).execute({ ...claims });
  if (!row) return null;

  const role = row.role ?? null;
  const company =
    row.companyId && row.companyName !== null
      ? {
          id: row.companyId,
          name: row.companyName,
          // The code lets people ask to join: only admins hand it out.
          ...(role === 'admin' && row.companyCode ? { companyCode: row.companyCode } : {}),
        }
      : null;
  return {
    user: row.user,
    profile: row.profileId ? { fullName: row.profileFullName, companyId: row.companyId } : null,
    company,
    role,
    joinRequests: row.joinRequests,
    unreadNotifications: row.unreadNotifications,
    activeTeams: row.activeTeams ?? 0,
  };
}
