import { z } from 'zod/mini';
import { journalMessages as m } from '../journal-messages';
import { createJournalEntrySchema, journalListQuerySchema, updateJournalEntrySchema } from '../journal-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The reflection journal (decision 040, slice 2): level 1, its author's alone. No path names a person;
 * another person's entry, whoever asks (their lead, an admin), is not found, as one that never was.
 */

// ---- Answers ------------------------------------------------------------------------------------

export const journalEntrySchema = z.object({
  id: z.string(),
  /** The Monday of the week it was written in. */
  week: z.string(),
  /** The prompt it answers, as it was asked; null for a free entry. */
  prompt: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const journalPromptSchema = z.object({
  /** This week's Monday, in the company's time zone, and its ISO week number. */
  week: z.string(),
  weekNumber: z.number(),
  prompt: z.string(),
});

const entryParams = z.object({ id: idParam(m.entryNotFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const getJournalPrompt = endpoint({
  method: 'GET',
  path: '/api/journal/prompt',
  summary: 'This week’s prompt (one of a fixed list, by the ISO week number of the company’s today).',
  access: 'member of a company',
  status: 200,
  response: z.object({ prompt: journalPromptSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const listJournalEntries = endpoint({
  method: 'GET',
  path: '/api/journal/entries',
  summary:
    'The caller’s own entries, newest first, a page at a time; `q` finds entries holding every word in their text or prompt, case and accents aside.',
  access: 'member of a company',
  query: journalListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(journalEntrySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createJournalEntry = endpoint({
  method: 'POST',
  path: '/api/journal/entries',
  summary:
    'Writes an entry (at most 10,000 characters): an answer to this week’s prompt (`answersPrompt`) or a free one. At most 5,000 entries a person.',
  access: 'member of a company',
  body: createJournalEntrySchema,
  status: 201,
  response: z.object({ entry: journalEntrySchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const updateJournalEntry = endpoint({
  method: 'PATCH',
  path: '/api/journal/entries/:id',
  params: entryParams,
  summary: 'Rewrites one of the caller’s entries; the prompt it answered stays.',
  access: 'the author of the journal entry',
  body: updateJournalEntrySchema,
  status: 200,
  response: z.object({ entry: journalEntrySchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const deleteJournalEntry = endpoint({
  method: 'DELETE',
  path: '/api/journal/entries/:id',
  params: entryParams,
  summary: 'Deletes one of the caller’s entries for good.',
  access: 'the author of the journal entry',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type JournalEntry = z.output<typeof journalEntrySchema>;
export type JournalPrompt = z.output<typeof journalPromptSchema>;
