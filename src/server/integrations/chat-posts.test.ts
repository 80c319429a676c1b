// @vitest-environment jsdom
import * as AdaptiveCards from 'adaptivecards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_EVENTS } from '../../shared/integration-messages';
import { chatPostOf } from './chat-posts';
import { DIGEST_GOALS_MAX } from './chat-words';
import type { DigestGoal, KudosGivenData, WeeklyDigestData } from './event-data';
import {
  SLACK_BLOCKS_MAX,
  SLACK_HEADER_MAX,
  SLACK_SECTION_MAX,
  slackDigestPost,
  slackKudosPost,
  type SlackPost,
} from './slack-post';
import { type AdaptiveCard, teamsDigestCard, teamsKudosCard, type TeamsMessage } from './teams-card';

/**
 * Slack's and Teams' posts (docs/product.md, "Slack and Teams channels"): their exact shape, what a
 * person wrote kept from becoming mentions, links or formatting, and Slack's limits. Teams' cards are
 * checked by the Adaptive Cards library itself (no JSON schema of version 1.5 ships on npm): parsed
 * and validated without a warning, read back whole (every property one it knows), and rendered,
 * here in jsdom, with a Markdown processor that records what it is handed.
 */

const SOS = 'http://sos.test';

const kudos: KudosGivenData = {
  kudosId: '7d0c6a84-3f70-4b53-9d4c-1f1f3b8a0001',
  from: { id: 'u-ana', name: 'Ana Lima' },
  to: [
    { id: 'u-ben', name: 'Ben Sousa' },
    { id: 'u-cy', name: 'Cy Rivera' },
  ],
  value: { id: 'v-own', name: 'Ownership' },
  message: 'Thanks for the dawn patrol\n\nYou carried the boards',
  link: `${SOS}/culture`,
};

const goal = (index: number, fields: Partial<DigestGoal> = {}): DigestGoal => ({
  id: `g-${index}`,
  title: `Goal ${index}`,
  ownerName: 'Ana Lima',
  dueOn: '2025-05-07',
  link: `${SOS}/goals/g-${index}`,
  ...fields,
});

const digest: WeeklyDigestData = {
  week: { startsOn: '2025-05-05', endsOn: '2025-05-11' },
  goalsDue: [goal(1, { title: 'Launch the surf school' }), goal(2, { ownerName: null, dueOn: '2025-05-11' })],
  goalsDueTotal: 2,
  pulse: { opensThisWeek: true, startsOn: '2025-05-05' },
  recognition: { givers: 7, receivers: 9, kudos: 12, people: 24 },
  link: `${SOS}/dashboard`,
};

/** What a person could write to reach the channel: mentions, links, formatting and escapes. */
const HOSTILE =
  '<!channel> <@U0BOSS> <https://evil.example|our page> [x](https://evil.example) **b** _i_ &amp; & >';

const mrkdwn = (text: string) => ({ type: 'mrkdwn', text, verbatim: true });
const section = (text: string) => ({ type: 'section', text: mrkdwn(text) });
const button = (url: string) => ({
  type: 'actions',
  elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in SOS' }, url }],
});

/** A text without the `>` that starts each line of our quote. */
const unquoted = (text: string) => text.replace(/^>/gm, '');

/** Every text of a Slack post: the notification's, the sections', the contexts' and the header's. */
function textsOf(post: SlackPost): string[] {
  return [
    post.text,
    ...post.blocks.flatMap((block) => {
      if (block.type === 'section' || block.type === 'header') return [block.text?.text ?? ''];
      if (block.type === 'context')
        return block.elements.map((element) => ('text' in element ? element.text : ''));
      return [];
    }),
  ];
}

