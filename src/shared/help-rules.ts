import { z } from 'zod/mini';
import {
  HELP_ANSWER_MAX,
  HELP_DETAILS_MAX,
  HELP_SKILL_MAX,
  HELP_SKILLS_MAX,
  HELP_TAG_MAX,
  HELP_TAGS_MAX,
  HELP_TITLE_MAX,
} from './collaboration-messages';
import { HELP_PAGE_DEFAULT, HELP_PAGE_MAX, HELP_STATES, helpMessages as m, skillKey } from './help-messages';
import { isCursor } from './page-cursor';
import { optionalText, requiredText } from './schemas';

/** Ask for help and offered skills (decision 041): the forms' rules, checked again by the server. */

/** A list of short words, each kept once by its key (the first spelling stays), at most `max`. */
const wordList = (
  max: number,
  word: z.ZodMiniType<string, string>,
  messages: { invalid: string; tooMany: string },
) =>
  z
    .pipe(
      z.array(word, { error: messages.invalid }),
      z.transform((words: string[]) => {
        const seen = new Set<string>();
        // Inner runs of spaces as one, as the key reads them.
        return words
          .map((text) => text.replace(/\s+/gu, ' '))
          .filter((text) => {
            const key = skillKey(text);
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          });
      }),
    )
    .check(z.maxLength(max, { error: messages.tooMany }));

const tag = requiredText({
  shape: 'line',
  max: HELP_TAG_MAX,
  required: m.tagRequired,
  tooLong: m.tagTooLong,
  controls: m.tagControls,
});

const skill = requiredText({
  shape: 'line',
  max: HELP_SKILL_MAX,
  required: m.skillRequired,
  tooLong: m.skillTooLong,
  controls: m.skillControls,
});

export const createHelpRequestSchema = z.object({
  title: requiredText({
    shape: 'line',
    max: HELP_TITLE_MAX,
    required: m.titleRequired,
    tooLong: m.titleTooLong,
    controls: m.titleControls,
  }),
  details: optionalText({
    shape: 'lines',
    max: HELP_DETAILS_MAX,
    tooLong: m.detailsTooLong,
    controls: m.detailsControls,
  }),
  tags: z._default(wordList(HELP_TAGS_MAX, tag, { invalid: m.tagsInvalid, tooMany: m.tagsTooMany }), []),
});

export const helpAnswerSchema = z.object({
  body: requiredText({
    shape: 'lines',
    max: HELP_ANSWER_MAX,
    required: m.answerRequired,
    tooLong: m.answerTooLong,
    controls: m.answerControls,
  }),
});

export const helpSkillsSchema = z.object({
  skills: wordList(HELP_SKILLS_MAX, skill, { invalid: m.skillsInvalid, tooMany: m.skillsTooMany }),
});

const pageLimit = z._default(
  z.coerce.number({ error: m.limitInvalid }).check(
    z.refine((value: number) => Number.isInteger(value) && value >= 1 && value <= HELP_PAGE_MAX, {
      error: m.limitInvalid,
    }),
  ),
  HELP_PAGE_DEFAULT,
);

export const helpListQuerySchema = z.object({
  state: z._default(z.enum(HELP_STATES, { error: m.stateInvalid }), 'open'),
  /** One tag, matched by its key. */
  tag: z.optional(z.string().check(z.maxLength(HELP_TAG_MAX, { error: m.tagTooLong }))),
  limit: pageLimit,
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});

export type CreateHelpRequest = z.input<typeof createHelpRequestSchema>;
