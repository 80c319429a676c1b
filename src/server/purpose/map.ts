import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PurposeMap } from '../../shared/contract/purpose';
import { TEAMS_PER_COMPANY_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { companyValues, teamMembers, teamPurposes, teams } from '../db/schema';
import { goalTree } from '../goals/tree';

/**
 * The purpose map (decision 040): the company's mission and values, its open goals as the alignment
 * tree reads them (the goals' own reading rule and bound: a private goal reaches its owner and the
 * admins only), and each live team with its purpose. Three statements, whatever the company holds.
 */

/**
 * Whether the caller leads the team now, or administers the company: who writes its purpose. The
 * team's id is named with its table: a select from one table writes its columns unqualified, which
 * inside this subquery would name team_members' own.
 */
export const teamIdSql: SQL = sql`${sql.identifier('teams')}.${sql.identifier('id')}`;
export const writesPurposeSql = (caller: Caller, teamId: SQL = teamIdSql) =>
  caller.isAdmin
    ? sql<boolean>`true`
    : sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId}
        and ${teamMembers.userId} = ${caller.userId} and ${teamMembers.isLead} and ${teamMembers.leftAt} is null)`;

/** The company's live teams, by name, each with its purpose (null when none is written). */
export function mapTeams(db: Db, caller: Caller) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      purpose: teamPurposes.text,
      canEditPurpose: writesPurposeSql(caller),
    })
    .from(teams)
    .leftJoin(teamPurposes, eq(teamPurposes.teamId, teams.id))
    .where(and(eq(teams.companyId, caller.companyId), isNull(teams.archivedAt)))
    .orderBy(sql`lower(${teams.name})`, asc(teams.id))
    .limit(TEAMS_PER_COMPANY_MAX);
}

export async function purposeMap(db: Database, caller: Caller): Promise<{ map: PurposeMap }> {
  const tree = await goalTree(db, caller);
  const values = await db
    .select({ id: companyValues.id, name: companyValues.name, description: companyValues.description })
    .from(companyValues)
    .where(eq(companyValues.companyId, caller.companyId))
    .orderBy(asc(companyValues.position), asc(companyValues.id));
  const teamRows = await mapTeams(db, caller);
  return {
    map: {
      mission: tree.mission,
      values,
      goals: tree.items.map((goal) => ({ ...goal, mine: goal.owner?.id === caller.userId })),
      omitted: tree.omitted,
      teams: teamRows,
    },
  };
}
