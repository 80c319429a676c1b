import { VALUE_DOCUMENTS_MAX } from './limits';

/**
 * Crafting Value Propositions (decision 041, slice 2): Lean Canvases, personas, tables of alternatives
 * and the pitch outline, documents of the documents core. Numbers and words here; the zod rules in
 * value-rules.ts.
 */

/**
 * The nine boxes of a Lean Canvas, in the order the pitch outline and the forms read them. The Lean
 * Canvas is Ash Maurya's, adapted from the Business Model Canvas, under CC BY-SA 3.0.
 */
export const CANVAS_BOXES = [
  'problem',
  'customerSegments',
  'uniqueValueProposition',
  'solution',
  'channels',
  'revenueStreams',
  'costStructure',
  'keyMetrics',
  'unfairAdvantage',
] as const;
export type CanvasBox = (typeof CANVAS_BOXES)[number];

export const CANVAS_BOX_LABELS: Record<CanvasBox, string> = {
  problem: 'Problem',
  customerSegments: 'Customer segments',
  uniqueValueProposition: 'Unique value proposition',
  solution: 'Solution',
  channels: 'Channels',
  revenueStreams: 'Revenue streams',
  costStructure: 'Cost structure',
  keyMetrics: 'Key metrics',
  unfairAdvantage: 'Unfair advantage',
};

/** What each box asks, under its label in the form. */
export const CANVAS_BOX_HINTS: Record<CanvasBox, string> = {
  problem: 'The top one to three problems your customers have.',
  customerSegments: 'Who has these problems; who will use it first.',
  uniqueValueProposition: 'One clear message: why you are different and worth their attention.',
  solution: 'The simplest thing that solves each problem.',
  channels: 'How you reach your customers.',
  revenueStreams: 'How you earn: prices, plans, who pays.',
  costStructure: 'What it costs to build, run and sell.',
  keyMetrics: 'The few numbers that tell you it works.',
  unfairAdvantage: 'What cannot easily be copied or bought.',
};

export const LEAN_CANVAS_CREDIT =
  'The Lean Canvas is by Ash Maurya, adapted from the Business Model Canvas, licensed CC BY-SA 3.0.';

/** A canvas's, persona's or table's title, and the text of a box. */
export const VALUE_TITLE_MAX = 150;
export const CANVAS_BOX_MAX = 2000;
/** A persona: a short description and lists of jobs, pains and gains. */
export const PERSONA_DESCRIPTION_MAX = 1000;
export const PERSONA_ITEM_MAX = 200;
export const PERSONA_ITEMS_MAX = 10;
export const PERSONA_CANVASES_MAX = 10;
/** A table of alternatives: criteria (columns) and alternatives (rows), a short text per cell. */
export const CRITERIA_MAX = 8;
export const ALTERNATIVES_MAX = 10;
export const CRITERION_MAX = 80;
export const ALTERNATIVE_NAME_MAX = 80;
export const CELL_MAX = 300;
export const UNIQUE_VALUE_MAX = 300;

/** Lists, a page at a time. */
export const VALUE_PAGE_MAX = 50;
export const VALUE_PAGE_DEFAULT = 20;

