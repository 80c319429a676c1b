import type { Nudge } from '@shared/contract/companion';
import { ChevronRightIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { nudgeTexts as t, nudgeWords } from './nudge-texts';
import { useDismissNudge } from './nudges-api';

const linkClass =
  'flex w-fit items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The day's nudges: each with its reason, its one action and a dismiss button. Dismissing moves the
 * focus to `focusAfter` (the list's heading), since the button it was on is gone.
 */
export function NudgeList({ nudges, focusAfter }: { nudges: readonly Nudge[]; focusAfter: () => void }) {
  const dismiss = useDismissNudge({ title: t.dismissed, description: t.dismissedText });
  return (
    <ul className="grid gap-3">
      {nudges.map((nudge) => {
        const words = nudgeWords(nudge);
        return (
          <li
            key={`${nudge.kind}:${nudge.subjectId}`}
            className="flex items-start justify-between gap-3 rounded-md border bg-background p-3"
          >
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm break-words">{words.text}</p>
              <Link to={words.to} className={linkClass}>
                {words.action}
                <ChevronRightIcon aria-hidden className="size-4" />
              </Link>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0"
              aria-label={t.dismissLabel(words.text)}
              title={t.dismiss}
              disabled={dismiss.isPending}
              onClick={() =>
                dismiss.mutate({ kind: nudge.kind, subjectId: nudge.subjectId }, { onSuccess: focusAfter })
              }
            >
              <XIcon aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
