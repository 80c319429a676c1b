import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { conflictTexts as t } from './strategy-texts';

/** The newer document a 409 stale_version carries, as the endpoint's success answer gives it. */
export function newerOf<T>(error: unknown): T | undefined {
  return error instanceof ApiRequestError && error.code === 'stale_version' ? (error.newer as T) : undefined;
}

/**
 * Said in an edit dialog when someone saved first: the editor's text stays in the form, theirs is
 * shown, and one button starts from theirs. Saving again replaces theirs, knowingly.
 */
export function ConflictNotice({
  children,
  onStartFromTheirs,
}: {
  children: ReactNode;
  onStartFromTheirs: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
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
