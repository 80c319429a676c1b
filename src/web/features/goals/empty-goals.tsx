import { PlusIcon, TargetIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** An empty list that teaches: what the thing is, and the first step (a button, a link or a sentence). */
export function EmptyGoals({
  title,
  text,
  action,
  onAction,
  children,
}: {
  title: string;
  text: string;
  /** The button's label; with `onAction`, the first step. */
  action?: string;
  onAction?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
      <TargetIcon aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {action && onAction && (
        <Button type="button" onClick={onAction}>
          <PlusIcon aria-hidden />
          {action}
        </Button>
      )}
      {children}
    </div>
  );
}
