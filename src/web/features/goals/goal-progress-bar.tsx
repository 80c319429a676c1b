import { cn } from '@/lib/utils';

/** A progress from 0 to 1 as a whole percentage, clamped. */
export const percent = (progress: number) => Math.round(Math.min(Math.max(progress, 0), 1) * 100);

/**
 * A goal's or key result's progress: a bar that assistive technology reads as a progressbar named by
 * `label`, with the percentage also written beside it.
 */
export function GoalProgressBar({
  progress,
  label,
  className,
}: {
  /** From 0 to 1. */
  progress: number;
  label: string;
  className?: string;
}) {
  const value = percent(progress);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${value}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 text-right text-sm font-medium tabular-nums">{value}%</span>
    </div>
  );
}
