import type { MapTeam } from '@shared/contract/purpose';
import { TEAM_PURPOSE_MAX } from '@shared/purpose-messages';
import { teamPurposeSchema } from '@shared/purpose-rules';
import { firstMessage } from '@shared/schemas';
import { PencilIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { usePutTeamPurpose } from './map-api';
import { mapTexts as t } from './map-texts';

/**
 * A team's "Edit purpose" button and its dialog, for its leads and the admins. Closing the dialog
 * puts the focus back on the button: FormDialog has no Radix trigger to return it to.
 */
export function EditPurposeButton({ team }: { team: MapTeam }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="sm"
        variant="outline"
        aria-label={t.editPurposeLabel(team.name)}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
        {team.purpose ? t.editPurpose : t.writePurpose}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.dialogTitle(team.name)} cancel={t.close}>
        <PurposeForm team={team} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function PurposeForm({ team, onClose }: { team: MapTeam; onClose: () => void }) {
  const id = useId();
  // Said inside the dialog too: a modal dialog hides the toaster from assistive technology.
  const [error, setError] = useState('');
  const save = usePutTeamPurpose(team.id, onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = teamPurposeSchema.safeParse({
      purpose: new FormData(event.currentTarget).get('purpose'),
    });
    if (!checked.success) {
      setError(firstMessage(checked.error));
      return;
    }
    setError('');
    save.mutate(checked.data);
  };
  const failure = error || save.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-purpose`}>{t.purposeLabel}</Label>
        {/* One sentence, but up to 300 characters: it wraps to be read whole; Enter saves it. */}
        <Textarea
          id={`${id}-purpose`}
          name="purpose"
          rows={3}
          defaultValue={team.purpose ?? ''}
          maxLength={TEAM_PURPOSE_MAX}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t.purposeHint}
        </p>
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
        <SubmitButton busy={save.isPending} busyLabel={t.saving} className="sm:w-auto">
          {t.save}
        </SubmitButton>
      </div>
    </form>
  );
}