describe('Slack: kudos', () => {
  it('says who recognised whom for which value, quotes the message and links to SOS', () => {
    expect(slackKudosPost(kudos)).toEqual({
      text: 'Ana Lima recognised Ben Sousa and Cy Rivera for Ownership',
      blocks: [
        section('*Ana Lima* recognised *Ben Sousa* and *Cy Rivera* for *Ownership*'),
        section('>Thanks for the dawn patrol\n>You carried the boards'),
        button(`${SOS}/culture`),
      ],
    });
  });

  it('names three or more people with commas, and no value when the kudos has none', () => {
    const post = slackKudosPost({ ...kudos, to: [...kudos.to, { id: 'u-di', name: 'Di Mar' }], value: null });
    expect(post.text).toBe('Ana Lima recognised Ben Sousa, Cy Rivera and Di Mar');
    expect(post.blocks[0]).toEqual(section('*Ana Lima* recognised *Ben Sousa*, *Cy Rivera* and *Di Mar*'));
  });

  it('escapes & < > in every name and message: no mention, channel ping or disguised link', () => {
    const post = slackKudosPost({
      ...kudos,
      from: { id: 'u-x', name: '<!here> Eve' },
      to: [{ id: 'u-y', name: '<@U0BOSS|boss>' }],
      value: { id: 'v-x', name: '<https://evil.example|Ownership>' },
      message: `${HOSTILE}\n> not a quote`,
    });
    expect(post.text).toBe(
      '&lt;!here&gt; Eve recognised &lt;@U0BOSS|boss&gt; for &lt;https://evil.example|Ownership&gt;',
    );
    expect(post.blocks).toEqual([
      section(
        '*&lt;!here&gt; Eve* recognised *&lt;@U0BOSS|boss&gt;* for *&lt;https://evil.example|Ownership&gt;*',
      ),
      section(
        '>&lt;!channel&gt; &lt;@U0BOSS&gt; &lt;https://evil.example|our page&gt; [x](https://evil.example) **b** _i_ &amp;amp; &amp; &gt;\n>&gt; not a quote',
      ),
      button(`${SOS}/culture`),
    ]);
    // Slack reads `<…>` as a mention, a channel or a link: none is left, and `>` only quotes, ours.
    for (const text of textsOf(post)) expect(unquoted(text)).not.toMatch(/[<>]/);
  });

  it('keeps every section within 3,000 characters, cutting between escapes, never inside one', () => {
    const name = '&'.repeat(100);
    const post = slackKudosPost({
      ...kudos,
      from: { id: 'u-a', name },
      to: Array.from({ length: 6 }, (_, index) => ({ id: `u-${index}`, name })),
      value: { id: 'v', name: '<'.repeat(50) },
      message: '&\n'.repeat(2000),
    });
    const [headline, message] = post.blocks.map((block) =>
      block.type === 'section' ? block.text!.text : '',
    );
    expect(headline!.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
    expect(message!.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
    // Each of the seven names and the value had its share: all are there, each cut short with "…".
    expect(headline!.match(/\*(&amp;)+…\*/g)).toHaveLength(7);
    expect(headline).toMatch(/ for \*(&lt;)+\*$/);
    expect(message).toMatch(/^(>&amp;\n)+>(&amp;)?…$/);
    // Every & starts a whole escape: none was cut.
    for (const text of textsOf(post))
      expect(unquoted(text).replace(/&(amp|lt|gt);/g, '')).not.toMatch(/[&<>]/);
  });

  it('leaves out the button when the link is not a web address', () => {
    expect(slackKudosPost({ ...kudos, link: 'javascript:alert(1)' }).blocks).toHaveLength(2);
  });
});

describe('Slack: the weekly digest', () => {
  it('has a header, the goals due with their links, the pulse, the recognition and a link to SOS', () => {
    expect(slackDigestPost(digest)).toEqual({
      text: 'Your week in SOS: 5 May 2025. 2 goals due, 12 kudos last week.',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Your week in SOS: 5 May 2025', emoji: false } },
        section('*Goals due this week*'),
        section(`• *<${SOS}/goals/g-1|Launch the surf school>* · Ana Lima · due Wednesday 7 May`),
        section(`• *<${SOS}/goals/g-2|Goal 2>* · due Sunday 11 May`),
        section('The pulse opens on Monday 5 May.'),
        section('Last week 7 people gave 12 kudos to 9 people, in a company of 24.'),
        button(`${SOS}/dashboard`),
      ],
    });
  });

  it('says when nothing is due, no pulse opens and no kudos were given; one of each in the singular', () => {
    const quiet = slackDigestPost({
      ...digest,
      goalsDue: [],
      goalsDueTotal: 0,
      pulse: { opensThisWeek: false },
      recognition: { givers: 0, receivers: 0, kudos: 0, people: 1 },
    });
    expect(quiet.blocks.slice(1, 5)).toEqual([
      section('*Goals due this week*'),
      section('No company goals are due this week.'),
      section('No pulse opens this week.'),
      section('No kudos were given last week.'),
    ]);
    const one = slackDigestPost({ ...digest, recognition: { givers: 1, receivers: 1, kudos: 1, people: 2 } });
    expect(textsOf(one)).toContain('Last week 1 person gave 1 kudos to 1 person, in a company of 2.');
  });

  it(`lists at most ${DIGEST_GOALS_MAX} goals, then how many more, within 50 blocks and Slack's lengths`, () => {
    const goals = Array.from({ length: 25 }, (_, index) =>
      goal(index, { title: `${'&'.repeat(199)}${index}`, ownerName: '<'.repeat(100) }),
    );
    const post = slackDigestPost({ ...digest, goalsDue: goals, goalsDueTotal: 40 });
    const listed = post.blocks.filter(
      (block) => block.type === 'section' && block.text?.text.startsWith('• '),
    );
    expect(listed).toHaveLength(DIGEST_GOALS_MAX);
    expect(post.blocks).toContainEqual({ type: 'context', elements: [mrkdwn('And 30 more.')] });
    expect(post.blocks.length).toBeLessThanOrEqual(SLACK_BLOCKS_MAX);
    for (const text of textsOf(post)) expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
    // A long title is kept whole (5 × 199 + 1 characters fit), escaped, inside its own link.
    expect(listed[9]).toEqual(
      section(`• *<${SOS}/goals/g-9|${'&amp;'.repeat(199)}9>* · ${'&lt;'.repeat(100)} · due Wednesday 7 May`),
    );
    const header = post.blocks[0]!;
    expect(header.type === 'header' && header.text.text.length).toBeLessThanOrEqual(SLACK_HEADER_MAX);
  });

  it('escapes goal titles and owners, and an address with | or > cannot end its link early', () => {
    const post = slackDigestPost({
      ...digest,
      goalsDue: [goal(1, { title: HOSTILE, ownerName: '<!everyone>', link: `${SOS}/goals/a|b>c&d` })],
      goalsDueTotal: 1,
    });
    expect(post.blocks[2]).toEqual(
      section(
        `• *<${SOS}/goals/a%7Cb%3Ec&amp;d|&lt;!channel&gt; &lt;@U0BOSS&gt; &lt;https://evil.example|our page&gt; [x](https://evil.example) **b** _i_ &amp;amp; &amp; &gt;>* · &lt;!everyone&gt; · due Wednesday 7 May`,
      ),
    );
  });
  it('leaves out a goal’s link longer than 1,000 characters, keeping its title', () => {
    const long = `${SOS}/goals/${'x'.repeat(1000)}`;
    const post = slackDigestPost({ ...digest, goalsDue: [goal(1, { link: long })], goalsDueTotal: 1 });
    expect(post.blocks[2]).toEqual(section('• *Goal 1* · Ana Lima · due Wednesday 7 May'));
  });
});

/** The card inside a Teams message, after checking the envelope the Workflows webhook takes. */
function cardOf(message: TeamsMessage): AdaptiveCard {
  expect(message.type).toBe('message');
  expect(message.attachments).toHaveLength(1);
  const [attachment] = message.attachments;
  expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
  expect(attachment.contentUrl).toBeNull();
  return attachment.content;
}

/** A card as the Adaptive Cards library reads it: parse warnings, validation failures, and its JSON. */
function parsed(content: AdaptiveCard) {
  const card = new AdaptiveCards.AdaptiveCard();
  const context = new AdaptiveCards.SerializationContext();
  card.parse(content, context);
  const events = Array.from({ length: context.eventCount }, (_, index) => context.getEventAt(index).message);
  return {
    card,
    problems: [...events, ...card.validateProperties().validationEvents.map((event) => event.message)],
  };
}

/** jsdom has no innerText, which the library writes a TextRun's text with: as textContent here. */
const innerText = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
    set(this: HTMLElement, text: string) {
      this.textContent = text;
    },
  });
});
afterAll(() => {
  if (innerText) Object.defineProperty(HTMLElement.prototype, 'innerText', innerText);
  else Reflect.deleteProperty(HTMLElement.prototype, 'innerText');
});

