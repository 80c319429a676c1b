import type { Habit } from '@shared/contract/focus';
import { addDays } from '@shared/days';
import { HABIT_TICK_DAYS_BACK } from '@shared/focus-messages';
import { mondayOf, weekDays } from '@shared/weeks';
import { CheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { dayLabel } from '../focus/week';
import { useTickHabit } from './habits-api';
import { habitsTexts as t } from './habits-texts';

const weekdayLetter = new Intl.DateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' });

/** "Done today": pressed when today is ticked; pressing it again takes the tick back. */
export function DoneTodayButton({
  habit,
  today,
  size = 'default',
}: {
  habit: Habit;
  today: string;
  size?: 'default' | 'sm';
}) {
  const tick = useTickHabit();
  const done = habit.recentTicks.includes(today);
  return (
    <Button
      type="button"
      size={size}
      variant={done ? 'default' : 'outline'}
      aria-pressed={done}
      aria-label={t.doneTodayLabel(habit.name)}
      disabled={tick.isPending}
      onClick={() => tick.mutate({ id: habit.id, day: today, done: !done })}
    >
      <CheckIcon aria-hidden />
      {t.doneToday}
    </Button>
  );
}

/** This week's days, Monday to Sunday: each past day still open to a tick is a toggle. */
export function WeekTicks({ habit, today }: { habit: Habit; today: string }) {
  const tick = useTickHabit();
  const earliest = addDays(today, -HABIT_TICK_DAYS_BACK);
  return (
    <ul aria-label={t.weekLabel(habit.name)} className="flex gap-1">
      {weekDays(mondayOf(today)).map((day) => {
        const done = habit.recentTicks.includes(day);
        const open = day <= today && day >= earliest && habit.archivedAt === null;
        const mark = (
          <span
            aria-hidden
            className={cn(
              'flex size-8 items-center justify-center rounded-full border text-xs font-medium',
              done ? 'border-primary bg-primary text-primary-foreground' : 'text-muted-foreground',
              day === today && !done && 'border-primary',
              day > today && 'border-dashed',
            )}
          >
            {done ? <CheckIcon className="size-4" /> : weekdayLetter.format(new Date(`${day}T00:00:00Z`))}
          </span>
        );
        return (
          <li key={day}>
            {open ? (
              <button
                type="button"
                className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-pressed={done}
                aria-label={t.dayLabel(habit.name, dayLabel(day))}
                disabled={tick.isPending}
                onClick={() => tick.mutate({ id: habit.id, day, done: !done })}
              >
                {mark}
              </button>
            ) : (
              <span title={dayLabel(day)}>
                {mark}
                <span className="sr-only">{`${dayLabel(day)}${done ? `: ${t.doneToday}` : ''}`}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "2 of 4 this week · met 7 of 9 weeks", or that the record starts this week. */
export function HabitFigures({ habit }: { habit: Habit }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{t.thisWeek(habit.thisWeek, habit.perWeek)}</span>
      {' · '}
      {habit.weeksCounted === 0 ? t.recordStarts : t.record(habit.weeksMet, habit.weeksCounted)}
    </p>
  );
}
