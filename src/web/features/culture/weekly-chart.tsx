import type { CultureMetrics } from '@shared/contract/culture';
import { useId } from 'react';
import { cultureTexts as t } from './culture-texts';

type Week = CultureMetrics['weeks'][number];

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

/** A week's Monday as a date; the API's weeks are UTC. */
const weekDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const weekLabel = (week: Week) => weekDay.format(new Date(week.weekStart));

/** Where each week's figure sits: weeks across, people up, both lines on one scale from zero. */
function line(weeks: Week[], figure: (week: Week) => number, top: number) {
  const x = (index: number) =>
    weeks.length === 1 ? WIDTH / 2 : PAD + ((WIDTH - 2 * PAD) * index) / (weeks.length - 1);
  const y = (value: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * value) / top;
  return weeks.map((week, index) => `${x(index)},${y(figure(week))}`).join(' ');
}

/**
 * Givers and receivers week by week: two hand-drawn lines in the text's colours (so they read in light
 * and dark), givers solid and receivers dashed, and for screen readers a summary and a table of the
 * weeks instead of the picture.
 */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const id = useId();
  if (weeks.length === 0) return null;
  const top = Math.max(1, ...weeks.flatMap((week) => [week.givers, week.receivers]));
  const last = weeks.at(-1)!;
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label={t.weeksTitle}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - PAD}
          y2={HEIGHT - PAD}
          stroke="currentColor"
          strokeWidth={1}
          opacity={0.4}
          className="text-muted-foreground"
        />
        <polyline
          points={line(weeks, (week) => week.receivers, top)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray="5 4"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          className="text-muted-foreground"
        />
        <polyline
          points={line(weeks, (week) => week.givers, top)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          className="text-primary"
        />
      </svg>
      <div
        aria-hidden
        className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground"
      >
        <span>{weekLabel(weeks[0]!)}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1.5">
            <Swatch className="text-primary" />
            {t.givers}
          </span>
          <span className="flex items-center gap-1.5">
            <Swatch className="text-muted-foreground" dashed />
            {t.receivers}
          </span>
        </span>
        <span>{weekLabel(last)}</span>
      </div>
      <figcaption id={`${id}-summary`} className="sr-only">
        {t.weeksSummary(weeks.length, last.givers, last.receivers)}
      </figcaption>
      {/* A table ignores the 1px width sr-only gives it: its wrapper takes it instead. */}
      <div className="sr-only">
        <table>
          <caption>{t.weeksTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekOf}</th>
              <th scope="col">{t.kudos}</th>
              <th scope="col">{t.givers}</th>
              <th scope="col">{t.receivers}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  <time dateTime={week.weekStart}>{weekLabel(week)}</time>
                </th>
                <td>{week.kudos}</td>
                <td>{week.givers}</td>
                <td>{week.receivers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A legend's line, drawn as its line in the chart is. */
function Swatch({ className, dashed = false }: { className: string; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 16 4" className={`h-1 w-4 ${className}`}>
      <line
        x1={0}
        x2={16}
        y1={2}
        y2={2}
        stroke="currentColor"
        strokeWidth={2}
        strokeDasharray={dashed ? '4 3' : undefined}
      />
    </svg>
  );
}
