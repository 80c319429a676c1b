import { type SQL, sql } from 'drizzle-orm';
import {
  NUDGE_DISMISS_DAYS,
  NUDGE_GOAL_QUIET_DAYS,
  NUDGE_KINDS,
  NUDGE_RECOGNITION_DAYS,
  type NudgeKind,
  NUDGES_PER_DAY,
} from '../../shared/companion-messages';
import type { Nudge } from '../../shared/contract/companion';
import { HEALTH_OFF_TRACK_BEHIND } from '../../shared/goal-messages';
import { isoSql } from '../db/moments';
import {
  agendaPoints,
  goals,
  growthItems,
  keyResults,
  kudos,
  kudosRecipients,
  nudgeDismissals,
  nudgeMutes,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
  standupAnswers,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import { expectedProgressSql, waitingSinceSql } from '../goals/health';

/**
 * The day's nudges (decision 044, docs/product.md#nudges): six rules over the person's own data, each
 * naming at most one thing, most pressing kind first. Nothing here is stored: the rules run when the
 * nudges are read, so one done (a check-in made, a point added) is gone at the next read. Only what
 * the person said is stored: a dismissal keeps that thing away for NUDGE_DISMISS_DAYS and its place
 * empty until the next local day; a muted kind never shows.
 *
 * One SQL expression (a JSON array), so that the dashboard's one statement embeds it; every rule reads
 * only rows the person may open themselves (their goals, their 1:1s, their growth plan, their teams).
 */
export interface NudgeScope {
  person: SQL;
  company: SQL;
  /** The company's IANA time zone: its local day decides "tomorrow", "this week" and "today". */
  timeZone: SQL;
  now: SQL;
}

const literal = (value: number) => sql.raw(String(value));
const days = (count: number) => sql.raw(`interval '${count} days'`);
const rankOf = (kind: NudgeKind) => literal(NUDGE_KINDS.indexOf(kind));

/** The company's local today, and the start of it as a moment. */
const todayOf = ({ now, timeZone }: NudgeScope) => sql`(${now} at time zone ${timeZone})::date`;
const dayStartOf = (scope: NudgeScope) => sql`(${todayOf(scope)}::timestamp at time zone ${scope.timeZone})`;

/** Each rule: the rows (kind, rank, subject, nudge) of at most one nudge. */
type Rule = (scope: NudgeScope) => SQL;

/** A lead's teammate whose standup answer of today says they are blocked. */
const standupBlocked: Rule = (
  scope,
) => sql`(select 'standup_blocked' as kind, ${rankOf('standup_blocked')} as rank,
    sa.id as subject,
    json_build_object('kind', 'standup_blocked', 'subjectId', sa.id,
      'team', json_build_object('id', t.id, 'name', t.name),
      'person', json_build_object('id', p.id, 'fullName', p.full_name),
      'day', sa.day::text) as nudge
  from ${teamMembers} lead
  join ${teams} t on t.id = lead.team_id and t.company_id = ${scope.company} and t.archived_at is null
  join ${standupAnswers} sa on sa.team_id = t.id and sa.day = ${todayOf(scope)} and sa.blocked
    and sa.user_id <> ${scope.person}
  join ${profiles} p on p.id = sa.user_id and p.company_id = ${scope.company}
  where lead.user_id = ${scope.person} and lead.left_at is null and lead.is_lead
  order by sa.updated_at, sa.id
  limit 1)`;

/** The person's 1:1 meeting tomorrow (local day) with nothing on its agenda. */
const agendaEmpty: Rule = (scope) => sql`(select 'agenda_empty' as kind, ${rankOf('agenda_empty')} as rank,
    mt.id as subject,
    json_build_object('kind', 'agenda_empty', 'subjectId', mt.id, 'oneOnOneId', o.id,
      'with', (select json_build_object('id', p.id, 'fullName', p.full_name) from ${profiles} p
        where p.id = case when o.proposed_by = ${scope.person} then o.partner_id else o.proposed_by end),
      'startsAt', ${isoSql(sql`mt.starts_at`)}) as nudge
  from ${oneOnOnes} o
  join ${oneOnOneMeetings} mt on mt.one_on_one_id = o.id and mt.held_at is null
  where o.company_id = ${scope.company} and o.status = 'active'
    and (o.proposed_by = ${scope.person} or o.partner_id = ${scope.person})
    and (mt.starts_at at time zone ${scope.timeZone})::date = ${todayOf(scope)} + 1
    and not exists (select 1 from ${agendaPoints} ap where ap.meeting_id = mt.id)
  order by mt.starts_at, mt.id
  limit 1)`;

/** An open item of the person's growth plan due this week (Monday to Sunday, local), the soonest first. */
const growthDue: Rule = (scope) => {
  const monday = sql`(${todayOf(scope)} - (extract(isodow from ${todayOf(scope)})::int - 1))`;
  return sql`(select 'growth_due' as kind, ${rankOf('growth_due')} as rank, gi.id as subject,
      json_build_object('kind', 'growth_due', 'subjectId', gi.id, 'title', gi.title,
        'dueOn', gi.due_on::text) as nudge
    from ${growthItems} gi
    where gi.user_id = ${scope.person} and gi.company_id = ${scope.company} and gi.done_at is null
      and gi.due_on between ${monday} and ${monday} + 6
    order by gi.due_on, gi.created_at, gi.id
    limit 1)`;
};

/** A key result's progress from 0 to 1, as keyResultProgress (src/shared/goal-progress.ts) reckons it. */
const keyResultProgressSql = sql`(case
    when kr.kind = 'binary' then case when kr.current_value >= 1 then 1 else 0 end
    when kr.target_value = kr.start_value then case when kr.current_value = kr.target_value then 1 else 0 end
    else least(1, greatest(0, (kr.current_value - kr.start_value) / (kr.target_value - kr.start_value)))
  end)::float8`;

/**
 * A key result of an open goal the person owns lagging its goal's schedule by more than the goals'
 * off-track threshold (docs/product.md#goal-health), the furthest behind first.
 */
const keyResultOffTrack: Rule = (scope) => {
  const g = { startsOn: sql`g.starts_on`, dueOn: sql`g.due_on`, createdAt: sql`g.created_at` };
  const behind = sql`round((${expectedProgressSql(g, scope.now)} - ${keyResultProgressSql})::numeric, 6)`;
  return sql`(select 'key_result_off_track' as kind, ${rankOf('key_result_off_track')} as rank,
      kr.id as subject,
      json_build_object('kind', 'key_result_off_track', 'subjectId', kr.id,
        'goal', json_build_object('id', g.id, 'title', g.title), 'title', kr.title,
        'progress', round(${keyResultProgressSql} * 100)::int,
        'expected', round(${expectedProgressSql(g, scope.now)} * 100)::int) as nudge
    from ${goals} g
    join ${keyResults} kr on kr.goal_id = g.id
    where g.owner_id = ${scope.person} and g.company_id = ${scope.company} and g.closed_at is null
      and ${behind} > ${literal(HEALTH_OFF_TRACK_BEHIND)}
    order by ${behind} desc, kr.id
    limit 1)`;
};

/** An open goal the person owns with no check-in for NUDGE_GOAL_QUIET_DAYS, the longest waiting first. */
const goalQuiet: Rule = (scope) => {
  const since = waitingSinceSql({
    startsOn: sql`g.starts_on`,
    lastCheckInAt: sql`g.last_check_in_at`,
    createdAt: sql`g.created_at`,
  });
  return sql`(select 'goal_quiet' as kind, ${rankOf('goal_quiet')} as rank, g.id as subject,
      json_build_object('kind', 'goal_quiet', 'subjectId', g.id, 'title', g.title,
        'days', floor(extract(epoch from (${scope.now} - ${since})) / 86400)::int) as nudge
    from ${goals} g
    where g.owner_id = ${scope.person} and g.company_id = ${scope.company} and g.closed_at is null
      and ${since} <= ${scope.now} - ${days(NUDGE_GOAL_QUIET_DAYS)}
    order by ${since}, g.id
    limit 1)`;
};

/**
 * A teammate nobody recognised with kudos in NUDGE_RECOGNITION_DAYS, counted from their joining the
 * team (a newcomer is not one yet). Kudos are company-visible: the rule tells nothing the feed does not.
 * Among several, today's turn: the same one all day, another the next.
 */
const recognise: Rule = (scope) => {
  const longAgo = sql`${scope.now} - ${days(NUDGE_RECOGNITION_DAYS)}`;
  return sql`(select 'recognise' as kind, ${rankOf('recognise')} as rank, p.id as subject,
      json_build_object('kind', 'recognise', 'subjectId', p.id,
        'fullName', coalesce(nullif(trim(p.full_name), ''), u.email), 'team', t.name) as nudge
    from ${teamMembers} mine
    join ${teams} t on t.id = mine.team_id and t.company_id = ${scope.company} and t.archived_at is null
    join ${teamMembers} theirs on theirs.team_id = t.id and theirs.left_at is null
      and theirs.user_id <> ${scope.person} and theirs.joined_at <= ${longAgo}
    join ${profiles} p on p.id = theirs.user_id and p.company_id = ${scope.company}
    join ${users} u on u.id = p.id
    where mine.user_id = ${scope.person} and mine.left_at is null
      and not exists (select 1 from ${kudosRecipients} r join ${kudos} k on k.id = r.kudos_id
        where r.user_id = p.id and k.kind = 'kudos' and k.created_at > ${longAgo})
    order by md5(p.id::text || ${todayOf(scope)}::text), p.id
    limit 1)`;
};

const RULES: Rule[] = [standupBlocked, agendaEmpty, growthDue, keyResultOffTrack, goalQuiet, recognise];

/**
 * The day's nudges as one JSON array: the rules' nudges less muted kinds and things dismissed in the
 * last NUDGE_DISMISS_DAYS, the first NUDGES_PER_DAY less those dismissed since the local day began.
 */
export function nudgesSql(scope: NudgeScope): SQL<Nudge[]> {
  const { person, company, now } = scope;
  const dismissedToday = sql`(select count(*) from ${nudgeDismissals} d
    where d.user_id = ${person} and d.company_id = ${company} and d.dismissed_at >= ${dayStartOf(scope)})`;
  return sql<Nudge[]>`(select coalesce(json_agg(c.nudge order by c.rank), '[]'::json)
    from (select n.rank, n.nudge, row_number() over (order by n.rank) as place
      from (${sql.join(
        RULES.map((rule) => rule(scope)),
        sql` union all `,
      )}) n
      where not exists (select 1 from ${nudgeMutes} m
          where m.user_id = ${person} and m.company_id = ${company} and m.kind = n.kind)
        and not exists (select 1 from ${nudgeDismissals} d
          where d.user_id = ${person} and d.kind = n.kind and d.subject_id = n.subject
            and d.dismissed_at > ${now} - ${days(NUDGE_DISMISS_DAYS)})) c
    where c.place <= ${literal(NUDGES_PER_DAY)} - ${dismissedToday})`;
}
