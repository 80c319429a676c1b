import type { Habit } from '@shared/contract/focus';
import { HABIT_NAME_MAX } from '@shared/focus-messages';
import { updateHabitSchema } from '@shared/focus-rules';
import { PencilIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFormActions, useDialogValidation, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateHabit } from './habits-api';
import { habitsTexts as t, PER_WEEK_OPTIONS } from './habits-texts';

/**
 * A live habit's "Edit" icon button and its dialog: the name and weekly target (PATCH /api/habits/:id).
 * Closing the dialog puts the focus back on the button: FormDialog has no Radix trigger to return it to.
 */
export function EditHabitButton({ habit }: { habit: Habit }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t.editLabel(habit.name)}
        title={t.edit}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.editTitle} cancel={t.close}>
        <EditHabitForm habit={habit} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function EditHabitForm({ habit, onClose }: { habit: Habit; onClose: () => void }) {
  const id = useId();
  const { error, validate } = useDialogValidation();
  const update = useUpdateHabit(onClose);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { name: form.get('name'), perWeek: Number(form.get('perWeek')) };
    const input = validate(updateHabitSchema, values);
    if (!input) return;
    update.mutate({ id: habit.id, name: input.name, perWeek: input.perWeek });
  };

  const field = (name: string) => `${id}-${name}`;
  const failure = error || update.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={field('name')}>{t.name}</Label>
        <Input
          id={field('name')}
          name="name"
          defaultValue={habit.name}
          maxLength={HABIT_NAME_MAX}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('per-week')}>{t.perWeek}</Label>
        <NativeSelect
          id={field('per-week')}
          name="perWeek"
          defaultValue={String(habit.perWeek)}
          aria-describedby={field('per-week-hint')}
        >
          {PER_WEEK_OPTIONS.map((days) => (
            <option key={days} value={days}>
              {t.perWeekOption(days)}
            </option>
          ))}
        </NativeSelect>
        <p id={field('per-week-hint')} className="text-sm text-muted-foreground">
          {t.editTargetHint}
        </p>
      </div>
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={update.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}
