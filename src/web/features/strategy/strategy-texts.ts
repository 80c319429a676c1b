import type { DaciRole, DecisionStatus } from '@shared/strategy-messages';

/** The Strategic Thinking page's own words, and what its tabs share (toasts, the history, the conflict). */
export const strategyTexts = {
  // The module's title and description: its page heading.
  title: 'Strategic Thinking',
  description: 'Step back from the daily swell and shape where the team is heading.',
  tabsLabel: 'Strategy views',
} as const;

export const strategyToasts = {
  strategySaved: { title: 'Strategy saved' },
  recordProposed: { title: 'Decision record proposed' },
  recordSaved: { title: 'Decision record saved' },
  recordAccepted: { title: 'Decision accepted', description: 'The Informed have been told.' },
  recordRejected: { title: 'Decision rejected', description: 'The Informed have been told.' },
} as const;

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
  parts: {
    title: 'Title',
    status: 'Status',
    vision: 'Vision',
    pillars: 'Pillars',
    context: 'Context',
    options: 'Options',
    decision: 'Decision',
  } as Record<string, string>,
} as const;

/** The words of a 409 stale_version, in both tabs' dialogs. */
export const conflictTexts = {
  title: 'Someone saved this while you were editing',
  text: 'Your changes are still in the form. Their version is below: check it, then save again to replace it, or start from theirs.',
  startFromTheirs: 'Start from their version',
} as const;

export const formerMember = 'A former member';

export const statusLabels: Record<DecisionStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
};

export const roleLabels: Record<DaciRole, string> = {
  driver: 'Driver',
  approver: 'Approver',
  contributor: 'Contributors',
  informed: 'Informed',
};

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatMoment = (iso: string) => moment.format(new Date(iso));
