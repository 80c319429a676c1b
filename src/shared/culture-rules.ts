import { z } from 'zod/mini';
import {
  cultureMessages as m,
  KUDOS_MESSAGE_MAX,
  KUDOS_PAGE_DEFAULT,
  KUDOS_PAGE_MAX,
  KUDOS_RECIPIENTS_MAX,
  KUDOS_RECIPIENTS_MIN,
  reactionOf,
} from './culture-messages';
import { isCursor } from './page-cursor';
import { requiredText } from './schemas';

/**
 * The kudos' bodies and queries: the composer's rules, checked again by the server (which also refuses
 * the sender among the recipients, and a value when the company has none to choose from). Apart from
 * the contract so that /culture loads these and not the API's error table.
 */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

/** Plain text on several lines, shown as text: links are not made clickable. */
export const kudosMessage = requiredText({
  shape: 'lines',
  max: KUDOS_MESSAGE_MAX,
  required: m.messageRequired,
  tooLong: m.messageTooLong,
  controls: m.messageControls,
});

/** New kudos: one to six colleagues, a message and, when the company has values, one of them. */
export const createKudosSchema = z.object({
  recipientIds: z.array(uuidOf(m.recipientInvalid), { error: m.recipientsRequired }).check(
    z.minLength(KUDOS_RECIPIENTS_MIN, m.recipientsRequired),
    z.maxLength(KUDOS_RECIPIENTS_MAX, m.tooManyRecipients),
    z.refine((ids) => new Set(ids).size === ids.length, { error: m.recipientRepeated }),
  ),
  message: kudosMessage,
  valueId: z.optional(z.nullable(uuidOf(m.valueInvalid))),
});
export type CreateKudosInput = z.input<typeof createKudosSchema>;

const pageLimit = z._default(
  z.coerce.number({ error: m.limitInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= KUDOS_PAGE_MAX, {
      error: m.limitInvalid,
    }),
  ),
  KUDOS_PAGE_DEFAULT,
);

/**
 * GET /api/kudos: the company's feed, newest first, a page at a time. `personId`: what the person gave
 * or received (or was celebrated for); `recipientId`: what they received; `teamId`: what the team's
 * current members received; `valueId`: the kudos that carried the value.
 */
export const kudosFeedQuerySchema = z.object({
  personId: z.optional(uuidOf(m.personInvalid)),
  recipientId: z.optional(uuidOf(m.personInvalid)),
  teamId: z.optional(uuidOf(m.teamInvalid)),
  valueId: z.optional(uuidOf(m.valueInvalid)),
  limit: pageLimit,
  /** The id of the last post of the page before. */
  /** The `nextCursor` of the page before, as the server wrote it (src/shared/page-cursor.ts). */
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type KudosFeedQuery = z.input<typeof kudosFeedQuerySchema>;

/** A reaction in a path: its name or the emoji itself, read as the name. */
export const reactionParam = z.pipe(
  z.string(),
  z.transform((segment: string, context) => {
    const reaction = reactionOf(segment);
    if (!reaction) context.issues.push({ code: 'custom', message: m.reactionInvalid, input: segment });
    return reaction ?? z.NEVER;
  }),
);
