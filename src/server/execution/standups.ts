/** Async standups (decision 038, slice 2): a team's settings, its members' answers, its page of a day. */
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  Participation,
  StandupPage,
  StandupSettings,
  StandupTeam,
} from '../../shared/contract/standups';
import { addDays } from '../../shared/days';
import { STANDUP_PARTICIPATION_WEEKS, standupMessages as m } from '../../shared/standup-messages';
import type { putStandupSchema } from '../../shared/standup-rules';
import { isoWeekday, mondayOf } from '../../shared/weeks';
import type { Caller } from '../auth/caller';
import { localDayOf } from '../communication/schedule';
import type { Database, Db, Transaction } from '../db/connect';
import {
  companies,
  profiles,
  type StandupAnswerItem,
  standupAnswers,
  standups,
  teamMembers,
  teams,
} from '../db/schema';
import { DomainError } from '../domain-error';
import { notify } from '../notifications/notify';

type StandupRow = typeof standups.$inferSelect;

// ---- Days ---------------------------------------------------------------------------------------

/** The first standup day strictly after `day`. */
export function standupDayAfter(day: string, weekdays: readonly number[]): string {
  for (let step = 1; step <= 7; step++) {
    const next = addDays(day, step);
    if (weekdays.includes(isoWeekday(next))) return next;
  }
  throw new Error('a standup has at least one weekday');
}

/** The last standup day strictly before `day`. */
export function standupDayBefore(day: string, weekdays: readonly number[]): string {
  for (let step = 1; step <= 7; step++) {
    const before = addDays(day, -step);
    if (weekdays.includes(isoWeekday(before))) return before;
  }
  throw new Error('a standup has at least one weekday');
}

