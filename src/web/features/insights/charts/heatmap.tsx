import type { SuppressionReason } from '@shared/wellbeing-messages';
import { chartTexts, hiddenTexts } from '../insights-texts';
import { fraction, type Point, type Scale } from './figures';
import { HiddenGlyph } from './hidden-glyph';
import type { ChartRow, ChartSeries } from './line-chart';
import { ScrollRegion } from './table-view';

/** A withheld cell's hatching, in the muted theme colour, so that it reads as "no figure" in both themes. */
const hatched = {
  backgroundImage: 'repeating-linear-gradient(135deg, var(--muted) 0 5px, transparent 5px 10px)',
} as const;

/** A value's cell colour: the theme's red, stronger as the value rises, over the card (legible text). */
const shade = (value: number, scale: Scale) =>
  `color-mix(in srgb, var(--destructive) ${Math.round(6 + 42 * fraction(value, scale))}%, var(--card))`;

/**
 * Rows (teams) × columns (periods), each cell coloured by its value, which it also shows. The heatmap
 * is a table, so screen readers and keyboards read it as one; a withheld cell is hatched, carries an
 * icon and says why (in its text and its tooltip), and the legend explains both.
 */
export function Heatmap({
  title,
  rowHeader,
  columns,
  rows,
  scale,
  scaleNote,
}: {
  title: string;
  rowHeader: string;
  columns: readonly ChartRow[];
  rows: readonly (ChartSeries & { key: string })[];
  scale: Scale;
  scaleNote: string;
}) {
  const found = new Set(
    rows.flatMap((row) => row.points.flatMap((point) => (point && 'hidden' in point ? [point.hidden] : []))),
  );
  const reasons = (Object.keys(hiddenTexts) as SuppressionReason[]).filter((reason) => found.has(reason));
  return (
    <div className="grid min-w-0 gap-3">
      <ScrollRegion label={title}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium text-muted-foreground">
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="px-1 py-2 text-center text-xs font-medium whitespace-nowrap text-muted-foreground"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-2 text-left font-medium whitespace-nowrap">
                  {row.name}
                </th>
                {columns.map((column, index) => (
                  <HeatCell key={column.key} point={row.points[index] ?? null} scale={scale} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Legend scale={scale} scaleNote={scaleNote} reasons={reasons} />
    </div>
  );
}

/** A cell: a block in it, so that cells stand apart. */
function HeatCell({ point, scale }: { point: Point; scale: Scale }) {
  const block = 'flex h-10 items-center justify-center rounded-md px-3 tabular-nums';
  if (point === null) {
    return (
      <td className="p-0.5">
        <span className={`${block} text-muted-foreground`}>{chartTexts.noFigure}</span>
      </td>
    );
  }
  if ('hidden' in point) {
    const reason = hiddenTexts[point.hidden];
    return (
      <td className="p-0.5" title={reason} data-hidden={point.hidden}>
        <span className={`${block} border text-muted-foreground`} style={hatched}>
          <HiddenGlyph reason={point.hidden} className="size-4" />
          <span className="sr-only">{reason}</span>
        </span>
      </td>
    );
  }
  return (
    <td className="p-0.5">
      <span className={`${block} font-medium`} style={{ backgroundColor: shade(point.value, scale) }}>
        {scale.format(point.value)}
      </span>
    </td>
  );
}

/** The colours from the scale's low end to its high one, and what each kind of withheld cell means. */
function Legend({
  scale,
  scaleNote,
  reasons,
}: {
  scale: Scale;
  scaleNote: string;
  reasons: readonly SuppressionReason[];
}) {
  return (
    <div className="grid gap-2 text-xs text-muted-foreground">
      <p>{scaleNote}</p>
      <ul aria-hidden className="flex flex-wrap items-center gap-1">
        {scale.ticks.map((tick) => (
          <li
            key={tick}
            className="flex h-8 w-10 items-center justify-center rounded-md text-foreground tabular-nums"
            style={{ backgroundColor: shade(tick, scale) }}
          >
            {scale.format(tick)}
          </li>
        ))}
      </ul>
      {reasons.length > 0 && (
        <ul className="grid gap-1">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-center gap-2">
              <span
                aria-hidden
                className="flex h-8 w-10 items-center justify-center rounded-md border"
                style={hatched}
              >
                <HiddenGlyph reason={reason} className="size-4" />
              </span>
              {hiddenTexts[reason]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
