import { AlertCircleIcon, Loader2Icon, WavesIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Answer, emptyAnswer, streamInto } from './use-answer';

export const draftTexts = {
  help: 'Help me write this',
  writing: 'Writing…',
} as const;

/**
 * "Help me write this" (decision 046): a draft of the model streamed into a form's own field, which
 * the person then edits and sends themself. Each piece replaces the field's text as it comes (what the
 * person wrote stays until the first piece); once it is whole, the focus moves to the field.
 */
export function useDraft(field: RefObject<HTMLTextAreaElement | null>, write: (text: string) => void) {
  const noteId = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = (call: (signal: AbortSignal) => Promise<Response>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    // The focus moves on from the button pressed, not from wherever the person went meanwhile.
    const from = document.activeElement;
    let current = emptyAnswer();
    setAnswer(current);
    void streamInto(
      () => call(controller.signal),
      (change) => {
        if (controller.signal.aborted) return;
        const next = change(current);
        if (next.text !== current.text) write(next.text);
        current = next;
        setAnswer(next);
      },
      controller.signal,
    ).then(() => {
      const stayed = document.activeElement === from || document.activeElement === document.body;
      if (current.status === 'done' && !controller.signal.aborted && stayed) field.current?.focus();
    });
  };

  const busy = answer?.status === 'streaming';
  // Under the field: why there is no draft, or that the text is one.
  const noted = Boolean(answer?.error) || (answer?.status === 'done' && answer.text !== '');
  return { answer, busy, start, noteId, describedBy: noted ? noteId : undefined };
}

export type Draft = ReturnType<typeof useDraft>;

/**
 * The button beside the field's label. aria-disabled, not disabled: it keeps the focus while it writes,
 * and says why it cannot yet (`notYet`).
 */
export function DraftButton({
  draft,
  onDraft,
  notYet,
}: {
  draft: Draft;
  onDraft: () => void;
  notYet?: string | undefined;
}) {
  const hintId = useId();
  const unavailable = draft.busy || Boolean(notYet);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {notYet && (
        <span id={hintId} className="text-xs text-muted-foreground">
          {notYet}
        </span>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={unavailable}
        aria-describedby={notYet ? hintId : undefined}
        className={unavailable ? 'opacity-60' : undefined}
        onClick={() => !unavailable && onDraft()}
      >
        {draft.busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <WavesIcon aria-hidden />}
        {draft.busy ? draftTexts.writing : draftTexts.help}
      </Button>
    </div>
  );
}

/** Under the field: the error in words when no draft came, or `drafted` once one was written. */
export function DraftNote({ draft, drafted }: { draft: Draft; drafted: string }) {
  const { answer } = draft;
  if (answer?.error) {
    return (
      <p id={draft.noteId} role="alert" className="flex items-start gap-2 text-sm text-destructive">
        <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {answer.error}
      </p>
    );
  }
  if (!draft.describedBy) return null;
  return (
    <p id={draft.noteId} className="text-sm text-muted-foreground">
      {drafted}
    </p>
  );
}
