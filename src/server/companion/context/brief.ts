import { and, asc, desc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { oneOnOneMessages } from '../../../shared/communication-messages';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/connect';
import {
  actionItems,
  agendaPoints,
  goals,
  kudos,
  kudosRecipients,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
  teamMembers,
} from '../../db/schema';
import { DomainError } from '../../domain-error';
import { type CompanionContext, contextOf } from './context';
import { goalSource, measuresOf, nameOf, type Source } from './sources';

/**
 * The 1:1 brief's context (decision 046): what both people of a 1:1 can already see, and nothing one
 * of them alone can: the next meeting's shared agenda (carried points said so), the open action items,
 * the company-visible open goals either owns or their shared teams hold, and the kudos between them in
 * the last 30 days. Never the private notes.
 */
export interface BriefContext extends CompanionContext {
  partnerName: string;
}

const DAY_MS = 86_400_000;

/** The caller's active 1:1, and who the other person is; not_found for anyone else's. */
async function oneOnOneOf(db: Db, caller: Caller, oneOnOneId: string) {
  const [row] = await db
    .select({ id: oneOnOnes.id, proposedBy: oneOnOnes.proposedBy, partnerId: oneOnOnes.partnerId })
    .from(oneOnOnes)
    .where(
      and(
        eq(oneOnOnes.id, oneOnOneId),
        eq(oneOnOnes.companyId, caller.companyId),
        or(eq(oneOnOnes.proposedBy, caller.userId), eq(oneOnOnes.partnerId, caller.userId)),
      ),
    );
  if (!row) throw new DomainError('not_found', { message: oneOnOneMessages.notFound });
  return { ...row, otherId: row.proposedBy === caller.userId ? row.partnerId : row.proposedBy };
}

async function agendaSources(db: Db, oneOnOneId: string, href: string): Promise<Source[]> {
  const [meeting] = await db
    .select({ id: oneOnOneMeetings.id, startsAt: oneOnOneMeetings.startsAt })
    .from(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.oneOnOneId, oneOnOneId), isNull(oneOnOneMeetings.heldAt)))
    .orderBy(asc(oneOnOneMeetings.startsAt))
    .limit(1);
  const [points, items] = await Promise.all([
    meeting
      ? db
          .select({ text: agendaPoints.text, carriedFrom: agendaPoints.carriedFrom })
          .from(agendaPoints)
          .where(eq(agendaPoints.meetingId, meeting.id))
          .orderBy(asc(agendaPoints.position))
          .limit(20)
      : [],
    db
      .select({ text: actionItems.text, dueOn: actionItems.dueOn })
      .from(actionItems)
      .where(and(eq(actionItems.oneOnOneId, oneOnOneId), isNull(actionItems.doneAt)))
      .orderBy(asc(actionItems.createdAt))
      .limit(20),
  ]);
  const agenda: Source = {
    kind: 'one_on_one',
    id: meeting?.id ?? oneOnOneId,
    title: 'The next meeting’s agenda',
    href,
    facts: !meeting
      ? 'No meeting is planned yet.'
      : points.length === 0
        ? `The next meeting, at ${meeting.startsAt.toISOString()}, has an empty agenda.`
        : `The next meeting, at ${meeting.startsAt.toISOString()}, has on its agenda: ${points
            .map(
              (point) => `${point.text}${point.carriedFrom ? ' (carried over from the last meeting)' : ''}`,
            )
            .join('; ')}.`,
  };
  const open: Source[] =
    items.length === 0
      ? []
      : [
          {
            kind: 'one_on_one',
            id: `${oneOnOneId}:action-items`,
            title: 'Open action items',
            href,
            facts: `Open action items: ${items
              .map((item) => `${item.text}${item.dueOn ? ` (due ${item.dueOn})` : ''}`)
              .join('; ')}.`,
          },
        ];
  return [agenda, ...open];
}

