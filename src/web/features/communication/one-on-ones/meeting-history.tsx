import type { Meeting, OneOnOne } from '@shared/contract/communication';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { useMeetings } from './api/one-on-ones-api';
import { formatMeeting } from './format';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** The meetings held, newest first, a page at a time: their points (ticked or not) and action items. */
export function MeetingHistory({ oneOnOne }: { oneOnOne: OneOnOne }) {
  const meetings = useMeetings(oneOnOne.id);
  const query = { ...meetings, data: meetings.data?.pages.flatMap((page) => page.items) };
  return (
    <section aria-labelledby="history" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="history" className="text-lg font-semibold">
        {t.history}
      </h2>
      <QueryState
        query={query}
        loadFailed={t.historyFailed}
        empty={<p className="text-sm text-muted-foreground">{t.historyEmpty}</p>}
      >
        {(items) => (
          <>
            <ol className="grid gap-3">
              {items.map((meeting) => (
                <HeldMeeting key={meeting.id} meeting={meeting} oneOnOne={oneOnOne} />
              ))}
            </ol>
            <LoadMoreButton query={meetings} label={t.loadMore} loadingLabel={t.loadingMore} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function HeldMeeting({ meeting, oneOnOne }: { meeting: Meeting; oneOnOne: OneOnOne }) {
  const items = oneOnOne.actionItems.filter((item) => item.meetingId === meeting.id);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <h3 className="font-medium">
        <time dateTime={meeting.heldAt ?? meeting.startsAt}>{t.held(formatMeeting(meeting.startsAt))}</time>
      </h3>
      {meeting.points.length > 0 && (
        <ul aria-label={t.meetingPoints} className="grid gap-1 text-sm">
          {meeting.points.map((point) => (
            <li key={point.id} className="flex items-start gap-2">
              {point.tickedAt ? (
                <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              ) : (
                <CircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className={point.tickedAt ? undefined : 'text-muted-foreground'}>
                <span className="sr-only">{point.tickedAt ? t.ticked : t.notTicked}: </span>
                {point.text}
              </span>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <>
          <h4 className="text-sm font-medium">{t.actionItems}</h4>
          <ul className="grid gap-1 text-sm">
            {items.map((item) => (
              <li key={item.id} className={item.doneAt ? 'line-through text-muted-foreground' : undefined}>
                {item.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
