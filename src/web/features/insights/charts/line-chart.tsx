import type { SuppressionReason } from '@shared/wellbeing-messages';
import { type ReactNode, useId } from 'react';
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

/**
 * Each line's colour (a theme colour, so it reads in light and dark) and dash, so that lines differ
 * without colour too.
 */
const STYLES = [
  { color: 'text-primary', dash: undefined },
  { color: 'text-destructive', dash: '7 5' },
  { color: 'text-foreground', dash: '2 5' },
  { color: 'text-muted-foreground', dash: '12 5 2 5' },
] as const;
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
 * Figures over periods (or days): hand-drawn lines in the theme's colours. A hidden figure is a gap in
 * its line, marked by a dashed upright and a ring, and explained in a note below; a missing one is a
 * gap alone. For screen readers, a summary and the same figures as a table (which "Show as table"
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
  const hidden = hiddenRows(rows, series);
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
        <svg
          role="img"
          aria-label={title}
          aria-describedby={`${id}-summary`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-44 w-full min-w-0 flex-1"
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
          {hidden.map(({ index, key, notes }) => (
            <g key={key} className="text-muted-foreground">
              <title>{notes.map((note) => note.text).join('\n')}</title>
              <line
                x1={x(index)}
                x2={x(index)}
                y1={PAD_Y}
                y2={HEIGHT - PAD_Y}
                stroke="currentColor"
                strokeWidth={1.5}
                strokeDasharray="3 4"
                vectorEffect="non-scaling-stroke"
              />
              <Dot cx={x(index)} cy={HEIGHT - PAD_Y} size={11} />
              <Dot cx={x(index)} cy={HEIGHT - PAD_Y} size={6} className="text-card" />
              {notes[0]!.reason === 'complement_too_small' && (
                <Dot cx={x(index)} cy={HEIGHT - PAD_Y} size={3} />
              )}
            </g>
          ))}
          {series.map((line, lineIndex) => {
            const { color, dash } = styleOf(lineIndex);
            return (
              <g key={line.name} className={color}>
                {runs(line.points).map((run) =>
                  run.length > 1 ? (
                    <polyline
                      key={run[0]}
                      points={run.map((index) => `${x(index)},${y(valueAt(line, index))}`).join(' ')}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                      strokeDasharray={dash}
                      strokeLinejoin="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  ) : null,
                )}
                {line.points.map((point, index) =>
                  point && 'value' in point ? (
                    <Dot key={rows[index]!.key} cx={x(index)} cy={y(point.value)} size={7}>
                      <title>{`${line.name}, ${rows[index]!.label}: ${scale.format(point.value)}`}</title>
                    </Dot>
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
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

/**
 * A round dot that stays round in the stretched drawing: a zero-length stroke with round caps, its
 * width unscaled.
 */
function Dot({
  cx,
  cy,
  size,
  className,
  children,
}: {
  cx: number;
  cy: number;
  size: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <path
      d={`M${cx} ${cy}h0`}
      stroke="currentColor"
      strokeWidth={size}
      strokeLinecap="round"
      vectorEffect="non-scaling-stroke"
      className={className}
    >
      {children}
    </path>
  );
}

/** A legend's line, drawn as its line in the chart is. */
function Swatch({ color, dash }: { color: string; dash: string | undefined }) {
  return (
    <svg viewBox="0 0 20 4" className={`h-1 w-5 ${color}`}>
      <line x1={0} x2={20} y1={2} y2={2} stroke="currentColor" strokeWidth={2} strokeDasharray={dash} />
    </svg>
  );
}
