/** The contribution log's words (docs/product.md#contribution-log), spelled once; the tests read them from here. */
export const contributionsTexts = {
  title: 'Contribution log',
  description:
    'What you did, as it happened: built from your check-ins, goals, kudos, 1:1 action items and growth plan, and what you add. You and your leads read it; hide any entry from your leads with its eye.',
  leadDescription: (name: string) =>
    `What ${name} did, as it happened. Entries they hide from their leads are not shown, nor goals you may not read.`,
  whose: 'Whose log',
  you: 'Your own',
  formerMember: 'Former member',
  add: 'Add an entry',
  addTitle: 'Add an entry',
  day: 'Day',
  dayHint: 'Today or before.',
  text: 'What you did',
  textPlaceholder: 'Ran the beach clean-up',
  save: 'Add',
  saving: 'Adding...',
  cancel: 'Cancel',
  close: 'Close',
  hiddenLabel: 'Hidden from your leads',
  hiddenNote: 'Hidden from your leads',
  delete: 'Delete',
  deleteLabel: (text: string) => `Delete “${text}”`,
  deleteTitle: 'Delete this entry?',
  deleteDescription: 'It leaves your contribution log for good.',
  loadMore: 'Show earlier',
  loadingMore: 'Loading...',
  loadFailed: 'We could not load the contribution log.',
  emptyTitle: 'Your contributions will show here',
  emptyText:
    'As you work, SOS adds what you do: check-ins that move a key result, goals you close at 70 % or more, kudos you receive, 1:1 action items and growth items you finish. Add anything else by hand.',
  emptyLedTitle: 'Nothing here yet',
  emptyLedText: (name: string) =>
    `Entries appear here as ${name} works: check-ins, goals closed, kudos, action items, growth items and what they add.`,
  open: 'Open',
  kinds: {
    key_result_moved: 'Check-in',
    goal_closed: 'Goal closed',
    kudos_received: 'Kudos',
    action_item_done: '1:1 action item',
    growth_item_done: 'Growth item',
    manual: 'Added by hand',
  },
  keyResultMoved: (goal: string, moved: number) =>
    `Checked in on “${goal}”: moved ${moved === 1 ? 'a key result' : `${moved} key results`}`,
  goalClosed: (goal: string, percent: number) => `Closed “${goal}” at ${percent} %`,
  kudosFrom: (from: string | null) => `Kudos from ${from ?? 'a former member'}`,
  actionItemDone: 'Completed a 1:1 action item',
  growthItemDone: (title: string) => `Finished “${title}” from the growth plan`,
} as const;

export const contributionsToasts = {
  added: { title: 'Entry added', description: 'It is in your contribution log.' },
  deleted: { title: 'Entry deleted', description: 'It has left your contribution log.' },
  hidden: { title: 'Hidden from your leads', description: 'Only you see this entry now.' },
  shown: { title: 'Shown to your leads', description: 'Your leads see this entry again.' },
};
