import type { Me } from '@shared/api';
import { ChevronRightIcon, StarIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/router';
import { todayCardTexts as t } from './dashboard-texts';

/** "Today": the person's one thing and "3 of 5 done", with a link to the plan; an empty day teaches. */
export function TodayCard({ today }: { today: NonNullable<Me['today']> }) {
  const empty = today.items === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{empty ? t.emptyText : t.progress(today.done, today.items)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!empty && (
          <div className="flex items-start gap-2">
            <StarIcon
              aria-hidden
              className={`mt-0.5 size-4 shrink-0 ${today.oneThing ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground'}`}
            />
            <p className="min-w-0 text-sm">
              <span className="block font-medium">{t.oneThing}</span>
              {today.oneThing ? (
                <span className={today.oneThing.done ? 'text-muted-foreground line-through' : undefined}>
                  {today.oneThing.text}
                </span>
              ) : (
                <span className="text-muted-foreground">{t.noOneThing}</span>
              )}
            </p>
          </div>
        )}
        <Link
          to="/execution"
          className="flex w-fit items-center gap-1 rounded-md text-sm font-medium hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {empty ? t.plan : t.open}
          <ChevronRightIcon aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
