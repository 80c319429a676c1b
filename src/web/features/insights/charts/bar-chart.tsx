import { type TableRow, TableView } from './table-view';

/** One bar: its share of the whole (0 to 1, or null for none) and its table cells, the first shown beside it. */
export interface Bar extends TableRow {
  share: number | null;
}

/**
 * Horizontal bars from 0 to 100 %, in the primary colour on the muted track (both themes), each with
 * its figure written beside it. Screen readers read the table instead, which "Show as table" also puts
 * on the page with the other columns.
 */
export function BarChart({
  title,
  rowHeader,
  columns,
  bars,
}: {
  title: string;
  rowHeader: string;
  /** The table's columns after the row's name; the first is the bar's figure. */
  columns: readonly string[];
  bars: readonly Bar[];
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <ul aria-hidden className="grid gap-3">
        {bars.map((bar) => (
          <li key={bar.key} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{bar.label}</span>
              <span className={bar.share === null ? 'text-muted-foreground' : 'tabular-nums'}>
                {bar.cells[0]}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted">
              {bar.share !== null && (
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.round(Math.min(Math.max(bar.share, 0), 1) * 1000) / 10}%` }}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      <TableView title={title} rowHeader={rowHeader} columns={columns} rows={bars} />
    </figure>
  );
}
