import type { Habit } from '@shared/contract/focus';
import { createHabitSchema } from '@shared/focus-rules';
import { ArchiveIcon, ArchiveRestoreIcon, RepeatIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { onValidSubmit } from '@/lib/validate-form';
import { EditHabitButton } from './habit-dialog';
import { DoneTodayButton, HabitFigures, WeekTicks } from './habit-parts';
import { useCreateHabit, useDeleteHabit, useHabits, useUpdateHabit } from './habits-api';
import { habitsTexts as t, PER_WEEK_OPTIONS } from './habits-texts';

/** The Habits tab: start a habit, tick days, read each one's share of weeks met; edit, archive or delete. */
export function HabitsTab() {
  const habits = useHabits();
  return (
    <section aria-labelledby="habits-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="habits-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
      </div>
      <NewHabitForm />
      <QueryState query={habits} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => <HabitList habits={data.habits} today={data.today} />}
      </QueryState>
    </section>
  );
}

function NewHabitForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateHabit(() => form.current?.reset());
  return (
    <form
      ref={form}
      noValidate
      aria-label={t.addTitle}
      onSubmit={onValidSubmit(createHabitSchema, create.mutate, ['perWeek'])}
      className="grid gap-3 rounded-lg border p-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t.name}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          maxLength={80}
          placeholder={t.namePlaceholder}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-per-week`}>{t.perWeek}</Label>
          <NativeSelect id={`${id}-per-week`} name="perWeek" defaultValue="4">
            {PER_WEEK_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {t.perWeekOption(days)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SubmitButton busy={create.isPending} busyLabel={t.adding} className="sm:w-auto">
          {t.add}
        </SubmitButton>
      </div>
    </form>
  );
}

function HabitList({ habits, today }: { habits: Habit[]; today: string }) {
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const remove = useDeleteHabit();
  const live = habits.filter((habit) => habit.archivedAt === null);
  const archived = habits.filter((habit) => habit.archivedAt !== null);
  return (
    <>
      {live.length === 0 ? (
        <EmptyState icon={RepeatIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
      ) : (
        <ul className="grid gap-3">
          {live.map((habit) => (
            <HabitCard key={habit.id} habit={habit} today={today} />
          ))}
        </ul>
      )}
      {archived.length > 0 && (
        <section aria-labelledby="habits-archived" className="grid gap-2">
          <h3 id="habits-archived" className="text-lg font-semibold">
            {t.archived}
          </h3>
          <ul className="grid gap-2">
            {archived.map((habit) => (
              <ArchivedHabit key={habit.id} habit={habit} onDelete={() => setDeleting(habit)} />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

function HabitCard({ habit, today }: { habit: Habit; today: string }) {
  const update = useUpdateHabit();
  const headingId = `habit-${habit.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} className="font-semibold break-words">
              {habit.name}
              <span className="font-normal text-muted-foreground">, {t.target(habit.perWeek)}</span>
            </h3>
            <HabitFigures habit={habit} />
          </div>
          <div className="flex shrink-0 gap-1">
            <EditHabitButton habit={habit} />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t.archiveLabel(habit.name)}
              title={t.archive}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: habit.id, archived: true })}
            >
              <ArchiveIcon aria-hidden />
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <WeekTicks habit={habit} today={today} />
          <DoneTodayButton habit={habit} today={today} />
        </div>
      </article>
    </li>
  );
}

function ArchivedHabit({ habit, onDelete }: { habit: Habit; onDelete: () => void }) {
  const update = useUpdateHabit();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
      <div className="grid gap-0.5">
        <span className="font-medium break-words">{habit.name}</span>
        <span className="text-sm text-muted-foreground">{t.record(habit.weeksMet, habit.weeksCounted)}</span>
      </div>
      <div className="flex gap-1">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t.restoreLabel(habit.name)}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: habit.id, archived: false })}
        >
          <ArchiveRestoreIcon aria-hidden />
          {t.restore}
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t.deleteLabel(habit.name)}
          title={t.delete}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
