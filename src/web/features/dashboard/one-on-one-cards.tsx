import type { Me } from '@shared/api';
import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useTickActionItem } from './api/tick-action-item';
import { oneOnOneCardTexts as t } from './dashboard-texts';

/** In the viewer's locale and time zone, the zone named. */
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const nameOf = (person: { fullName: string | null } | null) => person?.fullName?.trim() || t.someone;
const pathOf = (id: string) => `/communication/one-on-ones/${id}`;

/** "Your next 1:1": with whom, when, how many points wait on its agenda; a link to it. */
export function NextOneOnOneCard({ next }: { next: NonNullable<Me['nextOneOnOne']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.nextTitle}</CardTitle>
        <CardDescription>
          <time dateTime={next.startsAt}>{when(next.startsAt)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={pathOf(next.id)} className="flex items-center gap-3 rounded-md hover:text-primary">
          <span className="flex-1">
            <span className="block font-medium">{t.with(nameOf(next.with))}</span>
            <span className="text-sm text-muted-foreground">{t.points(next.points)}</span>
          </span>
          <ChevronRightIcon aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}

/** "Your action items": the open ones of the person's 1:1s, each ticked done here or opened in its 1:1. */
export function ActionItemsCard({ items }: { items: Me['actionItems'] }) {
  const myId = useAuth().user?.id;
  const tick = useTickActionItem();
  // The one ticked shows so at once, until the reload drops it.
  const [ticked, setTicked] = useState('');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.itemsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={t.itemsTitle} className="-my-2 divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 py-2">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-primary"
                checked={ticked === item.id}
                disabled={tick.isPending}
                aria-label={t.done(item.text)}
                onChange={() => {
                  setTicked(item.id);
                  tick.mutate(item.id, { onError: () => setTicked('') });
                }}
              />
              <span className="flex-1">
                {item.text}
                <span className="block text-xs text-muted-foreground">
                  {item.owner?.id === myId ? t.yours : nameOf(item.owner)}
                  {item.dueOn && `, ${t.due(day(item.dueOn))}`} ·{' '}
                  <Link to={pathOf(item.oneOnOneId)} className="underline-offset-4 hover:underline">
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
