import { TimerIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Link } from '@/lib/router';
import { BlockRow } from './block-row';
import { useFocusBlocks } from './focus-api';
import { focusTexts as t } from './focus-texts';

/**
 * Today's focus blocks, for the Today tab: each with "Kept" and "Not kept" once it has started. Reads
 * the planner's answer (this week and the next), so both show the same blocks.
 */
export function FocusToday() {
  const blocks = useFocusBlocks();
  return (
    <section aria-labelledby="focus-today-title" className="grid gap-3">
      <h2 id="focus-today-title" className="flex items-center gap-2 text-lg font-semibold">
        <TimerIcon aria-hidden className="size-4" />
        {t.todayTitle}
      </h2>
      <QueryState query={blocks} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => {
          const today = data.items.filter((block) => block.day === data.today);
          return today.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t.todayEmpty}{' '}
              <Link
                to="/execution?tab=focus"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.planLink}
              </Link>
            </p>
          ) : (
            <ul className="grid gap-2">
              {today.map((block) => (
                <BlockRow key={block.id} block={block} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
