import type { AskInput } from '../../shared/companion-rules';
import type { BriefContext } from './context/brief';
import { type CompanionContext, contextText } from './context/context';
import type { DraftContext } from './context/drafts';
import type { ChatMessage } from './model/model';

/**
 * What the companion asks of the model (decision 046): for each use, what it is for, the facts the
 * server chose, numbered, and the person's words. The model rewords and summarises them; it decides
 * nothing (nudges, figures and permissions are the server's).
 */

/** What one call may send in all, in characters (about 4,000 tokens): the turns before are cut to fit. */
export const SENT_CHARS_MAX = 16_000;

const rules = `Use only the numbered facts below. Never invent goals, people, dates or figures. Do not give medical, legal or financial advice.`;
const citing = `Cite each fact you use by its number in square brackets, like [2].`;

function system(task: string, context: CompanionContext, now: Date, none: string): ChatMessage {
  const facts = contextText(context) || `(none: ${none})`;
  return {
    role: 'system',
    content: `You are The Surfer, the coach inside SOS, a workplace app for goals, 1:1s, recognition and growth. Today is ${now.toISOString().slice(0, 10)}.\n${task}\n${rules}\n\nFacts:\n${facts}`,
  };
}

type Question = Pick<Required<AskInput>, 'question'> & { history: NonNullable<AskInput['history']> };

/** Ask the Surfer: instructions and facts, the turns before that fit (the latest kept), the question. */
export function askMessages(context: CompanionContext, { question, history }: Question, now = new Date()) {
  const first = system(
    `Answer the person's question about their own work in a few short sentences. ${citing} If the facts do not answer the question, say so plainly and suggest where in SOS they could look.`,
    context,
    now,
    'the person has no open goals, 1:1s, growth items or recent kudos in SOS yet',
  );
  let room = SENT_CHARS_MAX - first.content.length - question.length;
  const kept: ChatMessage[] = [];
  for (const turn of [...history].reverse()) {
    if (turn.content.length > room) break;
    room -= turn.content.length;
    kept.unshift(turn);
  }
  return [first, ...kept, { role: 'user', content: question }] satisfies ChatMessage[];
}

/** The brief before a 1:1 with `partnerName`. */
export function briefMessages(context: BriefContext, now = new Date()): ChatMessage[] {
  return [
    system(
      `Write a short brief, at most five bullet points starting with "- ", to prepare the person's next 1:1 with ${context.partnerName}: what is on the agenda and what was carried over, the open action items, how the goals they share stand, and recent thanks between them. ${citing} Each bullet cites at least one fact.`,
      context,
      now,
      'nothing is planned or shared yet',
    ),
    { role: 'user', content: `Brief me for my next 1:1 with ${context.partnerName}.` },
  ];
}

/** A draft of the person's check-in note on the goal. */
export function checkInDraftMessages(context: DraftContext, now = new Date()): ChatMessage[] {
  return [
    system(
      `Draft the note of the person's next check-in on their goal "${context.subject}": two to four sentences in the first person, plain and specific, saying where the key results stand against the last check-in and what comes next. Write only the note, without citations or quotation marks; the person will edit it before sending.`,
      context,
      now,
      'the goal has no history yet',
    ),
    { role: 'user', content: 'Draft my check-in note.' },
  ];
}

/** A draft of kudos to the colleague. */
export function kudosDraftMessages(context: DraftContext, now = new Date()): ChatMessage[] {
  return [
    system(
      `Draft a short kudos message (one to three sentences) from the person to their colleague ${context.subject}, thanking them for something specific from the facts. Write only the message, addressed to ${context.subject}, without citations or quotation marks; the person will edit it before sending. With no facts, write a warm, general thank-you and nothing invented.`,
      context,
      now,
      'nothing recent of theirs is visible',
    ),
    { role: 'user', content: `Draft my kudos to ${context.subject}.` },
  ];
}

/** What a call sends, in characters: the figure the company's use counts. */
export const charactersOf = (messages: readonly ChatMessage[]) =>
  messages.reduce((total, message) => total + message.content.length, 0);
