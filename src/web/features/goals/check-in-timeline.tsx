import type { CheckIn, Goal } from '@shared/contract/goals';
import { MessageSquareIcon } from 'lucide-react';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useCheckIns } from './api/goals-api';
import { timelineTexts } from './goal-page-texts';
import { HealthBadge } from './health-badge';
import { formatValue } from './key-result-format';

const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const steps = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/** "3 days ago", "last week": how long ago, in the largest unit that fits. */
function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  for (const [unit, size] of steps) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return timelineTexts.justNow;
}

/**
 * The value a key result had before a check-in set it: the point of its history before this
 * check-in's own (written in the same transaction, so at the same time, give or take a second).
 */
function valueBefore(goal: Goal, keyResultId: string, checkIn: CheckIn, value: number): number | undefined {
  const result = goal.keyResults.find((candidate) => candidate.id === keyResultId);
  if (!result) return undefined;
  const at = Date.parse(checkIn.createdAt) + 1000;
  const upTo = result.history.filter((point) => Date.parse(point.createdAt) <= at);
  const own = upTo.at(-1);
  const before = own?.value === value ? upTo.at(-2) : own;
  return before?.value;
}

/**
 * A goal's check-ins, newest first, a page at a time: who, when, the status and confidence they gave,
 * their note and blockers, and the values they set. An empty timeline says what a check-in is.
 */
export function CheckInTimeline({ goal, onCheckIn }: { goal: Goal; onCheckIn?: (() => void) | undefined }) {
  const checkIns = useCheckIns(goal.id);
  const query = { ...checkIns, data: checkIns.data?.pages.flatMap((page) => page.items) };
  return (
    <section aria-labelledby="goal-check-ins" className="grid gap-3">
      <h2 id="goal-check-ins" className="text-lg font-semibold">
        {timelineTexts.title}
      </h2>
      <QueryState
        query={query}
        loadFailed={timelineTexts.loadFailed}
        empty={<NoCheckIns onCheckIn={onCheckIn} />}
      >
        {(items) => (
          <>
            <ol aria-label={timelineTexts.title} className="grid gap-3">
              {items.map((checkIn) => (
                <CheckInEntry key={checkIn.id} goal={goal} checkIn={checkIn} />
              ))}
            </ol>
            <LoadMoreButton
              query={checkIns}
              label={timelineTexts.loadMore}
              loadingLabel={timelineTexts.loadingMore}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function NoCheckIns({ onCheckIn }: { onCheckIn?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
      <MessageSquareIcon aria-hidden className="size-8 text-muted-foreground/70" />
      <p className="font-medium">{timelineTexts.emptyTitle}</p>
      <p className="max-w-md text-sm text-muted-foreground">{timelineTexts.empty}</p>
      {onCheckIn ? (
        <Button type="button" onClick={onCheckIn}>
          {timelineTexts.checkIn}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{timelineTexts.emptyReader}</p>
      )}
    </div>
  );
}

function CheckInEntry({ goal, checkIn }: { goal: Goal; checkIn: CheckIn }) {
  const author = checkIn.author?.fullName?.trim() || timelineTexts.formerMember;
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{author}</span>
        <time
          dateTime={checkIn.createdAt}
          title={absolute.format(new Date(checkIn.createdAt))}
          className="text-sm text-muted-foreground"
        >
          {timeAgo(checkIn.createdAt)}
        </time>
        <HealthBadge health={checkIn.status} />
        <span className="text-sm text-muted-foreground">{timelineTexts.confidence(checkIn.confidence)}</span>
      </div>
      {checkIn.values.length > 0 && (
        <ul aria-label={timelineTexts.values} className="grid gap-0.5 text-sm">
          {checkIn.values.map((entry) => {
            const result = goal.keyResults.find((candidate) => candidate.id === entry.keyResultId);
            const format = (value: number) => (result ? formatValue(result, value) : String(value));
            const before = valueBefore(goal, entry.keyResultId, checkIn, entry.value);
            return (
              <li key={entry.keyResultId}>
                {before === undefined
                  ? timelineTexts.set(entry.keyResultTitle, format(entry.value))
                  : timelineTexts.change(entry.keyResultTitle, format(before), format(entry.value))}
              </li>
            );
          })}
        </ul>
      )}
      {checkIn.note && <TextBlock label={timelineTexts.note} text={checkIn.note} />}
      {checkIn.blockers && <TextBlock label={timelineTexts.blockers} text={checkIn.blockers} />}
    </li>
  );
}

/** A note or blockers as written: plain text, its line breaks kept. */
function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="text-sm">
      <p className="font-medium">{label}</p>
      <p className="break-words whitespace-pre-line">{text}</p>
    </div>
  );
}
