import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { modelFailureMessages } from '../../shared/companion-messages';
import type { CompanionEvent } from '../../shared/contract/companion';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';
import type { CompanionContext } from './context/context';
import { type ChatMessage, type Model, ModelError } from './model/model';

/** The most tokens one answer may have: a few short paragraphs. */
export const ANSWER_TOKENS_MAX = 500;

const send = (stream: SSEStreamingApi, event: CompanionEvent) =>
  stream.writeSSE({ event: event.type, data: JSON.stringify(event) });

/** The sources as the person sees them, numbered as the model was told them. */
const sourcesEvent = ({ sources }: CompanionContext): CompanionEvent => ({
  type: 'sources',
  sources: sources.map(({ kind, title, href }, index) => ({ n: index + 1, kind, title, href })),
});

export interface AnswerCall {
  model: Model;
  messages: readonly ChatMessage[];
  context: CompanionContext;
  /** Told when the model gave no whole answer (not when the person went away). */
  failed: () => Promise<void>;
  logger: Logger;
}

/**
 * Streams a model's answer as server-sent events (decision 046): the sources first, then the words as
 * they come, then `done`; a failure ends it with an `error` event whose message says what to do. The
 * status is 200 from the first byte, so nothing that happens after it can become a 5xx; a person who
 * goes away stops the model's call.
 */
export function streamAnswer(c: Context<AppEnv>, { model, messages, context, failed, logger }: AnswerCall) {
  return streamSSE(c, async (stream) => {
    const gone = new AbortController();
    stream.onAbort(() => gone.abort());
    await send(stream, sourcesEvent(context));
    try {
      for await (const text of model.stream(messages, { maxTokens: ANSWER_TOKENS_MAX, signal: gone.signal }))
        await send(stream, { type: 'text', text });
      await send(stream, { type: 'done' });
    } catch (error) {
      const failure = error instanceof ModelError ? error.failure : 'broken';
      if (failure === 'aborted') return;
      // Once: a model's failure by its kind and status only (its error bodies may echo what it was
      // sent); anything else as the error it is.
      if (error instanceof ModelError)
        logger.warn({ failure, status: error.status }, 'the companion’s model gave no answer');
      else logger.error({ err: error }, 'the companion’s answer failed');
      await failed().catch((cause: unknown) =>
        logger.error({ err: cause }, 'could not record a failed call'),
      );
      await send(stream, { type: 'error', failure, message: modelFailureMessages[failure] });
    }
  });
}
