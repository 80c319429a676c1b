/**
 * The companion's language model, behind one interface (decision 044): the companion asks it to
 * reword what the server chose and nothing else. One file per provider implements it
 * (openai-model.ts: any OpenAI-compatible endpoint); another provider is one more file.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  /** The most tokens the answer may have. */
  maxTokens: number;
  /** Aborted when the person goes away; the model's own deadline applies besides. */
  signal?: AbortSignal;
}

export interface Model {
  /** The model's name, as configured (shown to admins). */
  readonly name: string;
  /** The answer's text as it comes, piece by piece; throws ModelError. */
  stream(messages: readonly ChatMessage[], options: StreamOptions): AsyncIterable<string>;
}

/**
 * Why the model gave no (whole) answer, in terms a person can act on. `timeout`: no answer within
 * AI_TIMEOUT; `unavailable`: the endpoint could not be reached or failed (5xx); `busy`: it asked us to
 * slow down (429); `refused`: it refused the request (a wrong key, an unknown model); `broken`: its
 * answer could not be read; `aborted`: the person went away.
 */
export type ModelFailure = 'timeout' | 'unavailable' | 'busy' | 'refused' | 'broken' | 'aborted';

export class ModelError extends Error {
  override name = 'ModelError';
  constructor(
    readonly failure: ModelFailure,
    /** The endpoint's HTTP status, when it answered one; never its body. */
    readonly status?: number,
  ) {
    super(`the model gave no answer: ${failure}${status ? ` (HTTP ${status})` : ''}`);
  }
}
