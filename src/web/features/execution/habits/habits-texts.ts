import { HABIT_PER_WEEK_MAX, HABIT_PER_WEEK_MIN } from '@shared/focus-messages';

/** Habits' words (docs/product.md#habits), spelled once; the tests read them from here. */
export const habitsTexts = {
  tab: 'Habits',
  title: 'Habits',
  description:
    'Small things you mean to do most weeks. Each shows the share of weeks you met it: a missed week is one week, never a reset. Only you see them.',
  name: 'Habit',
  namePlaceholder: 'Focus block',
  perWeek: 'Days a week',
  perWeekOption: (days: number) =>
    days === 7 ? 'Every day' : `${days} ${days === 1 ? 'day' : 'days'} a week`,
  add: 'Add habit',
  adding: 'Adding...',
  addTitle: 'Start a habit',
  emptyTitle: 'Start your first habit',
  emptyText:
    'Name something you want to do most weeks, like “Focus block, 4 days a week”, then tick each day you do it.',
  target: (perWeek: number) =>
    perWeek === 7 ? 'every day' : `${perWeek} ${perWeek === 1 ? 'day' : 'days'} a week`,
  thisWeek: (done: number, perWeek: number) => `${done} of ${perWeek} this week`,
  record: (met: number, counted: number) => `met ${met} of ${counted} ${counted === 1 ? 'week' : 'weeks'}`,
  recordStarts: 'Its record starts with this week',
  doneToday: 'Done today',
  doneTodayLabel: (name: string) => `${name}: done today`,
  dayLabel: (name: string, day: string) => `${name}: done on ${day}`,
  weekLabel: (name: string) => `${name}: this week`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit “${name}”`,
  editTitle: 'Edit habit',
  /** True of the server today: a habit keeps one target, and its record reads every past week by it. */
  editTargetHint: 'A new target also applies to the past weeks of its record.',
  save: 'Save',
  saving: 'Saving...',
  archive: 'Archive',
  archiveLabel: (name: string) => `Archive ${name}`,
  archived: 'Archived',
  restore: 'Restore',
  restoreLabel: (name: string) => `Restore ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this habit for good?',
  deleteDescription: 'Its ticks and its record go too. Archiving keeps them.',
  cancel: 'Cancel',
  /** The edit dialog's corner X; its own Cancel button is the visible one. */
  close: 'Close',
  loadFailed: 'We could not load your habits.',
  todayTitle: 'Habits today',
  todayEmpty: 'No habits yet. Start one on the Habits tab.',
  startLink: 'Start a habit',
} as const;

export const PER_WEEK_OPTIONS = Array.from(
  { length: HABIT_PER_WEEK_MAX - HABIT_PER_WEEK_MIN + 1 },
  (_, index) => HABIT_PER_WEEK_MIN + index,
);

export const habitsToasts = {
  archived: { title: 'Habit archived', description: 'Its record is kept. Restore it any time.' },
  deleted: { title: 'Habit deleted', description: 'It is gone with its ticks.' },
};
