import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { MapTeam } from '../../shared/contract/purpose';
import { purposeMessages as m } from '../../shared/purpose-messages';
import type { teamPurposeSchema } from '../../shared/purpose-rules';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { teamPurposes, teams } from '../db/schema';
import { DomainError } from '../domain-error';
import { writesPurposeSql } from './map';

/**
 * A team's purpose (decision 040, level 4): one line under the company's mission that every member
 * reads; its leads and the admins write it. Another company's team is not found; a member who does
 * not lead the team is refused.
 */
export async function putTeamPurpose(
  db: Database,
  caller: Caller,
  teamId: string,
  input: z.output<typeof teamPurposeSchema>,
): Promise<{ team: MapTeam }> {
  return db.transaction(async (tx) => {
    // The team's row locked: an archive running at the same moment waits for this write, or this for it.
    const [team] = await tx
      .select({
        id: teams.id,
        name: teams.name,
        archivedAt: teams.archivedAt,
        writes: writesPurposeSql(caller),
      })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.companyId, caller.companyId)))
      .for('update', { of: teams });
    if (!team) throw new DomainError('not_found', { message: m.teamNotFound });
    if (!team.writes) throw new DomainError('forbidden', { message: m.notTeamLead });
    if (team.archivedAt) throw new DomainError('team_archived');
    if (input.purpose === null) {
      await tx.delete(teamPurposes).where(eq(teamPurposes.teamId, teamId));
    } else {
      await tx
        .insert(teamPurposes)
        .values({ teamId, companyId: caller.companyId, text: input.purpose, updatedBy: caller.userId })
        .onConflictDoUpdate({
          target: teamPurposes.teamId,
          set: { text: input.purpose, updatedBy: caller.userId, updatedAt: sql`now()` },
        });
    }
    return { team: { id: team.id, name: team.name, purpose: input.purpose, canEditPurpose: true } };
  });
}
