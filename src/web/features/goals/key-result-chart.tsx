import type { KeyResult } from '@shared/contract/goals';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { useKeyResultHistory } from './api/goals-api';
import { goalPageTexts } from './goal-page-texts';
import { formatValue } from './key-result-format';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 6;

const pointDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type Point = KeyResult['history'][number];

/** Where each value sits in the chart: time across, value up, the target's line in the same scale. */
function layout(result: KeyResult, points: Point[]) {
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
 * values instead of the picture. The goal brings the latest values; earlier ones load on demand.
 */
export function KeyResultChart({ goalId, result }: { goalId: string; result: KeyResult }) {
  const id = useId();
  const [wantsEarlier, setWantsEarlier] = useState(false);
  const earlier = useKeyResultHistory(goalId, result.id, result.historyCursor, wantsEarlier);
  // Each page is newest first, each one older than the one before: reversed, oldest first.
  const earlierPoints = (earlier.data?.pages.flatMap((page) => page.items) ?? []).reverse();
  const points = [...earlierPoints, ...result.history];
  if (points.length === 0) return null;
  const { xy, targetY } = layout(result, points);
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
      {result.historyCursor && (
        <EarlierValues
          shown={points.length}
          wantsEarlier={wantsEarlier}
          onShowEarlier={() => setWantsEarlier(true)}
          earlier={earlier}
        />
      )}
    </figure>
  );
}

/** "Showing the latest N values", and the button that reads the values before them a page at a time. */
function EarlierValues({
  shown,
  wantsEarlier,
  onShowEarlier,
  earlier,
}: {
  shown: number;
  wantsEarlier: boolean;
  onShowEarlier: () => void;
  earlier: ReturnType<typeof useKeyResultHistory>;
}) {
  if (earlier.isError && !earlier.isFetching)
    return (
      <p role="alert" className="text-xs text-muted-foreground">
        {goalPageTexts.earlierFailed}{' '}
        <Button type="button" variant="link" size="sm" onClick={() => void earlier.refetch()}>
          {goalPageTexts.tryAgain}
        </Button>
      </p>
    );
  const more = !wantsEarlier || earlier.isPending || earlier.hasNextPage;
  if (!more) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">{goalPageTexts.historyLatest(shown)}</p>
      {wantsEarlier ? (
        <LoadMoreButton
          query={{
            fetchNextPage: earlier.fetchNextPage,
            hasNextPage: earlier.hasNextPage || earlier.isPending,
            isFetchingNextPage: earlier.isFetching,
          }}
          label={goalPageTexts.showEarlier}
          loadingLabel={goalPageTexts.loadingEarlier}
        />
      ) : (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onShowEarlier}>
          {goalPageTexts.showEarlier}
        </Button>
      )}
    </div>
  );
}
