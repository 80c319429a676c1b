import { and, asc, desc, eq, exists, isNull, lte, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Me, OwnJoinRequest } from '../../shared/api';
import { CHECK_IN_DUE_DAYS } from '../../shared/goal-messages';
import { liveSession } from '../auth/sessions';
import type { AccessClaims } from '../auth/tokens';
import { nudgesSql } from '../companion/nudges';
import type { Database } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import {
  actionItems,
  agendaPoints,
  companies,
  companyJoinRequests,
  dayItems,
  goals,
  growthItems,
  kudos,
  kudosRecipients,
  notifications,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
  pulseParticipation,
  pulsePeriods,
  sessions,
  teamMembers,
  teams,
  userRoles,
  users,
} from '../db/schema';
import { healthSql, waitingSinceSql } from '../goals/health';
import { thisWeekSql, weeklyTipSql } from '../learning/tips';

const requestedCompany = alias(companies, 'requested_company');

/** Date#toISOString's format, so the answer reads as it did when dates were formatted in JavaScript. */
const isoTimestamp = (column: SQLWrapper) =>
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

/** The period's first day has come (in UTC). */
const goalHasBegun = (table: typeof goals) => sql`(${table.startsOn}::timestamp at time zone 'UTC') <= now()`;

/** The company's open goals the person may see: company-wide ones, their own, and all for an admin. */
const visibleOpenGoals = () =>
  and(
    eq(goals.companyId, profiles.companyId),
    isNull(goals.closedAt),
    or(eq(goals.visibility, 'company'), eq(goals.ownerId, users.id), eq(userRoles.role, 'admin')),
  );

/**
 * "Goals Tracked" and "Team Performance": the open goals, and of those that have begun and are past
 * being new (docs/product.md#goal-health), the share on track, in percent. A share, so it stays
 * within 0 to 100 whatever the goals' schedules, and a goal set an hour ago cannot swing it. One pass
 * over the company's open goals, as one JSON object.
 */
function goalFigures(db: Database) {
  const health = healthSql(goals, sql`now()`);
  const judged = sql`${goalHasBegun(goals)} and ${health} <> 'new'`;
  return db
    .select({
      figures: sql`json_build_object(
        'open', count(*)::int,
        'performance', round(100.0 * count(*) filter (where ${judged} and ${health} = 'on_track')
          / nullif(count(*) filter (where ${judged}), 0))::int
      )`,
    })
    .from(goals)
    .where(visibleOpenGoals());
}

/** Since when a goal has waited for a check-in (its last one, its creation, or its start). */
const waitingSince = waitingSinceSql(goals);

/** The dashboard lists at most this many goals waiting for a check-in. */
const DUE_FOR_CHECK_IN_MAX = 5;

/** The person's own open, begun goals without a check-in for a week, the longest waiting first. */
function goalsDueForCheckIn(db: Database) {
  const due = db
    .select({
      id: goals.id,
      title: goals.title,
      lastCheckInAt: goals.lastCheckInAt,
      waitingSince: sql`${waitingSince}`.as('waiting_since'),
    })
    .from(goals)
    .where(
      and(
        eq(goals.companyId, profiles.companyId),
        eq(goals.ownerId, users.id),
        isNull(goals.closedAt),
        goalHasBegun(goals),
        lte(waitingSince, sql`now() - ${sql.raw(`interval '${CHECK_IN_DUE_DAYS} days'`)}`),
      ),
    )
    .orderBy(asc(waitingSince), asc(goals.id))
    .limit(DUE_FOR_CHECK_IN_MAX)
    .as('due');
  return db
    .select({
      list: sql`coalesce(json_agg(json_build_object(
        'id', ${due.id},
        'title', ${due.title},
        'lastCheckInAt', ${isoTimestamp(due.lastCheckInAt)}
      ) order by ${due.waitingSince}, ${due.id}), '[]'::json)`,
    })
    .from(due);
}

/**
 * The dashboard's pulse prompt: the company's period open today (UTC), and whether the person
 * answered it; null when none has opened yet.
 */
function openPulse(db: Database) {
  const today = sql`(now() at time zone 'UTC')::date`;
  return db
    .select({
      // Named in full: Drizzle leaves the columns of a one-table select unqualified, and a bare "id"
      // inside the subquery would not be the person's.
      pulse: sql`json_build_object(
        'endsOn', "pulse_periods"."ends_on"::text,
        'answered', exists (select 1 from ${pulseParticipation} pp
          where pp.period_id = "pulse_periods"."id" and pp.user_id = "users"."id"))`,
    })
    .from(pulsePeriods)
    .where(
      and(
        eq(pulsePeriods.companyId, profiles.companyId),
        lte(pulsePeriods.startsOn, today),
        sql`${pulsePeriods.endsOn} >= ${today}`,
      ),
    )
    .limit(1);
}

