/** The words every kind of document shares: its history and a conflict between two editors. */

export const historyTexts = {
  open: 'History',
  openLabel: (title: string) => `History of ${title}`,
  title: (title: string) => `History of “${title}”`,
  close: 'Close',
  loadFailed: 'We could not load the history.',
  version: (version: number) => `Version ${version}`,
  savedBy: (name: string, when: string) => `saved by ${name}, ${when}`,
  from: 'Compare version',
  to: 'with version',
  pickTwo: 'Choose two different versions to see what changed between them.',
  nothingChanged: 'These two versions say the same.',
  changed: 'What changed',
  before: 'Before',
  after: 'After',
  empty: '(empty)',
  older: 'Older versions are not listed here.',
} as const;

/** The words of a 409 stale_version, in both tabs' dialogs. */
export const conflictTexts = {
  title: 'Someone saved this while you were editing',
  text: 'Your changes are still in the form. Their version is below: check it, then save again to replace it, or start from theirs.',
  startFromTheirs: 'Start from their version',
} as const;

export const formerMember = 'A former member';

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatMoment = (iso: string) => moment.format(new Date(iso));
