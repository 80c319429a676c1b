import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPORT_SECTION_NAMES, type ExportSectionName } from '../../shared/export-sections';
import { reviewsExport } from '../communication/review-results';
import { styleOf } from '../communication/styles';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import {
  actionItems,
  agendaPoints,
  boardCardEvents,
  boardCards,
  boardColumns,
  calendarFeeds,
  careerPositions,
  careerTracks,
  checkIns,
  companies,
  companyJoinRequests,
  companyValues,
  competencies,
  dayCloses,
  dayItems,
  feedback,
  feedbackRequestRecipients,
  feedbackRequests,
  focusBlocks,
  goals,
  growthItems,
  habits,
  habitTicks,
  keyResults,
  kudos,
  kudosReactions,
  kudosRecipients,
  learningResources,
  learningTips,
  moodEntries,
  notifications,
  oneOnOneMeetings,
  oneOnOneNotes,
  oneOnOnes,
  profiles,
  pulseParticipation,
  pulsePeriods,
  sessions,
  skillRatings,
  standupAnswers,
  teamMembers,
  teams,
  trackLevels,
  userRoles,
  users,
  valueParticipation,
} from '../db/schema';
import { moodColumns } from '../wellbeing/mood';
import { describeDevice } from './device';

/**
 * One section of a person's data export: what it holds about them, under its name in
 * `exportSections`. Each area of the product adds its own function there (teams, notifications,
 * goals, kudos…) and its name and words to src/shared/export-sections.ts, so the export grows with
 * the product and the account page says what it holds. A section never returns a password hash, a
 * token or a token's hash.
 */
export type ExportSection = (db: Database, userId: string) => Promise<unknown>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A company's objects are exported as they stand now only while the person belongs to that company
 * (their profile names it). Once they left it (removed, left, or since in another company), the
 * sections keep what the person wrote, as they wrote it (their check-ins, the messages of their
 * kudos, their reactions, their team stints' dates) and leave out what the company may change after
 * they left: the goals they owned (a lead may rename them or move their key results), a team's or a
 * value's name, colleagues' names (null). So the export is no window on a company they left.
 */
const ofTheirCompany = (companyId: SQLWrapper, userId: string) =>
  sql`coalesce(${companyId} = (select p.company_id from ${profiles} p where p.id = ${userId}), false)`;

/** `value` while the person belongs to the company, null once they left it. */
const whileInCompany = <T>(companyId: SQLWrapper, userId: string, value: SQLWrapper) =>
  sql<T | null>`case when ${ofTheirCompany(companyId, userId)} then ${value} end`;

const profileSection: ExportSection = async (db, userId) => {
  const [row] = await db
    .select({ fullName: profiles.fullName, createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? { fullName: row.fullName, createdAt: iso(row.createdAt) } : null;
};

const accountSection: ExportSection = async (db, userId) => {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, createdAt: iso(row.createdAt) } : null;
};

const membershipSection: ExportSection = async (db, userId) => {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      role: userRoles.role,
      joinedAt: userRoles.createdAt,
    })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.companyId, companies.id)))
    .where(eq(profiles.id, userId));
  return row ? { ...row, joinedAt: iso(row.joinedAt) } : null;
};

const requestedCompany = alias(companies, 'requested_company');

const joinRequestsSection: ExportSection = async (db, userId) => {
  const rows = await db
    .select({
      companyName: requestedCompany.name,
      status: companyJoinRequests.status,
      createdAt: companyJoinRequests.createdAt,
      decidedAt: companyJoinRequests.decidedAt,
    })
    .from(companyJoinRequests)
    .innerJoin(requestedCompany, eq(requestedCompany.id, companyJoinRequests.companyId))
    .where(eq(companyJoinRequests.userId, userId))
    .orderBy(desc(companyJoinRequests.createdAt));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), decidedAt: iso(row.decidedAt) }));
};

/** Sessions as the person's browsers: never their refresh tokens, not even hashed. */
const sessionsSection: ExportSection = async (db, userId) => {
  const rows = await db
    .select({
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  }));
};

/** Every team stint: past ones too (leaving a team keeps its history); a left company's team unnamed. */
const teamsSection: ExportSection = async (db, userId) => {
  const rows = await db
    .select({
      team: whileInCompany<string>(teams.companyId, userId, teams.name),
      isLead: teamMembers.isLead,
      joinedAt: teamMembers.joinedAt,
      leftAt: teamMembers.leftAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt));
  return rows.map((row) => ({ ...row, joinedAt: iso(row.joinedAt), leftAt: iso(row.leftAt) }));
};

const notificationsSection: ExportSection = async (db, userId) => {
  const rows = await db
    .select({
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), readAt: iso(row.readAt) }));
};

/**
 * The goals the person owns in their company, each with its key results, and the check-ins they wrote
 * on any goal (their own fields, never the goal's).
 */
