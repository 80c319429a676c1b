import { z } from 'zod/mini';
import { MEETING_ANSWERS } from './collaboration-messages';
import { connectionMessages as m } from './connections-messages';
import { dayField } from './schemas';

/** Connections' bodies (decision 041): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

/** PUT /api/connections/settings: take part or not, and "not now" until a day (null: now). */
export const connectionSettingsSchema = z.object({
  optedIn: z.boolean({ error: m.optedInInvalid }),
  snoozedUntil: z._default(z.nullable(dayField(m.snoozeInvalid)), null),
});
export type ConnectionSettingsInput = z.input<typeof connectionSettingsSchema>;

/** POST /api/connections/blocks: a person of the company not to be paired with. */
export const connectionBlockSchema = z.object({ userId: uuidOf(m.blockPersonInvalid) });
export type ConnectionBlockInput = z.input<typeof connectionBlockSchema>;

/** POST /api/connections/answer: "did you meet?" of the current round, once. */
export const connectionAnswerSchema = z.object({
  answer: z.enum(MEETING_ANSWERS, { error: m.answerInvalid }),
});
export type ConnectionAnswerInput = z.input<typeof connectionAnswerSchema>;
