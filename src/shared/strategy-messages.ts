import { DECISION_RECORDS_MAX, DOCUMENT_VERSIONS_MAX } from './limits';

/**
 * Strategic Thinking (decision 041, slice 1): the strategy page and decision records, documents that
 * keep every version. Numbers and words here; the zod rules in strategy-rules.ts.
 */

/**
 * The kinds of documents the documents core knows: the strategy page and decision records, a team's
 * idea tools (SWOT, pre-mortem, planning), and the value propositions' canvases, personas and tables
 * of alternatives.
 */
export const DOCUMENT_KINDS = ['strategy', 'decision', 'idea', 'canvas', 'persona', 'competition'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Who reads a document: the whole company, or one team (its members, its leads and the admins). */
export const DOCUMENT_VISIBILITIES = ['company', 'team'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** A decision record's life: proposed, then accepted or rejected by its Approver; accepted, then superseded. */
export const DECISION_STATUSES = ['proposed', 'accepted', 'rejected', 'superseded'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** DACI: one Driver, exactly one Approver, Contributors and Informed. */
export const DACI_ROLES = ['driver', 'approver', 'contributor', 'informed'] as const;
export type DaciRole = (typeof DACI_ROLES)[number];

/** What the Approver decides. */
export const DECISION_OUTCOMES = ['accepted', 'rejected'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** The strategy page: a vision, three to five pillars, each with a few company goals. */
export const STRATEGY_VISION_MAX = 1000;
export const PILLARS_MIN = 3;
export const PILLARS_MAX = 5;
export const PILLAR_NAME_MAX = 80;
export const PILLAR_RATIONALE_MAX = 1000;
export const PILLAR_GOALS_MAX = 10;

/** A decision record. */
export const DECISION_TITLE_MAX = 150;
export const DECISION_TEXT_MAX = 5000;
export const DECISION_OPTIONS_MAX = 6;
export const OPTION_TITLE_MAX = 150;
export const OPTION_POINTS_MAX = 2000;
export const DECISION_CONTRIBUTORS_MAX = 20;
export const DECISION_INFORMED_MAX = 50;
export const DECISION_GOALS_MAX = 10;

/** Lists: decision records and a document's versions, a page at a time. */
export const DECISIONS_PAGE_MAX = 50;
export const DECISIONS_PAGE_DEFAULT = 20;
export const VERSIONS_PAGE_MAX = 100;

export const strategyMessages = {
  recordsLimit: `A company keeps at most ${DECISION_RECORDS_MAX.toLocaleString('en')} decision records.`,
  versionsLimit: `A document keeps at most ${DOCUMENT_VERSIONS_MAX.toLocaleString('en')} versions: this one is full.`,
  visionTooLong: `The vision is at most ${STRATEGY_VISION_MAX} characters.`,
  visionControls: 'The vision is plain text, without control characters.',
  pillarsCount: `A strategy has from ${PILLARS_MIN} to ${PILLARS_MAX} pillars.`,
  pillarNameRequired: 'Name each pillar.',
  pillarNameTooLong: `A pillar’s name is at most ${PILLAR_NAME_MAX} characters.`,
  pillarNameControls: 'A pillar’s name is one line, without control characters.',
  pillarRationaleTooLong: `A pillar’s rationale is at most ${PILLAR_RATIONALE_MAX} characters.`,
  pillarRationaleControls: 'A pillar’s rationale is plain text, without control characters.',
  pillarGoals: `A pillar carries at most ${PILLAR_GOALS_MAX} goals.`,
  pillarIdInvalid: 'A pillar’s id is the one the page gave it, or none for a new pillar.',
  goalInvalid: 'Choose goals of your company.',
  goalNotCompany: 'A pillar carries company goals: choose company goals of your company.',
  versionInvalid: 'Version must be the version number you started from.',
  notAdmin: 'Only admins write the strategy page.',
  titleRequired: 'Give the decision a title.',
  titleTooLong: `A title is at most ${DECISION_TITLE_MAX} characters.`,
  titleControls: 'A title is one line, without control characters.',
  textTooLong: `Each part of a record is at most ${DECISION_TEXT_MAX} characters.`,
  textControls: 'A record is plain text, without control characters.',
  optionsCount: `A record weighs at most ${DECISION_OPTIONS_MAX} options.`,
  optionTitleRequired: 'Name each option.',
  optionTitleTooLong: `An option’s name is at most ${OPTION_TITLE_MAX} characters.`,
  optionTitleControls: 'An option’s name is one line, without control characters.',
  optionPointsTooLong: `Pros and cons are at most ${OPTION_POINTS_MAX} characters each.`,
  visibilityInvalid: `Visibility must be one of: ${DOCUMENT_VISIBILITIES.join(', ')}.`,
  teamRequired: 'Choose the team that reads this record.',
  teamOnlyForTeam: 'Only a team record names a team.',
  teamNotFound: 'Team not found.',
  notInTeam: 'Only the team’s members and leads, and admins, write the team’s records.',
  personInvalid: 'Choose people of your company.',
  approverRequired: 'Choose the Approver: the one person who decides.',
  contributorsTooMany: `A record has at most ${DECISION_CONTRIBUTORS_MAX} Contributors.`,
  informedTooMany: `A record informs at most ${DECISION_INFORMED_MAX} people.`,
  peopleNotInCompany: 'Every person of a record must be in your company.',
  goalsTooMany: `A record links at most ${DECISION_GOALS_MAX} goals.`,
  pillarsTooMany: `A record links at most ${PILLARS_MAX} pillars.`,
  pillarNotFound: 'That pillar is not on your strategy page any more. Reload and choose again.',
  goalNotFound: 'One of the goals is not one you can see. Reload and choose again.',
  supersedesInvalid: 'Choose an accepted record to supersede.',
  supersedesNotAccepted: 'Only an accepted record can be superseded.',
  recordNotFound: 'Decision record not found.',
  documentNotFound: 'Document not found.',
  versionNotFound: 'Version not found.',
  notWriter: 'Only the record’s Driver, Approver and Contributors, and admins, edit it.',
  notApprover: 'Only the record’s Approver decides it.',
  outcomeInvalid: `Outcome must be one of: ${DECISION_OUTCOMES.join(', ')}.`,
  limitInvalid: `Limit must be a whole number from 1 to ${DECISIONS_PAGE_MAX}.`,
  cursorInvalid: 'Cursor must be the nextCursor of the page before.',
  statusInvalid: `Status must be one of: ${DECISION_STATUSES.join(', ')}.`,
  beforeInvalid: 'Before must be a version number.',
  compareInvalid: 'Compare two version numbers of this document.',
} as const;

/** The labels the pages show. */
export const DECISION_STATUS_LABELS: Record<DecisionStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
};

export const DACI_LABELS: Record<DaciRole, string> = {
  driver: 'Driver',
  approver: 'Approver',
  contributor: 'Contributor',
  informed: 'Informed',
};