/** The company's time zone: its days are the standups' days. */
async function timeZoneOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} is missing`);
  return row.timeZone;
}

// ---- Access -------------------------------------------------------------------------------------

const teamNotFound = () => new DomainError('not_found', { message: m.teamNotFound });

/** Who compares as people read names: case and accents aside. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface TeamAccess {
  id: string;
  name: string;
  companyId: string;
  archived: boolean;
  isLead: boolean;
}

/**
 * The caller's place in a team of their company: another company's team is not found (404, never 403,
 * which would confirm it exists); a team of theirs they are not in is 403, admins included (decision
 * 038: a standup is the team's).
 */
async function teamOf(db: Db, caller: Caller, teamId: string): Promise<TeamAccess> {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      companyId: teams.companyId,
      archivedAt: teams.archivedAt,
      memberId: teamMembers.id,
      isLead: teamMembers.isLead,
    })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teams.id),
        eq(teamMembers.userId, caller.userId),
        isNull(teamMembers.leftAt),
      ),
    )
    .where(and(eq(teams.id, teamId), eq(teams.companyId, caller.companyId)));
  if (!row) throw teamNotFound();
  if (!row.memberId) throw new DomainError('forbidden', { message: m.notMember });
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    archived: row.archivedAt !== null,
    isLead: row.isLead === true,
  };
}

const settingsOf = (row: StandupRow | undefined): StandupSettings | null =>
  row
    ? {
        questions: row.questions.map(({ text, kind }) => ({ text, kind })),
        weekdays: [...row.weekdays].sort((a, b) => a - b),
        digestTime: row.digestTime,
        paused: row.pausedAt !== null,
      }
    : null;

async function standupOf(db: Db, teamId: string) {
  const [row] = await db.select().from(standups).where(eq(standups.teamId, teamId));
  return row;
}

/** The team's current members with their names. */
async function membersOf(db: Db, teamId: string) {
  return db
    .select({
      id: teamMembers.userId,
      fullName: profiles.fullName,
      isLead: teamMembers.isLead,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)));
}

// ---- Reading ------------------------------------------------------------------------------------

/** The caller's live teams, by name, each with its standup's settings. */
export async function listStandups(db: Database, caller: Caller): Promise<{ teams: StandupTeam[] }> {
  const rows = await db
    .select({ team: { id: teams.id, name: teams.name }, isLead: teamMembers.isLead, standup: standups })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(standups, eq(standups.teamId, teams.id))
    .where(
      and(
        eq(teamMembers.userId, caller.userId),
        isNull(teamMembers.leftAt),
        eq(teams.companyId, caller.companyId),
        isNull(teams.archivedAt),
      ),
    );
  return {
    teams: rows
      .map((row) => ({
        teamId: row.team.id,
        teamName: row.team.name,
        isLead: row.isLead,
        standup: settingsOf(row.standup ?? undefined),
      }))
      .sort((a, b) => byName.compare(a.teamName, b.teamName) || a.teamId.localeCompare(b.teamId)),
  };
}

/** The page of a team's standup day: who answered (theirs first, then by name), who has not yet. */
async function pageOf(
  db: Db,
  caller: Caller,
  team: TeamAccess,
  day: string | undefined,
  now: Date,
): Promise<StandupPage> {
  const timeZone = await timeZoneOf(db, caller.companyId);
  const today = localDayOf(now, timeZone);
  const shown = day ?? today;
  if (shown > today)
    throw new DomainError('validation_failed', {
      message: m.dayInvalid,
      issues: [{ path: 'day', message: m.dayInvalid }],
    });
  const row = await standupOf(db, team.id);
  const standup = settingsOf(row);
  const answers = await db
    .select({
      userId: standupAnswers.userId,
      fullName: profiles.fullName,
      answers: standupAnswers.answers,
      blocked: standupAnswers.blocked,
      fromClose: standupAnswers.fromClose,
    })
    .from(standupAnswers)
    .leftJoin(profiles, eq(profiles.id, standupAnswers.userId))
    .where(and(eq(standupAnswers.teamId, team.id), eq(standupAnswers.day, shown)));
  const isStandupDay = standup !== null && standup.weekdays.includes(isoWeekday(shown));
  const answered = new Set(answers.map((answer) => answer.userId));
  const members = isStandupDay ? await membersOf(db, team.id) : [];
  const firstDay = row ? localDayOf(row.createdAt, timeZone) : today;
  const previous = standup ? standupDayBefore(shown, standup.weekdays) : null;
  const next = standup ? standupDayAfter(shown, standup.weekdays) : null;
  const mineFirst = (a: { userId: string; fullName: string | null }, b: typeof a) =>
    Number(b.userId === caller.userId) - Number(a.userId === caller.userId) ||
    byName.compare(a.fullName ?? '', b.fullName ?? '') ||
    a.userId.localeCompare(b.userId);
  return {
    team: { id: team.id, name: team.name, isLead: team.isLead },
    standup,
    today,
    day: shown,
    isStandupDay,
    canAnswer: shown === today && isStandupDay && standup?.paused === false && !team.archived,
    previousDay: previous !== null && previous >= firstDay ? previous : null,
    nextDay: next !== null && next <= today ? next : null,
    answers: answers.sort(mineFirst).map((answer) => ({
      person: { id: answer.userId, fullName: answer.fullName },
      answers: answer.answers.map(({ text, kind, answer: given }) => ({ text, kind, answer: given })),
      blocked: answer.blocked,
      fromClose: answer.fromClose,
    })),
    // Members who were in the team that day: someone who joined later was not asked.
    notAnswered: members
      .filter((member) => !answered.has(member.id) && localDayOf(member.joinedAt, timeZone) <= shown)
      .map((member) => ({ userId: member.id, fullName: member.fullName }))
      .sort(mineFirst)
      .map(({ userId, fullName }) => ({ id: userId, fullName })),
  };
}

export async function getStandupDay(
  db: Database,
  caller: Caller,
  teamId: string,
  day: string | undefined,
  now = new Date(),
) {
  const team = await teamOf(db, caller, teamId);
  return { page: await pageOf(db, caller, team, day, now) };
}

/**
 * The share of the answers expected each week (current members × the standup days of the week up to
 * today, from the day it was turned on), over the last 12 weeks; withheld below the pulse's threshold.
 */
export async function standupParticipation(
  db: Database,
  caller: Caller,
  teamId: string,
  now = new Date(),
): Promise<{ participation: Participation }> {
  const team = await teamOf(db, caller, teamId);
  const [company] = await db
    .select({ threshold: companies.pulseThreshold, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (!company) throw new Error('the caller’s company is missing');
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), isNull(teamMembers.leftAt)));
  const members = counted?.count ?? 0;
  if (members < company.threshold)
    return { participation: { shown: false, reason: 'too_few_members', threshold: company.threshold } };
  const today = localDayOf(now, company.timeZone);
  const firstWeek = addDays(mondayOf(today), -7 * (STANDUP_PARTICIPATION_WEEKS - 1));
  const row = await standupOf(db, team.id);
  const perDay = await db
    .select({ day: standupAnswers.day, count: sql<number>`count(*)::int` })
    .from(standupAnswers)
    .where(
      and(
        eq(standupAnswers.teamId, team.id),
        gte(standupAnswers.day, firstWeek),
        lte(standupAnswers.day, today),
      ),
    )
    .groupBy(standupAnswers.day);
  const answersOn = new Map(perDay.map((entry) => [entry.day, entry.count]));
  const firstDay = row ? localDayOf(row.createdAt, company.timeZone) : today;
  const weeks = Array.from({ length: STANDUP_PARTICIPATION_WEEKS }, (_, index) => {
    const weekStart = addDays(firstWeek, 7 * index);
    let expected = 0;
    let given = 0;
    for (let offset = 0; offset < 7; offset++) {
      const day = addDays(weekStart, offset);
      given += answersOn.get(day) ?? 0;
      if (row && day >= firstDay && day <= today && row.weekdays.includes(isoWeekday(day)))
        expected += members;
    }
    return { weekStart, share: expected > 0 ? Math.min(1, given / expected) : null };
  });
  return { participation: { shown: true, weeks } };
}

// ---- Writing ------------------------------------------------------------------------------------

/** A team's lead turns its standup on, changes it, or pauses it. */
export async function putStandup(
  db: Database,
  caller: Caller,
  teamId: string,
  input: z.output<typeof putStandupSchema>,
) {
  return db.transaction(async (tx) => {
    const team = await teamOf(tx, caller, teamId);
    if (!team.isLead) throw new DomainError('forbidden', { message: m.notLead });
    if (team.archived) throw new DomainError('team_archived');
    const values = {
      questions: input.questions,
      weekdays: [...input.weekdays].sort((a, b) => a - b),
      digestTime: input.digestTime,
    };
    const [row] = await tx
      .insert(standups)
      .values({ teamId, companyId: team.companyId, ...values, pausedAt: input.paused ? sql`now()` : null })
      .onConflictDoUpdate({
        target: standups.teamId,
        // A pause keeps its first moment; un-pausing clears it.
        set: { ...values, pausedAt: input.paused ? sql`coalesce(${standups.pausedAt}, now())` : null },
      })
      .returning();
    return { standup: settingsOf(row)! };
  });
}

const blockedOf = (answers: readonly StandupAnswerItem[]) =>
  answers.some((item) => item.kind === 'blocked' && item.answer.trim() !== '');

/**
 * Writes one person's answer of a team's standup day (insert or edit), and tells the team's other
 * leads once per answer when it is blocked. `onlyOverClose`: leave an answer written on the form alone.
 */
async function writeAnswer(
  tx: Transaction,
  answer: {
    team: { id: string; name: string; companyId: string };
    userId: string;
    day: string;
    answers: StandupAnswerItem[];
    fromClose: boolean;
  },
) {
  const blocked = blockedOf(answer.answers);
  const [row] = await tx
    .insert(standupAnswers)
    .values({
      teamId: answer.team.id,
      userId: answer.userId,
      day: answer.day,
      answers: answer.answers,
      blocked,
      fromClose: answer.fromClose,
    })
    .onConflictDoUpdate({
      target: [standupAnswers.teamId, standupAnswers.day, standupAnswers.userId],
      set: { answers: answer.answers, blocked, fromClose: answer.fromClose, updatedAt: sql`now()` },
      // The close never overwrites an answer written on the form.
      setWhere: answer.fromClose ? eq(standupAnswers.fromClose, true) : undefined,
    })
    .returning({
      id: standupAnswers.id,
      blocked: standupAnswers.blocked,
      toldAt: standupAnswers.blockedToldAt,
    });
  if (!row || !row.blocked || row.toldAt !== null) return row;
  // Once per answer: the conditional update is the mark, so two edits at once tell the leads once.
  const [marked] = await tx
    .update(standupAnswers)
    .set({ blockedToldAt: sql`now()` })
    .where(and(eq(standupAnswers.id, row.id), isNull(standupAnswers.blockedToldAt)))
    .returning({ id: standupAnswers.id });
  if (!marked) return row;
  const [person] = await tx
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, answer.userId));
  const leads = (await membersOf(tx, answer.team.id)).filter(
    (member) => member.isLead && member.id !== answer.userId,
  );
  await notify(
    tx,
    leads.map((lead) => ({
      userId: lead.id,
      companyId: answer.team.companyId,
      kind: 'standup_blocked' as const,
      data: {
        teamId: answer.team.id,
        teamName: answer.team.name,
        answerId: row.id,
        day: answer.day,
        personName: person?.fullName ?? null,
      },
    })),
  );
  return row;
}

/** The caller answers today's standup of a team: one text per question; again the same day edits. */
export async function answerStandup(
  db: Database,
  caller: Caller,
  teamId: string,
  texts: readonly string[],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const team = await teamOf(tx, caller, teamId);
    const row = await standupOf(tx, teamId);
    const today = localDayOf(now, await timeZoneOf(tx, caller.companyId));
    if (!row || row.pausedAt !== null || team.archived || !row.weekdays.includes(isoWeekday(today)))
      throw new DomainError('standup_not_open');
    if (texts.length !== row.questions.length)
      throw new DomainError('validation_failed', {
        message: m.answersCount,
        issues: [{ path: 'answers', message: m.answersCount }],
      });
    if (texts.every((text) => text.trim() === ''))
      throw new DomainError('validation_failed', {
        message: m.answerEmpty,
        issues: [{ path: 'answers', message: m.answerEmpty }],
      });
    await writeAnswer(tx, {
      team,
      userId: caller.userId,
      day: today,
      answers: row.questions.map((question, index) => ({ ...question, answer: texts[index] ?? '' })),
      fromClose: false,
    });
    return { page: await pageOf(tx, caller, team, today, now) };
  });
}

/**
 * The day close as the standup answer (decision 038): in each of the person's live teams whose standup
 * is live, the close of `closedDay` answers the first standup day strictly after it (an evening close
 * answers tomorrow morning's, a next-morning close of yesterday today's). done, next and blocked go to
 * the questions of those kinds, `other` questions stay empty. An answer the person wrote on the form
 * that day is left as it is. Answers the team and day of each answer written.
 */
export async function answerStandupsFromClose(
  tx: Transaction,
  close: {
    userId: string;
    companyId: string;
    closedDay: string;
    done: string | null;
    next: string | null;
    blocked: string | null;
  },
): Promise<{ teamId: string; teamName: string; day: string }[]> {
  const rows = await tx
    .select({ team: { id: teams.id, name: teams.name, companyId: teams.companyId }, standup: standups })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(standups, eq(standups.teamId, teams.id))
    .where(
      and(
        eq(teamMembers.userId, close.userId),
        isNull(teamMembers.leftAt),
        eq(teams.companyId, close.companyId),
        isNull(teams.archivedAt),
        isNull(standups.pausedAt),
      ),
    );
  const textOf = { done: close.done, next: close.next, blocked: close.blocked, other: null };
  const written: { teamId: string; teamName: string; day: string }[] = [];
  for (const { team, standup } of rows) {
    const day = standupDayAfter(close.closedDay, standup.weekdays);
    const answers = standup.questions.map((question) => ({
      ...question,
      answer: textOf[question.kind]?.trim() ?? '',
    }));
    if (answers.every((item) => item.answer === '')) continue;
    const row = await writeAnswer(tx, { team, userId: close.userId, day, answers, fromClose: true });
    if (row) written.push({ teamId: team.id, teamName: team.name, day });
  }
  return written;
}

/** The standups a digest may be due for: live, of live teams, with their company's zone. */
export async function liveStandups(db: Db) {
  return db
    .select({
      teamId: standups.teamId,
      teamName: teams.name,
      companyId: standups.companyId,
      weekdays: standups.weekdays,
      digestTime: standups.digestTime,
      createdAt: standups.createdAt,
      timeZone: companies.timeZone,
    })
    .from(standups)
    .innerJoin(teams, eq(teams.id, standups.teamId))
    .innerJoin(companies, eq(companies.id, standups.companyId))
    .where(and(isNull(standups.pausedAt), isNull(teams.archivedAt)));
}

/** A team's current members and the answers of a day, for the digest. */
export async function digestOf(db: Db, teamId: string, day: string) {
  const members = await membersOf(db, teamId);
  const answers = await db
    .select({ userId: standupAnswers.userId, blocked: standupAnswers.blocked, fullName: profiles.fullName })
    .from(standupAnswers)
    .leftJoin(profiles, eq(profiles.id, standupAnswers.userId))
    .where(
      and(
        eq(standupAnswers.teamId, teamId),
        eq(standupAnswers.day, day),
        inArray(
          standupAnswers.userId,
          members.length > 0 ? members.map((member) => member.id) : ['00000000-0000-0000-0000-000000000000'],
        ),
      ),
    );
  return { members, answers };
}