const goalsSection: ExportSection = async (db, userId) => {
  const owned = await db
    .select({
      id: goals.id,
      level: goals.level,
      title: goals.title,
      description: goals.description,
      visibility: goals.visibility,
      startsOn: goals.startsOn,
      dueOn: goals.dueOn,
      progress: goals.progress,
      closedAt: goals.closedAt,
      createdAt: goals.createdAt,
    })
    .from(goals)
    .where(and(eq(goals.ownerId, userId), ofTheirCompany(goals.companyId, userId)))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  const results = owned.length
    ? await db
        .select({
          goalId: keyResults.goalId,
          title: keyResults.title,
          kind: keyResults.kind,
          unit: keyResults.unit,
          startValue: keyResults.startValue,
          targetValue: keyResults.targetValue,
          currentValue: keyResults.currentValue,
          weight: keyResults.weight,
        })
        .from(keyResults)
        .where(
          inArray(
            keyResults.goalId,
            owned.map((goal) => goal.id),
          ),
        )
        .orderBy(asc(keyResults.position))
    : [];
  const written = await db
    .select({
      id: checkIns.id,
      goalId: checkIns.goalId,
      createdAt: checkIns.createdAt,
      status: checkIns.status,
      confidence: checkIns.confidence,
      note: checkIns.note,
      blockers: checkIns.blockers,
    })
    .from(checkIns)
    .where(eq(checkIns.authorId, userId))
    .orderBy(asc(checkIns.createdAt), asc(checkIns.id));
  return {
    owned: owned.map((goal) => ({
      ...goal,
      closedAt: iso(goal.closedAt),
      createdAt: iso(goal.createdAt),
      keyResults: results
        .filter((result) => result.goalId === goal.id)
        .map(({ goalId: _, ...result }) => result),
    })),
    checkIns: written.map((checkIn) => ({ ...checkIn, createdAt: iso(checkIn.createdAt) })),
  };
};

const sender = alias(profiles, 'sender');

/** The names of a post's recipients, by name (null for someone whose profile has none). */
const recipientNames = sql`(select coalesce(json_agg(p.full_name order by p.full_name), '[]')
  from ${kudosRecipients} r join ${profiles} p on p.id = r.user_id where r.kudos_id = ${kudos.id})`;

/**
 * The kudos the person gave and received (celebrations of them too, with their kind), and their
 * reactions: each post once, by id, so that a reaction names the post it is on. The value's and
 * people's names are the company's: null once the person left it.
 */
const kudosSection: ExportSection = async (db, userId) => {
  const columns = {
    id: kudos.id,
    message: kudos.message,
    value: whileInCompany<string>(kudos.companyId, userId, companyValues.name),
    createdAt: kudos.createdAt,
  };
  const given = await db
    .select({
      ...columns,
      recipients: whileInCompany<(string | null)[]>(kudos.companyId, userId, recipientNames),
    })
    .from(kudos)
    .leftJoin(companyValues, eq(companyValues.id, kudos.valueId))
    .where(eq(kudos.senderId, userId))
    .orderBy(asc(kudos.createdAt), asc(kudos.id));
  const received = await db
    .select({
      ...columns,
      kind: kudos.kind,
      sender: whileInCompany<string>(kudos.companyId, userId, sender.fullName),
      anniversaryYears: kudos.anniversaryYears,
      goalTitle: kudos.goalTitle,
    })
    .from(kudosRecipients)
    .innerJoin(kudos, eq(kudos.id, kudosRecipients.kudosId))
    .leftJoin(sender, eq(sender.id, kudos.senderId))
    .leftJoin(companyValues, eq(companyValues.id, kudos.valueId))
    .where(eq(kudosRecipients.userId, userId))
    .orderBy(asc(kudos.createdAt), asc(kudos.id));
  const reactions = await db
    .select({
      kudosId: kudosReactions.kudosId,
      emoji: kudosReactions.emoji,
      createdAt: kudosReactions.createdAt,
    })
    .from(kudosReactions)
    .where(eq(kudosReactions.userId, userId))
    .orderBy(asc(kudosReactions.createdAt), asc(kudosReactions.kudosId), asc(kudosReactions.emoji));
  const dated = <T extends { createdAt: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  return { given: dated(given), received: dated(received), reactions: dated(reactions) };
};

/**
 * The person's own check-ins, notes included, and the pulse periods they answered: only that they
 * did. What they answered is stored without a person, so no export can hold it (docs/privacy.md).
 */
const wellbeingSection: ExportSection = async (db, userId) => {
  const checkIns = await db
    .select(moodColumns)
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(asc(moodEntries.day));
  const pulsesAnswered = await db
    .select({ startsOn: pulsePeriods.startsOn, endsOn: pulsePeriods.endsOn, cadence: pulsePeriods.cadence })
    .from(pulseParticipation)
    .innerJoin(pulsePeriods, eq(pulsePeriods.id, pulseParticipation.periodId))
    .where(eq(pulseParticipation.userId, userId))
    .orderBy(asc(pulsePeriods.startsOn), asc(pulsePeriods.id));
  return { checkIns: checkIns.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })), pulsesAnswered };
};

