import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning wave: the page is loading. Announced to screen readers through its label. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Loader2Icon aria-hidden className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