/** Getting Started's steps: has the person set a goal, and has a team (an admin: the company has one)? */
function firstSteps() {
  return sql`json_build_object(
    'goal', exists (select 1 from ${goals} g
      where g.company_id = ${profiles.companyId} and g.created_by = ${users.id}),
    'team', case when ${userRoles.role} = 'admin'
      then exists (select 1 from ${teams} t
        where t.company_id = ${profiles.companyId} and t.archived_at is null)
      else exists (select 1 from ${teamMembers} tm join ${teams} t on t.id = tm.team_id
        where tm.user_id = ${users.id} and tm.left_at is null
          and t.company_id = ${profiles.companyId} and t.archived_at is null)
    end)`;
}

/** Today's turn among equals: the same colleague all day, another the next. */
const todaysTurn = (id: SQL) => sql`md5(${id}::text || (now() at time zone 'UTC')::date::text)`;

/**
 * A colleague to recognise: a teammate the person thanked least lately (never first); without a
 * teammate, anyone of the company. The second subquery runs only when the first finds nobody, and
 * neither scans the company's kudos: the teammates' few rows each look up the person's kudos to them.
 */
function colleagueToRecognise() {
  const person = (p: SQL) =>
    sql`json_build_object('id', ${p}.id, 'fullName', coalesce(nullif(trim(${p}.full_name), ''), u.email))`;
  const lastThanked = sql`(select max(k.created_at) from ${kudosRecipients} r join ${kudos} k on k.id = r.kudos_id
    where r.user_id = p.id and k.sender_id = ${users.id})`;
  return sql`coalesce(
    (select ${person(sql`p`)}
      from ${teamMembers} mine
      join ${teams} t on t.id = mine.team_id and t.archived_at is null
      join ${teamMembers} theirs on theirs.team_id = mine.team_id and theirs.left_at is null
      join ${profiles} p on p.id = theirs.user_id and p.company_id = ${profiles.companyId}
      join ${users} u on u.id = p.id
      where mine.user_id = ${users.id} and mine.left_at is null and theirs.user_id <> ${users.id}
      order by ${lastThanked} asc nulls first, ${todaysTurn(sql`p.id`)}
      limit 1),
    (select ${person(sql`p`)}
      from ${profiles} p join ${users} u on u.id = p.id
      where p.company_id = ${profiles.companyId} and p.id <> ${users.id}
      order by ${todaysTurn(sql`p.id`)}
      limit 1))`;
}

/** The dashboard lists at most this many open action items. */
const ACTION_ITEMS_MAX = 5;

/** The other person of the 1:1 `o`, as {id, fullName}; null once they left SOS. */
const otherPerson = sql`(select json_build_object('id', p.id, 'fullName', p.full_name) from ${profiles} p
  where p.id = case when o.proposed_by = ${users.id} then o.partner_id else o.proposed_by end)`;

/** The person's 1:1s `o` in their company (decision 037: the two people only). */
const ownOneOnOnes = sql`o.company_id = ${profiles.companyId}
  and (o.proposed_by = ${users.id} or o.partner_id = ${users.id})`;

/** "Your next 1:1": the soonest meeting not held of the person's active 1:1s, with its points counted. */
function nextOneOnOne() {
  return sql`(select json_build_object(
      'id', o.id,
      'with', ${otherPerson},
      'startsAt', ${isoTimestamp(sql`mt.starts_at`)},
      'points', (select count(*)::int from ${agendaPoints} ap where ap.meeting_id = mt.id))
    from ${oneOnOnes} o
    join ${oneOnOneMeetings} mt on mt.one_on_one_id = o.id and mt.held_at is null
    where ${ownOneOnOnes} and o.status = 'active'
    order by mt.starts_at, o.id
    limit 1)`;
}