/**
 * Values in practice (decision 040): the pulse periods in which the person assessed the company's
 * values, only that they did. The scores are stored without a person (docs/privacy.md): no export
 * can hold them.
 */
const valuesInPracticeSection: ExportSection = async (db, userId) =>
  db
    .select({ startsOn: pulsePeriods.startsOn, endsOn: pulsePeriods.endsOn, cadence: pulsePeriods.cadence })
    .from(valueParticipation)
    .innerJoin(pulsePeriods, eq(pulsePeriods.id, valueParticipation.periodId))
    .where(eq(valueParticipation.userId, userId))
    .orderBy(asc(pulsePeriods.startsOn), asc(pulsePeriods.id));

const partner = alias(profiles, 'partner');

/**
 * The person's 1:1s with their meetings and agenda points, the action items, and their own private
 * notes: only theirs, never the other person's (decision 037). The other person's name is the
 * company's: null once the person left it.
 */
const oneOnOnesSection: ExportSection = async (db, userId) => {
  const theirs = sql`(${oneOnOnes.proposedBy} = ${userId} or ${oneOnOnes.partnerId} = ${userId})`;
  const rows = await db
    .select({
      id: oneOnOnes.id,
      with: whileInCompany<string>(oneOnOnes.companyId, userId, partner.fullName),
      status: oneOnOnes.status,
      cadence: oneOnOnes.cadence,
      weekday: oneOnOnes.weekday,
      localTime: oneOnOnes.localTime,
      startsOn: oneOnOnes.startsOn,
      endedAt: oneOnOnes.endedAt,
    })
    .from(oneOnOnes)
    .leftJoin(
      partner,
      sql`${partner.id} = case when ${oneOnOnes.proposedBy} = ${userId} then ${oneOnOnes.partnerId} else ${oneOnOnes.proposedBy} end`,
    )
    .where(theirs)
    .orderBy(asc(oneOnOnes.createdAt), asc(oneOnOnes.id));
  const ids = rows.map((row) => row.id);
  const meetings = ids.length
    ? await db
        .select({
          id: oneOnOneMeetings.id,
          oneOnOneId: oneOnOneMeetings.oneOnOneId,
          startsAt: oneOnOneMeetings.startsAt,
          heldAt: oneOnOneMeetings.heldAt,
        })
        .from(oneOnOneMeetings)
        .where(inArray(oneOnOneMeetings.oneOnOneId, ids))
        .orderBy(asc(oneOnOneMeetings.startsAt), asc(oneOnOneMeetings.id))
    : [];
  const meetingIds = meetings.map((meeting) => meeting.id);
  const points = meetingIds.length
    ? await db
        .select({
          meetingId: agendaPoints.meetingId,
          text: agendaPoints.text,
          byYou: sql<boolean>`coalesce(${agendaPoints.authorId} = ${userId}, false)`,
          tickedAt: agendaPoints.tickedAt,
        })
        .from(agendaPoints)
        .where(inArray(agendaPoints.meetingId, meetingIds))
        .orderBy(asc(agendaPoints.position), asc(agendaPoints.id))
    : [];
  // Every statement reading the notes has author_id = the person.
  const notes = await db
    .select({
      meetingId: oneOnOneNotes.meetingId,
      body: oneOnOneNotes.body,
      updatedAt: oneOnOneNotes.updatedAt,
    })
    .from(oneOnOneNotes)
    .where(eq(oneOnOneNotes.authorId, userId))
    .orderBy(asc(oneOnOneNotes.updatedAt));
  const items = ids.length
    ? await db
        .select({
          oneOnOneId: actionItems.oneOnOneId,
          text: actionItems.text,
          yours: sql<boolean>`coalesce(${actionItems.ownerId} = ${userId}, false)`,
          dueOn: actionItems.dueOn,
          doneAt: actionItems.doneAt,
        })
        .from(actionItems)
        .where(inArray(actionItems.oneOnOneId, ids))
        .orderBy(asc(actionItems.createdAt), asc(actionItems.id))
    : [];
  return rows.map((row) => ({
    ...row,
    endedAt: iso(row.endedAt),
    meetings: meetings
      .filter((meeting) => meeting.oneOnOneId === row.id)
      .map((meeting) => ({
        startsAt: iso(meeting.startsAt),
        heldAt: iso(meeting.heldAt),
        points: points
          .filter((point) => point.meetingId === meeting.id)
          .map(({ meetingId: _, ...point }) => ({ ...point, tickedAt: iso(point.tickedAt) })),
        yourNotes: notes.find((note) => note.meetingId === meeting.id)?.body ?? null,
      })),
    actionItems: items
      .filter((item) => item.oneOnOneId === row.id)
      .map(({ oneOnOneId: _, ...item }) => ({ ...item, doneAt: iso(item.doneAt) })),
  }));
};

