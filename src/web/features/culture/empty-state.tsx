import { AwardIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty part of the page that teaches: what the thing is, and the first step when there is one. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <AwardIcon aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
