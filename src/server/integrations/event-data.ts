/**
 * The `data` of the events Slack and Teams hear (CHAT_EVENTS): the contract between the code that
 * emits them (events.ts for kudos, digest.ts for the weekly digest) and the code that words them
 * (slack-post.ts, teams-card.ts). A signed webhook subscribed to the same events receives this data
 * as it is. Every `link` is stored as a path of the app and made whole with PUBLIC_URL as it leaves
 * (deliveries.ts withWholeLinks): the formatters get absolute addresses. Names and texts are as people
 * wrote them: the formatters escape them for their channel.
 */

/** A person or a company value, as a post names it. */
export interface NamedRef {
  id: string;
  name: string;
}

/** `kudos.given`: someone recognised colleagues, with a company value or without. */
export interface KudosGivenData {
  kudosId: string;
  from: NamedRef;
  to: NamedRef[];
  value: NamedRef | null;
  message: string;
  link: string;
}

/** A goal the whole company sees, open and due in the digest's week. */
export interface DigestGoal {
  id: string;
  title: string;
  /** Null once its owner's account is gone, or for a goal without an owner. */
  ownerName: string | null;
  dueOn: string;
  link: string;
}

/**
 * `digest.weekly`: the company's week, sent on its Monday. Counts only, never who gave most
 * (docs/privacy.md): recognition is last week's breadth, goals are company-visible ones only.
 */
export interface WeeklyDigestData {
  /** Monday to Sunday, in the company's time zone (YYYY-MM-DD). */
  week: { startsOn: string; endsOn: string };
  /** The first DIGEST_GOALS_MAX goals due, soonest first. */
  goalsDue: DigestGoal[];
  /** How many goals are due this week in all: more than goalsDue lists when there are many. */
  goalsDueTotal: number;
  /** Whether a pulse period starts this week, and on which day. */
  pulse: { opensThisWeek: boolean; startsOn?: string };
  /** Last week's kudos: distinct givers, distinct people recognised, kudos, and the company's size. */
  recognition: { givers: number; receivers: number; kudos: number; people: number };
  link: string;
}
