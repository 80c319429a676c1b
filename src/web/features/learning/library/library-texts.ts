import type { ResourceKind } from '@shared/learning-messages';

/** The resource library's words (docs/product.md#resource-library), spelled once; the tests read them from here. */
export const libraryTexts = {
  title: 'Library',
  description:
    'Articles, courses, books and videos your colleagues found worth the time, tagged with the competencies they help with. Save one to your growth plan to make it a step.',
  add: 'Add a resource',
  search: 'Search titles',
  searchPlaceholder: 'Search titles…',
  kind: 'Kind',
  anyKind: 'Any kind',
  competency: 'Competency',
  anyCompetency: 'Any competency',
  loadFailed: 'We could not load the library.',
  loadMore: 'Show more resources',
  loadingMore: 'Loading…',
  emptyTitle: 'Add the first resource',
  emptyText:
    'The library is empty. Add a link that taught you something, an article, a course, a book or a video, and tag the competencies it helps with: your colleagues will find it here.',
  noMatchTitle: 'Nothing matches',
  noMatchText: 'No resource matches these filters. Try other words, or another kind or competency.',
  addedBy: (name: string) => `Added by ${name}`,
  opensInNewTab: '(opens in a new tab)',
  save: 'Save to my plan',
  saveLabel: (title: string) => `Save “${title}” to my plan`,
  inPlan: 'In your plan',
  done: 'Done',
  edit: 'Edit',
  editLabel: (title: string) => `Edit “${title}”`,
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete “${title}”`,
  deleteTitle: 'Delete this resource?',
  deleteDescription:
    'It leaves the library for everyone. Growth plans that saved it keep their item, without the link.',
  cancel: 'Cancel',
  close: 'Close',
  addTitle: 'Add a resource',
  editTitle: 'Edit resource',
  titleField: 'Title',
  titlePlaceholder: 'Thinking in Systems',
  url: 'Link',
  urlHint: 'A web address starting with http:// or https://.',
  competencies: 'Competencies',
  competenciesHint: 'The competencies it helps with, of any track (up to 5).',
  competenciesSearch: 'Find a competency',
  competenciesNone: 'No competency to choose: an admin adds them with the career tracks.',
  submitAdd: 'Add',
  submitSave: 'Save',
  saving: 'Saving…',
} as const;

export const kindLabels: Record<ResourceKind, string> = {
  article: 'Article',
  course: 'Course',
  book: 'Book',
  video: 'Video',
};

export const libraryToasts = {
  added: { title: 'Resource added', description: 'It is in the library for everyone in your company.' },
  saved: { title: 'Saved to your plan', description: 'It is on your growth plan, ready to start.' },
  deleted: { title: 'Resource deleted', description: 'It is no longer in the library.' },
};
