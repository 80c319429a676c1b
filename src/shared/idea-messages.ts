import { IDEAS_MAX } from './limits';

/**
 * Idea tools (decision 041): a SWOT, a pre-mortem and a planning template a team fills together,
 * saved as a document of the team, with versions. Numbers and words here; the zod rules in
 * idea-rules.ts.
 */

export const IDEA_TEMPLATES = ['swot', 'premortem', 'planning'] as const;
export type IdeaTemplate = (typeof IDEA_TEMPLATES)[number];

export const IDEA_TITLE_MAX = 150;
/** A list's items (a strength, a warning sign, a risk) and how many a list holds. */
export const IDEA_ITEM_MAX = 300;
export const IDEA_ITEMS_MAX = 20;
/** A long text: the pre-mortem's story of how it failed, the planning's goal. */
export const IDEA_TEXT_MAX = 2000;
export const IDEA_MILESTONES_MAX = 20;
export const IDEAS_PAGE_MAX = 50;
export const IDEAS_PAGE_DEFAULT = 20;

export const ideaMessages = {
  limit: `A company keeps at most ${IDEAS_MAX.toLocaleString('en')} idea documents.`,
  templateInvalid: `Template must be one of: ${IDEA_TEMPLATES.join(', ')}.`,
  templateChanged: 'An idea keeps the template it was started with: start a new one for another.',
  titleRequired: 'Give it a title.',
  titleTooLong: `A title is at most ${IDEA_TITLE_MAX} characters.`,
  titleControls: 'A title is one line, without control characters.',
  itemRequired: 'Write each item, or remove it.',
  itemTooLong: `Each item is at most ${IDEA_ITEM_MAX} characters.`,
  itemControls: 'Each item is one line, without control characters.',
  itemsTooMany: `A list holds at most ${IDEA_ITEMS_MAX} items.`,
  textTooLong: `Each text is at most ${IDEA_TEXT_MAX} characters.`,
  textControls: 'A text is plain text, without control characters.',
  milestonesTooMany: `A plan has at most ${IDEA_MILESTONES_MAX} milestones.`,
  milestoneRequired: 'Name each milestone, or remove it.',
  dueInvalid: 'A due day is a date (YYYY-MM-DD).',
  ownerInvalid: 'An owner is a member or lead of the team.',
  teamRequired: 'Choose the team that fills it.',
  teamNotFound: 'Team not found.',
  notInTeam: 'Only the team’s members and leads, and admins, fill the team’s ideas.',
  notDeleter: 'Only whoever started it, or an admin, deletes it.',
  ideaNotFound: 'Idea not found.',
  versionInvalid: 'Version must be the version number you started from.',
  limitInvalid: `Limit must be a whole number from 1 to ${IDEAS_PAGE_MAX}.`,
  cursorInvalid: 'Cursor must be the nextCursor of the page before.',
} as const;