/** Open company-visible goals either person owns, or a team both belong to holds, with their key results. */
async function sharedGoalSources(db: Db, caller: Caller, otherId: string | null): Promise<Source[]> {
  const people = otherId ? [caller.userId, otherId] : [caller.userId];
  const memberships = await db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.userId, people), isNull(teamMembers.leftAt)));
  const teamsOf = (userId: string) =>
    new Set(memberships.filter((row) => row.userId === userId).map((row) => row.teamId));
  const shared = otherId ? [...teamsOf(caller.userId)].filter((teamId) => teamsOf(otherId).has(teamId)) : [];
  const rows = await db
    .select({
      id: goals.id,
      title: goals.title,
      dueOn: goals.dueOn,
      level: goals.level,
      ownerId: goals.ownerId,
      status: goals.lastCheckInStatus,
    })
    .from(goals)
    .where(
      and(
        eq(goals.companyId, caller.companyId),
        eq(goals.visibility, 'company'),
        isNull(goals.closedAt),
        or(
          and(eq(goals.level, 'personal'), inArray(goals.ownerId, people)),
          shared.length > 0 ? inArray(goals.teamId, shared) : undefined,
        ),
      ),
    )
    .orderBy(asc(goals.dueOn), asc(goals.id))
    .limit(8);
  const measures = await measuresOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, people));
  // Whose goal it is, in the brief's words: the caller's, the other person's, or a team's they share.
  const leadOf = (goal: (typeof rows)[number]) => {
    if (goal.level === 'team') return 'A goal of a team you share,';
    if (goal.ownerId === caller.userId) return 'Your goal';
    return `${nameOf(names.find((person) => person.id === goal.ownerId)?.fullName)}’s goal`;
  };
  return rows.map((goal) => goalSource(goal, leadOf(goal), measures));
}

/** Kudos from either person to the other in the last 30 days. */
async function kudosBetween(db: Db, caller: Caller, otherId: string | null, now: Date): Promise<Source[]> {
  if (!otherId) return [];
  const rows = await db
    .select({
      id: kudos.id,
      message: kudos.message,
      senderId: kudos.senderId,
      at: kudos.createdAt,
    })
    .from(kudosRecipients)
    .innerJoin(kudos, eq(kudos.id, kudosRecipients.kudosId))
    .where(
      and(
        eq(kudos.companyId, caller.companyId),
        eq(kudos.kind, 'kudos'),
        gte(kudos.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
        or(
          and(eq(kudos.senderId, caller.userId), eq(kudosRecipients.userId, otherId)),
          and(eq(kudos.senderId, otherId), eq(kudosRecipients.userId, caller.userId)),
        ),
        ne(kudosRecipients.userId, kudos.senderId),
      ),
    )
    .orderBy(desc(kudos.createdAt))
    .limit(5);
  return rows.map((row) => {
    const fromYou = row.senderId === caller.userId;
    return {
      kind: 'kudos',
      id: row.id,
      title: fromYou ? 'Kudos you gave' : 'Kudos you received',
      href: '/culture',
      facts: `On ${row.at.toISOString().slice(0, 10)}, ${fromYou ? 'you thanked them' : 'they thanked you'}: "${row.message ?? ''}"`,
    };
  });
}

export async function briefContext(
  db: Db,
  caller: Caller,
  oneOnOneId: string,
  now = new Date(),
): Promise<BriefContext> {
  const oneOnOne = await oneOnOneOf(db, caller, oneOnOneId);
  const href = `/communication/one-on-ones/${oneOnOne.id}`;
  const [agenda, shared, thanks, partner] = await Promise.all([
    agendaSources(db, oneOnOne.id, href),
    sharedGoalSources(db, caller, oneOnOne.otherId),
    kudosBetween(db, caller, oneOnOne.otherId, now),
    oneOnOne.otherId
      ? db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, oneOnOne.otherId))
      : [],
  ]);
  return { ...contextOf([...agenda, ...shared, ...thanks]), partnerName: nameOf(partner[0]?.fullName) };
}
