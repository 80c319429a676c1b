import type { MapTeam } from '@shared/contract/purpose';
import { TEAM_PURPOSE_MAX } from '@shared/purpose-messages';
import { PencilIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFormActions, useDialogValidation, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { rulesWhenIdle } from '@/lib/validate-form';
import { usePutTeamPurpose } from './map-api';
import { mapTexts as t } from './map-texts';

/**
 * A team's "Edit purpose" button and its dialog, for its leads and the admins. Closing the dialog
 * puts the focus back on the button: FormDialog has no Radix trigger to return it to.
 */
export function EditPurposeButton({ team }: { team: MapTeam }) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
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

const teamPurposeRules = rulesWhenIdle(() =>
  import('@shared/purpose-rules').then((rules) => rules.teamPurposeSchema),
);

function PurposeForm({ team, onClose }: { team: MapTeam; onClose: () => void }) {
  const id = useId();
  const { error, validateLater } = useDialogValidation();
  const save = usePutTeamPurpose(team.id, onClose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { purpose: new FormData(event.currentTarget).get('purpose') };
    void validateLater(teamPurposeRules, values).then((input) => {
      if (input) save.mutate(input);
    });
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
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={save.isPending}
        busyLabel={t.saving}
      >
        {t.save}
      </DialogFormActions>
    </form>
  );
}
