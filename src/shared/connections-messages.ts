import { CONNECTION_BLOCKS_MAX, CONNECTION_EPOCH, CONNECTION_ROUND_DAYS } from './collaboration-messages';
import { addDays } from './days';

/**
 * Connections (decision 041, slice 3): opting in to be paired across teams, "not now", "don't pair me
 * with", the rounds and "did you meet?", the relationship map. Words and the rounds' days here (no
 * zod: the page reads them); the zod rules in connections-rules.ts.
 */

/** The relationship map's people, at most; and the admin's rarely-connected pairs of teams. */
export const CONNECTION_MAP_PEOPLE_MAX = 50;
export const CONNECTION_MAP_TEAM_PAIRS_MAX = 50;
/** The days the admin's team view looks back over. */
export const CONNECTION_MAP_DAYS = 90;
/** The pairings a person has looked back over when pairing: the last year of rounds. */
export const CONNECTION_HISTORY_ROUNDS = 26;
/** Past rounds whose company figure a member sees. */
export const CONNECTION_FIGURES_ROUNDS = 6;
/** How long "not now" may snooze, at most. */
export const CONNECTION_SNOOZE_DAYS_MAX = 365;
/** How the admin's map bands the links between two teams in 90 days: none, 1–2, 3 or more. */
export const CONNECTION_BANDS = ['none', 'a_few', 'some'] as const;
export type ConnectionBand = (typeof CONNECTION_BANDS)[number];
export const CONNECTION_BAND_A_FEW_MAX = 2;

const DAY_MS = 86_400_000;

/** The Monday the round that `day` falls in starts: a fortnight counted from CONNECTION_EPOCH. */
export function roundStartOf(day: string): string {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${CONNECTION_EPOCH}T00:00:00Z`)) / DAY_MS,
  );
  return addDays(CONNECTION_EPOCH, Math.floor(days / CONNECTION_ROUND_DAYS) * CONNECTION_ROUND_DAYS);
}

/** The last day of the round starting `startsOn`. */
export const roundEndOf = (startsOn: string) => addDays(startsOn, CONNECTION_ROUND_DAYS - 1);

/** The first day of the round's second week, when "did you meet?" is asked. */
export const roundSecondWeekOf = (startsOn: string) => addDays(startsOn, 7);

/** The round's number since the epoch: a larger one is more recent. */
export const roundNumberOf = (startsOn: string) =>
  Math.round(
    (Date.parse(`${startsOn}T00:00:00Z`) - Date.parse(`${CONNECTION_EPOCH}T00:00:00Z`)) /
      DAY_MS /
      CONNECTION_ROUND_DAYS,
  );

export const connectionMessages = {
  notOptedIn: 'Opt in to connections first.',
  optedInInvalid: 'Say whether you take part: true or false.',
  snoozeInvalid: 'Choose a day for “not now” as YYYY-MM-DD, or none.',
  snoozePast: 'Choose a day after today for “not now”.',
  snoozeTooFar: `“Not now” lasts at most ${CONNECTION_SNOOZE_DAYS_MAX} days.`,
  blockPersonInvalid: 'Choose a person of your company.',
  blockPersonNotFound: 'This person is not in your company.',
  blockSelf: 'You are never paired with yourself.',
  blocksTooMany: `Your “don't pair me with” list holds at most ${CONNECTION_BLOCKS_MAX} people.`,
  blockNotFound: 'This person is not on your list.',
  answerInvalid: 'Answer met or not met.',
  noPair: 'You have no pair this round.',
  notSecondWeek: '“Did you meet?” is asked in the round’s second week.',
  alreadyAnswered: 'You already answered for this round.',
} as const;
