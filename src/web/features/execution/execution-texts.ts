/** The Execution & Focus page's own words; each tab has its own texts file. */
export const executionTexts = {
  // The module's title and description: its page heading.
  title: 'Execution & Focus',
  description: 'Protect focus time and turn priorities into finished work.',
  tabsLabel: 'Execution views',
} as const;
