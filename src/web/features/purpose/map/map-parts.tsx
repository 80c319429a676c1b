import type { MapGoal } from '@shared/contract/purpose';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/router';
import { mapTexts as t } from './map-texts';

/** A progress from 0 to 1 as a whole percentage, clamped: as the goal pages write it. */
const percent = (progress: number) => Math.round(Math.min(Math.max(progress, 0), 1) * 100);

/** How deep the map draws goals under a company goal: team goals, then personal ones, then theirs. */
const DEPTH_MAX = 3;

/**
 * A goal's line: its title (to its page), owner, "Your goal" on the caller's own, and its progress;
 * `prominent` for a company goal heading its card, above the goals that support it.
 */
export function GoalLine({ goal, prominent = false }: { goal: MapGoal; prominent?: boolean }) {
  const value = percent(goal.progress);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to={`/goals/${goal.id}`}
          className={`${prominent ? 'text-lg font-semibold' : 'font-medium'} break-words underline-offset-4 hover:underline`}
        >
          {goal.title}
        </Link>
        {goal.mine && <Badge>{t.yourGoal}</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className="min-w-0 break-words">
          {goal.owner ? (goal.owner.fullName ?? t.ownerLeft) : t.ownerLeft}
        </span>
        <div className="flex min-w-32 flex-1 items-center gap-2">
          <div
            role="progressbar"
            aria-label={t.progressLabel(goal.title)}
            aria-valuenow={value}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={`${value}%`}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
          </div>
          <span className="w-10 text-right font-medium text-foreground tabular-nums">{value}%</span>
        </div>
      </div>
    </div>
  );
}

/** The goals under `parent`, each with those under it, as deep as DEPTH_MAX; a goal under several shows under each. */
export function GoalsUnder({
  parent,
  childrenOf,
  depth = 1,
  seen = new Set<string>(),
}: {
  parent: MapGoal;
  childrenOf: (id: string) => MapGoal[];
  depth?: number;
  seen?: Set<string>;
}) {
  const under = childrenOf(parent.id).filter((goal) => !seen.has(goal.id));
  if (under.length === 0 || depth > DEPTH_MAX) return null;
  const path = new Set([...seen, parent.id]);
  return (
    <ul className="grid gap-3 border-l-2 border-muted pl-3 sm:pl-4">
      {under.map((goal) => (
        <li key={goal.id} className="grid gap-3">
          <GoalLine goal={goal} />
          <GoalsUnder parent={goal} childrenOf={childrenOf} depth={depth + 1} seen={path} />
        </li>
      ))}
    </ul>
  );
}
