import { z } from 'zod/mini';
import { GOAL_HEALTHS, GOAL_LEVELS } from '../goal-messages';
import { GOAL_TREE_MAX, TEAMS_PER_COMPANY_MAX } from '../limits';
import {
  CONTRIBUTION_ENTRIES_PER_DAY_MAX,
  CONTRIBUTION_GOAL_PROGRESS_MIN,
  CONTRIBUTION_KINDS,
  CONTRIBUTIONS_PAGE_MAX,
  purposeMessages as m,
  TEAM_PURPOSE_MAX,
} from '../purpose-messages';
import {
  contributionsQuerySchema,
  createContributionSchema,
  hideContributionSchema,
  teamPurposeSchema,
} from '../purpose-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Purpose & Alignment (decision 040, slice 3). The purpose map is the company's (level 4: its goals
 * under the goals' own reading rule); the contribution log is its person's and their leads' (level 3),
 * with what the person hides from their leads never in a lead's answer.
 */

// ---- Answers ------------------------------------------------------------------------------------

const fraction = () => z.number().check(z.minimum(0), z.maximum(1));
const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

/** A goal on the map: the alignment tree's node, and whether it is the caller's own. */
export const mapGoalSchema = z.object({
  id: z.string(),
  level: z.enum(GOAL_LEVELS),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Null once the owner has left SOS. */
  owner: z.nullable(personSchema),
  title: z.string(),
  progress: fraction(),
  health: z.enum(GOAL_HEALTHS),
  /** The open goals it supports that the caller may read: it shows under each of them. */
  parentIds: z.array(z.string()),
  /** The caller owns it. */
  mine: z.boolean(),
});

/** A live team on the map, with its purpose and whether the caller may write it. */
export const mapTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.nullable(z.string()),
  canEditPurpose: z.boolean(),
});

export const purposeMapSchema = z.object({
  mission: z.nullable(z.string()),
  values: z.array(z.object({ id: z.string(), name: z.string(), description: z.nullable(z.string()) })),
  goals: z.array(mapGoalSchema),
  /** Open goals the caller may read that did not fit (the alignment tree's bound). */
  omitted: z.number(),
  teams: z.array(mapTeamSchema),
});

/** One entry of a contribution log, built when read from what SOS already knows, or added by hand. */
export const contributionSchema = z.object({
  kind: z.enum(CONTRIBUTION_KINDS),
  /** The id of the row it comes from (a check-in, a goal, a kudos, an action item, a growth item, an entry). */
  subjectId: z.string(),
  /** When it happened (ISO 8601, UTC), and that moment's day in the company's time zone. */
  at: z.string(),
  day: z.string(),
  /**
   * What it says: a manual entry's or a growth item's text, a kudos' message, an action item's text
   * (null for a lead who is not one of that 1:1's two people). Null for goal entries.
   */
  text: z.nullable(z.string()),
  /** The goal a check-in moved or that closed. */
  goal: z.nullable(z.object({ id: z.string(), title: z.string() })),
  /** A check-in: how many key results it moved. */
  keyResultsMoved: z.nullable(z.number()),
  /** A goal closed: its progress when read. */
  progress: z.nullable(fraction()),
  /** Kudos: the value it carried, and who gave it (null once they left SOS). */
  value: z.nullable(z.string()),
  from: z.nullable(z.string()),
  /** The page where it lives, when there is one the caller may open. */
  link: z.nullable(z.string()),
  /** Hidden from the person's leads (a lead never receives a hidden entry). */
  hidden: z.boolean(),
});

const contributionPage = z.object({
  person: personSchema,
  /** The caller reads their own log: they may add, delete and hide entries. */
  own: z.boolean(),
  items: z.array(contributionSchema),
  nextCursor: z.nullable(z.string()),
  /** The company's today: the add dialog's latest day. */
  today: z.string(),
});

// ---- Purpose map --------------------------------------------------------------------------------

export const getPurposeMap = endpoint({
  method: 'GET',
  path: '/api/purpose/map',
  summary: `The purpose map in one answer: the company’s mission and values, its open goals the caller may read (at most ${GOAL_TREE_MAX}, as the alignment tree, each with the goals it supports and whether it is the caller’s), and each live team (at most ${TEAMS_PER_COMPANY_MAX}) with its purpose.`,
  access: 'member of a company',
  status: 200,
  response: z.object({ map: purposeMapSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const putTeamPurpose = endpoint({
  method: 'PUT',
  path: '/api/purpose/teams/:teamId',
  params: z.object({ teamId: idParam(m.teamNotFound) }),
  summary: `Writes a live team’s purpose: one line of at most ${TEAM_PURPOSE_MAX} characters; empty or null clears it.`,
  access: 'lead of the team or admin',
  body: teamPurposeSchema,
  status: 200,
  response: z.object({ team: mapTeamSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived'],
});

// ---- Contribution log ---------------------------------------------------------------------------

export const listContributions = endpoint({
  method: 'GET',
  path: '/api/contributions',
  summary: `A person’s contribution log (the caller’s by default, or \`person\`, someone they lead), newest first, at most ${CONTRIBUTIONS_PAGE_MAX} a page: check-ins that moved key results, goals they own closed at ${CONTRIBUTION_GOAL_PROGRESS_MIN * 100} % or more, kudos received, 1:1 action items and growth items done, and entries added by hand. A lead never receives what the person hid, goals they may not read, nor the text of an action item of a 1:1 they are not in. No score, no count.`,
  access: 'the person of the log; their leads',
  query: contributionsQuerySchema,
  status: 200,
  response: contributionPage,
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export const listContributionPeople = endpoint({
  method: 'GET',
  path: '/api/contributions/people',
  summary: 'The people the caller leads now, by name: whose contribution logs they may read.',
  access: 'member of a company',
  status: 200,
  response: z.object({ people: z.array(personSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createContribution = endpoint({
  method: 'POST',
  path: '/api/contributions',
  summary: `Adds an entry to the caller’s own log: a day (today or before, company time) and what they did. At most ${CONTRIBUTION_ENTRIES_PER_DAY_MAX} for one day.`,
  access: 'member of a company',
  body: createContributionSchema,
  status: 201,
  response: z.object({ entry: contributionSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const deleteContribution = endpoint({
  method: 'DELETE',
  path: '/api/contributions/:id',
  params: z.object({ id: idParam(m.entryNotFound) }),
  summary: 'Deletes an entry the caller added to their own log.',
  access: 'the person of the log',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const hideContribution = endpoint({
  method: 'PUT',
  path: '/api/contributions/hidden',
  summary:
    'Hides one entry of the caller’s own log from their leads (`hidden: true`), or shows it to them again. The entry is named by its kind and the id of the row it comes from.',
  access: 'the person of the log',
  body: hideContributionSchema,
  status: 200,
  response: z.object({ kind: z.enum(CONTRIBUTION_KINDS), subjectId: z.string(), hidden: z.boolean() }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export type PurposeMap = z.output<typeof purposeMapSchema>;
export type MapGoal = z.output<typeof mapGoalSchema>;
export type MapTeam = z.output<typeof mapTeamSchema>;
export type Contribution = z.output<typeof contributionSchema>;
export type ContributionPage = z.output<typeof contributionPage>;
