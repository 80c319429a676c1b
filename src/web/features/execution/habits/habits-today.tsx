import { RepeatIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Link } from '@/lib/router';
import { DoneTodayButton } from './habit-parts';
import { useHabits } from './habits-api';
import { habitsTexts as t } from './habits-texts';

/** Today's ticks of the person's live habits, compact, for the Today tab. */
export function HabitsToday() {
  const habits = useHabits();
  return (
    <section aria-labelledby="habits-today-title" className="grid gap-3">
      <h2 id="habits-today-title" className="flex items-center gap-2 text-lg font-semibold">
        <RepeatIcon aria-hidden className="size-4" />
        {t.todayTitle}
      </h2>
      <QueryState query={habits} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => {
          const live = data.habits.filter((habit) => habit.archivedAt === null);
          return live.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t.todayEmpty}{' '}
              <Link
                to="/execution?tab=habits"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.startLink}
              </Link>
            </p>
          ) : (
            <ul className="grid gap-2">
              {live.map((habit) => (
                <li
                  key={habit.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                >
                  <div className="grid gap-0.5">
                    <span className="font-medium break-words">{habit.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {t.thisWeek(habit.thisWeek, habit.perWeek)}
                    </span>
                  </div>
                  <DoneTodayButton habit={habit} today={data.today} size="sm" />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