/** Whether the person has a calendar link of their 1:1s, and since when: never its secret or its hash. */
const calendarFeedSection: ExportSection = async (db, userId) => {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { exists: row !== undefined, createdAt: iso(row?.createdAt ?? null) };
};

// ---- Today (decision 038) ----

/** The person's day items and closes, every day, as they wrote them; a link as its kind and id. */
const todaySection: ExportSection = async (db, userId) => {
  const items = await db
    .select({
      day: dayItems.day,
      position: dayItems.position,
      text: dayItems.text,
      keyResultId: dayItems.keyResultId,
      goalId: dayItems.goalId,
      actionItemId: dayItems.actionItemId,
      growthItemId: dayItems.growthItemId,
      oneThingOn: dayItems.oneThingOn,
      doneAt: dayItems.doneAt,
      rolled: dayItems.rolled,
      keepAskedAt: dayItems.keepAskedAt,
      createdAt: dayItems.createdAt,
    })
    .from(dayItems)
    .where(eq(dayItems.userId, userId))
    .orderBy(asc(dayItems.day), asc(dayItems.position), asc(dayItems.id));
  const closes = await db
    .select({
      day: dayCloses.day,
      done: dayCloses.done,
      next: dayCloses.next,
      blocked: dayCloses.blocked,
      note: dayCloses.note,
      writtenAt: dayCloses.writtenAt,
    })
    .from(dayCloses)
    .where(eq(dayCloses.userId, userId))
    .orderBy(asc(dayCloses.day));
  return {
    items: items.map((item) => ({
      ...item,
      doneAt: iso(item.doneAt),
      keepAskedAt: iso(item.keepAskedAt),
      createdAt: iso(item.createdAt),
    })),
    closes: closes.map((close) => ({ ...close, writtenAt: iso(close.writtenAt) })),
  };
};

// ---- Focus blocks and habits (decision 038) ----

/**
 * The person's focus blocks, in every company they planned them in, and their habits with the days
 * ticked: every statement has user_id = the person (the ticks through their habits).
 */
const focusSection: ExportSection = async (db, userId) => {
  const blocks = await db
    .select({
      day: focusBlocks.day,
      startTime: focusBlocks.startTime,
      minutes: focusBlocks.minutes,
      purpose: focusBlocks.purpose,
      kept: focusBlocks.kept,
      createdAt: focusBlocks.createdAt,
    })
    .from(focusBlocks)
    .where(eq(focusBlocks.userId, userId))
    .orderBy(asc(focusBlocks.day), asc(focusBlocks.startTime), asc(focusBlocks.id));
  const ownHabits = await db
    .select({
      id: habits.id,
      name: habits.name,
      perWeek: habits.perWeek,
      createdAt: habits.createdAt,
      archivedAt: habits.archivedAt,
    })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
  const ticks = await db
    .select({ habitId: habitTicks.habitId, day: habitTicks.day })
    .from(habitTicks)
    .innerJoin(habits, eq(habits.id, habitTicks.habitId))
    .where(eq(habits.userId, userId))
    .orderBy(asc(habitTicks.day));
  return {
    focusBlocks: blocks.map((block) => ({ ...block, createdAt: iso(block.createdAt) })),
    habits: ownHabits.map(({ id, ...habit }) => ({
      ...habit,
      createdAt: iso(habit.createdAt),
      archivedAt: iso(habit.archivedAt),
      daysDone: ticks.filter((tick) => tick.habitId === id).map((tick) => tick.day),
    })),
  };
};

// ---- Feedback (decision 037) ----

const feedbackPerson = alias(profiles, 'feedback_person');

/**
 * Feedback the person gave, in full, and feedback about them as they see it: leads-only feedback
 * shows that it exists, who wrote it and when, never its text or value. The requests they asked, with
 * how many answered. Names are the company's: null once the person left it.
 */