/** The card rendered, with the texts handed to Markdown on the way. */
function rendered(content: AdaptiveCard) {
  const markdown: string[] = [];
  AdaptiveCards.AdaptiveCard.onProcessMarkdown = (text, result) => {
    markdown.push(text);
    result.didProcess = false;
  };
  try {
    const { card } = parsed(content);
    const element = card.render();
    if (!element) throw new Error('the card rendered nothing');
    const blocks = [...element.querySelectorAll('.ac-richTextBlock')].map((block) => block.textContent);
    return { markdown, blocks, element };
  } finally {
    AdaptiveCards.AdaptiveCard.onProcessMarkdown = undefined;
  }
}

const run = (text: string, fields: object = {}) => ({ type: 'TextRun', text, ...fields });
const openUrl = (url: string) => ({ type: 'Action.OpenUrl', url });

describe('Teams: Adaptive Cards 1.5 in the Workflows webhook’s envelope', () => {
  it('kudos: who recognised whom for which value, the message line by line, and "Open in SOS"', () => {
    const card = cardOf(teamsKudosCard(kudos));
    expect(card).toEqual({
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      type: 'AdaptiveCard',
      version: '1.5',
      body: [
        {
          type: 'RichTextBlock',
          inlines: [
            run('Ana Lima', { weight: 'Bolder' }),
            run(' recognised '),
            run('Ben Sousa', { weight: 'Bolder' }),
            run(' and '),
            run('Cy Rivera', { weight: 'Bolder' }),
            run(' for '),
            run('Ownership', { weight: 'Bolder' }),
          ],
        },
        {
          type: 'RichTextBlock',
          inlines: [run('Thanks for the dawn patrol', { italic: true })],
          spacing: 'Medium',
        },
        {
          type: 'RichTextBlock',
          inlines: [run('You carried the boards', { italic: true })],
          spacing: 'None',
        },
      ],
      actions: [{ type: 'Action.OpenUrl', title: 'Open in SOS', url: `${SOS}/culture` }],
    });
  });

  it('the digest: the week, the goals due with links, how many more, the pulse and the recognition', () => {
    const card = cardOf(teamsDigestCard({ ...digest, goalsDueTotal: 5 }));
    expect(card.body).toEqual([
      {
        type: 'RichTextBlock',
        inlines: [run('Your week in SOS: 5 May 2025', { size: 'Large', weight: 'Bolder' })],
      },
      {
        type: 'RichTextBlock',
        inlines: [run('Goals due this week', { weight: 'Bolder' })],
        spacing: 'Medium',
      },
      {
        type: 'RichTextBlock',
        inlines: [
          run('• '),
          run('Launch the surf school', { weight: 'Bolder', selectAction: openUrl(`${SOS}/goals/g-1`) }),
          run(' · Ana Lima'),
          run(' · due Wednesday 7 May', { isSubtle: true }),
        ],
        spacing: 'None',
      },
      {
        type: 'RichTextBlock',
        inlines: [
          run('• '),
          run('Goal 2', { weight: 'Bolder', selectAction: openUrl(`${SOS}/goals/g-2`) }),
          run(' · due Sunday 11 May', { isSubtle: true }),
        ],
        spacing: 'None',
      },
      { type: 'RichTextBlock', inlines: [run('And 3 more.', { isSubtle: true })], spacing: 'None' },
      { type: 'RichTextBlock', inlines: [run('The pulse opens on Monday 5 May.')], spacing: 'Medium' },
      {
        type: 'RichTextBlock',
        inlines: [run('Last week 7 people gave 12 kudos to 9 people, in a company of 24.')],
        spacing: 'Medium',
      },
    ]);
    expect(card.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Open in SOS', url: `${SOS}/dashboard` }]);
  });

  const hostileKudos: KudosGivenData = {
    ...kudos,
    from: { id: 'u-x', name: '**Eve** <at>Boss</at>' },
    to: [{ id: 'u-y', name: '[Ben](https://evil.example)' }],
    value: { id: 'v-x', name: '_Ownership_' },
    message: `${HOSTILE}\n- a list?\n1. a number?`,
  };
  const hostileDigest: WeeklyDigestData = {
    ...digest,
    goalsDue: Array.from({ length: 12 }, (_, index) =>
      goal(index, {
        title: `[${'x'.repeat(195)}](https://evil.example)`,
        ownerName: `**${'o'.repeat(96)}**`,
      }),
    ),
    goalsDueTotal: 60,
  };

  it.each([
    ['kudos', teamsKudosCard(kudos)],
    ['a digest', teamsDigestCard(digest)],
    [
      'a quiet digest',
      teamsDigestCard({ ...digest, goalsDue: [], goalsDueTotal: 0, pulse: { opensThisWeek: false } }),
    ],
    ['hostile kudos', teamsKudosCard(hostileKudos)],
    ['a long, hostile digest', teamsDigestCard(hostileDigest)],
  ])('%s: valid for the Adaptive Cards library, every property one it knows, under 28 KB', (_, message) => {
    const content = cardOf(message);
    const { card, problems } = parsed(content);
    expect(problems).toEqual([]);
    expect(card.toJSON()).toEqual(content);
    // Teams refuses a message over 28 KB.
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(28 * 1024);
  });

  it('shows what people wrote as written: nothing is read as Markdown, no link but ours', () => {
    const kudosCard = rendered(cardOf(teamsKudosCard(hostileKudos)));
    expect(kudosCard.markdown).toEqual([]);
    expect(kudosCard.blocks).toEqual([
      '**Eve** <at>Boss</at> recognised [Ben](https://evil.example) for _Ownership_',
      HOSTILE,
      '- a list?',
      '1. a number?',
    ]);
    expect(kudosCard.element.querySelectorAll('a')).toHaveLength(0);
    expect(kudosCard.element.querySelectorAll('strong, em, ul, ol')).toHaveLength(0);

    const digestCard = rendered(cardOf(teamsDigestCard(hostileDigest)));
    expect(digestCard.markdown).toEqual([]);
    expect(digestCard.blocks[2]).toBe(
      `• [${'x'.repeat(195)}](https://evil.example) · **${'o'.repeat(96)}** · due Wednesday 7 May`,
    );
    expect(digestCard.blocks).toContain('And 50 more.');
    // The goals' titles link to SOS (run-level actions), and nowhere else.
    const links = [...digestCard.element.querySelectorAll('a')];
    expect(links).toHaveLength(DIGEST_GOALS_MAX);
    for (const link of links) expect(link.textContent).toBe(`[${'x'.repeat(195)}](https://evil.example)`);
  });
});

describe('chatPostOf', () => {
  const payload = (data: unknown) => ({ type: 'x', timestamp: '2025-05-05T09:00:00.000Z', data });

  it('writes the kudos and the digest for Slack and for Teams', () => {
    expect(chatPostOf('slack', 'kudos.given', payload(kudos))).toEqual(slackKudosPost(kudos));
    expect(chatPostOf('teams', 'kudos.given', payload(kudos))).toEqual(teamsKudosCard(kudos));
    expect(chatPostOf('slack', 'digest.weekly', payload(digest))).toEqual(slackDigestPost(digest));
    expect(chatPostOf('teams', 'digest.weekly', payload(digest))).toEqual(teamsDigestCard(digest));
  });

  it('throws for the events chat does not hear', () => {
    const others = INTEGRATION_EVENTS.filter((event) => event !== 'kudos.given' && event !== 'digest.weekly');
    expect(others).toHaveLength(5);
    for (const event of others) {
      expect(() => chatPostOf('slack', event, payload({}))).toThrow(`slack does not hear ${event}`);
      expect(() => chatPostOf('teams', event, payload({}))).toThrow(`teams does not hear ${event}`);
    }
  });
});
