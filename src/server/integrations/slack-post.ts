import type { ActionsBlock, ContextBlock, HeaderBlock, KnownBlock, SectionBlock } from '@slack/types';
import {
  digestHeadline,
  digestSummary,
  goalLine,
  GOALS_DUE_HEADING,
  goalsShown,
  kudosHeadline,
  type Line,
  messageLines,
  moreGoals,
  NO_GOALS_DUE,
  OPEN_IN_SOS,
  plainOf,
  pulseSentence,
  recognitionSentence,
  type Run,
} from './chat-words';
import type { KudosGivenData, WeeklyDigestData } from './event-data';
import { escapeForSlack } from './slack-text';

/**
 * A kudos or a digest as a Slack message (Block Kit), posted to an incoming webhook: `text` is what
 * the notification shows, `blocks` the message. Everything a person wrote goes through escapeForSlack
 * (`&`, `<`, `>`), so no name or message can become a mention (`<!channel>`, `<@U…>`) or a disguised
 * link (`<https://…|label>`); mrkdwn carrying it is `verbatim`, so Slack does not turn typed addresses,
 * #channels or @names into links either. Within Slack's limits: a section's text at most 3,000
 * characters, a header's 150, a button's address 3,000, a message 50 blocks.
 */

export interface SlackPost {
  text: string;
  blocks: KnownBlock[];
}

export const SLACK_SECTION_MAX = 3000;
export const SLACK_HEADER_MAX = 150;
export const SLACK_BUTTON_URL_MAX = 3000;
export const SLACK_BLOCKS_MAX = 50;

/**
 * `text` escaped for mrkdwn, each character through `piece`, in at most `max` characters: cut before
 * a character whose escape would not fit, never inside an escape or a surrogate pair, and ended "…".
 */
function escapedWithin(text: string, max: number, piece = escapeForSlack): string {
  const pieces = Array.from(text, piece);
  const whole = pieces.join('');
  if (whole.length <= max) return whole;
  let cut = '';
  for (const next of pieces) {
    if (cut.length + next.length > max - 1) break;
    cut += next;
  }
  return `${cut}…`;
}

/** Longer addresses in a line are left out (its text stays): a section has 3,000 characters in all. */
const INLINE_LINK_MAX = 1000;

/** An address as mrkdwn's `<url|label>` takes it: http(s) only, its `|`, `<`, `>` and `&` escaped. */
function linkTarget(link: string): string | null {
  if (!/^https?:\/\//i.test(link) || link.length > INLINE_LINK_MAX) return null;
  return link.replace(/\|/g, '%7C').replace(/</g, '%3C').replace(/>/g, '%3E').replace(/&/g, '&amp;');
}

/** A run's markup around its text: its link's `<url|…>` and its `*…*`, `_…_`. */
function markup(run: Run): { target: string | null; around: number } {
  const target = run.link ? linkTarget(run.link) : null;
  const around = (target ? target.length + 3 : 0) + (run.strong ? 2 : 0) + (run.italic ? 2 : 0);
  return { target, around };
}

/**
 * Each run's room in `room` characters: all it needs when everything fits, otherwise the shortest
 * keep theirs and the longest share what is left evenly.
 */
function roomOf(needs: number[], room: number): number[] {
  const rooms = [...needs];
  let left = room;
  const byNeed = needs.map((need, index) => ({ need, index })).sort((a, b) => a.need - b.need);
  byNeed.forEach(({ need, index }, rank) => {
    rooms[index] = Math.min(need, Math.floor(left / (byNeed.length - rank)));
    left -= rooms[index];
  });
  return rooms;
}

/** A line as mrkdwn, every run escaped, in at most `max` characters. */
function mrkdwnOf(line: Line, max = SLACK_SECTION_MAX): string {
  const marks = line.map(markup);
  const needs = line.map((run) => escapeForSlack(run.text).length);
  const rooms = roomOf(needs, max - marks.reduce((sum, { around }) => sum + around, 0));
  return line
    .map((run, index) => {
      const { target } = marks[index]!;
      let text = escapedWithin(run.text, rooms[index]!);
      if (target) text = `<${target}|${text}>`;
      if (run.strong) text = `*${text}*`;
      if (run.italic) text = `_${text}_`;
      return text;
    })
    .join('');
}

const section = (text: string): SectionBlock => ({
  type: 'section',
  text: { type: 'mrkdwn', text, verbatim: true },
});

const context = (text: string): ContextBlock => ({
  type: 'context',
  elements: [{ type: 'mrkdwn', text, verbatim: true }],
});

const header = (text: string): HeaderBlock => ({
  type: 'header',
  text: { type: 'plain_text', text: text.slice(0, SLACK_HEADER_MAX), emoji: false },
});

/** "Open in SOS" as a link button; none when the address is not one Slack takes. */
function openButton(link: string, label = OPEN_IN_SOS): ActionsBlock[] {
  if (!/^https?:\/\//i.test(link) || link.length > SLACK_BUTTON_URL_MAX) return [];
  return [
    { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: label }, url: link }] },
  ];
}

/** The message quoted, each line after mrkdwn's `>`: an escaped `&gt;` typed in it quotes nothing. */
const quoted = (message: string) =>
  `>${escapedWithin(messageLines(message).join('\n'), SLACK_SECTION_MAX - 1, (character) =>
    character === '\n' ? '\n>' : escapeForSlack(character),
  )}`;

export function slackKudosPost(data: KudosGivenData): SlackPost {
  const headline = kudosHeadline(data);
  return {
    text: escapedWithin(plainOf(headline), SLACK_SECTION_MAX),
    blocks: [section(mrkdwnOf(headline)), section(quoted(data.message)), ...openButton(data.link)],
  };
}

export function slackDigestPost(data: WeeklyDigestData): SlackPost {
  const { goals, more } = goalsShown(data);
  const goalBlocks =
    goals.length === 0
      ? [section(NO_GOALS_DUE)]
      : goals.map((goal) => section(`• ${mrkdwnOf(goalLine(goal), SLACK_SECTION_MAX - 2)}`));
  return {
    text: escapedWithin(digestSummary(data), SLACK_SECTION_MAX),
    blocks: [
      header(digestHeadline(data)),
      section(`*${GOALS_DUE_HEADING}*`),
      ...goalBlocks,
      ...(more > 0 ? [context(moreGoals(more))] : []),
      section(pulseSentence(data)),
      section(recognitionSentence(data)),
      ...openButton(data.link),
    ],
  };
}