const feedbackSection: ExportSection = async (db, userId) => {
  const withheld = sql`${feedback.visibility} = 'leads_only'`;
  const base = {
    visibility: feedback.visibility,
    question: feedbackRequests.question,
    createdAt: feedback.createdAt,
  };
  const given = await db
    .select({
      to: whileInCompany<string>(feedback.companyId, userId, feedbackPerson.fullName),
      ...base,
      body: feedback.body,
      value: whileInCompany<string>(feedback.companyId, userId, companyValues.name),
    })
    .from(feedback)
    .innerJoin(feedbackPerson, eq(feedbackPerson.id, feedback.recipientId))
    .leftJoin(companyValues, eq(companyValues.id, feedback.valueId))
    .leftJoin(feedbackRequests, eq(feedbackRequests.id, feedback.requestId))
    .where(eq(feedback.authorId, userId))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const received = await db
    .select({
      from: whileInCompany<string>(feedback.companyId, userId, feedbackPerson.fullName),
      ...base,
      body: sql<string | null>`case when ${withheld} then null else ${feedback.body} end`,
      value: whileInCompany<string>(
        feedback.companyId,
        userId,
        sql`case when ${withheld} then null else ${companyValues.name} end`,
      ),
    })
    .from(feedback)
    .innerJoin(feedbackPerson, eq(feedbackPerson.id, feedback.authorId))
    .leftJoin(companyValues, eq(companyValues.id, feedback.valueId))
    .leftJoin(feedbackRequests, eq(feedbackRequests.id, feedback.requestId))
    .where(eq(feedback.recipientId, userId))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const requests = await db
    .select({
      question: feedbackRequests.question,
      visibility: feedbackRequests.visibility,
      createdAt: feedbackRequests.createdAt,
      expiresAt: feedbackRequests.expiresAt,
      asked: sql<number>`(select count(*)::int from ${feedbackRequestRecipients} r where r.request_id = ${feedbackRequests.id})`,
      answered: sql<number>`(select count(r.feedback_id)::int from ${feedbackRequestRecipients} r where r.request_id = ${feedbackRequests.id})`,
    })
    .from(feedbackRequests)
    .where(eq(feedbackRequests.askerId, userId))
    .orderBy(asc(feedbackRequests.createdAt), asc(feedbackRequests.id));
  const dated = <T extends { createdAt: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  return {
    given: dated(given),
    received: dated(received),
    requests: requests.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
    })),
  };
};

/**
 * The board cards the person created or owns (decision 038, slice 4), with their team and the
 * history of what they did to them. While they belong to the company the card reads as it stands;
 * once they left it, the team, the title and the column are left out (null), as a team's name is.
 */
const boardSection: ExportSection = async (db, userId) => {
  const cards = await db
    .select({
      id: boardCards.id,
      team: whileInCompany<string>(teams.companyId, userId, teams.name),
      title: whileInCompany<string>(teams.companyId, userId, boardCards.title),
      column: whileInCompany<string>(teams.companyId, userId, boardColumns.name),
      dueOn: boardCards.dueOn,
      doneAt: boardCards.doneAt,
      createdAt: boardCards.createdAt,
      createdByYou: sql<boolean>`coalesce(${boardCards.createdBy} = ${userId}, false)`,
      ownedByYou: sql<boolean>`coalesce(${boardCards.ownerId} = ${userId}, false)`,
    })
    .from(boardCards)
    .innerJoin(teams, eq(teams.id, boardCards.teamId))
    .innerJoin(boardColumns, eq(boardColumns.id, boardCards.columnId))
    .where(sql`(${boardCards.createdBy} = ${userId} or ${boardCards.ownerId} = ${userId})`)
    .orderBy(asc(boardCards.createdAt), asc(boardCards.id));
  // What the person did on any card of a board (created, moved, edited, assigned), and when.
  const events = await db
    .select({
      cardId: boardCardEvents.cardId,
      kind: boardCardEvents.kind,
      fromColumn: boardCardEvents.fromColumn,
      toColumn: boardCardEvents.toColumn,
      assignedToYou: sql<boolean>`coalesce(${boardCardEvents.ownerId} = ${userId}, false)`,
      at: boardCardEvents.createdAt,
    })
    .from(boardCardEvents)
    .where(sql`(${boardCardEvents.actorId} = ${userId} or ${boardCardEvents.ownerId} = ${userId})`)
    .orderBy(asc(boardCardEvents.createdAt), asc(boardCardEvents.id));
  return {
    cards: cards.map((card) => ({
      ...card,
      doneAt: iso(card.doneAt),
      createdAt: iso(card.createdAt),
    })),
    history: events.map((event) => ({ ...event, at: iso(event.at) })),
  };
};

// ---- Growth plan (decision 040) ----

/**
 * The person's growth items, every one (open and done), with what they link to while the person is in
 * its company (a competency's, a goal's or a resource's words are the company's), and the weekly tips
 * they wrote.
 */
