import type { AskInput } from '../../shared/companion-rules';
import { type CompanionContext, contextText } from './context/context';
import type { ChatMessage } from './model/model';

/**
 * Ask the Surfer (decision 046): the messages one question sends. The model is told what it is for,
 * the facts the server chose for this person and this question, numbered, and the conversation's last
 * turns; it rewords them, it decides nothing.
 */

/** What one call may send in all, in characters (about 4,000 tokens): the turns before are cut to fit. */
export const SENT_CHARS_MAX = 16_000;

const instructions = (
  today: string,
  facts: string,
) => `You are The Surfer, the coach inside SOS, a workplace app for goals, 1:1s, recognition and growth. Today is ${today}.
Answer the person's question about their own work in a few short sentences, using only the numbered facts below. Cite each fact you use by its number in square brackets, like [2]. If the facts do not answer the question, say so plainly and suggest where in SOS they could look.
Never invent goals, people, dates or figures. Do not give medical, legal or financial advice.

Facts:
${facts || '(none: the person has no open goals, 1:1s, growth items or recent kudos in SOS yet)'}`;

type Question = Pick<Required<AskInput>, 'question'> & { history: NonNullable<AskInput['history']> };

/** The messages for one question: instructions and facts, the turns before that fit, the question. */
export function askMessages(context: CompanionContext, { question, history }: Question, now = new Date()) {
  const system: ChatMessage = {
    role: 'system',
    content: instructions(now.toISOString().slice(0, 10), contextText(context)),
  };
  let room = SENT_CHARS_MAX - system.content.length - question.length;
  // The latest turns are the ones the question follows: keep those, drop the oldest.
  const kept: ChatMessage[] = [];
  for (const turn of [...history].reverse()) {
    if (turn.content.length > room) break;
    room -= turn.content.length;
    kept.unshift(turn);
  }
  return [system, ...kept, { role: 'user', content: question }] satisfies ChatMessage[];
}

/** What a call sends, in characters: the figure the company's use counts. */
export const charactersOf = (messages: readonly ChatMessage[]) =>
  messages.reduce((total, message) => total + message.content.length, 0);
