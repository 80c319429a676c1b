import type { Me } from '@shared/api';
import { ChevronRightIcon, LightbulbIcon, SproutIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/router';
import { growthCardTexts as t } from './dashboard-texts';

/** Whether the card has anything to show: the next growth item or this week's tip. */
export const hasGrowth = (growth: Me['growth']): growth is NonNullable<Me['growth']> =>
  Boolean(growth && (growth.nextItem || growth.tip));

/** "Your growth" (decision 040): the next item of the person's growth plan and this week's tip. */
export function GrowthCard({ growth }: { growth: NonNullable<Me['growth']> }) {
  const { nextItem, tip } = growth;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {nextItem && (
          <div className="flex items-start gap-2">
            <SproutIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p className="min-w-0 text-sm">
              <span className="block font-medium">{t.next}</span>
              <span className="block break-words">{nextItem.title}</span>
              <span className="block text-muted-foreground">
                {t.kind[nextItem.kind]}
                {nextItem.dueOn && ` · ${t.due(nextItem.dueOn)}`}
              </span>
            </p>
          </div>
        )}
        {tip && (
          <div className="flex items-start gap-2">
            <LightbulbIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p className="min-w-0 text-sm">
              <span className="block font-medium">{t.tip(tip.competency)}</span>
              <span className="block whitespace-pre-line break-words">{tip.text}</span>
            </p>
          </div>
        )}
        <Link
          to="/learning?tab=plan"
          className="flex w-fit items-center gap-1 rounded-md text-sm font-medium hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t.open}
          <ChevronRightIcon aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