export const valueMessages = {
  canvasesLimit: `A company keeps at most ${VALUE_DOCUMENTS_MAX.toLocaleString('en')} canvases.`,
  personasLimit: `A company keeps at most ${VALUE_DOCUMENTS_MAX.toLocaleString('en')} personas.`,
  tablesLimit: `A company keeps at most ${VALUE_DOCUMENTS_MAX.toLocaleString('en')} tables of alternatives.`,
  canvasTitleRequired: 'Name the product or offer this canvas is about.',
  personaTitleRequired: 'Give the persona a name.',
  tableTitleRequired: 'Give the table a title.',
  titleTooLong: `A title is at most ${VALUE_TITLE_MAX} characters.`,
  titleControls: 'A title is one line, without control characters.',
  boxesInvalid: `The boxes are the nine of a Lean Canvas, each a text or empty: ${CANVAS_BOXES.join(', ')}.`,
  boxTooLong: `Each box of a canvas is at most ${CANVAS_BOX_MAX.toLocaleString('en')} characters.`,
  textControls: 'Write plain text, without control characters.',
  descriptionTooLong: `A persona’s description is at most ${PERSONA_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
  itemRequired: 'Write each job, pain or gain, or remove the empty one.',
  itemTooLong: `A job, pain or gain is at most ${PERSONA_ITEM_MAX} characters.`,
  itemControls: 'A job, pain or gain is one line, without control characters.',
  itemsTooMany: `A persona lists at most ${PERSONA_ITEMS_MAX} jobs, ${PERSONA_ITEMS_MAX} pains and ${PERSONA_ITEMS_MAX} gains.`,
  canvasesTooMany: `A persona links at most ${PERSONA_CANVASES_MAX} canvases.`,
  canvasInvalid: 'Choose canvases you can read.',
  canvasNotFound: 'One of the canvases is not one you can read. Reload and choose again.',
  criteriaCount: `A table compares on 1 to ${CRITERIA_MAX} criteria.`,
  criterionRequired: 'Name each criterion.',
  criterionTooLong: `A criterion is at most ${CRITERION_MAX} characters.`,
  criterionControls: 'A criterion is one line, without control characters.',
  criteriaDistinct: 'Each criterion has its own name.',
  alternativesCount: `A table lists at most ${ALTERNATIVES_MAX} alternatives.`,
  alternativeRequired: 'Name each alternative.',
  alternativeTooLong: `An alternative’s name is at most ${ALTERNATIVE_NAME_MAX} characters.`,
  alternativeControls: 'An alternative’s name is one line, without control characters.',
  cellTooLong: `A cell is at most ${CELL_MAX} characters.`,
  cellsCount: 'Each alternative has one cell per criterion.',
  uniqueValueTooLong: `The unique value sentence is at most ${UNIQUE_VALUE_MAX} characters.`,
  visibilityInvalid: 'Visibility must be one of: company, team.',
  teamRequired: 'Choose the team that reads this document.',
  teamOnlyForTeam: 'Only a team document names a team.',
  teamNotFound: 'Team not found.',
  notInTeam: 'Only the team’s members and leads, and admins, write the team’s documents.',
  versionInvalid: 'Version must be the version number you started from.',
  notDeleter: 'Only its author or an admin deletes it.',
  canvasMissing: 'Canvas not found.',
  personaMissing: 'Persona not found.',
  tableMissing: 'Table of alternatives not found.',
  limitInvalid: `Limit must be a whole number from 1 to ${VALUE_PAGE_MAX}.`,
  cursorInvalid: 'Cursor must be the nextCursor of the page before.',
} as const;

/** The pitch outline's sections, in their fixed order, and what it says of an empty part. */
export const PITCH_SECTIONS = [
  'problem',
  'audience',
  'promise',
  'solution',
  'alternatives',
  'reach',
  'money',
  'measure',
] as const;
export type PitchSection = (typeof PITCH_SECTIONS)[number];

export const pitchWords = {
  headings: {
    problem: 'The problem',
    audience: 'Who it is for',
    promise: 'What we promise',
    solution: 'How we solve it',
    alternatives: 'Why us, not the alternatives',
    reach: 'How we reach them',
    money: 'How it pays',
    measure: 'How we know it works',
  } satisfies Record<PitchSection, string>,
  notWritten: 'Not written yet.',
  noPersonas: 'No persona is linked to this canvas yet.',
  noAlternatives: 'No table of alternatives is linked to this canvas yet.',
  segments: 'Customer segments',
  persona: 'Persona',
  jobs: 'Jobs',
  pains: 'Pains',
  gains: 'Gains',
  uniqueValue: 'Unique value',
  comparedWith: 'Compared with',
  unfairAdvantage: 'Unfair advantage',
  revenue: 'Revenue',
  costs: 'Costs',
  subtitle: 'Pitch outline',
  footer: `Built by SOS from the canvas, its personas and its alternatives. ${LEAN_CANVAS_CREDIT}`,
} as const;

/** The pitch outline's Markdown file name: the canvas's title in plain letters, digits and dashes. */
export function pitchFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `pitch-${slug || 'canvas'}.md`;
}
