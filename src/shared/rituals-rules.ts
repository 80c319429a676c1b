import { z } from 'zod/mini';
import {
  RITUAL_CADENCES,
  RITUAL_DURATION_MAX,
  RITUAL_DURATION_MIN,
  RITUAL_KINDS,
  RITUAL_NOTES_MAX,
  RITUAL_TITLE_MAX,
} from './collaboration-messages';
import { ritualMessages as m } from './rituals-messages';
import { dayField, optionalText, requiredText } from './schemas';

/** A team's rituals (decision 041): the form's rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const ritualFields = {
  kind: z.enum(RITUAL_KINDS, { error: m.kindInvalid }),
  title: requiredText({
    shape: 'line',
    max: RITUAL_TITLE_MAX,
    required: m.titleRequired,
    tooLong: m.titleTooLong,
    controls: m.titleControls,
  }),
  notes: optionalText({
    shape: 'lines',
    max: RITUAL_NOTES_MAX,
    tooLong: m.notesTooLong,
    controls: m.notesControls,
  }),
  cadence: z.enum(RITUAL_CADENCES, { error: m.cadenceInvalid }),
  startsOn: dayField(m.startsOnInvalid),
  time: z
    .string({ error: m.timeInvalid })
    .check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: m.timeInvalid })),
  durationMinutes: z
    .number({ error: m.durationInvalid })
    .check(
      z.refine(
        (value: number) =>
          Number.isInteger(value) && value >= RITUAL_DURATION_MIN && value <= RITUAL_DURATION_MAX,
        { error: m.durationInvalid },
      ),
    ),
  ownerId: uuidOf(m.ownerInvalid),
  reviewOn: dayField(m.reviewOnInvalid),
};

const reviewAfterStart = () =>
  z.refine<{ startsOn: string; reviewOn: string }>((ritual) => ritual.reviewOn >= ritual.startsOn, {
    error: m.reviewBeforeStart,
    path: ['reviewOn'],
    // Only once both days are days: a missing one has its own message.
    when: (payload) => payload.issues.length === 0,
  });

export const createRitualSchema = z
  .object({ teamId: uuidOf(m.teamInvalid), ...ritualFields })
  .check(reviewAfterStart());

export const updateRitualSchema = z.object(ritualFields).check(reviewAfterStart());

export const reviewRitualSchema = z.object({ reviewOn: dayField(m.reviewOnInvalid) });

export const ritualListQuerySchema = z.object({
  /** One team's rituals; without it, those of the caller's current teams. */
  team: z.optional(uuidOf(m.teamInvalid)),
});

export type RitualInput = z.input<typeof updateRitualSchema>;
export type CreateRitualInput = z.input<typeof createRitualSchema>;
