import type { Today } from '@shared/contract/today';
import { ListTodoIcon, StarIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { AddDayItem } from './add-day-item';
import { useToday } from './api/today-api';
import { DayClosePanel } from './day-close';
import { DayItemRow } from './day-item-row';
import { todayTexts as t } from './today-texts';
import { WeeklyTip } from './weekly-tip';

/** The day's plan: the one thing, the items in the person's order, adding and pulling, the close. */
export function TodayTab() {
  const query = useToday();
  return (
    <QueryState query={query} loadFailed={t.loadFailed} isEmpty={() => false}>
      {(today) => <Day today={today} />}
    </QueryState>
  );
}

// Today's focus blocks and habit ticks come with the Focus and Habits tabs' chunk, after the day itself.
const FocusToday = lazy(() => import('../focus-habits-tabs').then((m) => ({ default: m.FocusToday })));
const HabitsToday = lazy(() => import('../focus-habits-tabs').then((m) => ({ default: m.HabitsToday })));
const panel = 'rounded-xl border bg-card p-4 sm:p-6';

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Whether the person skipped closing `day` on this device: it is simply not asked again. */
const skipKey = (day: string) => `sos-close-skipped-${day}`;

function Day({ today }: { today: Today }) {
  const [skipped, setSkipped] = useState(() => sessionStorage.getItem(skipKey(today.previous.day)) === '1');
  const oneThing = today.items.find((item) => item.oneThing);
  const done = today.items.filter((item) => item.doneAt !== null).length;
  // Asked for once on this visit, the last working day's close stays once saved: it confirms the save
  // and names the standups it answered.
  const [asked] = useState(() => today.previous.planned && today.previous.close === null);
  const askPrevious = asked && !skipped;
  return (
    <div className="grid gap-6 pt-4">
      <section aria-labelledby="today-heading" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="today-heading" className="text-lg font-semibold">
            {t.heading}, {formatDay(today.day)}
          </h2>
          {today.items.length > 0 && (
            <p className="text-sm text-muted-foreground">{t.progress(done, today.items.length)}</p>
          )}
        </div>
        {!today.workingDay && <p className="text-sm text-muted-foreground">{t.weekend}</p>}
        {today.items.length > 0 && (
          <div className="flex items-start gap-3 rounded-lg bg-muted/50 p-3">
            <StarIcon
              aria-hidden
              className={`mt-0.5 size-5 shrink-0 ${oneThing ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground'}`}
            />
            <div className="min-w-0">
              <p className="text-sm font-medium">{t.oneThing}</p>
              <p
                className={
                  oneThing
                    ? oneThing.doneAt
                      ? 'line-through text-muted-foreground'
                      : ''
                    : 'text-sm text-muted-foreground'
                }
              >
                {oneThing ? oneThing.text : t.oneThingNone}
              </p>
            </div>
          </div>
        )}
        {today.items.length === 0 ? (
          <EmptyState icon={ListTodoIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
        ) : (
          <ol aria-label={t.planLabel} className="grid gap-2">
            {today.items.map((item, index) => (
              <DayItemRow
                key={item.id}
                item={item}
                first={index === 0}
                last={index === today.items.length - 1}
              />
            ))}
          </ol>
        )}
        <AddDayItem sources={today.sources} />
      </section>
      <WeeklyTip tip={today.tip} />
      <Suspense fallback={null}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className={panel}>
            <FocusToday />
          </div>
          <div className={panel}>
            <HabitsToday />
          </div>
        </div>
      </Suspense>
      {askPrevious && (
        <DayClosePanel
          day={today.previous.day}
          close={today.previous.close}
          done={today.previous.done}
          items={today.items}
          previous
          onSkip={() => {
            sessionStorage.setItem(skipKey(today.previous.day), '1');
            setSkipped(true);
          }}
        />
      )}
      <DayClosePanel
        day={today.day}
        close={today.close}
        done={today.items.filter((item) => item.doneAt !== null).map((item) => item.text)}
        items={today.items}
      />
    </div>
  );
}
