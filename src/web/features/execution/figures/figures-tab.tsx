import type { figureWeekSchema } from '@shared/contract/figures';
import { ChartNoAxesColumnIcon, LockIcon } from 'lucide-react';
import type { z } from 'zod/mini';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { formatShortDay } from '@/lib/days';
import { useMyFigures } from './figures-api';
import { figuresTexts as t, formatHours, percentOf } from './figures-texts';

type FigureWeek = z.output<typeof figureWeekSchema>;

const hasAny = (week: FigureWeek) =>
  week.itemsDone + week.oneThingDays + week.focusPlannedMinutes + week.habitsDue > 0;

/**
 * Your figures: the person's own 12 weeks (decision 038, level 1). Totals first, then the weeks as a
 * table, the newest first. Nothing compares the person with anyone.
 */
export function FiguresTab() {
  const figures = useMyFigures();
  return (
    <section aria-labelledby="figures-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="figures-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LockIcon aria-hidden className="size-4 shrink-0" />
          {t.privacy}
        </p>
      </div>
      <QueryState
        query={figures}
        loadFailed={t.loadFailed}
        isEmpty={(data) => !data.figures.weeks.some(hasAny)}
        empty={<EmptyState icon={ChartNoAxesColumnIcon} level={3} title={t.emptyTitle} text={t.emptyText} />}
      >
        {(data) => (
          <>
            <Summary weeks={data.figures.weeks} />
            <WeekTable weeks={data.figures.weeks} />
          </>
        )}
      </QueryState>
    </section>
  );
}

const sum = (weeks: FigureWeek[], key: Exclude<keyof FigureWeek, 'week'>) =>
  weeks.reduce((total, week) => total + week[key], 0);

function Summary({ weeks }: { weeks: FigureWeek[] }) {
  const items = sum(weeks, 'itemsDone');
  const days = sum(weeks, 'oneThingDays');
  const hits = sum(weeks, 'oneThingHits');
  const planned = sum(weeks, 'focusPlannedMinutes');
  const kept = sum(weeks, 'focusKeptMinutes');
  const due = sum(weeks, 'habitsDue');
  const met = sum(weeks, 'habitsMet');
  const figures = [
    { label: t.itemsDone, value: String(items), detail: t.itemsPerWeek((items / weeks.length).toFixed(1)) },
    {
      label: t.oneThing,
      value: percentOf(hits, days) === null ? t.none : `${percentOf(hits, days)} %`,
      detail: days === 0 ? t.noOneThing : t.oneThingOf(hits, days),
    },
    { label: t.focus, value: formatHours(kept), detail: t.focusOf(formatHours(kept), formatHours(planned)) },
    {
      label: t.habits,
      value: percentOf(met, due) === null ? t.none : `${percentOf(met, due)} %`,
      detail: t.habitsOf(met, due),
    },
  ];
  return (
    <dl aria-label={t.summaryLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="grid content-start gap-1 rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          <dd className="text-xs text-muted-foreground">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function WeekTable({ weeks }: { weeks: FigureWeek[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-muted-foreground">{t.tableCaption}</caption>
        <thead className="border-y bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t.week}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.itemsDone}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.oneThingColumn}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.focusColumn}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.habitsColumn}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {[...weeks].reverse().map((week) => (
            <tr key={week.week} className="border-t first:border-t-0">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {formatShortDay(week.week)}
              </th>
              <td className="px-3 py-2 text-right">{week.itemsDone}</td>
              <td className="px-3 py-2 text-right">
                {week.oneThingDays === 0 ? t.none : `${week.oneThingHits}/${week.oneThingDays}`}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {week.focusPlannedMinutes === 0
                  ? t.none
                  : `${formatHours(week.focusKeptMinutes)} / ${formatHours(week.focusPlannedMinutes)}`}
              </td>
              <td className="px-3 py-2 text-right">
                {week.habitsDue === 0 ? t.none : `${week.habitsMet}/${week.habitsDue}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
