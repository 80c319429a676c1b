import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { chartTexts as t } from '../insights-texts';

/**
 * A wide table that scrolls sideways on a phone: the region takes the focus, so arrows scroll it, and
 * its name says what it holds. It and the grid items around it may shrink below the table's width
 * (min-w-0), and it holds the cells' visually hidden texts (relative): else the table, or those
 * texts, would widen the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative min-w-0 overflow-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {children}
    </div>
  );
}

/** One row of a chart's table: its name, then its figures as they read. */
export interface TableRow {
  key: string;
  label: string;
  cells: readonly string[];
}

/** A table cell's classes, the figures' columns right-aligned. */
const cell = {
  head: 'px-3 py-2 text-left font-medium text-muted-foreground',
  row: 'py-2 pr-2 text-left font-medium',
  figure: 'px-3 py-2 text-right tabular-nums',
} as const;

/**
 * A chart's figures as a table: always there for screen readers (visually hidden), and shown on the
 * page by "Show as table".
 */
export function TableView({
  title,
  rowHeader,
  columns,
  rows,
}: {
  title: string;
  rowHeader: string;
  /** The figures' columns, after the rows' names. */
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className={cell.head}>
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={`${cell.head} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={cell.row}>
              {row.label}
            </th>
            {row.cells.map((text, index) => (
              <td key={index} className={cell.figure}>
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="grid min-w-0 gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
      >
        {shown ? t.hideTable : t.showTable}
      </Button>
      <div id={id} className="min-w-0">
        {/* Hidden in a box: a table's own box would neither shrink nor clip, and would widen the page. */}
        {shown ? (
          <ScrollRegion label={t.tableOf(title)}>{table}</ScrollRegion>
        ) : (
          <div className="sr-only">{table}</div>
        )}
      </div>
    </div>
  );
}
