import { sql } from 'drizzle-orm';
import type { ValueOnWall } from '../../shared/contract/culture';
import { VALUES_WALL_DAYS, VALUES_WALL_LATEST } from '../../shared/culture-messages';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { isoSql } from '../db/moments';
import { rowsOf } from '../db/rows';
import { personSql, recipientsSql } from './feed';

const days = sql.raw(`interval '${VALUES_WALL_DAYS} days'`);

/**
 * The values wall: every value of the company in its order, with the kudos (not celebrations) that
 * carried it in the last VALUES_WALL_DAYS days and its latest VALUES_WALL_LATEST, whatever their age.
 * One statement.
 */
export async function valuesWall(db: Database, caller: Caller): Promise<ValueOnWall[]> {
  return rowsOf<ValueOnWall>(
    db,
    sql`select v.id, v.name, v.description, v.position,
        (select count(*)::int from kudos k
          where k.value_id = v.id and k.kind = 'kudos' and k.created_at > now() - ${days}) as "kudosCount",
        coalesce((select json_agg(json_build_object(
            'id', l.id, 'sender', l.sender, 'recipients', l.recipients, 'message', l.message,
            'createdAt', l.created_at) order by l.at desc, l.id desc)
          from (select k.id, k.message, k.created_at as at, ${isoSql(sql`k.created_at`)} as created_at,
              ${personSql(sql`k.sender_id`)} as sender, ${recipientsSql(sql`k.id`)} as recipients
            from kudos k where k.value_id = v.id and k.kind = 'kudos'
            order by k.created_at desc, k.id desc limit ${VALUES_WALL_LATEST}) l), '[]'::json) as latest
      from company_values v
      where v.company_id = ${caller.companyId}
      order by v.position, v.created_at, v.id`,
  );
}
