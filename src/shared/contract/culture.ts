import { z } from 'zod/mini';
import { cultureMessages, FEED_POST_KINDS, REACTION_NAMES } from '../culture-messages';
import { createKudosSchema, kudosFeedQuerySchema, reactionParam } from '../culture-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

/** A person as the feed names them; fullName is null when their profile has none. */
const personRefSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });
const valueRefSchema = z.object({ id: z.string(), name: z.string() });

/** One emoji's reactions on a post: how many, whether the caller is among them, and who (the first few). */
export const reactionSummarySchema = z.object({
  emoji: z.enum(REACTION_NAMES),
  count: z.number(),
  reacted: z.boolean(),
  /** The names of the first people who reacted (REACTION_NAMES_SHOWN at most), oldest first. */
  names: z.array(z.string()),
});

/**
 * One post of the feed: a person's kudos, or a celebration the system posted (a work anniversary, a
 * goal closed at 70 % or more). A celebration has no sender and no message; its recipients are the
 * people it celebrates.
 */
export const feedPostSchema = z.object({
  id: z.string(),
  kind: z.enum(FEED_POST_KINDS),
  /** Null for a celebration, and once the sender has deleted their account. */
  sender: z.nullable(personRefSchema),
  /** The people recognised or celebrated; one who deleted their account is left out. */
  recipients: z.array(personRefSchema),
  /** The kudos' text, plain; null for a celebration. */
  message: z.nullable(z.string()),
  /** The company value it carries; null without one, or once the value was deleted. */
  value: z.nullable(valueRefSchema),
  /** A work anniversary: the years completed. */
  anniversaryYears: z.nullable(z.number()),
  /** A goal closed: the goal, with the progress it closed at (0 to 1). */
  goal: z.nullable(z.object({ id: z.string(), title: z.string(), progress: z.number() })),
  /** Every emoji someone reacted with, in the fixed order of the six. */
  reactions: z.array(reactionSummarySchema),
  createdAt: z.string(),
  /** The sender and the company's admins may delete it. */
  canDelete: z.boolean(),
});

/** A kudos as the values wall shows its latest: who, to whom, what and when. */
const kudosBriefSchema = z.object({
  id: z.string(),
  sender: z.nullable(personRefSchema),
  recipients: z.array(personRefSchema),
  message: z.string(),
  createdAt: z.string(),
});

export const valueOnWallSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  position: z.number(),
  /** Kudos carrying it in the last VALUES_WALL_DAYS days. */
  kudosCount: z.number(),
  /** Its latest kudos, newest first (VALUES_WALL_LATEST at most, whatever their age). */
  latest: z.array(kudosBriefSchema),
});

/** Breadth and activity over the last CULTURE_METRICS_DAYS days, for the company or one team. */
const breadthSchema = z.object({
  /** Current members (of the company, or of the team). */
  members: z.number(),
  /** Of them, recognised at least once in the window. */
  recognised: z.number(),
  /** recognised / members, 0 to 1; null with no members. */
  breadth: z.nullable(z.number()),
  /** Kudos given in the window (by the team's members, for a team). */
  kudosGiven: z.number(),
  /** Kudos received in the window (by the team's members, for a team): one per kudos and recipient. */
  kudosReceived: z.number(),
  /** Distinct people who gave, and who received, in the window. */
  givers: z.number(),
  receivers: z.number(),
});

export const cultureMetricsSchema = z.object({
  days: z.number(),
  company: breadthSchema,
  /** The last CULTURE_METRICS_WEEKS weeks (Monday to Sunday, UTC), oldest first; the last one is running. */
  weeks: z.array(
    z.object({ weekStart: z.string(), kudos: z.number(), givers: z.number(), receivers: z.number() }),
  ),
  /** Kudos per value in the window, in the values' order; kudos without a value last, as value null. */
  byValue: z.array(z.object({ value: z.nullable(valueRefSchema), kudos: z.number() })),
  /** Per team: every live team for an admin, the teams they lead for a lead, none for anyone else. */
  teams: z.array(z.extend(breadthSchema, { id: z.string(), name: z.string() })),
});

