import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationData, NotificationKind } from '../../shared/contract/notifications';
import type { Database } from '../db/connect';
import { notifications } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NotificationEvent<K extends NotificationKind> {
  /** Who hears about it. */
  userId: string;
  /** The company it happened in, if the person belongs to it (not for a rejected join request). */
  companyId: string | null;
  kind: K;
  data: NotificationData<K>;
}

type AnyEvent = { [K in NotificationKind]: NotificationEvent<K> }[NotificationKind];

/**
 * The one thing a notification is about, within its kind. Repeated notifications of one kind about
 * one thing collapse into one: while the person has not read it, a new event refreshes it (its time
 * and data) instead of adding another, so a lead adding and removing someone in a loop leaves one
 * unread "added to the team". Who caused it is not part of it: these texts do not name them, so two
 * unread ones of a kind about one thing would read the same (kudos_received, which names its sender,
 * is about one kudos).
 */
function subjectOf(event: AnyEvent): string {
  switch (event.kind) {
    case 'join_request_approved':
      return event.data.companyId;
    // The row names no company (the person is in none): the company's name, as the text says it.
    case 'join_request_rejected':
      return event.data.companyName;
    // The person's role in that company; the newest role wins.
    case 'role_changed':
      return event.companyId ?? event.data.companyName;
    case 'team_added':
    case 'team_lead':
      return event.data.teamId;
    case 'check_in_due':
      return event.data.goalId;
    case 'kudos_received':
      return event.data.kudosId;
    // One period of the company's pulse.
    case 'pulse_open':
      return `${event.companyId}:${event.data.startsOn}`;
    // One meeting of a 1:1.
    case 'one_on_one_agenda_empty':
      return event.data.meetingId;
    case 'feedback_received':
    case 'feedback_for_leads':
      return event.data.feedbackId;
    case 'feedback_requested':
    case 'feedback_request_expired':
      return event.data.requestId;
    case 'standup_blocked':
      return event.data.answerId;
    // One team's standup day.
    case 'standup_digest':
      return `${event.data.teamId}:${event.data.day}`;
    // One record: its newest outcome stands.
    case 'decision_decided':
      return event.data.recordId;
    // One round of connections.
    case 'connection_paired':
      return event.data.startsOn;
    // One request: the newest answer stands for the others while unread.
    case 'help_answered':
      return event.data.requestId;
  }
}

/**
 * Tells people about events: one event, or several in one statement (everyone a kudos recognises,
 * every member when a pulse opens). Called inside the event's own transaction, so a rolled-back event
 * notifies nobody and a committed one always does. The one place a notification is made: e-mail or
 * push would plug in here. An unread notification about the same thing (subjectOf) is refreshed
 * rather than repeated; a unique index over unread rows keeps it one under concurrency too.
 */
export async function notify<K extends NotificationKind>(
  tx: Transaction,
  events: NotificationEvent<K> | readonly NotificationEvent<K>[],
) {
  const list = (Array.isArray(events) ? events : [events]) as readonly AnyEvent[];
  // One statement may touch a row once: the last event about a thing stands for the others.
  const rows = new Map(
    list.map((event) => {
      const subject = subjectOf(event);
      const row = {
        userId: event.userId,
        companyId: event.companyId,
        kind: event.kind,
        data: event.data,
        subject,
      };
      return [JSON.stringify([event.userId, event.kind, subject]), row];
    }),
  );
  if (rows.size === 0) return;
  await tx
    .insert(notifications)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.subject],
      targetWhere: isNull(notifications.readAt),
      set: {
        companyId: sql`excluded.company_id`,
        data: sql`excluded.data`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/**
 * Whether the person was ever told of this event's subject (subjectOf), read or not: for an event
 * told once, such as a pulse's period to someone who joins while it is open.
 */
export async function toldBefore<K extends NotificationKind>(tx: Transaction, event: NotificationEvent<K>) {
  const told = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, event.userId),
        eq(notifications.kind, event.kind),
        eq(notifications.subject, subjectOf(event as AnyEvent)),
      ),
    )
    .limit(1);
  return told.length > 0;
}

/**
 * Takes back what an event told these people, read or not: every notification of this kind about
 * this subject (subjectOf). A deleted kudos so leaves no "recognised you" behind.
 */
export async function takeBack(
  tx: Transaction,
  taken: { userIds: readonly string[]; kind: NotificationKind; subject: string },
) {
  if (taken.userIds.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, [...taken.userIds]),
        eq(notifications.kind, taken.kind),
        eq(notifications.subject, taken.subject),
      ),
    );
}
