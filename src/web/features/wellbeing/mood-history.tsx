import type { MoodEntry } from '@shared/contract/wellbeing';
import { addDays } from '@shared/days';
import { MOOD_FIELDS, MOOD_HISTORY_SPANS } from '@shared/wellbeing-messages';
import { LeafIcon, Trash2Icon, TrendingUpIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteMood } from './api/wellbeing-api';
import { formatLongDay } from './days';
import { MoodChart } from './mood-chart';
import { readTrend } from './trend';
import { wellbeingTexts as t, wellbeingToasts } from './wellbeing-texts';

/** The recent check-ins listed under the chart, each with its note and a way to delete it. */
const RECENT_SHOWN = 7;

/**
 * The person's own history: the chart (or its table) over 30 or 90 days, a plain reading of their
 * trend, and their last check-ins. With none yet, what checking in is and who sees it.
 */
export function MoodHistory({ entries, today }: { entries: MoodEntry[]; today: string }) {
  if (entries.length === 0) {
    return <EmptyState icon={LeafIcon} title={t.emptyTitle} text={t.empty} />;
  }
  return (
    <>
      <HistoryCard entries={entries} today={today} />
      <RecentEntries entries={entries.slice(-RECENT_SHOWN).reverse()} />
    </>
  );
}

function HistoryCard({ entries, today }: { entries: MoodEntry[]; today: string }) {
  const id = useId();
  const [days, setDays] = useState<number>(MOOD_HISTORY_SPANS[0]);
  const [asTable, setAsTable] = useState(false);
  const first = addDays(today, -(days - 1));
  const shown = entries.filter((entry) => entry.day >= first && entry.day <= today);
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
          {t.historyTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t.spanLabel} className="flex rounded-md border p-0.5">
            {MOOD_HISTORY_SPANS.map((span) => (
              <Button
                key={span}
                type="button"
                size="sm"
                variant={span === days ? 'secondary' : 'ghost'}
                aria-pressed={span === days}
                onClick={() => setDays(span)}
              >
                {t.span(span)}
              </Button>
            ))}
          </div>
          <Button type="button" size="sm" variant="outline" onClick={() => setAsTable(!asTable)}>
            {asTable ? t.showChart : t.showTable}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <MoodChart entries={shown} days={days} today={today} asTable={asTable} />
        <TrendReading entries={entries} />
      </CardContent>
    </Card>
  );
}

/** The trend in a sentence per figure, or, below four check-ins, what it will say. */
function TrendReading({ entries }: { entries: MoodEntry[] }) {
  const trend = readTrend(entries);
  return (
    <section aria-label={t.trendTitle} className="grid gap-1 rounded-md bg-muted/40 p-3 text-sm">
      <h3 className="flex items-center gap-2 font-medium">
        <TrendingUpIcon aria-hidden className="size-4 text-primary" />
        {t.trendTitle}
      </h3>
      {trend ? (
        <>
          <ul className="grid gap-0.5">
            {MOOD_FIELDS.map((field) => (
              <li key={field}>{t.trend(field, trend.directions[field])}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">{t.trendBasis(trend.recent, trend.earlier)}</p>
        </>
      ) : (
        <p className="text-muted-foreground">{t.trendTooFew(entries.length)}</p>
      )}
    </section>
  );
}

function RecentEntries({ entries }: { entries: MoodEntry[] }) {
  const id = useId();
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteMood((day) =>
    toast({
      title: wellbeingToasts.deleted.title,
      description: wellbeingToasts.deleted.description(formatLongDay(day)),
    }),
  );
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
          {t.recentTitle}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="-my-3 divide-y">
          {entries.map((entry) => (
            <li key={entry.day} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <time dateTime={entry.day}>{formatLongDay(entry.day)}</time>
                </p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  {t.entryFigures(entry.mood, entry.energy, entry.stress)}
                </p>
                {entry.note && <p className="mt-1 text-sm break-words whitespace-pre-line">{entry.note}</p>}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t.deleteEntry(formatLongDay(entry.day))}
                disabled={remove.isPending && remove.variables === entry.day}
                onClick={() => setDeleting(entry.day)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t.confirmDeleteTitle}
          description={deleting ? t.confirmDelete(formatLongDay(deleting)) : ''}
          confirm={t.delete}
          cancel={t.cancel}
          onConfirm={() => deleting && remove.mutate(deleting)}
        />
      </CardContent>
    </Card>
  );
}
