/** The Collaboration & Connection page's heading (the module's spec title and description). */
export const collaborationTexts = {
  title: 'Collaboration & Connection',
  description: 'Build the relationships and rituals that let teams paddle in the same direction.',
  tabsLabel: 'Collaboration views',
} as const;
