import { and, desc, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { goalMessages } from '../../../shared/goal-messages';
import { peopleMessages } from '../../../shared/messages';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/connect';
import { checkIns, goals, kudos, kudosRecipients, profiles } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { canEdit } from '../../goals/goals';
import { visibleTo } from '../../goals/read';
import { type CompanionContext, contextOf } from './context';
import { measuresOf, nameOf, type Source } from './sources';

/**
 * The drafts' contexts (decision 046): for a check-in, the goal's own history as its readers see it;
 * for kudos, the recipient's recent work the sender can see (their company-visible goals moving or
 * done in the last 30 days, and the kudos they received).
 */
export interface DraftContext extends CompanionContext {
  /** What the draft is about, as the instructions name it: the goal's title, the recipient's name. */
  subject: string;
}

const DAY_MS = 86_400_000;
const since = (now: Date) => new Date(now.getTime() - 30 * DAY_MS);
const day = (moment: Date) => moment.toISOString().slice(0, 10);

/** A goal the caller may check in on (its owner, or whoever may change it); not_found otherwise. */
export async function checkInDraftContext(db: Db, caller: Caller, goalId: string): Promise<DraftContext> {
  const [goal] = await db
    .select({
      id: goals.id,
      title: goals.title,
      dueOn: goals.dueOn,
      level: goals.level,
      ownerId: goals.ownerId,
      teamId: goals.teamId,
      visibility: goals.visibility,
      startsOn: goals.startsOn,
      closedAt: goals.closedAt,
    })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)));
  if (!goal) throw new DomainError('not_found', { message: goalMessages.goalNotFound });
  if (goal.ownerId !== caller.userId && !(await canEdit(db, caller, goal)))
    throw new DomainError('forbidden', { message: goalMessages.cannotChange });
  if (goal.closedAt) throw new DomainError('goal_closed');
  const [measures, history] = await Promise.all([
    measuresOf(db, [goal.id]),
    db
      .select({
        id: checkIns.id,
        status: checkIns.status,
        confidence: checkIns.confidence,
        note: checkIns.note,
        blockers: checkIns.blockers,
        at: checkIns.createdAt,
      })
      .from(checkIns)
      .where(eq(checkIns.goalId, goal.id))
      .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
      .limit(3),
  ]);
  const href = `/goals/${goal.id}`;
  const sources: Source[] = [
    {
      kind: 'goal',
      id: goal.id,
      title: goal.title,
      href,
      facts: [
        `The goal "${goal.title}", due ${goal.dueOn}.`,
        measures.get(goal.id) ?? 'It has no key results.',
      ]
        .filter(Boolean)
        .join(' '),
    },
    ...history.map((checkIn): Source => ({
      kind: 'goal',
      id: checkIn.id,
      title: `Check-in of ${day(checkIn.at)}`,
      href,
      facts: [
        `Check-in of ${day(checkIn.at)}: ${checkIn.status.replaceAll('_', ' ')}, confidence ${checkIn.confidence} of 10.`,
        checkIn.note ? `Note: ${checkIn.note}` : '',
        checkIn.blockers ? `Blockers: ${checkIn.blockers}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    })),
  ];
  return { ...contextOf(sources), subject: goal.title };
}

/** A colleague of the caller's company (not themselves); not_found otherwise. */
export async function kudosDraftContext(
  db: Db,
  caller: Caller,
  recipientId: string,
  now = new Date(),
): Promise<DraftContext> {
  const [recipient] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, recipientId),
        eq(profiles.companyId, caller.companyId),
        ne(profiles.id, caller.userId),
      ),
    );
  if (!recipient) throw new DomainError('not_found', { message: peopleMessages.personNotFound });
  const name = nameOf(recipient.fullName);
  const [work, thanks] = await Promise.all([
    db
      .select({ id: goals.id, title: goals.title, status: goals.lastCheckInStatus, closedAt: goals.closedAt })
      .from(goals)
      .where(
        and(
          eq(goals.companyId, caller.companyId),
          eq(goals.ownerId, recipient.id),
          eq(goals.visibility, 'company'),
          or(
            gte(goals.closedAt, since(now)),
            and(isNull(goals.closedAt), gte(goals.lastCheckInAt, since(now))),
          ),
        ),
      )
      .orderBy(desc(goals.lastCheckInAt))
      .limit(5),
    db
      .select({ id: kudos.id, message: kudos.message, at: kudos.createdAt })
      .from(kudosRecipients)
      .innerJoin(kudos, eq(kudos.id, kudosRecipients.kudosId))
      .where(
        and(
          eq(kudosRecipients.userId, recipient.id),
          eq(kudos.companyId, caller.companyId),
          eq(kudos.kind, 'kudos'),
          gte(kudos.createdAt, since(now)),
        ),
      )
      .orderBy(desc(kudos.createdAt))
      .limit(3),
  ]);
  const measures = await measuresOf(
    db,
    work.map((goal) => goal.id),
  );
  const sources: Source[] = [
    ...work.map((goal): Source => ({
      kind: 'goal',
      id: goal.id,
      title: goal.title,
      href: `/goals/${goal.id}`,
      facts: [
        goal.closedAt
          ? `${name} closed the goal "${goal.title}" on ${day(goal.closedAt)}.`
          : `${name} is working on the goal "${goal.title}"${goal.status ? `, last checked in as ${goal.status.replaceAll('_', ' ')}` : ''}.`,
        measures.get(goal.id) ?? '',
      ]
        .filter(Boolean)
        .join(' '),
    })),
    ...thanks.map((row): Source => ({
      kind: 'kudos',
      id: row.id,
      title: `Kudos to ${name}`,
      href: '/culture',
      facts: `${name} was thanked on ${day(row.at)}: "${row.message ?? ''}"`,
    })),
  ];
  return { ...contextOf(sources), subject: name };
}
