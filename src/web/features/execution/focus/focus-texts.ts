import { FOCUS_MINUTES_MAX, FOCUS_MINUTES_MIN } from '@shared/focus-messages';

/** Focus blocks' words (docs/product.md#focus-time), spelled once; the tests read them from here. */
export const focusTexts = {
  tab: 'Focus',
  title: 'Focus time',
  description:
    'Plan blocks of focus in your week. They show in your calendar link as busy time, and only you see them here.',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  add: 'Add focus block',
  addOn: (day: string) => `Add a focus block on ${day}`,
  copy: 'Copy last week’s blocks',
  copyThisWeek: 'Copy this week’s blocks',
  copying: 'Copying...',
  emptyWeek: 'No focus blocks planned this week.',
  emptyTitle: 'Plan your first focus block',
  emptyText:
    'Pick a day, a start time and what the block is for: an hour or two on the work that matters most. Copy a week’s plan into the next with one click.',
  addTitle: 'Add a focus block',
  editTitle: 'Edit focus block',
  day: 'Day',
  start: 'Start',
  length: 'Length',
  purpose: 'What for',
  purposeHint: 'A few words: “Draft the launch plan”.',
  timeHint: (zone: string) => `Times are in your company’s time zone${zone ? `, ${zone}` : ''}.`,
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',
  editLabel: (purpose: string) => `Edit focus block: ${purpose}`,
  delete: 'Delete',
  deleteLabel: (purpose: string) => `Delete focus block: ${purpose}`,
  deleteTitle: 'Delete this focus block?',
  deleteDescription: 'It leaves your plan and your calendar link.',
  kept: 'Kept',
  notKept: 'Not kept',
  keptGroup: (purpose: string) => `Did you keep “${purpose}”?`,
  minutes: (total: number) => {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  },
  timeRange: (start: string, end: string) => `${start}–${end}`,
  loadFailed: 'We could not load your focus blocks.',
  calendarHint: 'Your focus blocks are in your calendar link, with your 1:1s.',
  calendarLink: 'Get your calendar link',
  todayTitle: 'Focus today',
  todayEmpty: 'No focus block today. Plan one on the Focus tab.',
  planLink: 'Plan your week',
} as const;

/** The lengths the form offers, in minutes: the server takes any whole number in the range. */
export const FOCUS_LENGTHS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 420, 480].filter(
  (minutes) => minutes >= FOCUS_MINUTES_MIN && minutes <= FOCUS_MINUTES_MAX,
);

export const focusToasts = {
  copied: (count: number) => ({
    title: count === 0 ? 'Nothing new to copy' : `${count} focus ${count === 1 ? 'block' : 'blocks'} copied`,
    description:
      count === 0 ? 'Last week’s blocks are already in this week.' : 'Change any of them as the week needs.',
  }),
  deleted: { title: 'Focus block deleted', description: 'It is gone from your plan and your calendar link.' },
};
