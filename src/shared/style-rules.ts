import { z } from 'zod/mini';
import { optionalText } from './schemas';

/**
 * The communication style (decision 037, docs/product.md#communication-style): how a person likes to
 * receive feedback and talk, in three choices of two and a sentence. Shown to the whole company
 * (level 4), on their profile and beside the agenda of a 1:1 with them.
 */

export const STYLE_CHOICES = {
  channel: ['written', 'spoken'],
  timing: ['in_the_moment', 'prepared'],
  tone: ['direct', 'cushioned'],
} as const;
export type StyleAspect = keyof typeof STYLE_CHOICES;
export const STYLE_ASPECTS = Object.keys(STYLE_CHOICES) as StyleAspect[];

export const STYLE_NOTE_MAX = 280;

export const styleMessages = {
  channelInvalid: 'Choose written or spoken, or leave it open',
  timingInvalid: 'Choose in the moment or prepared, or leave it open',
  toneInvalid: 'Choose direct or cushioned, or leave it open',
  noteTooLong: `The sentence must be at most ${STYLE_NOTE_MAX} characters`,
  noteControls: 'The sentence must not contain control characters',
} as const;

const m = styleMessages;

/** Each choice may be left open (null); everything open and no sentence removes the style. */
export const putStyleSchema = z.object({
  channel: z.nullable(z.enum(STYLE_CHOICES.channel, { error: m.channelInvalid })),
  timing: z.nullable(z.enum(STYLE_CHOICES.timing, { error: m.timingInvalid })),
  tone: z.nullable(z.enum(STYLE_CHOICES.tone, { error: m.toneInvalid })),
  note: optionalText({
    shape: 'line',
    max: STYLE_NOTE_MAX,
    tooLong: m.noteTooLong,
    controls: m.noteControls,
  }),
});
export type PutStyleInput = z.input<typeof putStyleSchema>;
