import type { GoalNode } from '@shared/contract/goals';
import type { GoalLevel } from '@shared/goal-messages';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/router';
import { useGoalTree } from './api/goals-api';
import { EmptyGoals } from './empty-goals';
import { GoalProgressBar } from './goal-progress-bar';
import { goalsTexts as t, levelLabels } from './goals-texts';
import { HealthBadge } from './health-badge';

const levelRank: Record<GoalLevel, number> = { company: 0, team: 1, personal: 2 };
const count = new Intl.NumberFormat('en');

interface Alignment {
  roots: GoalNode[];
  children: Map<string, GoalNode[]>;
}

/**
 * The tree from the flat list: each goal under every goal it supports; at the top, those that support
 * none (company goals first). A goal caught in a cycle (the server forbids them; the client does not
 * count on it) shows at the top too, so that none goes missing.
 */
export function alignGoals(nodes: GoalNode[]): Alignment {
  const ids = new Set(nodes.map((node) => node.id));
  const parentsOf = (node: GoalNode) =>
    node.parentIds.filter((parentId) => parentId !== node.id && ids.has(parentId));
  const children = new Map<string, GoalNode[]>();
  for (const node of nodes) {
    for (const parentId of parentsOf(node)) children.set(parentId, [...(children.get(parentId) ?? []), node]);
  }
  const byLevel = (a: GoalNode, b: GoalNode) => levelRank[a.level] - levelRank[b.level];
  const roots = nodes.filter((node) => parentsOf(node).length === 0).sort(byLevel);
  const reached = new Set<string>();
  const reach = (node: GoalNode) => {
    if (reached.has(node.id)) return;
    reached.add(node.id);
    (children.get(node.id) ?? []).forEach(reach);
  };
  roots.forEach(reach);
  for (const node of [...nodes].sort(byLevel)) {
    if (reached.has(node.id)) continue;
    roots.push(node);
    reach(node);
  }
  return { roots, children };
}

/** The company's mission, then its open goals, each under the goals it supports. */
export function GoalTree({ isAdmin, onCreate }: { isAdmin: boolean; onCreate: () => void }) {
  const tree = useGoalTree();
  const missionId = useId();
  return (
    <QueryState query={tree} loadFailed={t.loadTreeFailed} layout="page">
      {({ mission, items, omitted }) => (
        <div className="grid gap-6">
          <section aria-labelledby={missionId} className="rounded-lg border bg-muted/40 p-4">
            <h2 id={missionId} className="text-sm font-medium text-muted-foreground">
              {t.mission}
            </h2>
            {mission ? (
              <p className="mt-1 text-lg font-semibold whitespace-pre-line">{mission}</p>
            ) : (
              <p className="mt-1 text-sm">
                {t.noMission}{' '}
                {isAdmin && (
                  <Link
                    to="/settings"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t.writeMission}
                  </Link>
                )}
              </p>
            )}
          </section>
          {items.length === 0 ? (
            <EmptyGoals title={t.emptyTreeTitle} text={t.emptyTree} action={t.create} onAction={onCreate} />
          ) : (
            <>
              {omitted > 0 && (
                <p className="text-sm text-muted-foreground">
                  {t.treeTrimmed(count.format(items.length), count.format(items.length + omitted))}
                </p>
              )}
              <AlignedGoals items={items} />
            </>
          )}
        </div>
      )}
    </QueryState>
  );
}

function AlignedGoals({ items }: { items: GoalNode[] }) {
  const tree = alignGoals(items);
  return <Branch nodes={tree.roots} tree={tree} above={[]} label={t.treeLabel} />;
}

/** One level of the tree; `above` is the path from the top, which a goal never repeats. */
function Branch({
  nodes,
  tree,
  above,
  label,
}: {
  nodes: GoalNode[];
  tree: Alignment;
  above: string[];
  label?: string;
}) {
  const shown = nodes.filter((node) => !above.includes(node.id));
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className={above.length > 0 ? 'mt-3 grid gap-3 border-l pl-4 sm:pl-6' : 'grid gap-3'}
    >
      {shown.map((node) => (
        <li key={node.id}>
          <div className="grid gap-2 rounded-lg border bg-background p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/goals/${node.id}`}
                className="font-semibold underline-offset-4 hover:underline focus-visible:underline"
              >
                {node.title}
              </Link>
              <Badge variant="secondary">{levelLabels[node.level]}</Badge>
              <HealthBadge health={node.health} />
              {node.team && <span className="text-sm text-muted-foreground">{node.team.name}</span>}
            </div>
            <GoalProgressBar progress={node.progress} label={t.progressOf(node.title)} />
          </div>
          <Branch nodes={tree.children.get(node.id) ?? []} tree={tree} above={[...above, node.id]} />
        </li>
      ))}
    </ul>
  );
}
