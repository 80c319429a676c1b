import { oneOnOnePath } from '@shared/calendar-feed';
import type { Notification } from '@shared/contract/notifications';

/** A team's standup page of a day, on the Execution page's Standups tab. */
const standupPath = (teamId: string, day: string) =>
  `/execution?tab=standups&team=${encodeURIComponent(teamId)}&day=${encodeURIComponent(day)}`;

/** The notifications' words (docs/product.md#notifications), spelled once; the tests read them from here. */
export const notificationTexts = {
  title: 'Notifications',
  description:
    'What happened that concerns you: requests decided, roles, teams, goals to check in on, recognition and the pulse.',
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  loadMore: 'Load more',
  unread: 'Unread',
  emptyTitle: 'You’re all caught up',
  emptyDescription:
    'When an admin decides your join request, changes your role or adds you to a team, when a goal of yours is due for a check-in, a colleague recognises you, a pulse opens, a 1:1’s agenda is still empty the day before or a team’s standup has news, you will hear about it here.',
  loadFailed: 'We could not load your notifications.',
  justNow: 'just now',
};

/** A day (YYYY-MM-DD) as people read it: "28 Nov". */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** What each kind says. A new kind added to the contract fails to compile here until it has a text. */
export function notificationText(notification: Notification): string {
  switch (notification.kind) {
    case 'join_request_approved':
      return `Your request to join ${notification.data.companyName} was approved`;
    case 'join_request_rejected':
      return `Your request to join ${notification.data.companyName} was declined`;
    case 'role_changed':
      return `You are now ${notification.data.role === 'admin' ? 'an admin' : 'a member'} of ${notification.data.companyName}`;
    case 'team_added':
      return `You were added to the team ${notification.data.teamName}`;
    case 'team_lead':
      return `You are now a lead of ${notification.data.teamName}`;
    case 'check_in_due':
      return `Time to check in on “${notification.data.goalTitle}”`;
    case 'kudos_received': {
      // The sender's name as it was; null when their profile had none.
      const { senderName, valueName } = notification.data;
      const who = senderName?.trim() || 'Someone';
      return valueName ? `${who} recognised you for ${valueName}` : `${who} recognised you`;
    }
    case 'pulse_open':
      return `This period’s pulse is open until ${formatDay(notification.data.endsOn)}: five questions, answered anonymously`;
    case 'one_on_one_agenda_empty':
      return `Your 1:1 with ${notification.data.partnerName?.trim() || 'a colleague'} tomorrow has nothing on its agenda yet`;
    case 'feedback_received': {
      const who = notification.data.authorName?.trim() || 'Someone';
      return notification.data.leadsOnly
        ? `${who} wrote feedback about you for your leads only`
        : `${who} gave you feedback`;
    }
    case 'feedback_for_leads': {
      const who = notification.data.authorName?.trim() || 'Someone';
      return `${who} wrote feedback about ${notification.data.recipientName?.trim() || 'someone you lead'}`;
    }
    case 'feedback_requested':
      return `${notification.data.askerName?.trim() || 'A colleague'} asks for your feedback`;
    case 'feedback_request_expired':
      return `Your feedback request expired: ${notification.data.answered} of ${notification.data.asked} answered`;
    case 'standup_blocked':
      return `${notification.data.personName?.trim() || 'A member'} is blocked in ${notification.data.teamName}’s standup`;
    case 'standup_digest': {
      const { teamName, answered, members, blockedNames } = notification.data;
      const names = blockedNames.map((name) => name?.trim() || 'a former member').join(', ');
      const blocks = blockedNames.length === 0 ? 'no blocks' : `${blockedNames.length} blocked: ${names}`;
      return `${teamName}’s standup of ${formatDay(notification.data.day)}: ${answered} of ${members} answered, ${blocks}`;
    }
    case 'decision_decided':
      return `Decision “${notification.data.title}” was ${notification.data.outcome}`;
    case 'connection_paired': {
      const names = notification.data.partnerNames.map((name) => name?.trim() || 'a colleague');
      return `This round of connections, you are paired with ${names.join(' and ')}`;
    }
    case 'help_answered':
      return `${notification.data.authorName?.trim() || 'A colleague'} answered your request “${notification.data.title}”`;
  }
}

/** Where a notification leads when clicked. */
export function notificationLink(notification: Notification): string {
  switch (notification.kind) {
    case 'join_request_approved':
      return '/dashboard';
    case 'join_request_rejected':
      return '/company-setup';
    case 'role_changed':
      return '/people';
    case 'team_added':
    case 'team_lead':
      return `/teams/${notification.data.teamId}`;
    case 'check_in_due':
      return `/goals/${notification.data.goalId}`;
    case 'kudos_received':
      return '/culture';
    case 'pulse_open':
      return '/wellbeing?tab=pulse';
    case 'one_on_one_agenda_empty':
      return oneOnOnePath(notification.data.oneOnOneId);
    case 'feedback_received':
    case 'feedback_for_leads':
    case 'feedback_requested':
    case 'feedback_request_expired':
      return '/communication?tab=feedback';
    case 'standup_blocked':
    case 'standup_digest':
      return standupPath(notification.data.teamId, notification.data.day);
    case 'decision_decided':
      return `/strategy?tab=decisions&record=${notification.data.recordId}`;
    case 'connection_paired':
      return '/collaboration';
    case 'help_answered':
      return `/collaboration?tab=help&request=${notification.data.requestId}`;
  }
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const steps = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

/** "5 minutes ago", "yesterday": how long ago a notification came, in the largest unit that fits. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  for (const [unit, size] of steps) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return notificationTexts.justNow;
}