/** "Your action items": the open ones of the person's 1:1s, either owner's, the soonest due first. */
function openActionItems() {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', ai.id,
      'oneOnOneId', ai.one_on_one_id,
      'text', ai.text,
      'dueOn', ai.due_on::text,
      'owner', ai.owner,
      'with', ai.with
    ) order by ai.due_on nulls last, ai.created_at, ai.id), '[]'::json)
    from (select a.id, a.one_on_one_id, a.text, a.due_on, a.created_at,
        (select json_build_object('id', p.id, 'fullName', p.full_name) from ${profiles} p
          where p.id = a.owner_id) as owner,
        ${otherPerson} as with
      from ${oneOnOnes} o
      join ${actionItems} a on a.one_on_one_id = o.id and a.done_at is null
      where ${ownOneOnOnes}
      order by a.due_on nulls last, a.created_at, a.id
      limit ${sql.raw(String(ACTION_ITEMS_MAX))}) ai)`;
}

/**
 * "Today" (decision 038): the person's items of their company's local today, counted, and the one
 * thing; from the index (user_id, day, position), a day's few rows.
 */
function todaySummary() {
  const localToday = sql`(now() at time zone ${companies.timeZone})::date`;
  return sql`(select json_build_object(
      'oneThing', (select json_build_object('id', o.id, 'text', o.text, 'done', o.done_at is not null)
        from ${dayItems} o
        where o.user_id = ${users.id} and o.company_id = ${profiles.companyId}
          and o.day = ${localToday} and o.one_thing_on = ${localToday}
        limit 1),
      'items', count(*)::int,
      'done', count(d.done_at)::int)
    from ${dayItems} d
    where d.user_id = ${users.id} and d.company_id = ${profiles.companyId} and d.day = ${localToday})`;
}

/**
 * "Your growth" (decision 040): the person's next open growth item, from the partial index of open
 * items by due day (growth_items_user_open_due_idx), and this week's tip for a competency their open
 * items name (learning_tips_competency_week_idx); the week is the company's local one.
 */
function growthSummary() {
  return sql`json_build_object(
    'nextItem', (select json_build_object('id', gi.id, 'title', gi.title, 'kind', gi.kind,
        'dueOn', gi.due_on::text)
      from ${growthItems} gi
      where gi.user_id = ${users.id} and gi.company_id = ${profiles.companyId} and gi.done_at is null
      order by gi.due_on, gi.created_at, gi.id
      limit 1),
    'tip', ${weeklyTipSql(sql`${users.id}`, sql`${profiles.companyId}`, thisWeekSql(sql`${companies.timeZone}`))})`;
}

/**
 * The statement behind findMe, unprepared: the person, their company and the dashboard's figures,
 * for the session in the `sessionId` and `userId` placeholders. Exported for the API benchmark, which
 * runs the same SQL without Drizzle.
 */
export const meSelect = (db: Database) =>
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
      companionModelOn: companies.companionModelOn,
      role: userRoles.role,
      joinRequests: sql<OwnJoinRequest[]>`(${ownJoinRequests(db)})`,
      unreadNotifications: sql<number>`(${unreadNotifications(db)})`,
      activeTeams: sql<number>`(${activeTeams(db)})`,
      goalFigures: sql<Pick<Me['goals'], 'open' | 'performance'>>`(${goalFigures(db)})`,
      dueForCheckIn: sql<Me['goals']['dueForCheckIn']>`(${goalsDueForCheckIn(db)})`,
      pulse: sql<Me['pulse']>`(${openPulse(db)})`,
      firstSteps: sql<
        Me['firstSteps']
      >`(case when ${profiles.companyId} is not null then ${firstSteps()} end)`,
      colleagueToRecognise: sql<Me['colleagueToRecognise']>`${colleagueToRecognise()}`,
      nextOneOnOne: sql<Me['nextOneOnOne']>`${nextOneOnOne()}`,
      actionItems: sql<Me['actionItems']>`${openActionItems()}`,
      today: sql<Me['today']>`(case when ${profiles.companyId} is not null then ${todaySummary()} end)`,
      growth: sql<Me['growth']>`(case when ${profiles.companyId} is not null then ${growthSummary()} end)`,
      nudges: sql<Me['nudges']>`(case when ${profiles.companyId} is not null then ${nudgesSql({
        person: sql`${users.id}`,
        company: sql`${profiles.companyId}`,
        timeZone: sql`${companies.timeZone}`,
        now: sql`now()`,
      })} end)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.companyId, profiles.companyId)))
    .where(liveSession());

/** The row meSelect reads, as Drizzle maps it. */
export type MeRow = Awaited<ReturnType<typeof meSelect>>[number];

const meQuery = preparedQuery((db) => meSelect(db).prepare('find_me'));

/**
 * Everything the dashboard and the company-setup screen need about the signed-in person, in one
 * statement that also checks the session (decision 008): null when it is revoked, expired or unknown.
 */
export async function findMe(
  db: Database,
  claims: AccessClaims,
  { modelConfigured }: { modelConfigured: boolean },
): Promise<Me | null> {
  const [row] = await meQuery(db).execute({ ...claims });
  return row ? meFromRow(row, modelConfigured) : null;
}

/** The answer of GET /api/me from its statement's row; `modelConfigured`: the server has AI_BASE_URL. */
export function meFromRow(row: MeRow, modelConfigured = false): Me {
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
    goals: { ...row.goalFigures, dueForCheckIn: row.dueForCheckIn },
    pulse: row.pulse ?? null,
    firstSteps: row.firstSteps ?? null,
    colleagueToRecognise: row.colleagueToRecognise ?? null,
    nextOneOnOne: row.nextOneOnOne ?? null,
    actionItems: row.actionItems ?? [],
    today: row.today ?? null,
    growth: row.growth ?? null,
    nudges: row.nudges ?? [],
    companionModel: modelConfigured && company !== null && row.companionModelOn === true,
  };
}
