/** The Learning & Growth page's own words; each tab has its own texts file. */
export const learningTexts = {
  // The module's title and description: its page heading.
  title: 'Learning & Growth',
  description: 'Grow a little every day, and keep track of how far you have come.',
  tabsLabel: 'Learning views',
} as const;
