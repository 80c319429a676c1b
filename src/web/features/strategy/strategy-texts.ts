import type { DaciRole, DecisionStatus } from '@shared/strategy-messages';
import type { DocumentParts } from '@/components/documents/history-dialog';

/** The Strategic Thinking page's own words, and what its tabs share (toasts, labels, the parts' names). */
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

/** How the history names a strategy page's and a record's parts, and a record's status. */
export const strategyParts: DocumentParts = {
  labels: {
    title: 'Title',
    status: 'Status',
    vision: 'Vision',
    pillars: 'Pillars',
    context: 'Context',
    options: 'Options',
    decision: 'Decision',
  },
  statusLabel: (status) => statusLabels[status as DecisionStatus],
};
