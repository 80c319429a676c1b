import { CHAT_EVENTS, type IntegrationEvent } from '../../shared/integration-messages';
import type { KudosGivenData, WeeklyDigestData } from './event-data';
import { slackDigestPost, slackKudosPost } from './slack-post';
import { teamsDigestCard, teamsKudosCard } from './teams-card';

/**
 * What a Slack or Teams destination receives for an event: the JSON body the delivery worker POSTs to
 * its webhook address. Chat hears CHAT_EVENTS only (a destination of either kind cannot subscribe to
 * others), so anything else is a mistake of ours and throws.
 */

export type ChatKind = 'slack' | 'teams';

/** A delivery's payload, as the worker stored it: the event's type, its moment and its data. */
export interface ChatPayload {
  type: string;
  timestamp: string;
  data: unknown;
}

const isChatEvent = (event: IntegrationEvent): event is (typeof CHAT_EVENTS)[number] =>
  (CHAT_EVENTS as readonly IntegrationEvent[]).includes(event);

export function chatPostOf(kind: ChatKind, event: IntegrationEvent, payload: ChatPayload): unknown {
  if (!isChatEvent(event)) throw new Error(`${kind} does not hear ${event}`);
  // The data was written by our own emitters (event-data.ts), in the delivery's transaction.
  if (event === 'kudos.given') {
    const data = payload.data as KudosGivenData;
    return kind === 'slack' ? slackKudosPost(data) : teamsKudosCard(data);
  }
  const data = payload.data as WeeklyDigestData;
  return kind === 'slack' ? slackDigestPost(data) : teamsDigestCard(data);
}
