import type { Nudge } from '@shared/contract/companion';
import { ChevronRightIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { NudgeList } from '@/components/nudges/nudge-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/router';
import { nudgesCardTexts as t } from './dashboard-texts';

/**
 * The dashboard's card of the day's nudges (decision 044), from /api/me's copy of them. Loaded only
 * when there is a nudge to show, so the dashboard's own code does not carry it.
 */
export default function NudgesCard({ nudges }: { nudges: readonly Nudge[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  // The last nudge dismissed takes the card away with the focus in it: the focus goes to the page's
  // heading rather than to nowhere. Layout cleanup runs while the card is still in the document.
  useLayoutEffect(() => {
    const root = card.current;
    return () => {
      if (root?.contains(document.activeElement))
        root.ownerDocument.querySelector<HTMLElement>('main h1')?.focus();
    };
  }, []);
  return (
    <Card ref={card}>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {t.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <NudgeList nudges={nudges} focusAfter={() => heading.current?.focus()} />
        <Link
          to="/ai-companion"
          className="flex w-fit items-center gap-1 rounded-md text-sm font-medium hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t.open}
          <ChevronRightIcon aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
