import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * The events of a `text/event-stream` answer (the companion's, decision 046), each `data:` line's JSON
 * as the contract types it, as they arrive. Ends when the server ends the stream; a stream cut by the
 * network rejects, and the caller says so.
 */
export async function* readEvents<E>(response: Response): AsyncGenerator<E> {
  if (!response.body) return;
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield JSON.parse(value.data) as E;
    }
  } finally {
    // A reader that stops early (the person left the page) lets the server stop the model's call too.
    await reader.cancel().catch(() => undefined);
  }
}
