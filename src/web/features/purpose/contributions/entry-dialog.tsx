import { CONTRIBUTION_TEXT_MAX } from '@shared/purpose-messages';
import { createContributionSchema } from '@shared/purpose-rules';
import { firstMessage } from '@shared/schemas';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAddContribution } from './contributions-api';
import { contributionsTexts as t } from './contributions-texts';

/** "Add an entry" and its dialog: a day (today or before, company time) and what the person did. */
export function AddEntryButton({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back on the button once the dialog (and its focus trap) has gone.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
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
  // Said inside the dialog too: a modal dialog hides the toaster from assistive technology.
  const [error, setError] = useState('');
  const add = useAddContribution(onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = createContributionSchema.safeParse({ day: form.get('day'), text: form.get('text') });
    if (!checked.success) {
      setError(firstMessage(checked.error));
      return;
    }
    setError('');
    add.mutate(checked.data);
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
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <SubmitButton busy={add.isPending} busyLabel={t.saving} className="sm:w-auto">
          {t.save}
        </SubmitButton>
      </div>
    </form>
  );
}
