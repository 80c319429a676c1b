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

export async function assembleContext(db: Db, caller: Caller, now = new Date()): Promise<CompanionContext> {
  const sources: Source[] = [];
  let chars = 0;
  for (const build of SOURCES) {
    for (const source of await build(db, caller, now)) {
      const facts = cut(source.facts, SOURCE_FACTS_MAX);
      if (chars + facts.length > CONTEXT_CHARS_MAX) return { sources };
      chars += facts.length;
      sources.push({ ...source, facts });
    }
  }
  return { sources };
}

/** The context as the model reads it: one numbered line per source. */
export const contextText = ({ sources }: CompanionContext) =>
  sources.map((source, index) => `[${index + 1}] ${source.facts}`).join('\n');
