import { z } from 'zod/mini';
import { ROLES } from '../constants';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * In-app notifications (docs/product.md#notifications). Each kind has a schema for its `data`: what
 * its text and its link need, kept in the row so the text still reads right after a rename or after
 * the person left the company. A new kind is one more entry here and in `notificationSchema` below
 * (and its text in the web app's features/notifications/notification-texts.ts); the compiler then asks
 * every switch over kinds for it.
 */
const team = z.object({ teamId: z.string(), teamName: z.string() });

export const notificationDataSchemas = {
  /** The person's request to join a company was approved: they are now a member. */
  join_request_approved: z.object({ companyId: z.string(), companyName: z.string() }),
  /** The person's request was rejected; they belong to no company, so the row names none. */
  join_request_rejected: z.object({ companyName: z.string() }),
  /** An admin made the person an admin or a member of their company. */
  role_changed: z.object({ role: z.enum(ROLES), companyName: z.string() }),
  /** A lead or admin added the person to a team. */
  team_added: team,
  /** The person was made a lead of a team. */
  team_lead: team,
  /** An open goal the person owns has had no check-in for a week. */
  check_in_due: z.object({ goalId: z.string(), goalTitle: z.string() }),
  /** Someone recognised the person: who, and for which value (null without one). */
  kudos_received: z.object({
    kudosId: z.string(),
    senderName: z.nullable(z.string()),
    valueName: z.nullable(z.string()),
  }),
  /** A pulse opened in the person's company: its last day. */
  pulse_open: z.object({ startsOn: z.string(), endsOn: z.string() }),
  /** The day before a 1:1's meeting, nothing is on its agenda yet: the partner's name then. */
  one_on_one_agenda_empty: z.object({
    oneOnOneId: z.string(),
    meetingId: z.string(),
    partnerName: z.nullable(z.string()),
    startsAt: z.string(),
  }),
  /** Someone gave the person feedback; for their leads only, the person is told it exists, not its text. */
  feedback_received: z.object({
    feedbackId: z.string(),
    authorName: z.nullable(z.string()),
    leadsOnly: z.boolean(),
  }),
  /** Someone wrote feedback about a person the caller leads, which they may read. */
  feedback_for_leads: z.object({
    feedbackId: z.string(),
    authorName: z.nullable(z.string()),
    recipientName: z.nullable(z.string()),
  }),
  /** A colleague asks the person for feedback about them. */
  feedback_requested: z.object({ requestId: z.string(), askerName: z.nullable(z.string()) }),
  /** The person's request expired after 14 days: how many of those asked answered. */
  feedback_request_expired: z.object({ requestId: z.string(), answered: z.number(), asked: z.number() }),
  /** A member of a team the person leads wrote a blocked standup answer: who, which team and day. */
  standup_blocked: z.object({
    ...team.shape,
    answerId: z.string(),
    day: z.string(),
    personName: z.nullable(z.string()),
  }),
  /** The digest of a team's standup day: how many answered of the members, and who is blocked. */
  standup_digest: z.object({
    ...team.shape,
    day: z.string(),
    answered: z.number(),
    members: z.number(),
    blockedNames: z.array(z.nullable(z.string())),
  }),
  /** A decision record the person is Informed of was accepted, rejected, or superseded by a newer one. */
  decision_decided: z.object({
    recordId: z.string(),
    title: z.string(),
    outcome: z.enum(['accepted', 'rejected', 'superseded']),
  }),
  /** A round of connections paired the person: its Monday and the partners' names. */
  connection_paired: z.object({ startsOn: z.string(), partnerNames: z.array(z.nullable(z.string())) }),
  /** Someone answered the person's request for help. */
  help_answered: z.object({
    requestId: z.string(),
    title: z.string(),
    authorName: z.nullable(z.string()),
  }),
};

export type NotificationKind = keyof typeof notificationDataSchemas;
export const NOTIFICATION_KINDS = Object.keys(notificationDataSchemas) as NotificationKind[];
export type NotificationData<K extends NotificationKind> = z.output<(typeof notificationDataSchemas)[K]>;

const ofKind = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    data: notificationDataSchemas[kind] as (typeof notificationDataSchemas)[K],
    createdAt: z.string(),
    readAt: z.nullable(z.string()),
  });

export const notificationSchema = z.discriminatedUnion('kind', [
  ofKind('join_request_approved'),
  ofKind('join_request_rejected'),
  ofKind('role_changed'),
  ofKind('team_added'),
  ofKind('team_lead'),
  ofKind('check_in_due'),
  ofKind('kudos_received'),
  ofKind('pulse_open'),
  ofKind('one_on_one_agenda_empty'),
  ofKind('feedback_received'),
  ofKind('feedback_for_leads'),
  ofKind('feedback_requested'),
  ofKind('feedback_request_expired'),
  ofKind('standup_blocked'),
  ofKind('standup_digest'),
  ofKind('decision_decided'),
  ofKind('connection_paired'),
  ofKind('help_answered'),
]);

export type Notification = z.output<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** At most this many ids in one POST /api/notifications/read. */
export const MARK_READ_MAX = 100;

export const notificationMessages = {
  limitInvalid: `Limit must be a whole number from 1 to ${NOTIFICATIONS_PAGE_MAX}`,
  cursorInvalid: 'Cursor is not valid',
  idsInvalid: 'Ids must be notification ids',
  idsCount: `Send from 1 to ${MARK_READ_MAX} ids`,
  readBodyInvalid: 'Send ids or all: true',
} as const;

export const notificationListQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: notificationMessages.limitInvalid })
      .check(
        z.int({ error: notificationMessages.limitInvalid }),
        z.minimum(1, notificationMessages.limitInvalid),
        z.maximum(NOTIFICATIONS_PAGE_MAX, notificationMessages.limitInvalid),
      ),
    NOTIFICATIONS_PAGE_DEFAULT,
  ),
  /** The id of the last notification of the page before. */
  cursor: z.optional(z.uuid(notificationMessages.cursorInvalid)),
});

/** Exactly one of `ids` and `all`: which notifications, or every one. */
export const markReadSchema = z
  .object({
    ids: z.optional(
      z
        .array(z.uuid(notificationMessages.idsInvalid), { error: notificationMessages.idsInvalid })
        .check(
          z.minLength(1, notificationMessages.idsCount),
          z.maxLength(MARK_READ_MAX, notificationMessages.idsCount),
        ),
    ),
    all: z.optional(z.literal(true, { error: notificationMessages.readBodyInvalid })),
  })
  .check(
    z.refine((body) => (body.ids === undefined) !== (body.all === undefined), {
      error: notificationMessages.readBodyInvalid,
    }),
  );

export type MarkReadInput = z.input<typeof markReadSchema>;

export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  summary:
    'The caller’s own notifications, newest first, a page at a time: `cursor` is the last id of the page before.',
  access: 'signed in',
  query: notificationListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(notificationSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed'],
});

export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/notifications/read',
  summary:
    'Marks some of the caller’s notifications read (`ids`, at most 100; ids that are not theirs are ignored) or all of them (`all: true`). Answers the unread count left.',
  access: 'signed in',
  body: markReadSchema,
  status: 200,
  response: z.object({ unreadNotifications: z.number() }),
  errors: [...signedInErrors, ...bodyErrors],
});
