import {
  digestHeadline,
  goalLine,
  GOALS_DUE_HEADING,
  goalsShown,
  kudosHeadline,
  type Line,
  messageLines,
  moreGoals,
  NO_GOALS_DUE,
  OPEN_IN_SOS,
  pulseSentence,
  recognitionSentence,
  type Run,
} from './chat-words';
import type { KudosGivenData, WeeklyDigestData } from './event-data';

/**
 * A kudos or a digest as a Microsoft Teams message: an Adaptive Card 1.5 in the envelope a Teams
 * Workflows webhook ("Post to a channel when a webhook request is received") takes. Every text is a
 * RichTextBlock's TextRun, which Adaptive Cards never read as Markdown (a TextBlock's or a fact's
 * text would be, and hosts differ on backslash escapes): a name or a message shows as written and
 * cannot become a link or formatting. Links are ours: the runs' and the card's Action.OpenUrl.
 */

interface OpenUrl {
  type: 'Action.OpenUrl';
  title?: string;
  url: string;
}

interface TextRun {
  type: 'TextRun';
  text: string;
  weight?: 'Bolder';
  size?: 'Large';
  isSubtle?: boolean;
  italic?: boolean;
  selectAction?: OpenUrl;
}

interface RichTextBlock {
  type: 'RichTextBlock';
  inlines: TextRun[];
  spacing?: 'None' | 'Medium';
}

export interface AdaptiveCard {
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
  type: 'AdaptiveCard';
  version: '1.5';
  body: RichTextBlock[];
  actions: OpenUrl[];
}

export interface TeamsMessage {
  type: 'message';
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive';
      contentUrl: null;
      content: AdaptiveCard;
    },
  ];
}

const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

function textRun(run: Run): TextRun {
  return {
    type: 'TextRun',
    text: run.text,
    ...(run.strong ? { weight: 'Bolder' as const } : {}),
    ...(run.subtle ? { isSubtle: true } : {}),
    ...(run.italic ? { italic: true } : {}),
    ...(run.link && isWebAddress(run.link)
      ? { selectAction: { type: 'Action.OpenUrl' as const, url: run.link } }
      : {}),
  };
}

const block = (line: Line, spacing?: RichTextBlock['spacing']): RichTextBlock => ({
  type: 'RichTextBlock',
  inlines: line.map(textRun),
  ...(spacing ? { spacing } : {}),
});

const openInSos = (link: string): OpenUrl[] =>
  isWebAddress(link) ? [{ type: 'Action.OpenUrl', title: OPEN_IN_SOS, url: link }] : [];

function message(body: RichTextBlock[], actions: OpenUrl[]): TeamsMessage {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.5',
          body,
          actions,
        },
      },
    ],
  };
}

export function teamsKudosCard(data: KudosGivenData): TeamsMessage {
  const quoted = messageLines(data.message).map((line, index) =>
    block([{ text: line, italic: true }], index === 0 ? 'Medium' : 'None'),
  );
  return message([block(kudosHeadline(data)), ...quoted], openInSos(data.link));
}

export function teamsDigestCard(data: WeeklyDigestData): TeamsMessage {
  const { goals, more } = goalsShown(data);
  const goalBlocks =
    goals.length === 0
      ? [block([{ text: NO_GOALS_DUE }], 'None')]
      : goals.map((goal) => block([{ text: '• ' }, ...goalLine(goal)], 'None'));
  return message(
    [
      {
        type: 'RichTextBlock',
        inlines: [{ type: 'TextRun', text: digestHeadline(data), size: 'Large', weight: 'Bolder' }],
      },
      block([{ text: GOALS_DUE_HEADING, strong: true }], 'Medium'),
      ...goalBlocks,
      ...(more > 0 ? [block([{ text: moreGoals(more), subtle: true }], 'None')] : []),
      block([{ text: pulseSentence(data) }], 'Medium'),
      block([{ text: recognitionSentence(data) }], 'Medium'),
    ],
    openInSos(data.link),
  );
}
