/** The Collaboration & Connection page's own words; each tab has its own texts file. */
export const collaborationTexts = {
  // The module's spec title and description: its page heading.
  title: 'Collaboration & Connection',
  description: 'Build the relationships and rituals that let teams paddle in the same direction.',
  tabsLabel: 'Collaboration views',
} as const;
