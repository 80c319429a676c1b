import { useId } from 'react';
import type { KeyResult } from '@shared/contract/goals';
import { goalPageTexts } from './goal-page-texts';
import { formatValue } from './key-result-format';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 6;

const pointDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Where each value sits in the chart: time across, value up, the target's line in the same scale. */
function layout(result: KeyResult) {
  const points = result.history;
  const times = points.map((point) => Date.parse(point.createdAt));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const values = [...points.map((point) => point.value), result.startValue, result.targetValue];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const range = high - low || 1;
  const x = (index: number) =>
    points.length === 1
      ? WIDTH / 2
      : PAD + (WIDTH - 2 * PAD) * (span > 0 ? (times[index]! - first) / span : index / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * (value - low)) / range;
  return {
    xy: points.map((point, index) => [x(index), y(point.value)] as const),
    targetY: y(result.targetValue),
  };
}

/**
 * A key result's values over time: a small hand-drawn line chart in the text's colour (so it reads in
 * light and dark), the target as a dashed line, and for screen readers a summary and a table of the
 * values instead of the picture.
 */
export function KeyResultChart({ result }: { result: KeyResult }) {
  const id = useId();
  const points = result.history;
  if (points.length === 0) return null;
  const { xy, targetY } = layout(result);
  const name = goalPageTexts.historyOf(result.title);
  const summary = goalPageTexts.historySummary(
    points.length,
    formatValue(result, points[0]!.value),
    formatValue(result, points.at(-1)!.value),
  );
  return (
    <figure className="grid gap-1">
      <svg
        role="img"
        aria-label={name}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-16 w-full max-w-xs text-primary"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={targetY}
          y2={targetY}
          stroke="currentColor"
          strokeDasharray="4 4"
          strokeWidth={1}
          className="text-muted-foreground"
        />
        {xy.length > 1 && (
          <polyline
            points={xy.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {xy.map(([x, y], index) => (
          <circle key={index} cx={x} cy={y} r={2.5} fill="currentColor" />
        ))}
      </svg>
      <figcaption id={`${id}-summary`} className="sr-only">
        {summary} {goalPageTexts.target}: {formatValue(result, result.targetValue)}.
      </figcaption>
      <table className="sr-only">
        <caption>{name}</caption>
        <thead>
          <tr>
            <th scope="col">{goalPageTexts.historyDate}</th>
            <th scope="col">{goalPageTexts.historyValue}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <td>
                <time dateTime={point.createdAt}>{pointDate.format(new Date(point.createdAt))}</time>
              </td>
              <td>{formatValue(result, point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
