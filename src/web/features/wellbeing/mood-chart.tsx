import type { MoodEntry } from '@shared/contract/wellbeing';
import { addDays, daysFrom } from '@shared/days';
import { MOOD_FIELDS, MOOD_SCALE_MAX, MOOD_SCALE_MIN, type MoodField } from '@shared/wellbeing-messages';
import { useId } from 'react';
import { Marker, type MarkerShape, spreadOf } from '@/components/chart-marks';
import { formatShortDay } from './days';
import { wellbeingTexts as t } from './wellbeing-texts';

const WIDTH = 600;
const HEIGHT = 112;
/** Room above the top line and below the bottom one, so that the dots are whole. */
const PAD = 8;

/**
 * How each figure is drawn: in the theme's colours (so they read in light and dark), and told apart by
 * more than colour: mood solid with discs, energy dashed with squares, stress dotted with rings.
 */
const lines: Record<MoodField, { className: string; dash?: string; marker: MarkerShape }> = {
  mood: { className: 'text-primary', marker: 'disc' },
  energy: { className: 'text-muted-foreground', dash: '8 5', marker: 'square' },
  stress: { className: 'text-destructive', dash: '2 4', marker: 'ring' },
};
/** Half the width of the level drawn through a lone check-in's figures, so they read as figures. */
const LEVEL = 40;

/** A figure's line, in the chart and in the legend. */
const stroke = (field: MoodField) => ({
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeDasharray: lines[field].dash,
});

const SCALE = Array.from(
  { length: MOOD_SCALE_MAX - MOOD_SCALE_MIN + 1 },
  (_, index) => MOOD_SCALE_MAX - index,
);

/**
 * Mood, energy and stress over the last `days` days up to `today`: days across, 1 to 5 up, a line and
 * a dot for each figure's check-ins. Beside it, a table of the same check-ins: visually hidden while
 * the chart shows (screen readers read it instead of the picture), shown instead of it with
 * `asTable`.
 */
export function MoodChart({
  entries,
  days,
  today,
  asTable,
}: {
  entries: MoodEntry[];
  days: number;
  today: string;
  asTable: boolean;
}) {
  const id = useId();
  const first = addDays(today, -(days - 1));
  const x = (day: string) => PAD + ((WIDTH - 2 * PAD) * daysFrom(first, day)) / Math.max(1, days - 1);
  const y = (value: number) =>
    PAD + ((HEIGHT - 2 * PAD) * (MOOD_SCALE_MAX - value)) / (MOOD_SCALE_MAX - MOOD_SCALE_MIN);
  // Mood and energy (or stress) often agree: their marks then sit side by side.
  const spread = spreadOf(MOOD_FIELDS.map((field) => entries.map((entry) => y(entry[field]))));
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      {!asTable && (
        <>
          <div className="flex gap-2">
            {/* The scale's numbers, one text line each: their middles fall on the lines at PAD from the ends. */}
            <div
              aria-hidden
              className="flex h-28 flex-col justify-between text-xs text-muted-foreground tabular-nums"
            >
              {SCALE.map((value) => (
                <span key={value}>{value}</span>
              ))}
            </div>
            <svg
              role="img"
              aria-label={t.chartLabel(days)}
              aria-describedby={`${id}-summary`}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-28 min-w-0 flex-1"
            >
              {SCALE.map((value) => (
                <line
                  key={value}
                  x1={0}
                  x2={WIDTH}
                  y1={y(value)}
                  y2={y(value)}
                  stroke="currentColor"
                  strokeWidth={1}
                  opacity={0.25}
                  vectorEffect="non-scaling-stroke"
                  className="text-muted-foreground"
                />
              ))}
              {MOOD_FIELDS.map((field, fieldIndex) => {
                const points = entries.map((entry) => [x(entry.day), y(entry[field])] as const);
                // A lone check-in: a short level through each figure, not a speck.
                const drawn =
                  points.length === 1
                    ? [-LEVEL, LEVEL].map((side) => [points[0]![0] + side, points[0]![1]] as const)
                    : points;
                return (
                  <g key={field} className={lines[field].className}>
                    <polyline
                      points={drawn.map(([px, py]) => `${px},${py}`).join(' ')}
                      fill="none"
                      strokeLinejoin="round"
                      vectorEffect="non-scaling-stroke"
                      {...stroke(field)}
                    />
                    {points.map(([px, py], index) => (
                      <Marker
                        key={entries[index]!.day}
                        shape={lines[field].marker}
                        cx={px + spread[fieldIndex]![index]!}
                        cy={py}
                      />
                    ))}
                  </g>
                );
              })}
            </svg>
          </div>
          <div aria-hidden className="flex justify-between gap-3 pl-4 text-xs text-muted-foreground">
            <span>{formatShortDay(first)}</span>
            <span>{formatShortDay(today)}</span>
          </div>
          <div aria-hidden className="flex flex-wrap gap-x-3 gap-y-1 pl-4 text-xs text-muted-foreground">
            {MOOD_FIELDS.map((field) => (
              <span key={field} className="flex items-center gap-1.5">
                <Swatch field={field} />
                {t.figures[field]}
              </span>
            ))}
          </div>
          <figcaption id={`${id}-summary`} className="sr-only">
            {t.chartSummary(entries.length, days)}
          </figcaption>
        </>
      )}
      <MoodTable entries={entries} days={days} className={asTable ? undefined : 'sr-only'} />
    </figure>
  );
}

/** The check-ins as a table, newest first. */
function MoodTable({
  entries,
  days,
  className,
}: {
  entries: MoodEntry[];
  days: number;
  className?: string | undefined;
}) {
  if (entries.length === 0) {
    return <p className={className ?? 'text-sm text-muted-foreground'}>{t.noEntryInSpan(days)}</p>;
  }
  return (
    <div className={className ?? 'rounded-md border'}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t.chartLabel(days)}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t.day}
            </th>
            {MOOD_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-3 py-2 text-right font-medium">
                {t.figures[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {[...entries].reverse().map((entry) => (
            <tr key={entry.day}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <time dateTime={entry.day}>{formatShortDay(entry.day)}</time>
              </th>
              {MOOD_FIELDS.map((field) => (
                <td key={field} className="px-3 py-2 text-right tabular-nums">
                  {entry[field]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A legend's line, drawn as its line in the chart is. */
function Swatch({ field }: { field: MoodField }) {
  return (
    <svg viewBox="0 0 24 10" className={`h-2.5 w-6 ${lines[field].className}`}>
      <line x1={0} x2={24} y1={5} y2={5} {...stroke(field)} />
      <Marker shape={lines[field].marker} cx={12} cy={5} />
    </svg>
  );
}
