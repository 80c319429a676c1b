import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/connect';
import { type Source, SOURCES } from './sources';

/**
 * The context a model may be given for one person (decision 044): the allowlisted sources' facts, in
 * their order, each numbered so an answer can cite it, cut to a bound on what one call sends.
 */
export interface CompanionContext {
  sources: Source[];
}

/** At most this many characters of facts per source, and in all: about 2,000 tokens of context. */
export const SOURCE_FACTS_MAX = 600;
export const CONTEXT_CHARS_MAX = 8000;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The words of a text worth matching: letters and digits, three or more, in lower case. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/**
 * Sources that share more words with the question first, the rest in their own order: when the bound
 * cuts, it cuts what the question is least about.
 */
function byQuestion(sources: Source[], question: string | undefined): Source[] {
  if (!question) return sources;
  const asked = wordsOf(question);
  const score = (source: Source) =>
    [...wordsOf(`${source.title} ${source.facts}`)].filter((word) => asked.has(word)).length;
  return sources
    .map((source, index) => ({ source, index, score: score(source) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ source }) => source);
}

/** Sources cut to the bounds: each to SOURCE_FACTS_MAX, then in their order while CONTEXT_CHARS_MAX holds. */
export function contextOf(candidates: readonly Source[]): CompanionContext {
  const sources: Source[] = [];
  let chars = 0;
  for (const source of candidates) {
    const facts = cut(source.facts, SOURCE_FACTS_MAX);
    if (chars + facts.length > CONTEXT_CHARS_MAX) break;
    chars += facts.length;
    sources.push({ ...source, facts });
  }
  return { sources };
}

/** The caller's context, for a question when there is one. */
export async function assembleContext(
  db: Db,
  caller: Caller,
  { now = new Date(), question }: { now?: Date; question?: string } = {},
): Promise<CompanionContext> {
  const read = await Promise.all(SOURCES.map((build) => build(db, caller, now)));
  return contextOf(byQuestion(read.flat(), question));
}

/** The context as the model reads it: one numbered line per source. */
export const contextText = ({ sources }: CompanionContext) =>
  sources.map((source, index) => `[${index + 1}] ${source.facts}`).join('\n');
