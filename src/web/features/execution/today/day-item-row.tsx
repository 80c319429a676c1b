import type { DayItem } from '@shared/contract/today';
import { ArrowDownIcon, ArrowUpIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useDeleteDayItem, useKeepDayItem, useUpdateDayItem } from './api/today-api';
import { GoalCheckIn, useHasGoalCheckIn } from './check-in-slot';
import { todayTexts as t } from './today-texts';

const linkStyle =
  'rounded-md underline underline-offset-4 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

function LinkLine({ item }: { item: DayItem }) {
  const { link } = item;
  if (!link) return null;
  const label =
    link.kind === 'key_result'
      ? t.linkKeyResult(link.context)
      : link.kind === 'goal'
        ? t.linkGoal
        : link.kind === 'growth_item'
          ? t.linkGrowth
          : t.linkAction(link.context);
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span>{label}</span>
      {link.goalId && (
        <Link to={`/goals/${link.goalId}`} className={linkStyle}>
          {t.seeGoal}
        </Link>
      )}
      {link.kind === 'growth_item' && (
        <Link to="/learning?tab=plan" className={linkStyle}>
          {t.seeGrowthPlan}
        </Link>
      )}
      {link.oneOnOneId && (
        <Link to={`/communication/one-on-ones/${link.oneOnOneId}`} className={linkStyle}>
          {t.seeOneOnOne}
        </Link>
      )}
    </p>
  );
}

/** One item: tick, star, move, delete; the rolled note and, once, "Keep it?". */
export function DayItemRow({ item, first, last }: { item: DayItem; first: boolean; last: boolean }) {
  const canCheckIn = useHasGoalCheckIn();
  const update = useUpdateDayItem();
  const remove = useDeleteDayItem();
  const keep = useKeepDayItem();
  // Shown at once; the server's answer (and the reload after it) confirms it.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const [offerCheckIn, setOfferCheckIn] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  const done = ticking ?? item.doneAt !== null;
  const checkInGoal =
    item.link && (item.link.kind === 'key_result' || item.link.kind === 'goal') ? item.link.goalId : null;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={done}
          aria-label={t.done(item.text)}
          onChange={(event) => {
            const checked = event.target.checked;
            setTicking(checked);
            update.mutate(
              { id: item.id, done: checked },
              {
                onSettled: () => setTicking(null),
                onSuccess: () => setOfferCheckIn(checked && checkInGoal !== null && canCheckIn),
              },
            );
          }}
        />
        <div className="min-w-0 flex-1">
          <p className={`break-words ${done ? 'text-muted-foreground line-through' : ''}`}>{item.text}</p>
          <LinkLine item={item} />
          {item.rolled > 0 && !done && (
            <p className="mt-1 text-xs text-muted-foreground">{t.rolled(item.rolled)}</p>
          )}
        </div>
        <div className="col-span-2 flex items-center justify-self-end sm:col-span-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-pressed={item.oneThing}
            aria-label={item.oneThing ? t.unstar(item.text) : t.star(item.text)}
            onClick={() => update.mutate({ id: item.id, oneThing: !item.oneThing })}
          >
            <StarIcon aria-hidden className={item.oneThing ? 'fill-amber-400 text-amber-500' : ''} />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.moveUp(item.text)}
            disabled={first}
            onClick={() => update.mutate({ id: item.id, move: 'up' })}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.moveDown(item.text)}
            disabled={last}
            onClick={() => update.mutate({ id: item.id, move: 'down' })}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.remove(item.text)}
            onClick={() => remove.mutate(item.id)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </div>
      {item.askKeep && (
        <div
          role="group"
          aria-label={t.keepAsk}
          className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 p-2 text-sm"
        >
          <span>{t.keepAsk}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => keep.mutate(item.id)}>
            {t.keep}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate(item.id)}>
            {t.drop}
          </Button>
        </div>
      )}
      {offerCheckIn && checkInGoal && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md bg-muted/50 p-2 text-sm">
          <span>{t.checkInOffer(item.text)}</span>
          <Button type="button" size="sm" onClick={() => setCheckingIn(true)}>
            {t.checkIn}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOfferCheckIn(false)}>
            {t.notNow}
          </Button>
        </div>
      )}
      {checkingIn && checkInGoal && (
        <Suspense fallback={null}>
          <GoalCheckIn
            goalId={checkInGoal}
            onClose={() => {
              setCheckingIn(false);
              setOfferCheckIn(false);
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
