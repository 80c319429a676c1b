import { and, asc, eq, isNull } from 'drizzle-orm';
import type { GoalNode } from '../../shared/contract/goals';
import type { Database } from '../db/connect';
import { companies, goals, profiles, teams } from '../db/schema';
import { healthSql, momentOf } from './health';
import { parentIdsSql, visibleTo, type GoalCaller } from './read';

/**
 * The alignment tree: the company's open goals the caller may see, each with the ids of the open goals
 * it supports that the caller may see, and the mission above them. One statement: the company's row,
 * joined to its goals, so the mission comes even with no goal at all.
 */
export async function goalTree(db: Database, caller: GoalCaller) {
  const rows = await db
    .select({
      mission: companies.mission,
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
    .orderBy(asc(goals.createdAt), asc(goals.id));
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
  return { mission: rows[0]?.mission ?? null, items };
}
