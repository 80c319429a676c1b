import type { SuppressionReason } from '@shared/wellbeing-messages';
import { useId } from 'react';
import { Marker, type MarkerShape, SPREAD, spreadOf } from '@/components/chart-marks';
import { chartTexts as t, hiddenTexts } from '../insights-texts';
import { fraction, type Point, pointText, type Scale } from './figures';
import { HiddenGlyph } from './hidden-glyph';
import { TableView } from './table-view';

/** A place along the chart: a period or a day. `at` (0 to 1) places it; without, places are even. */
export interface ChartRow {
  key: string;
  label: string;
  at?: number;
}

/** One line: a figure per row, in the rows' order. */
export interface ChartSeries {
  name: string;
  points: readonly Point[];
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD_X = 12;
const PAD_Y = 10;

/** Half the width of the level drawn through a lone point, so it reads as a figure, not a speck. */
const LEVEL = 36;

/**
 * Each line's colour (a theme colour, so it reads in light and dark) and dash, so that lines differ
 * without colour too.
 */
const STYLES = [
  { color: 'text-primary', dash: undefined, marker: 'disc' },
  { color: 'text-destructive', dash: '7 5', marker: 'square' },
  { color: 'text-foreground', dash: '2 5', marker: 'ring' },
  { color: 'text-muted-foreground', dash: '12 5 2 5', marker: 'frame' },
] as const satisfies readonly { color: string; dash: string | undefined; marker: MarkerShape }[];
const styleOf = (index: number) => STYLES[index % STYLES.length]!;

/** The runs of shown values, each a line of its own: a hidden or missing figure breaks the line. */
function runs(points: readonly Point[]) {
  const found: number[][] = [];
  let current: number[] = [];
  points.forEach((point, index) => {
    if (point && 'value' in point) {
      current.push(index);
      return;
    }
    if (current.length > 0) found.push(current);
    current = [];
  });
  if (current.length > 0) found.push(current);
  return found;
}

/**
 * The rows with a hidden figure, each with its notes: why it is hidden, and whose when not all the
 * lines are, or not for one reason.
 */
function hiddenRows(rows: readonly ChartRow[], series: readonly ChartSeries[]) {
  return rows.flatMap((row, index) => {
    const hidden = series.flatMap((line) => {
      const point = line.points[index];
      return point && 'hidden' in point ? [{ name: line.name, reason: point.hidden }] : [];
    });
    if (hidden.length === 0) return [];
    const reasons = new Set<SuppressionReason>(hidden.map((entry) => entry.reason));
    const notes =
      hidden.length === series.length && reasons.size === 1
        ? [{ reason: hidden[0]!.reason, text: `${row.label}: ${hiddenTexts[hidden[0]!.reason]}` }]
        : hidden.map(({ name, reason }) => ({
            reason,
            text: `${row.label}, ${name}: ${hiddenTexts[reason]}`,
          }));
    return [{ index, key: row.key, notes }];
  });
}

/** For screen readers: the span, and the latest row where the first line has a figure, with all of its. */
function summaryOf(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  scale: Scale,
  [first, last]: readonly [string, string],
) {
  const index = series[0]?.points.findLastIndex((point) => point !== null && 'value' in point) ?? -1;
  const figures = series.map((line) => `${line.name} ${pointText(line.points[index] ?? null, scale)}`);
  return t.summary(
    first,
    last,
    index < 0 ? t.nothingShown : t.latest(rows[index]!.label, figures.join(', ')),
  );
}

/**
 * Figures over periods (or days): hand-drawn lines in the theme's colours, each with its own mark. A
 * hidden figure is a gap in its line: a faint band with no point, its mark below the chart and its
 * reason in a note below; a missing one is a gap alone. A lone period is a level with its figures. For screen readers, a summary and the same figures as a table (which "Show as table"
 * also puts on the page).
 */
export function LineChart({
  title,
  rowHeader = t.period,
  rows,
  series,
  scale,
  ends = [rows[0]?.label ?? '', rows.at(-1)?.label ?? ''],
}: {
  title: string;
  rowHeader?: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  scale: Scale;
  /** What the chart's left and right edges stand for: the first and last rows unless said. */
  ends?: readonly [string, string];
}) {
  const id = useId();
  const at = (index: number) =>
    rows[index]?.at ?? (rows.length === 1 ? 0.5 : index / Math.max(rows.length - 1, 1));
  const x = (index: number) => PAD_X + (WIDTH - 2 * PAD_X) * at(index);
  const y = (value: number) => HEIGHT - PAD_Y - (HEIGHT - 2 * PAD_Y) * fraction(value, scale);
  const gapWidth = Math.min(48, ((WIDTH - 2 * PAD_X) / Math.max(rows.length - 1, 1)) * 0.6);
  const hidden = hiddenRows(rows, series);
  const heights = series.map((line) =>
    line.points.map((point) => (point && 'value' in point ? y(point.value) : null)),
  );
  const spread = spreadOf(heights);
  // One period alone: its figures are written beside their marks, on a level across the chart.
  const alone = rows.length === 1;
  return (
    <figure className="grid min-w-0 gap-3">
      <div className="flex min-w-0 gap-2">
        {/* The scale's values beside the grid lines: text outside the stretched drawing stays legible. */}
        <div
          aria-hidden
          className="relative h-44 w-10 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
        >
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${(y(tick) / HEIGHT) * 100}%` }}
            >
              {scale.format(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-44 min-w-0 flex-1">
          <svg
            role="img"
            aria-label={title}
            aria-describedby={`${id}-summary`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="size-full"
          >
            {scale.ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeWidth={1}
                opacity={tick === 0 || tick === scale.min ? 0.5 : 0.2}
                vectorEffect="non-scaling-stroke"
                className="text-muted-foreground"
              />
            ))}
            {/* A withheld figure is a gap: a faint band over the whole height, at no value of the scale. */}
            {hidden.map(({ index, key, notes }) => (
              <g key={key} className="text-muted-foreground" data-gap={rows[index]!.label}>
                <title>{notes.map((note) => note.text).join('\n')}</title>
                <rect
                  x={x(index) - gapWidth / 2}
                  width={gapWidth}
                  y={0}
                  height={HEIGHT}
                  fill="currentColor"
                  opacity={0.12}
                />
              </g>
            ))}
            {series.map((line, lineIndex) => {
              const { color, dash, marker } = styleOf(lineIndex);
              return (
                <g key={line.name} className={color}>
                  {runs(line.points).map((run) => {
                    // A lone point (one period, or one between gaps) gets a short level through it.
                    const ends =
                      run.length > 1
                        ? run.map((index) => [x(index), y(valueAt(line, index))] as const)
                        : [-1, 1].map(
                            (side) =>
                              [
                                x(run[0]!) + side * (alone ? LEVEL * 2 : LEVEL),
                                y(valueAt(line, run[0]!)),
                              ] as const,
                          );
                    return (
                      <polyline
                        key={run[0]}
                        points={ends.map(([px, py]) => `${px},${py}`).join(' ')}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2}
                        strokeDasharray={dash}
                        strokeLinejoin="round"
                        vectorEffect="non-scaling-stroke"
                      />
                    );
                  })}
                  {line.points.map((point, index) =>
                    point && 'value' in point ? (
                      <Marker
                        key={rows[index]!.key}
                        shape={marker}
                        cx={x(index) + spread[lineIndex]![index]!}
                        cy={y(point.value)}
                      >
                        <title>{`${line.name}, ${rows[index]!.label}: ${scale.format(point.value)}`}</title>
                      </Marker>
                    ) : null,
                  )}
                </g>
              );
            })}
          </svg>
          {alone && (
            <div
              aria-hidden
              className="pointer-events-none absolute inset-0 text-xs font-semibold tabular-nums"
            >
              {series.map((line, lineIndex) => {
                const point = line.points[0];
                if (!point || !('value' in point)) return null;
                // Labels of coinciding points stack, each beside its own mark.
                const stack = spread[lineIndex]![0]! / SPREAD;
                return (
                  <span
                    key={line.name}
                    data-figure={line.name}
                    className={`absolute ${styleOf(lineIndex).color}`}
                    style={{
                      left: `${((x(0) + LEVEL * 2) / WIDTH) * 100}%`,
                      top: `${(y(point.value) / HEIGHT) * 100}%`,
                      transform: `translate(0.5rem, calc(-50% + ${stack * 1.25}rem))`,
                    }}
                  >
                    {series.length > 1 ? `${line.name} ` : ''}
                    {scale.format(point.value)}
                  </span>
                );
              })}
            </div>
          )}
        </div>
      </div>
      {hidden.length > 0 && (
        <div aria-hidden className="flex gap-2 text-muted-foreground">
          <span className="w-10 shrink-0" />
          {/* Each gap's mark under the chart, at its place across: beneath the scale, not on it. */}
          <span className="relative h-4 min-w-0 flex-1">
            {hidden.map(({ key, index, notes }) => (
              <HiddenGlyph
                key={key}
                reason={notes[0]!.reason}
                className="absolute top-0 size-3.5 -translate-x-1/2"
                style={{ left: `${(x(index) / WIDTH) * 100}%` }}
              />
            ))}
          </span>
        </div>
      )}
      <div aria-hidden className="flex gap-2 text-xs text-muted-foreground">
        <span className="w-10 shrink-0" />
        <span className="flex flex-1 justify-between gap-3">
          <span>{ends[0]}</span>
          {ends[1] !== ends[0] && <span>{ends[1]}</span>}
        </span>
      </div>
      {series.length > 1 && (
        <div
          aria-hidden
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground"
        >
          {series.map((line, index) => (
            <span key={line.name} className="flex items-center gap-1.5">
              <Swatch {...styleOf(index)} />
              {line.name}
            </span>
          ))}
        </div>
      )}
      {hidden.length > 0 && (
        <ul aria-label={t.hiddenNotes} className="grid gap-1 text-xs text-muted-foreground">
          {hidden.flatMap(({ key, notes }) =>
            notes.map(({ reason, text }) => (
              <li key={`${key}-${text}`} className="flex items-start gap-1.5">
                <HiddenGlyph reason={reason} className="mt-0.5 size-3.5 shrink-0" />
                {text}
              </li>
            )),
          )}
        </ul>
      )}
      <figcaption id={`${id}-summary`} className="sr-only">
        {summaryOf(rows, series, scale, ends)}
      </figcaption>
      <TableView
        title={title}
        rowHeader={rowHeader}
        columns={series.map((line) => line.name)}
        rows={rows.map((row, index) => ({
          ...row,
          cells: series.map((line) => pointText(line.points[index] ?? null, scale)),
        }))}
      />
    </figure>
  );
}

const valueAt = (line: ChartSeries, index: number) => {
  const point = line.points[index];
  return point && 'value' in point ? point.value : 0;
};

/** A legend's line and mark, drawn as they are in the chart. */
function Swatch({ color, dash, marker }: { color: string; dash: string | undefined; marker: MarkerShape }) {
  return (
    <svg viewBox="0 0 24 10" className={`h-2.5 w-6 ${color}`}>
      <line x1={0} x2={24} y1={5} y2={5} stroke="currentColor" strokeWidth={2} strokeDasharray={dash} />
      <Marker shape={marker} cx={12} cy={5} />
    </svg>
  );
}
