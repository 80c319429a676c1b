import { RESOURCE_TITLE_MAX, RESOURCE_URL_MAX } from './learning-messages';
import { LEARNING_RESOURCES_MAX } from './limits';

/**
 * The resource library (decision 040, slice 2): its numbers and words, apart from its zod rules
 * (library-rules.ts): the server and the tab's texts import these, and with them no form code.
 */

/** A page of the library, by default and at most. */
export const RESOURCES_PAGE_DEFAULT = 20;
export const RESOURCES_PAGE_MAX = 50;
/** Competencies one resource is tagged with: a link that teaches everything is tagged with nothing. */
export const RESOURCE_COMPETENCIES_MAX = 5;
/** The search box's text: a few words of a title. */
export const RESOURCE_SEARCH_MAX = 100;

export const libraryMessages = {
  resourceNotFound: 'Resource not found.',
  titleRequired: 'Give the resource a title',
  titleTooLong: `A title must be at most ${RESOURCE_TITLE_MAX} characters`,
  titleControls: 'A title must not contain control characters',
  urlRequired: 'Paste the link to the resource',
  urlInvalid: 'The link must be a web address starting with http:// or https://',
  urlCredentials: 'The link must not contain a user name or password',
  urlTooLong: `A link must be at most ${RESOURCE_URL_MAX} characters`,
  kindInvalid: 'Kind must be article, course, book or video',
  competencyInvalid: 'Competency not found.',
  competencyNotFound: 'This competency is not one of your company’s.',
  competenciesTooMany: `Tag a resource with at most ${RESOURCE_COMPETENCIES_MAX} competencies`,
  competencyRepeated: 'Each competency can be tagged once',
  searchTooLong: `Search for at most ${RESOURCE_SEARCH_MAX} characters`,
  limitInvalid: `Limit must be a whole number from 1 to ${RESOURCES_PAGE_MAX}`,
  cursorInvalid: 'Cursor is not valid',
  notYours: 'Only the person who added this resource, or an admin, can change or delete it.',
  resourcesLimit: `Your company’s library holds at most ${LEARNING_RESOURCES_MAX} resources. Delete one first.`,
} as const;

/** The error table's message for a resource saved to the plan while an item made from it is still open. */
export const resourceInPlanMessage =
  'This resource is already in your growth plan. Mark that item done before saving it again.';
