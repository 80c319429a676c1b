import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import type { Caller } from './caller';

/**
 * A person's leads (docs/privacy.md, level 3): the leads, now, of the live teams the person is a
 * member of now, never the person themselves. Being an admin is not enough: an admin reads a
 * person's level-3 rows only when they lead them. Every module that shows a person's rows to "the
 * person and their leads" asks here.
 */

/** The user ids of `personId`'s leads in `companyId`, as a subquery (`lead_id`). */
export const leadsOfSql = (personId: SQL | string, companyId: SQL | string): SQL =>
  sql`select distinct lead.user_id as lead_id
    from team_members m
    join teams t on t.id = m.team_id and t.company_id = ${companyId} and t.archived_at is null
    join team_members lead on lead.team_id = t.id and lead.is_lead and lead.left_at is null
    where m.user_id = ${personId} and m.left_at is null and lead.user_id <> ${personId}`;

/** The user ids of the people `leadId` leads in `companyId`, as a subquery (`person_id`). */
export const peopleLedBySql = (leadId: SQL | string, companyId: SQL | string): SQL =>
  sql`select distinct m.user_id as person_id
    from team_members lead
    join teams t on t.id = lead.team_id and t.company_id = ${companyId} and t.archived_at is null
    join team_members m on m.team_id = t.id and m.left_at is null
    where lead.user_id = ${leadId} and lead.is_lead and lead.left_at is null and m.user_id <> ${leadId}`;

/** Whether the caller leads `personId` now, in the caller's company. */
export async function leads(db: Db, caller: Caller, personId: string): Promise<boolean> {
  const [row] = await rowsOf<{ leads: boolean }>(
    db,
    sql`select exists (select 1 from (${leadsOfSql(personId, caller.companyId)}) l
      where l.lead_id = ${caller.userId}) as leads`,
  );
  return row?.leads === true;
}
