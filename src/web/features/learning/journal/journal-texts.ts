/** The reflection journal's words (docs/product.md#reflection-journal), spelled once; the tests read them from here. */
export const journalTexts = {
  title: 'Journal',
  weekPrompt: (weekNumber: number) => `This week’s prompt, week ${weekNumber}`,
  privacy: 'Only you can read your journal. Not your lead, not an admin.',
  editor: 'Your entry',
  editorHint: 'Save with the button, or Ctrl+Enter (⌘+Enter on a Mac).',
  answersPrompt: 'This answers this week’s prompt',
  save: 'Save entry',
  saving: 'Saving…',
  entries: 'Your entries',
  search: 'Search your journal',
  searchPlaceholder: 'Search words…',
  loadFailed: 'We could not load your journal.',
  promptFailed: 'We could not load this week’s prompt.',
  loadMore: 'Show older entries',
  loadingMore: 'Loading…',
  emptyTitle: 'Write your first entry',
  emptyText:
    'A few lines a week are enough: answer the prompt above, or write whatever is on your mind. Your entries will show here, newest first, and only you will ever see them.',
  noMatchTitle: 'No entry matches',
  noMatchText: 'No entry holds all of these words. Try fewer or other words.',
  freeEntry: 'Free entry',
  written: (day: string) => `Written ${day}`,
  edit: 'Edit',
  editLabel: (day: string) => `Edit the entry of ${day}`,
  editField: 'Rewrite the entry',
  saveEdit: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (day: string) => `Delete the entry of ${day}`,
  deleteTitle: 'Delete this entry for good?',
  deleteDescription: 'It cannot be brought back.',
} as const;

export const journalToasts = {
  saved: { title: 'Entry saved', description: 'It is in your journal, for your eyes only.' },
  deleted: { title: 'Entry deleted', description: 'It is gone from your journal.' },
};
