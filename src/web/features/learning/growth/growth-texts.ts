import type { GrowthItemKind } from '@shared/learning-messages';

/** The Growth plan tab's words (decision 040). */
export const growthTexts = {
  title: 'Growth plan',
  description:
    'What you want to learn, practise, ship or read next, each by a day if you like. Your leads can read it.',
  personTitle: (name: string | null) => (name ? `${name}’s growth plan` : 'Growth plan'),
  personDescription: 'Read-only: the person writes their plan; you read it as one of their leads.',
  backToMine: 'Back to my plan',
  loadFailed: 'We could not load the growth plan.',
  add: 'Add an item',
  emptyTitle: 'Your growth plan is empty',
  emptyText:
    'Add one thing to learn, practise, ship or read. Link it to a competency of your track or a goal, put it on your next 1:1 to talk it through, or pull it into Today to do it.',
  personEmptyTitle: 'Nothing planned yet',
  personEmptyText: 'Their open and done growth items show here once they add some.',
  open: 'Open',
  done: 'Done',
  kind: { learn: 'Learn', practise: 'Practise', ship: 'Ship', read: 'Read' } satisfies Record<
    GrowthItemKind,
    string
  >,
  due: (day: string) => `By ${formatDay(day)}`,
  overdue: (day: string) => `Was planned for ${formatDay(day)}`,
  doneOn: (moment: string) => `Done ${formatDay(moment.slice(0, 10))}`,
  noDue: 'No due day',
  markDone: (title: string) => `Done: ${title}`,
  competency: (name: string) => `Competency · ${name}`,
  goal: 'Open the goal',
  resource: (title: string) => `From the library · ${title}`,
  onOneOnOne: (name: string | null) => (name ? `On your 1:1 with ${name}` : 'On your next 1:1'),
  onToday: 'On today',
  addToToday: 'Add to Today',
  addToTodayLabel: (title: string) => `Add “${title}” to today’s plan`,
  putOnOneOnOne: 'Put on next 1:1',
  putOnOneOnOneLabel: (title: string) => `Put “${title}” on your next 1:1`,
  noOneOnOne: 'You have no active 1:1 yet: propose one on the Communication page.',
  pickOneOnOne: 'Which 1:1?',
  withPerson: (name: string | null, when: string) =>
    `${name ?? 'Someone who left'} · ${formatDay(when.slice(0, 10))}`,
  put: 'Put on its agenda',
  edit: 'Edit',
  editLabel: (title: string) => `Edit “${title}”`,
  remove: 'Delete',
  removeLabel: (title: string) => `Delete “${title}”`,
  deleteTitle: 'Delete this growth item?',
  deleteDescription: 'It leaves your plan. A 1:1 point or a Today item made from it stays, without the link.',
  cancel: 'Cancel',
  close: 'Close',
  addTitle: 'Add a growth item',
  editTitle: 'Edit the growth item',
  kindLabel: 'Kind',
  titleLabel: 'What',
  titlePlaceholder: 'Read “Designing Data-Intensive Applications”, chapter 5',
  dueLabel: 'By (optional)',
  competencyLabel: 'Competency (optional)',
  noTrack: 'You have no place on a career track yet: competencies show once you do.',
  goalLabel: 'Goal (optional)',
  resourceLabel: 'From the library (optional)',
  none: 'None',
  save: 'Save',
  saving: 'Saving…',
  tipsTitle: 'This week’s tips',
  tipsDescription:
    'One short tip per competency, shown this week on Today and the dashboard to the people whose growth plan names it.',
  tipsLoadFailed: 'We could not load the tips.',
  trackLabel: 'Track',
  noTracks: 'The company has no career tracks yet: add one on the Tracks tab, then write its tips here.',
  noCompetencies: 'This track has no competencies yet.',
  tipLabel: (competency: string) => `Tip for ${competency}`,
  saveTip: 'Save the tip',
  saveTipLabel: (competency: string) => `Save the tip for ${competency}`,
} as const;

export const growthToasts = {
  added: { title: 'Added to your growth plan' },
  deleted: { title: 'Growth item deleted' },
  onAgenda: (name: string | null) => ({
    title: name ? `On your next 1:1 with ${name}` : 'On your next 1:1',
    description: 'It is a point of the agenda, marked as from your growth plan.',
  }),
  onToday: { title: 'Added to today’s plan', description: 'Ticking it there marks it done here.' },
  tipSaved: { title: 'Tip saved' },
  tipDeleted: { title: 'Tip deleted' },
};

/** A day, YYYY-MM-DD, as "Mon 3 Mar" in the reader's words (the day itself, whatever their zone). */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
