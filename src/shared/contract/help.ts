import { z } from 'zod/mini';
import { HELP_SKILLS_MAX, HELP_SUGGESTIONS_MAX } from '../collaboration-messages';
import { HELP_PAGE_MAX, HELP_STATES, helpMessages as m } from '../help-messages';
import {
  createHelpRequestSchema,
  helpAnswerSchema,
  helpListQuerySchema,
  helpSkillsSchema,
} from '../help-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Ask for help and "I can help with" (decision 041, slice 3): the company's board of requests, its
 * answers and suggestions, and the skills each person offers (company-visible by design).
 */

/** A person as the board names them; null id and name once they left SOS. */
const personSchema = z.object({ id: z.nullable(z.string()), fullName: z.nullable(z.string()) });

export const helpRequestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  author: personSchema,
  state: z.enum(HELP_STATES),
  solvedAt: z.nullable(z.string()),
  /** The day it closes by itself, if not solved before. */
  closesAt: z.string(),
  answers: z.number(),
  createdAt: z.string(),
});

export const helpAnswerItemSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: personSchema,
  createdAt: z.string(),
  /** When its author last rewrote it; null if never. */
  editedAt: z.nullable(z.string()),
  /** The caller wrote it: they may rewrite it while the request is open. */
  isAuthor: z.boolean(),
  /** Its author or an admin. */
  canDelete: z.boolean(),
});

/** Someone who may help, with why, in words: never a score. */
export const helpSuggestionSchema = z.object({
  person: z.object({ id: z.string(), fullName: z.nullable(z.string()) }),
  reasons: z.array(z.string()),
});

export const helpRequestSchema = z.object({
  ...helpRequestSummarySchema.shape,
  details: z.nullable(z.string()),
  answerList: z.array(helpAnswerItemSchema),
  suggestions: z.array(helpSuggestionSchema),
  /** The caller asked it. */
  isAuthor: z.boolean(),
  canDelete: z.boolean(),
});

const requestParams = z.object({ id: idParam(m.requestNotFound) });
const answerParams = z.object({ id: idParam(m.requestNotFound), answerId: idParam(m.answerNotFound) });

export const listHelpRequests = endpoint({
  method: 'GET',
  path: '/api/help/requests',
  summary: `The company’s board of requests for help, open ones (\`state=open\`, the default) or closed ones, newest first, at most ${HELP_PAGE_MAX} a page, by one \`tag\` (case and accents aside). A request closes when its author marks it solved or 30 days after it was opened.`,
  access: 'member of a company',
  query: helpListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(helpRequestSummarySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createHelpRequest = endpoint({
  method: 'POST',
  path: '/api/help/requests',
  summary:
    'Asks the company for help: a title, details and up to five tags. Answers with the request and up to five people who may help, each with why.',
  access: 'member of a company',
  body: createHelpRequestSchema,
  status: 201,
  response: z.object({ request: helpRequestSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const getHelpRequest = endpoint({
  method: 'GET',
  path: '/api/help/requests/:id',
  params: requestParams,
  summary: `One request with its answers, oldest first, and up to ${HELP_SUGGESTIONS_MAX} people who may help (not its author, current members): whose offered skills match a tag, or who were thanked for one in the last 12 months, each with why.`,
  access: 'member of a company',
  status: 200,
  response: z.object({ request: helpRequestSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const answerHelpRequest = endpoint({
  method: 'POST',
  path: '/api/help/requests/:id/answers',
  params: requestParams,
  summary: 'Answers an open request with a short text; its author is told.',
  access: 'member of a company',
  body: helpAnswerSchema,
  status: 201,
  response: z.object({ request: helpRequestSchema }),
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'forbidden',
    'not_found',
    'help_request_closed',
    'limit_reached',
  ],
});

export const updateHelpAnswer = endpoint({
  method: 'PUT',
  path: '/api/help/requests/:id/answers/:answerId',
  params: answerParams,
  summary:
    'Rewrites the caller’s own answer while the request is open; it then shows as edited. Answers with the request.',
  access: 'the author of the answer',
  body: helpAnswerSchema,
  status: 200,
  response: z.object({ request: helpRequestSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'help_request_closed'],
});

export const deleteHelpAnswer = endpoint({
  method: 'DELETE',
  path: '/api/help/requests/:id/answers/:answerId',
  params: answerParams,
  summary: 'Deletes an answer, open request or closed; the request’s count of answers follows.',
  access: 'the author of the answer or admin',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const solveHelpRequest = endpoint({
  method: 'POST',
  path: '/api/help/requests/:id/solve',
  params: requestParams,
  summary: 'Marks the caller’s own request solved: it closes. Marking it again changes nothing.',
  access: 'the author of the request',
  status: 200,
  response: z.object({ request: helpRequestSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const deleteHelpRequest = endpoint({
  method: 'DELETE',
  path: '/api/help/requests/:id',
  params: requestParams,
  summary: 'Deletes a request and its answers.',
  access: 'the author of the request or admin',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const getHelpSkills = endpoint({
  method: 'GET',
  path: '/api/help/skills',
  summary:
    'The skills the caller offers (“I can help with”), in the order written. The whole company sees them, by design: they suggest the caller to whoever asks for help.',
  access: 'member of a company',
  status: 200,
  response: z.object({ skills: z.array(z.string()) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const putHelpSkills = endpoint({
  method: 'PUT',
  path: '/api/help/skills',
  summary: `Replaces the skills the caller offers, at most ${HELP_SKILLS_MAX}; one written twice (case and accents aside) is kept once.`,
  access: 'member of a company',
  body: helpSkillsSchema,
  status: 200,
  response: z.object({ skills: z.array(z.string()) }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export type HelpRequestSummary = z.output<typeof helpRequestSummarySchema>;
export type HelpRequest = z.output<typeof helpRequestSchema>;
export type HelpAnswerItem = z.output<typeof helpAnswerItemSchema>;
export type HelpSuggestion = z.output<typeof helpSuggestionSchema>;
