import { expect } from 'vitest';
import type { ChatMessage } from '../../src/server/companion/model/model';
import { type CompanionEvent, companionEventSchema } from '../../src/shared/contract/companion';
import type { RecordedModelRequest } from './fake-model';
import type { TestApp } from './test-app';

/**
 * The companion's streamed answers in tests (decision 046): a POST read whole, its server-sent events
 * parsed and each checked against the contract's event schema, or its error body when it is not 200.
 */

/**
 * The events of a `text/event-stream` body: blocks apart by a blank line, each an `event:` line naming
 * the type its `data:` line's JSON carries.
 */
export function eventsOf(text: string): CompanionEvent[] {
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const name = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      const event = companionEventSchema.parse(JSON.parse(data));
      expect(name, data).toBe(event.type);
      return event;
    });
}

export interface StreamAnswer {
  status: number;
  headers: Headers;
  /** The events, when the status is 200. */
  events: CompanionEvent[];
  /** The error body, when it is not. */
  body: { error?: { code: string; message: string } } | null;
  /** How long the whole answer took, in milliseconds. */
  ms: number;
}

/** POSTs `body` as `person` to a streaming endpoint of `t` and reads the answer to its end. */
export async function postStream(
  t: Pick<TestApp, 'app'>,
  person: { token: string },
  path: string,
  body: unknown,
): Promise<StreamAnswer> {
  const started = performance.now();
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const ok = response.status === 200;
  return {
    status: response.status,
    headers: response.headers,
    events: ok ? eventsOf(text) : [],
    body: ok ? null : (JSON.parse(text) as StreamAnswer['body']),
    ms,
  };
}

/** Ask the Surfer. */
export const askSurfer = (t: Pick<TestApp, 'app'>, person: { token: string }, body: unknown) =>
  postStream(t, person, '/api/companion/ask', body);

/** The messages a request to the fake model carried. */
export const messagesOf = (request: RecordedModelRequest | undefined) =>
  (request?.body.messages ?? []) as ChatMessage[];

/** The text of an answer's `text` events, joined. */
export const answerText = (events: CompanionEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.text : '')).join('');