const growthSection: ExportSection = async (db, userId) => {
  const items = await db
    .select({
      kind: growthItems.kind,
      title: growthItems.title,
      dueOn: growthItems.dueOn,
      doneAt: growthItems.doneAt,
      createdAt: growthItems.createdAt,
      competency: whileInCompany<string>(growthItems.companyId, userId, competencies.name),
      goal: whileInCompany<string>(growthItems.companyId, userId, goals.title),
      resource: whileInCompany<string>(growthItems.companyId, userId, learningResources.title),
    })
    .from(growthItems)
    .leftJoin(competencies, eq(competencies.id, growthItems.competencyId))
    .leftJoin(goals, eq(goals.id, growthItems.goalId))
    .leftJoin(learningResources, eq(learningResources.id, growthItems.resourceId))
    .where(eq(growthItems.userId, userId))
    .orderBy(asc(growthItems.createdAt), asc(growthItems.id));
  const tips = await db
    .select({
      competency: whileInCompany<string>(learningTips.companyId, userId, competencies.name),
      week: learningTips.week,
      text: learningTips.text,
    })
    .from(learningTips)
    .innerJoin(competencies, eq(competencies.id, learningTips.competencyId))
    .where(eq(learningTips.authorId, userId))
    .orderBy(asc(learningTips.week), asc(learningTips.id));
  return {
    items: items.map((item) => ({ ...item, doneAt: iso(item.doneAt), createdAt: iso(item.createdAt) })),
    tipsWritten: tips,
  };
};

/**
 * Every section of the export by its name, one for each of the shared list's (EXPORT_SECTIONS, which
 * the account page's texts are made of): a section missing here, or here only, is a type error.
 * Other areas add theirs to both.
 */
/** The standup answers the person wrote, as asked that day; the team's name while they are in its company. */
const standupsSection: ExportSection = async (db, userId) => {
  const rows = await db
    .select({
      teamName: whileInCompany<string>(teams.companyId, userId, teams.name),
      day: standupAnswers.day,
      answers: standupAnswers.answers,
      blocked: standupAnswers.blocked,
      fromClose: standupAnswers.fromClose,
      updatedAt: standupAnswers.updatedAt,
    })
    .from(standupAnswers)
    .innerJoin(teams, eq(teams.id, standupAnswers.teamId))
    .where(eq(standupAnswers.userId, userId))
    .orderBy(asc(standupAnswers.day), asc(standupAnswers.id));
  return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
};

/**
 * The person's place on a career track, the skill ratings of them (their own and their leads', by
 * name while they are in that company) and those they gave as a lead, in the company they are in now.
 */
const careerSection: ExportSection = async (db, userId) => {
  const [place] = await db
    .select({ track: careerTracks.name, level: trackLevels.name, updatedAt: careerPositions.updatedAt })
    .from(careerPositions)
    .innerJoin(careerTracks, eq(careerTracks.id, careerPositions.trackId))
    .innerJoin(trackLevels, eq(trackLevels.id, careerPositions.levelId))
    .where(and(eq(careerPositions.userId, userId), ofTheirCompany(careerPositions.companyId, userId)));
  const other = alias(profiles, 'other');
  const rating = {
    competency: whileInCompany<string>(skillRatings.companyId, userId, competencies.name),
    rating: skillRatings.rating,
    note: skillRatings.note,
    updatedAt: skillRatings.updatedAt,
  };
  const ofYou = await db
    .select({
      ...rating,
      byYou: sql<boolean>`coalesce(${skillRatings.raterId} = ${userId}, false)`,
      by: whileInCompany<string>(skillRatings.companyId, userId, other.fullName),
      shared: skillRatings.shared,
    })
    .from(skillRatings)
    .innerJoin(competencies, eq(competencies.id, skillRatings.competencyId))
    .leftJoin(other, eq(other.id, skillRatings.raterId))
    .where(eq(skillRatings.personId, userId))
    .orderBy(asc(skillRatings.updatedAt), asc(skillRatings.id));
  const byYou = await db
    .select({ ...rating, of: whileInCompany<string>(skillRatings.companyId, userId, other.fullName) })
    .from(skillRatings)
    .innerJoin(competencies, eq(competencies.id, skillRatings.competencyId))
    .innerJoin(other, eq(other.id, skillRatings.personId))
    .where(and(eq(skillRatings.raterId, userId), sql`${skillRatings.personId} <> ${userId}`))
    .orderBy(asc(skillRatings.updatedAt), asc(skillRatings.id));
  return {
    place: place ? { ...place, updatedAt: iso(place.updatedAt) } : null,
    ratingsOfYou: ofYou.map((row) => ({
      ...row,
      by: row.byYou ? null : row.by,
      updatedAt: iso(row.updatedAt),
    })),
    ratingsByYou: byYou.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
  };
};

// ---- The resource library and the reflection journal (decision 040) ----

/**
 * The resources the person added to a company's library, with their competencies. The library is the
 * company's (level 4) and its admins may edit a resource after: its title, link and tags are in the
 * file while the person belongs to that company, as a board card's title is; its kind and day always.
 */
