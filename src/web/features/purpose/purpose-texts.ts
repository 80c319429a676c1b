/** The Purpose & Alignment page's own words; each tab has its own texts file. */
export const purposeTexts = {
  // The module's title and description: its page heading.
  title: 'Purpose & Alignment',
  description: 'Connect each person’s work and values to the company’s mission.',
  tabsLabel: 'Purpose views',
} as const;
