import type { Me } from '@shared/api';
import { ChevronRightIcon, ListTodoIcon, MessagesSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useTickActionItem } from './api/tick-action-item';
import { oneOnOneCardTexts as t } from './dashboard-texts';

const meetingFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dueFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

const nameOf = (person: { fullName: string | null } | null) => person?.fullName?.trim() || t.someone;
const linkClasses =
  'rounded-md hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** "Your next 1:1": with whom, when (in the viewer's zone), how many points wait on its agenda. */
export function NextOneOnOneCard({ next }: { next: NonNullable<Me['nextOneOnOne']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquareIcon aria-hidden className="size-4 text-muted-foreground" />
          {t.nextTitle}
        </CardTitle>
        <CardDescription>
          <time dateTime={next.startsAt}>{meetingFormat.format(new Date(next.startsAt))}</time>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link
          to={`/communication/one-on-ones/${next.id}`}
          className={`flex items-center gap-3 ${linkClasses}`}
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t.with(nameOf(next.with))}</span>
            <span className="block text-sm text-muted-foreground">{t.points(next.points)}</span>
          </span>
          <ChevronRightIcon aria-hidden className="size-4 opacity-60" />
        </Link>
      </CardContent>
    </Card>
  );
}

/** "Your action items": the open ones of the person's 1:1s, ticked done here, each linked to its 1:1. */
export function ActionItemsCard({ items }: { items: Me['actionItems'] }) {
  const myId = useAuth().user?.id;
  const tick = useTickActionItem();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListTodoIcon aria-hidden className="size-4 text-muted-foreground" />
          {t.itemsTitle}
        </CardTitle>
        <CardDescription>{t.itemsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t.itemsTitle} className="-my-2 divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 py-2">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-primary"
                checked={false}
                disabled={tick.isPending}
                aria-label={t.done(item.text)}
                onChange={() => tick.mutate(item.id)}
              />
              <span className="min-w-0 flex-1">
                <span className="block">{item.text}</span>
                <span className="block text-xs text-muted-foreground">
                  {item.owner?.id === myId ? t.yours : t.theirs(nameOf(item.owner))}
                  {item.dueOn && ` · ${t.due(dueFormat.format(new Date(`${item.dueOn}T00:00:00Z`)))}`}
                  {' · '}
                  <Link
                    to={`/communication/one-on-ones/${item.oneOnOneId}`}
                    className={`underline ${linkClasses}`}
                  >
                    {t.inOneOnOne(nameOf(item.with))}
                  </Link>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
