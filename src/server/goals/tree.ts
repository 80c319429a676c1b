import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { GoalNode } from '../../shared/contract/goals';
import { GOAL_TREE_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { companies, goals, profiles, teamMembers, teams } from '../db/schema';
import { healthSql, momentOf } from './health';
import { parentIdsSql, visibleTo } from './read';

/** Company goals above team goals above personal ones. */
const levelRank = sql`case ${goals.level} when 'company' then 0 when 'team' then 1 else 2 end`;

/** The caller's own goals, and their teams' goals (a goal whose owner left is neither, not null). */
const isCallers = (caller: Caller) =>
  sql`coalesce(${goals.ownerId} = ${caller.userId} or ${goals.teamId} in (select ${teamMembers.teamId}
    from ${teamMembers} where ${teamMembers.userId} = ${caller.userId} and ${teamMembers.leftAt} is null),
    false)`;

/**
 * The alignment tree: the company's open goals the caller may see, each with the ids of the open goals
 * it supports that the caller may see, and the mission above them. At most GOAL_TREE_MAX goals: those
 * a person looks for first (the higher levels, then their own and their teams', then the oldest), and
 * how many did not fit. One statement: the company's row, joined to its goals, so the mission comes
 * even with no goal at all.
 */
export async function goalTree(db: Database, caller: Caller) {
  const rows = await db
    .select({
      mission: companies.mission,
      visible: sql<number>`count(${goals.id}) over ()`.mapWith(Number),
      id: goals.id,
      level: goals.level,
      teamId: goals.teamId,
      teamName: teams.name,
      ownerId: goals.ownerId,
      ownerName: profiles.fullName,
      title: goals.title,
      progress: goals.progress,
      health: healthSql(goals, momentOf()),
      parentIds: parentIdsSql(caller, true),
    })
    .from(companies)
    .leftJoin(goals, and(eq(goals.companyId, companies.id), isNull(goals.closedAt), visibleTo(caller)))
    .leftJoin(teams, eq(teams.id, goals.teamId))
    .leftJoin(profiles, eq(profiles.id, goals.ownerId))
    .where(eq(companies.id, caller.companyId))
    .orderBy(asc(levelRank), desc(isCallers(caller)), asc(goals.createdAt), asc(goals.id))
    .limit(GOAL_TREE_MAX);
  const items = rows.flatMap(({ id, level, title, progress, ...row }): GoalNode[] =>
    id && level && title !== null && progress !== null
      ? [
          {
            id,
            level,
            team: row.teamId ? { id: row.teamId, name: row.teamName ?? '' } : null,
            owner: row.ownerId ? { id: row.ownerId, fullName: row.ownerName } : null,
            title,
            progress,
            health: row.health,
            parentIds: row.parentIds,
          },
        ]
      : [],
  );
  const visible = rows[0]?.visible ?? 0;
  return { mission: rows[0]?.mission ?? null, items, omitted: visible - items.length };
}
