import type { CompanionEvent, CompanionSource } from '@shared/contract/companion';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/**
 * One answer of the companion's model as it streams (decision 046): its sources, its words so far, and
 * how it ended. Shared by Ask the Surfer, the 1:1 brief and the drafts.
 */
export interface Answer {
  sources: CompanionSource[];
  text: string;
  status: 'streaming' | 'done' | 'failed';
  /** Why there is no whole answer, in words to show (the server's, or the network's). */
  error?: string;
}

const networkCut = 'The answer was cut off. Check your connection and try again.';

/** Reads a streamed answer, telling `update` of each change; the person leaving ends it quietly. */
export async function streamInto(
  start: () => Promise<Response>,
  update: (change: (answer: Answer) => Answer) => void,
  signal: AbortSignal,
) {
  try {
    // The events' reader (and its parser) loads with the first answer, not with every page that offers one.
    const [{ readEvents }, response] = await Promise.all([import('@/lib/event-stream'), start()]);
    for await (const event of readEvents<CompanionEvent>(response)) {
      if (event.type === 'sources') update((answer) => ({ ...answer, sources: event.sources }));
      if (event.type === 'text') update((answer) => ({ ...answer, text: answer.text + event.text }));
      if (event.type === 'done') update((answer) => ({ ...answer, status: 'done' }));
      if (event.type === 'error') update((answer) => ({ ...answer, status: 'failed', error: event.message }));
    }
    // A stream that ends without its last event was cut on the way.
    update((answer) =>
      answer.status === 'streaming' ? { ...answer, status: 'failed', error: networkCut } : answer,
    );
  } catch (error) {
    if (signal.aborted) return;
    const message = error instanceof ApiRequestError ? error.message : networkCut;
    update((answer) => ({ ...answer, status: 'failed', error: message }));
  }
}

export const emptyAnswer = (): Answer => ({ sources: [], text: '', status: 'streaming' });

/**
 * One answer at a time, from `start` (a call of a streaming endpoint): `ask` begins it, a new one or
 * leaving the page stops the one before.
 */
export function useAnswer() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const ask = useCallback((start: (signal: AbortSignal) => Promise<Response>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setAnswer(emptyAnswer());
    void streamInto(
      () => start(controller.signal),
      (change) => {
        if (!controller.signal.aborted) setAnswer((current) => (current ? change(current) : current));
      },
      controller.signal,
    );
  }, []);
  return { answer, ask };
}
