/** The Communication & Feedback page's own words; each tab has its own texts file. */
export const communicationTexts = {
  // The module's spec title and description: its page heading.
  title: 'Communication & Feedback',
  description: 'Make honest, frequent feedback a habit in every direction.',
  tabsLabel: 'Communication views',
} as const;
