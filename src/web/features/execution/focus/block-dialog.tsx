import type { FocusBlock } from '@shared/contract/focus';
import { createFocusBlockSchema } from '@shared/focus-rules';
import { type FormEvent, useId } from 'react';
import { FormFailure, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateFocusBlock, useUpdateFocusBlock } from './focus-api';
import { FOCUS_LENGTHS, focusTexts as t } from './focus-texts';
import { dayLabel } from './week';

/** Adds a focus block on a day, or edits one: the day, start (company time), length and what for. */
export function BlockDialog({
  open,
  onOpenChange,
  days,
  day,
  block,
  timeZone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The days the form offers: the planner's two weeks (and the block's own day). */
  days: readonly string[];
  day: string;
  block?: FocusBlock;
  timeZone: string;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={block ? t.editTitle : t.addTitle}
      cancel={t.cancel}
    >
      <BlockForm days={days} day={day} block={block} timeZone={timeZone} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BlockForm({
  days,
  day,
  block,
  timeZone,
  onDone,
}: {
  days: readonly string[];
  day: string;
  block?: FocusBlock;
  timeZone: string;
  onDone: () => void;
}) {
  const id = useId();
  const { error, validate } = useDialogValidation();
  const create = useCreateFocusBlock(onDone);
  const update = useUpdateFocusBlock(onDone);
  const busy = create.isPending || update.isPending;
  const lengths =
    block && !FOCUS_LENGTHS.includes(block.minutes)
      ? [...FOCUS_LENGTHS, block.minutes].sort((a, b) => a - b)
      : FOCUS_LENGTHS;
  const choices = days.includes(block?.day ?? day) ? days : [block?.day ?? day, ...days];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      day: form.get('day'),
      startTime: form.get('startTime'),
      minutes: Number(form.get('minutes')),
      purpose: form.get('purpose'),
    };
    const input = validate(createFocusBlockSchema, values);
    if (!input) return;
    if (block) update.mutate({ id: block.id, ...input });
    else create.mutate(input);
  };

  const field = (name: string) => `${id}-${name}`;
  const failure = error || create.error?.message || update.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={field('purpose')}>{t.purpose}</Label>
        <Input
          id={field('purpose')}
          name="purpose"
          defaultValue={block?.purpose ?? ''}
          maxLength={120}
          autoComplete="off"
          aria-describedby={field('purpose-hint')}
        />
        <p id={field('purpose-hint')} className="text-sm text-muted-foreground">
          {t.purposeHint}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('day')}>{t.day}</Label>
        <NativeSelect id={field('day')} name="day" defaultValue={block?.day ?? day}>
          {choices.map((option) => (
            <option key={option} value={option}>
              {dayLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={field('start')}>{t.start}</Label>
          <Input
            id={field('start')}
            name="startTime"
            type="time"
            defaultValue={block?.startTime ?? '09:00'}
            aria-describedby={field('time-hint')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={field('length')}>{t.length}</Label>
          <NativeSelect id={field('length')} name="minutes" defaultValue={String(block?.minutes ?? 90)}>
            {lengths.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t.minutes(minutes)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={field('time-hint')} className="text-sm text-muted-foreground">
        {t.timeHint(timeZone)}
      </p>
      <FormFailure message={failure} />
      <SubmitButton busy={busy} busyLabel={t.saving}>
        {t.save}
      </SubmitButton>
    </form>
  );
}
