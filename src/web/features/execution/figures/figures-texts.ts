/** Your figures' words (docs/product.md#your-figures), spelled once; the tests read them from here. */
export const figuresTexts = {
  tab: 'Figures',
  title: 'Your figures',
  privacy: 'Only you can see these figures: not your leads, not your admins, and no export but yours.',
  description: 'The last 12 weeks of your plan, your focus time and your habits, week by week.',
  loadFailed: 'We could not load your figures.',
  emptyTitle: 'Your figures fill in as you go',
  emptyText:
    'Plan your day on Today, pick your one thing, book focus blocks and tick your habits: each week then shows here.',
  summaryLabel: 'The last 12 weeks',
  itemsDone: 'Items done',
  itemsPerWeek: (perWeek: string) => `about ${perWeek} a week`,
  oneThing: 'One thing done on its day',
  oneThingOf: (hits: number, days: number) => `${hits} of ${days} ${days === 1 ? 'day' : 'days'}`,
  noOneThing: 'no one thing chosen yet',
  focus: 'Focus kept',
  focusOf: (kept: string, planned: string) => `${kept} of ${planned} planned`,
  habits: 'Habits met',
  habitsOf: (met: number, due: number) => `${met} of ${due} habit-weeks`,
  tableCaption: 'Week by week, the newest first',
  week: 'Week of',
  oneThingColumn: 'One thing',
  focusColumn: 'Focus kept / planned',
  habitsColumn: 'Habits met',
  none: '–',
} as const;

/** Minutes as hours people read: "1.5 h", "12 h". */
export const formatHours = (minutes: number) =>
  `${Number.isInteger(minutes / 60) ? minutes / 60 : (minutes / 60).toFixed(1)} h`;

/** A share as a whole percentage, or null without a base. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((100 * part) / whole);
