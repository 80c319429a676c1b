/** The calendar card's words (docs/product.md, 1:1s), spelled once; the tests read them from here. */
export const calendarFeedTexts = {
  title: 'Add your 1:1s and focus time to your calendar',
  description:
    'Subscribe to a private link in Google Calendar, Outlook or Apple Calendar: your 1:1s and focus blocks show there and stay up to date.',
  create: 'Get a calendar link',
  creating: 'Making the link...',
  linkLabel: 'Your calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  shownOnce: 'This link is shown only now: copy it into your calendar app.',
  warning: 'Anyone with this link sees the times of your 1:1s and who they are with, and your focus blocks.',
  since: (when: string) => `Your 1:1s and focus blocks are in a calendar link made ${when}.`,
  renew: 'Make a new link',
  renewTitle: 'Make a new calendar link?',
  renewDescription:
    'Your current link stops working at once: calendars using it stop showing your 1:1s and focus blocks.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off your calendar link?',
  turnOffDescription:
    'The link stops working at once: calendars using it stop showing your 1:1s and focus blocks.',
  loadFailed: 'We could not load your calendar link.',
};

export const calendarFeedToasts = {
  turnedOff: {
    title: 'Calendar link turned off',
    description: 'Nobody can read your 1:1s and focus blocks with it any more.',
  },
};
