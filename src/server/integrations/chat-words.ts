import type { DigestGoal, KudosGivenData, NamedRef, WeeklyDigestData } from './event-data';

/**
 * What Slack and Teams posts say (docs/product.md, "Slack and Teams channels"), once for both: each
 * line is a list of runs, plain text with how it is shown. slack-post.ts writes them as mrkdwn,
 * escaped; teams-card.ts as an Adaptive Card's text runs, which no host reads as Markdown. A run that
 * holds what a person wrote (a name, a message, a goal's title) is never markup of ours.
 */

export interface Run {
  text: string;
  strong?: boolean;
  subtle?: boolean;
  italic?: boolean;
  /** An absolute http(s) address the run links to. */
  link?: string;
}

export type Line = Run[];

/** Goals a digest lists; the rest are counted ("And 3 more."). */
export const DIGEST_GOALS_MAX = 10;

export const OPEN_IN_SOS = 'Open in SOS';
export const GOALS_DUE_HEADING = 'Goals due this week';
export const NO_GOALS_DUE = 'No company goals are due this week.';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Monday 5 May" for 2025-05-05; with `year`, "5 May 2025". Days are calendar days, read in UTC. */
export function dayInWords(day: string, { year = false } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  const dayMonth = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return year ? `${dayMonth} ${date.getUTCFullYear()}` : `${WEEKDAYS[date.getUTCDay()]} ${dayMonth}`;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Carla": each name strong. */
function namesOf(people: readonly NamedRef[]): Run[] {
  return people.flatMap((person, index) => {
    const separator = index === 0 ? [] : [{ text: index === people.length - 1 ? ' and ' : ', ' }];
    return [...separator, { text: person.name, strong: true }];
  });
}

/** "Ana Lima recognised Ben Sousa and Carla Dias for Ownership", as the kudos' notification says it. */
export function kudosHeadline(data: KudosGivenData): Line {
  const value = data.value ? [{ text: ' for ' }, { text: data.value.name, strong: true }] : [];
  return [{ text: data.from.name, strong: true }, { text: ' recognised ' }, ...namesOf(data.to), ...value];
}

/** The message's lines as written, blank ones left out (a chat shows paragraphs its own way). */
export const messageLines = (message: string) => message.split(/\r\n|\r|\n/).filter((line) => line.trim());

export const digestHeadline = (data: WeeklyDigestData) =>
  `Your week in SOS: ${dayInWords(data.week.startsOn, { year: true })}`;

/** A goal: its title (linking to it), its owner and its day. */
export function goalLine(goal: DigestGoal): Line {
  const owner = goal.ownerName ? [{ text: ` · ${goal.ownerName}` }] : [];
  return [
    { text: goal.title, strong: true, link: goal.link },
    ...owner,
    { text: ` · due ${dayInWords(goal.dueOn)}`, subtle: true },
  ];
}

/** The goals a post lists, and how many more there are. */
export function goalsShown(data: WeeklyDigestData): { goals: DigestGoal[]; more: number } {
  const goals = data.goalsDue.slice(0, DIGEST_GOALS_MAX);
  return { goals, more: Math.max(0, data.goalsDueTotal - goals.length) };
}

export const moreGoals = (more: number) => `And ${more} more.`;

export const pulseSentence = ({ pulse }: WeeklyDigestData) =>
  pulse.opensThisWeek && pulse.startsOn
    ? `The pulse opens on ${dayInWords(pulse.startsOn)}.`
    : 'No pulse opens this week.';

const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * Last week's recognition as breadth: how many gave, how many were recognised, of how many. Counts
 * only: never who gave or received most (docs/privacy.md).
 */
export function recognitionSentence({ recognition }: WeeklyDigestData): string {
  const { givers, receivers, kudos, people } = recognition;
  if (kudos === 0) return 'No kudos were given last week.';
  return `Last week ${peopleCount(givers)} gave ${kudos} kudos to ${peopleCount(receivers)}, in a company of ${people}.`;
}

/** The notification's one line: a digest's headline and its figures. */
export function digestSummary(data: WeeklyDigestData): string {
  const goals = data.goalsDueTotal === 1 ? '1 goal due' : `${data.goalsDueTotal} goals due`;
  return `${digestHeadline(data)}. ${goals}, ${data.recognition.kudos} kudos last week.`;
}

/** The runs' text without how it is shown. */
export const plainOf = (line: Line) => line.map((run) => run.text).join('');