export type { CreateKudosInput, KudosFeedQuery } from '../culture-rules';
export { createKudosSchema };

const kudosErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;

export const listKudos = endpoint({
  method: 'GET',
  path: '/api/kudos',
  summary:
    'The company’s feed: kudos and celebrations, newest first, a page at a time (`cursor`: the last id of the page before), each with its recipients, value and reactions. Filters: personId (gave, received or celebrated), recipientId, teamId (received by its current members), valueId.',
  access: 'member of a company',
  query: kudosFeedQuerySchema,
  status: 200,
  response: z.object({ items: z.array(feedPostSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

export const createKudos = endpoint({
  method: 'POST',
  path: '/api/kudos',
  summary:
    'Recognises one to six colleagues (never the sender) with a message and, when the company has values, one of them (required then; another company’s value is 404). At most 20 in any 24 hours per sender, deleted kudos included (429 with Retry-After). Each recipient is notified.',
  access: 'member of a company',
  body: createKudosSchema,
  status: 201,
  response: z.object({ kudos: feedPostSchema }),
  errors: [...kudosErrors, ...bodyErrors, 'rate_limited'],
});

// Another company's kudos is not found: 404, never 403; an id that cannot be one, likewise.
const kudosId = idParam(cultureMessages.kudosNotFound);

export const deleteKudos = endpoint({
  method: 'DELETE',
  path: '/api/kudos/:kudosId',
  params: z.object({ kudosId }),
  summary:
    'Deletes kudos (or a celebration) with its reactions and its recipients’ notifications; it still counts toward the sender’s daily limit. Kudos cannot be edited.',
  access: 'sender of the kudos or admin',
  status: 204,
  errors: kudosErrors,
});

export const addReaction = endpoint({
  method: 'PUT',
  path: '/api/kudos/:kudosId/reactions/:emoji',
  params: z.object({ kudosId, emoji: reactionParam }),
  summary:
    'Reacts to a post with one of six emoji, by name (clap, tada, heart, raised_hands, rocket, bulb) or as the emoji. Idempotent: reacting twice is one reaction. Answers the post’s reactions.',
  access: 'member of a company',
  status: 200,
  response: z.object({ reactions: z.array(reactionSummarySchema) }),
  errors: [...kudosErrors, 'validation_failed'],
});

export const removeReaction = endpoint({
  method: 'DELETE',
  path: '/api/kudos/:kudosId/reactions/:emoji',
  params: z.object({ kudosId, emoji: reactionParam }),
  summary: 'Takes the caller’s reaction back. Idempotent. Answers the post’s reactions.',
  access: 'member of a company',
  status: 200,
  response: z.object({ reactions: z.array(reactionSummarySchema) }),
  errors: [...kudosErrors, 'validation_failed'],
});

export const valuesWall = endpoint({
  method: 'GET',
  path: '/api/culture/values',
  summary:
    'The values wall: every company value with its description, its count of kudos in the last 90 days and its latest kudos, in one answer.',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(valueOnWallSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const cultureMetrics = endpoint({
  method: 'GET',
  path: '/api/culture/metrics',
  summary:
    'Recognition’s breadth (the share of members recognised in the last 30 days), givers and receivers week by week, kudos per value; per team for admins (every team) and leads (their teams). No figure ranks individuals.',
  access: 'member of a company',
  status: 200,
  response: cultureMetricsSchema,
  errors: [...signedInErrors, 'forbidden'],
});

export type FeedPost = z.output<typeof feedPostSchema>;
export type ReactionSummary = z.output<typeof reactionSummarySchema>;
export type ValueOnWall = z.output<typeof valueOnWallSchema>;
export type CultureMetrics = z.output<typeof cultureMetricsSchema>;
