import type { Goal } from '@shared/contract/goals';
import { localDay } from '@shared/days';
import { CalendarPlusIcon, CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useActiveOneOnOnes, useAddGoalPoint, useGoalActionItems } from './goal-one-on-ones-api';
import { goalOneOnOneTexts as t } from './goal-page-texts';
import { formatDay } from './goal-period';

const nameOf = (person: { fullName: string | null } | null) => person?.fullName?.trim() || t.someone;

/**
 * Off track, its check-in overdue, or past its due day while open: worth talking about in a 1:1. Only
 * a goal the whole company sees: the other person must be able to open it.
 */
export const mayAddToOneOnOne = (goal: Goal) =>
  goal.status === 'open' &&
  goal.visibility === 'company' &&
  (goal.health === 'off_track' || goal.health === 'check_in_overdue' || goal.dueOn < localDay());

/** "Add to my next 1:1": one click with one 1:1; with several, a short list of partners to pick from. */
export function AddToOneOnOne({ goal }: { goal: Goal }) {
  const id = useId();
  const oneOnOnes = useActiveOneOnOnes().data ?? [];
  const add = useAddGoalPoint(goal);
  const [choosing, setChoosing] = useState(false);
  if (oneOnOnes.length === 0) return null;
  const addTo = (oneOnOne: (typeof oneOnOnes)[number]) => {
    setChoosing(false);
    add.mutate({ oneOnOneId: oneOnOne.id, partner: nameOf(oneOnOne.partner) });
  };
  const [only] = oneOnOnes;
  return (
    <div className="relative">
      <Button
        type="button"
        variant="outline"
        disabled={add.isPending}
        aria-expanded={oneOnOnes.length > 1 ? choosing : undefined}
        aria-controls={oneOnOnes.length > 1 ? id : undefined}
        onClick={() => (only && oneOnOnes.length === 1 ? addTo(only) : setChoosing(!choosing))}
      >
        <CalendarPlusIcon aria-hidden />
        {add.isPending ? t.adding : t.addToNext}
      </Button>
      {choosing && (
        <div
          id={id}
          className="absolute right-0 z-10 mt-2 grid w-64 gap-1 rounded-md border bg-background p-2 shadow-md"
        >
          <p className="px-2 text-xs text-muted-foreground">{t.choose}</p>
          {oneOnOnes.map((oneOnOne) => (
            <Button
              key={oneOnOne.id}
              type="button"
              variant="ghost"
              className="justify-start"
              onClick={() => addTo(oneOnOne)}
            >
              {nameOf(oneOnOne.partner)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The goal's 1:1 action items the caller may see; nothing when there are none. */
export function GoalActionItems({ goalId }: { goalId: string }) {
  const items = useGoalActionItems(goalId).data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${goalId}-items`} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`${goalId}-items`} className="text-lg font-semibold">
          {t.itemsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.itemsDescription}</p>
      </div>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 rounded-lg border p-3">
            {item.doneAt && <CheckIcon aria-label={t.done} className="mt-0.5 size-4 shrink-0 text-primary" />}
            <div className="min-w-0 flex-1">
              <p className={item.doneAt ? 'text-muted-foreground line-through' : undefined}>{item.text}</p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>{t.owner(nameOf(item.owner))}</span>
                {item.dueOn && <span>{t.due(formatDay(item.dueOn))}</span>}
                <Link
                  to={`/communication/one-on-ones/${item.oneOnOneId}`}
                  className="underline-offset-4 hover:underline"
                >
                  {t.openOneOnOne}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
