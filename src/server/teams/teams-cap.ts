import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { limitMessages, TEAMS_PER_COMPANY_MAX } from '../../shared/limits';
import type { Database } from '../db/connect';
import { teams } from '../db/schema';
import { DomainError } from '../domain-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Any number: it names the companies' team-creation locks among the database's advisory locks. */
const NEW_TEAM_LOCK = 727_010;

/**
 * Refuses (409 limit_reached) a team past the company's cap of live teams. A company's new teams take
 * turns from here to the end of the transaction, so two creations at once cannot both pass the count.
 */
export async function checkTeamsCap(tx: Transaction, companyId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(NEW_TEAM_LOCK))}, hashtext(${companyId}))`,
  );
  const [live] = await tx
    .select({ count: count() })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), isNull(teams.archivedAt)));
  if ((live?.count ?? 0) >= TEAMS_PER_COMPANY_MAX)
    throw new DomainError('limit_reached', { message: limitMessages.teams });
}
