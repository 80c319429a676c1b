import { z } from 'zod/mini';
import {
  JOURNAL_PAGE_DEFAULT,
  JOURNAL_PAGE_MAX,
  JOURNAL_SEARCH_MAX,
  journalMessages as m,
} from './journal-messages';
import { JOURNAL_ENTRY_MAX } from './learning-messages';
import { isCursor } from './page-cursor';
import { requiredText } from './schemas';

/** The reflection journal's bodies and queries (decision 040): the editor's rules, checked again by the server. */

export const journalBody = requiredText({
  shape: 'lines',
  max: JOURNAL_ENTRY_MAX,
  required: m.bodyRequired,
  tooLong: m.bodyTooLong,
  controls: m.bodyControls,
});

/** A new entry: its text, and whether it answers this week's prompt (else a free entry). */
export const createJournalEntrySchema = z.object({
  body: journalBody,
  answersPrompt: z._default(z.boolean({ error: m.answersPromptInvalid }), false),
});
export type CreateJournalEntryInput = z.input<typeof createJournalEntrySchema>;

/** An entry rewritten: its text (the prompt it answered stays). */
export const updateJournalEntrySchema = z.object({ body: journalBody });
export type UpdateJournalEntryInput = z.input<typeof updateJournalEntrySchema>;

const pageLimit = z._default(
  z.coerce.number({ error: m.limitInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= JOURNAL_PAGE_MAX, {
      error: m.limitInvalid,
    }),
  ),
  JOURNAL_PAGE_DEFAULT,
);

/** GET /api/journal/entries: the caller's own, newest first, a page at a time; `q` finds words. */
export const journalListQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(JOURNAL_SEARCH_MAX, m.searchTooLong))),
  limit: pageLimit,
  /** The `nextCursor` of the page before, as the server wrote it (src/shared/page-cursor.ts). */
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type JournalListQuery = z.input<typeof journalListQuerySchema>;