const librarySection: ExportSection = async (db, userId) => {
  const current = sql`coalesce(r.company_id = (select p.company_id from profiles p where p.id = ${userId}), false)`;
  return rowsOf(
    db,
    sql`select case when ${current} then r.title end as title, case when ${current} then r.url end as url,
        r.kind, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        case when ${current} then coalesce((select json_agg(c.name order by c.name)
          from resource_competencies rc join competencies c on c.id = rc.competency_id
          where rc.resource_id = r.id), '[]'::json) end as competencies
      from learning_resources r where r.created_by = ${userId}
      order by r.created_at, r.id`,
  );
};

/** The person's reflection journal (level 1): every entry, its prompt and week; user_id = the person. */
const journalSection: ExportSection = async (db, userId) =>
  rowsOf(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week, prompt, body,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
      from journal_entries where user_id = ${userId}
      order by created_at, id`,
  );

// ---- Contribution log (decision 040) ----

/**
 * The entries the person added to their contribution log, in every company they wrote them in, and
 * which entries of the log they hid from their leads (by kind and the id of the row each comes
 * from). The rest of the log is built from what other sections hold. user_id = the person.
 */
const contributionsSection: ExportSection = async (db, userId) => ({
  entries: await rowsOf(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, text,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from contribution_entries where user_id = ${userId}
      order by day, created_at, id`,
  ),
  hiddenFromLeads: await rowsOf(
    db,
    sql`select kind, subject_id as "subjectId",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "hiddenAt"
      from contribution_hides where user_id = ${userId}
      order by created_at, kind, subject_id`,
  ),
});

// ---- Documents: the strategy page and decision records (decision 041) ----

/**
 * The documents the person wrote (a persona's canvases and a table's canvas with them, `linksTo`),
 * their roles in decision records, and the versions they saved. The
 * documents are the company's (level 4, and a team's): their titles are in the file while the person
 * belongs to that company; kind, status and moments always.
 */
const documentsSection: ExportSection = async (db, userId) => {
  const current = (alias: 'd' | 'v') =>
    sql`coalesce(${sql.raw(alias)}.company_id = (select p.company_id from profiles p where p.id = ${userId}), false)`;
  const moment = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return {
    written: await rowsOf(
      db,
      sql`select d.kind, case when ${current('d')} then d.title end as title, d.status, d.visibility,
          ${moment('d.created_at')} as "createdAt",
          coalesce((select json_agg(json_build_object('kind', o.kind,
              'title', case when ${current('d')} then o.title end) order by o.created_at, o.id)
            from document_links l join documents o on o.id = l.target_id
            where l.document_id = d.id and l.pillar_id is null), '[]'::json) as "linksTo"
        from documents d where d.author_id = ${userId} order by d.created_at, d.id`,
    ),
    decisionRoles: await rowsOf(
      db,
      sql`select dp.role, case when ${current('d')} then d.title end as title, d.status
        from document_people dp join documents d on d.id = dp.document_id
        where dp.user_id = ${userId} order by d.created_at, d.id, dp.role`,
    ),
    versionsSaved: await rowsOf(
      db,
      sql`select d.kind, case when ${current('v')} then v.title end as title, v.version,
          ${moment('v.saved_at')} as "savedAt"
        from document_versions v join documents d on d.id = v.document_id
        where v.saved_by = ${userId} order by v.saved_at, v.document_id, v.version`,
    ),
  };
};

// ---- Connections (decision 041) ----

/**
 * The person's connection settings, their own "don't pair me with" list (level 1), the rounds they
 * were paired in with their partners' names, and whether they answered "did you meet?": never what,
 * which is kept only as the round's counts. user_id = the person.
 */
const connectionsSection: ExportSection = async (db, userId) => {
  const [settings] = await rowsOf<{ snoozedUntil: string | null }>(
    db,
    sql`select to_char(snoozed_until, 'YYYY-MM-DD') as "snoozedUntil" from connection_members where user_id = ${userId}`,
  );
  return {
    optedIn: settings !== undefined,
    snoozedUntil: settings?.snoozedUntil ?? null,
    dontPairWith: await rowsOf(
      db,
      sql`select p.full_name as "fullName" from connection_blocks b
        left join profiles p on p.id = b.blocked_user_id
        where b.user_id = ${userId} order by b.created_at, b.blocked_user_id`,
    ),
    pairs: await rowsOf(
      db,
      sql`select to_char(r.starts_on, 'YYYY-MM-DD') as "roundStartsOn",
          coalesce((select array_agg(coalesce(p.full_name, '') order by o.user_id)
            from connection_pair_members o left join profiles p on p.id = o.user_id
            where o.pair_id = pm.pair_id and o.user_id <> pm.user_id), '{}') as partners,
          exists (select 1 from connection_answers a where a.round_id = pm.round_id and a.user_id = pm.user_id)
            as "answeredDidYouMeet"
        from connection_pair_members pm join connection_rounds r on r.id = pm.round_id
        where pm.user_id = ${userId} order by r.starts_on, pm.pair_id`,
    ),
  };
};

// ---- Ask for help and rituals (decision 041, slice 3) ----

