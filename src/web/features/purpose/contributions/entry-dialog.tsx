import { CONTRIBUTION_TEXT_MAX } from '@shared/purpose-messages';
import { createContributionSchema } from '@shared/purpose-rules';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFormActions, useDialogValidation, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAddContribution } from './contributions-api';
import { contributionsTexts as t } from './contributions-texts';

/** "Add an entry" and its dialog: a day (today or before, company time) and what the person did. */
export function AddEntryButton({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button ref={button} type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <PlusIcon aria-hidden />
        {t.add}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.addTitle} cancel={t.close}>
        <EntryForm today={today} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function EntryForm({ today, onClose }: { today: string; onClose: () => void }) {
  const id = useId();
  const { error, validate } = useDialogValidation();
  const add = useAddContribution(onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validate(createContributionSchema, { day: form.get('day'), text: form.get('text') });
    if (!input) return;
    add.mutate(input);
  };
  const failure = error || add.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-day`}>{t.day}</Label>
        <Input
          id={`${id}-day`}
          name="day"
          type="date"
          defaultValue={today}
          max={today}
          aria-describedby={`${id}-day-hint`}
        />
        <p id={`${id}-day-hint`} className="text-sm text-muted-foreground">
          {t.dayHint}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t.text}</Label>
        <Input
          id={`${id}-text`}
          name="text"
          maxLength={CONTRIBUTION_TEXT_MAX}
          placeholder={t.textPlaceholder}
          autoComplete="off"
        />
      </div>
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={add.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}
