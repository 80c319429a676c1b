import type { GoalHealth } from '@shared/goal-messages';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { healthLabels } from './goals-texts';

/** The dot's colour only repeats the word beside it: health never reads from colour alone. */
const dots: Record<GoalHealth, string> = {
  new: 'bg-sky-500',
  on_track: 'bg-emerald-500',
  at_risk: 'bg-amber-500',
  off_track: 'bg-red-500',
  check_in_overdue: 'bg-orange-400 ring-2 ring-orange-400/30',
  closed: 'bg-muted-foreground',
};

/** A goal's health in words: new, on track, at risk, off track, check-in overdue or closed. */
export function HealthBadge({ health, className }: { health: GoalHealth; className?: string }) {
  return (
    <Badge variant="outline" data-health={health} className={cn('font-medium', className)}>
      <span aria-hidden className={cn('size-2 rounded-full', dots[health])} />
      {healthLabels[health]}
    </Badge>
  );
}