/**
 * The person's requests for help (their own words, whole), their answers (with the request's title
 * while they belong to its company), and the skills they offer. author_id / user_id = the person.
 */
const helpSection: ExportSection = async (db, userId) => {
  const current = sql`coalesce(r.company_id = (select p.company_id from profiles p where p.id = ${userId}), false)`;
  const moment = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return {
    requests: await rowsOf(
      db,
      sql`select r.title, r.details, r.tags, ${moment('r.solved_at')} as "solvedAt",
          ${moment('r.created_at')} as "createdAt"
        from help_requests r where r.author_id = ${userId} order by r.created_at, r.id`,
    ),
    answers: await rowsOf(
      db,
      sql`select case when ${current} then r.title end as "request", a.body,
          ${moment('a.created_at')} as "createdAt", ${moment('a.edited_at')} as "editedAt"
        from help_answers a join help_requests r on r.id = a.request_id
        where a.author_id = ${userId} order by a.created_at, a.id`,
    ),
    skills: (
      await rowsOf<{ skill: string }>(
        db,
        sql`select skill from help_skills where user_id = ${userId} order by created_at, skill`,
      )
    ).map((row) => row.skill),
  };
};

/**
 * The team rituals the person created or owns: the team's (level 4, team), so their title, notes and
 * team are in the file while the person belongs to that company; their rhythm always.
 */
const ritualsSection: ExportSection = async (db, userId) => {
  const current = sql`coalesce(r.company_id = (select p.company_id from profiles p where p.id = ${userId}), false)`;
  return rowsOf(
    db,
    sql`select case when ${current} then r.title end as title, case when ${current} then r.notes end as notes,
        case when ${current} then t.name end as team, r.kind, r.cadence,
        to_char(r.starts_on, 'YYYY-MM-DD') as "startsOn", r.time, r.duration_minutes as "durationMinutes",
        to_char(r.review_on, 'YYYY-MM-DD') as "reviewOn",
        r.owner_id = ${userId} as "youOwnIt", r.created_by = ${userId} as "youCreatedIt"
      from rituals r join teams t on t.id = r.team_id
      where r.owner_id = ${userId} or r.created_by = ${userId}
      order by r.created_at, r.id`,
  );
};

// ---- The companion (decision 044) ----

/**
 * What the person said of their nudges (level 1): the kinds they muted and the nudges they dismissed,
 * by kind and the id of what each named. The nudges are not stored: rules decide them when read.
 */
const companionSection: ExportSection = async (db, userId) => ({
  mutedKinds: (
    await rowsOf<{ kind: string }>(
      db,
      sql`select kind from nudge_mutes where user_id = ${userId} order by muted_at, kind`,
    )
  ).map((row) => row.kind),
  dismissedNudges: await rowsOf(
    db,
    sql`select kind, subject_id as "subjectId",
        to_char(dismissed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dismissedAt"
      from nudge_dismissals where user_id = ${userId} order by dismissed_at, kind, subject_id`,
  ),
});

/**
 * The Slack accounts linked to the person (decision 047): each Slack user id and since when. Never a
 * link code, kept hashed for ten minutes only.
 */
const slackSection: ExportSection = async (db, userId) =>
  rowsOf(
    db,
    sql`select slack_user_id as "slackUserId",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "linkedAt"
      from slack_people where user_id = ${userId} order by created_at, slack_user_id`,
  );

export const exportSections: { readonly [Name in ExportSectionName]: ExportSection } = {
  account: accountSection,
  profile: profileSection,
  company: membershipSection,
  joinRequests: joinRequestsSection,
  sessions: sessionsSection,
  teams: teamsSection,
  notifications: notificationsSection,
  goals: goalsSection,
  kudos: kudosSection,
  wellbeing: wellbeingSection,
  oneOnOnes: oneOnOnesSection,
  calendarFeed: calendarFeedSection,
  reviews: reviewsExport,
  style: styleOf,
  feedback: feedbackSection,
  today: todaySection,
  board: boardSection,
  focus: focusSection,
  standups: standupsSection,
  career: careerSection,
  growth: growthSection,
  valuesInPractice: valuesInPracticeSection,
  library: librarySection,
  journal: journalSection,
  contributions: contributionsSection,
  documents: documentsSection,
  connections: connectionsSection,
  help: helpSection,
  rituals: ritualsSection,
  companion: companionSection,
  slack: slackSection,
};

/**
 * The person's data as one JSON object: when it was made, then each section by name. Anonymous pulse
 * answers are stored without a person and so cannot be part of it (docs/product.md#account).
 */
export async function exportPersonData(db: Database, userId: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    EXPORT_SECTION_NAMES.map(async (name) => [name, await exportSections[name](db, userId)] as const),
  );
  return { exportedAt: new Date().toISOString(), ...Object.fromEntries(entries) };
}
