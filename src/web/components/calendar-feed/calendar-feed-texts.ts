/**
 * The calendar card's words (docs/product.md, 1:1s and Account), spelled once; the tests read them
 * from here. The card is on the 1:1s tab and on Account: one link per person.
 */
export const calendarFeedTexts = {
  title: 'Add your 1:1s and focus time to your calendar',
  description:
    'Subscribe to a private link in Google Calendar, Outlook or Apple Calendar: your 1:1s, focus blocks, team rituals and goals’ due days show there and stay up to date.',
  create: 'Get a calendar link',
  creating: 'Making the link...',
  linkLabel: 'Your calendar link',
  copy: 'Copy link',
  copied: 'Link copied',
  shownOnce: 'This link is shown only now: copy it into your calendar app.',
  warning:
    'Anyone with this link sees the times of your 1:1s and who they are with, your focus blocks, your teams’ rituals and your goals’ titles and due days.',
  since: (when: string) => `Your calendar link was made ${when}.`,
  renew: 'Make a new link',
  renewTitle: 'Make a new calendar link?',
  renewDescription:
    'Your current link stops working at once: calendars using it stop showing what it carried.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off your calendar link?',
  turnOffDescription: 'The link stops working at once: calendars using it stop showing what it carried.',
  loadFailed: 'We could not load your calendar link.',
};

export const calendarFeedToasts = {
  turnedOff: {
    title: 'Calendar link turned off',
    description: 'Nobody can read your calendar with it any more.',
  },
};
