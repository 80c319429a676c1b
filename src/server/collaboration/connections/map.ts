import { eq, sql } from 'drizzle-orm';
import {
  CONNECTION_BAND_A_FEW_MAX,
  CONNECTION_MAP_DAYS,
  CONNECTION_MAP_PEOPLE_MAX,
  CONNECTION_MAP_TEAM_PAIRS_MAX,
  type ConnectionBand,
} from '../../../shared/connections-messages';
import type { ConnectionLink, ConnectionMap } from '../../../shared/contract/connections';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { companies } from '../../db/schema';

/**
 * The relationship map (decision 041). For the person alone (level 1): the colleagues they share
 * current teams, active 1:1s, kudos given or received in 12 months and pairings with, each with what
 * connects them; no message text is read. For admins: pairs of teams (each with at least the pulse's
 * threshold of current members) that rarely connected in 90 days, counted in bands; never people.
 */

const LINK_ORDER: readonly ConnectionLink[] = ['team', 'one_on_one', 'kudos', 'pairing'];

/** The colleagues the caller is connected with: current members of the company, by name. */
async function peopleOf(db: Db, caller: Caller) {
  const rows = await rowsOf<{ id: string; fullName: string | null; links: ConnectionLink[] }>(
    db,
    sql`with links (id, link) as (
        select other.user_id, 'team' from team_members mine
          join teams t on t.id = mine.team_id
          join team_members other on other.team_id = mine.team_id and other.left_at is null
        where mine.user_id = ${caller.userId} and mine.left_at is null
          and t.company_id = ${caller.companyId} and t.archived_at is null
        union all
        select case when o.proposed_by = ${caller.userId} then o.partner_id else o.proposed_by end, 'one_on_one'
          from one_on_ones o
        where o.company_id = ${caller.companyId} and o.status = 'active'
          and ${caller.userId} in (o.proposed_by, o.partner_id)
        union all
        select r.user_id, 'kudos' from kudos k join kudos_recipients r on r.kudos_id = k.id
        where k.company_id = ${caller.companyId} and k.kind = 'kudos' and k.sender_id = ${caller.userId}
          and k.created_at > now() - interval '12 months'
        union all
        select k.sender_id, 'kudos' from kudos k join kudos_recipients r on r.kudos_id = k.id
        where k.company_id = ${caller.companyId} and k.kind = 'kudos' and r.user_id = ${caller.userId}
          and k.created_at > now() - interval '12 months'
        union all
        select other.user_id, 'pairing' from connection_pair_members mine
          join connection_pair_members other on other.pair_id = mine.pair_id
        where mine.user_id = ${caller.userId} and mine.company_id = ${caller.companyId}
      )
      select l.id, p.full_name as "fullName", array_agg(distinct l.link) as links
      from links l
        join user_roles ur on ur.user_id = l.id and ur.company_id = ${caller.companyId}
        left join profiles p on p.id = l.id
      where l.id is not null and l.id <> ${caller.userId}
      group by l.id, p.full_name
      order by lower(coalesce(p.full_name, '')), l.id
      limit ${CONNECTION_MAP_PEOPLE_MAX}`,
  );
  return rows.map((row) => ({
    ...row,
    links: LINK_ORDER.filter((link) => row.links.includes(link)),
  }));
}

const bandOf = (count: number): ConnectionBand =>
  count === 0 ? 'none' : count <= CONNECTION_BAND_A_FEW_MAX ? 'a_few' : 'some';

/** For admins: pairs of teams of at least `threshold` members that rarely connected in 90 days. */
async function teamPairsOf(db: Db, caller: Caller) {
  const [company] = await db
    .select({ threshold: companies.pulseThreshold })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  const threshold = company?.threshold ?? 5;
  const teams = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select t.id, t.name from teams t
      where t.company_id = ${caller.companyId} and t.archived_at is null
        and (select count(*) from team_members tm where tm.team_id = t.id and tm.left_at is null) >= ${threshold}
      order by lower(t.name), t.id`,
  );
  if (teams.length < 2) return { teamPairs: [], teamPairsMore: false };
  const since = sql`now() - make_interval(days => ${CONNECTION_MAP_DAYS})`;
  const counted = await rowsOf<{ first: string; second: string; count: number }>(
    db,
    sql`with links (a, b) as (
        select k.sender_id, r.user_id from kudos k join kudos_recipients r on r.kudos_id = k.id
        where k.company_id = ${caller.companyId} and k.kind = 'kudos' and k.sender_id is not null
          and k.created_at > ${since}
        union all
        select o.proposed_by, o.partner_id from one_on_ones o
        where o.company_id = ${caller.companyId} and o.proposed_by is not null and o.partner_id is not null
          and (o.status = 'active' or o.ended_at > ${since})
        union all
        select x.user_id, y.user_id from connection_pair_members x
          join connection_pair_members y on y.pair_id = x.pair_id and x.user_id < y.user_id
          join connection_rounds r on r.id = x.round_id
        where r.company_id = ${caller.companyId} and r.created_at > ${since}
      ),
      members as (
        select tm.user_id, tm.team_id from team_members tm join teams t on t.id = tm.team_id
        where t.company_id = ${caller.companyId} and t.archived_at is null and tm.left_at is null
      )
      select least(ma.team_id, mb.team_id) as first, greatest(ma.team_id, mb.team_id) as second,
        count(*)::int as count
      from links l join members ma on ma.user_id = l.a join members mb on mb.user_id = l.b
      where ma.team_id <> mb.team_id
      group by 1, 2`,
  );
  const counts = new Map(counted.map((row) => [`${row.first}|${row.second}`, row.count]));
  const rare: ConnectionMap['teamPairs'] & object = [];
  let more = false;
  for (let i = 0; i < teams.length && !more; i++) {
    for (let j = i + 1; j < teams.length; j++) {
      const a = teams[i] as { id: string; name: string };
      const b = teams[j] as { id: string; name: string };
      const key = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
      const band = bandOf(counts.get(key) ?? 0);
      if (band === 'some') continue;
      if (rare.length === CONNECTION_MAP_TEAM_PAIRS_MAX) {
        more = true;
        break;
      }
      rare.push({ first: a, second: b, band });
    }
  }
  return { teamPairs: rare, teamPairsMore: more };
}

/** GET /api/connections/map. */
export async function readMap(db: Db, caller: Caller): Promise<{ map: ConnectionMap }> {
  const people = await peopleOf(db, caller);
  const teams = caller.isAdmin ? await teamPairsOf(db, caller) : { teamPairs: null, teamPairsMore: false };
  return { map: { people, ...teams } };
}
