/**
 * The calendar feed's shared words and paths (decision 037): the server's answers and the card on the
 * 1:1s page say the same.
 */
export const calendarFeedMessages = {
  unknownLink: 'An unknown or turned-off link answers 404.',
  notFound: 'This calendar link does not exist or was turned off.',
} as const;

/** The app's page of a 1:1: where the feed's events and the reminders lead. */
export const oneOnOnePath = (oneOnOneId: string) => `/communication/one-on-ones/${oneOnOneId}`;

/** How long an event lasts in the feed: a 1:1 has a start and no end in SOS. */
export const FEED_EVENT_MINUTES = 30;

/** How often calendar apps are asked to read the feed again. */
export const FEED_REFRESH_SECONDS = 60 * 60;
