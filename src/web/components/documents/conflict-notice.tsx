import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { conflictTexts as t } from './document-texts';

/** The newer document a 409 stale_version carries, as the endpoint's success answer gives it. */
export function newerOf<T>(error: unknown): T | undefined {
  return error instanceof ApiRequestError && error.code === 'stale_version' ? (error.newer as T) : undefined;
}

/**
 * Said in an edit dialog when someone saved first: the editor's text stays in the form, theirs is
 * shown, and one button starts from theirs. Saving again replaces theirs, knowingly. It takes the
 * focus as it appears: the form's Save is at the foot of a long dialog, and the notice at its head would
 * otherwise stay out of sight (key it by their version, so that a newer conflict takes it again).
 */
export function ConflictNotice({
  children,
  onStartFromTheirs,
}: {
  children: ReactNode;
  onStartFromTheirs: () => void;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="grid scroll-mt-4 gap-2 rounded-md border bg-muted/40 p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="font-semibold">{t.title}</p>
      <p>{t.text}</p>
      <div className="grid gap-1 rounded-md border bg-background p-2">{children}</div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        onClick={onStartFromTheirs}
      >
        {t.startFromTheirs}
      </Button>
    </div>
  );
}
