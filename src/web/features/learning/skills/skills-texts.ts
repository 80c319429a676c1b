/** "I can help with": the offered skills card's words (docs/product.md#ask-for-help), on the Learning page. */
export const skillsTexts = {
  title: 'I can help with',
  description:
    'Skills you are happy to help colleagues with. The whole company sees this list: when someone asks for help with one of them, SOS suggests you. Your skill ratings and track are never used for it.',
  label: 'Add a skill',
  placeholder: 'Postgres',
  add: 'Add',
  remove: (skill: string) => `Remove ${skill}`,
  listLabel: 'Skills you offer',
  empty: 'You offer no skills yet. Add the things you like to help with.',
  loadFailed: 'We could not load your skills.',
  full: (max: number) => `You offer ${max} skills, the most there is: remove one to add another.`,
} as const;

export const skillsToasts = {
  saved: { title: 'Skills saved', description: 'Colleagues asking for help may see you suggested.' },
};
