import { NUDGE_RECOGNITION_DAYS } from '@shared/companion-messages';
import type { Nudge } from '@shared/contract/companion';
import { formatShortDay } from '@/lib/days';

/** A nudge's words wherever it shows (the companion's page, the dashboard's card), decision 044. */
export const nudgeTexts = {
  dismiss: 'Dismiss',
  dismissLabel: (text: string) => `Dismiss: ${text}`,
  dismissed: 'Nudge dismissed',
  dismissedText: 'It stays away for two weeks; its place stays empty until tomorrow.',
} as const;

/** A nudge in words: what it says, its one action and where that action leads. */
export interface NudgeWords {
  text: string;
  action: string;
  to: string;
}

const nameOf = (person: { fullName: string | null } | null) => person?.fullName?.trim() || 'A colleague';

export function nudgeWords(nudge: Nudge): NudgeWords {
  switch (nudge.kind) {
    case 'standup_blocked':
      return {
        text: `${nameOf(nudge.person)} is blocked on ${nudge.team.name}’s standup today.`,
        action: 'See the standup',
        to: `/execution?tab=standups&team=${nudge.team.id}&day=${nudge.day}`,
      };
    case 'agenda_empty':
      return {
        text: `Your 1:1 with ${nameOf(nudge.with)} is tomorrow and its agenda is empty.`,
        action: 'Add a point',
        to: `/communication/one-on-ones/${nudge.oneOnOneId}`,
      };
    case 'growth_due':
      return {
        text: `“${nudge.title}” on your growth plan is due ${formatShortDay(nudge.dueOn)}.`,
        action: 'Open your plan',
        to: '/learning?tab=plan',
      };
    case 'key_result_off_track':
      return {
        text: `“${nudge.title}” on “${nudge.goal.title}” is ${nudge.progress}% of the way, with ${nudge.expected}% of the goal’s time gone.`,
        action: 'Check in',
        to: `/goals/${nudge.goal.id}`,
      };
    case 'goal_quiet':
      return {
        text: `No check-in on “${nudge.title}” for ${nudge.days} days.`,
        action: 'Check in',
        to: `/goals/${nudge.subjectId}`,
      };
    case 'recognise':
      return {
        text: `${nudge.fullName} (${nudge.team}) has not been recognised in ${NUDGE_RECOGNITION_DAYS} days.`,
        action: 'Give kudos',
        to: `/culture?give=1&to=${encodeURIComponent(nudge.subjectId)}`,
      };
  }
}
