import { ONE_ON_ONE_CADENCES } from '@shared/communication-messages';
import { createOneOnOneSchema } from '@shared/communication-rules';
import { localDay } from '@shared/days';
import { type FormEvent, useId } from 'react';
import { FormFailure, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth';
import { personName, usePeople } from '@/lib/people';
import { useNavigate } from '@/lib/router';
import { useCompanyTimeZone, useProposeOneOnOne } from './api/one-on-ones-api';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** Sets up a 1:1 with a colleague: who, how often, which day and time (the company's zone), from when. */
export function SetUpDialog({
  open,
  onOpenChange,
  partnerId = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The colleague chosen already (`?propose=`), if any. */
  partnerId?: string;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.setUpTitle} cancel={t.cancel}>
      <SetUpForm partnerId={partnerId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SetUpForm({ partnerId, onDone }: { partnerId: string; onDone: () => void }) {
  const id = useId();
  const myId = useAuth().user?.id;
  const navigate = useNavigate();
  const people = (usePeople().data ?? []).filter((person) => person.id !== myId);
  const zone = useCompanyTimeZone() ?? '';
  const { error, validate } = useDialogValidation();
  const propose = useProposeOneOnOne((oneOnOne) => {
    onDone();
    if (oneOnOne.status === 'active') void navigate(`/communication/one-on-ones/${oneOnOne.id}`);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      partnerId: form.get('partnerId'),
      cadence: form.get('cadence'),
      weekday: Number(form.get('weekday')),
      localTime: form.get('localTime'),
      startsOn: form.get('startsOn'),
    };
    const input = validate(createOneOnOneSchema, values);
    if (!input) return;
    propose.mutate(input);
  };

  const field = (name: string) => `${id}-${name}`;
  const failure = error || propose.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t.setUpHint}</p>
      <div className="grid gap-2">
        <Label htmlFor={field('partner')}>{t.partner}</Label>
        <NativeSelect
          // Keyed by the people: a chosen colleague's option must exist when the select takes its value.
          key={people.length}
          id={field('partner')}
          name="partnerId"
          defaultValue={people.some((person) => person.id === partnerId) ? partnerId : ''}
        >
          <option value="">{t.choosePartner}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {personName(person)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('cadence')}>{t.cadence}</Label>
        <NativeSelect id={field('cadence')} name="cadence" defaultValue="weekly">
          {ONE_ON_ONE_CADENCES.map((cadence) => (
            <option key={cadence} value={cadence}>
              {t.cadences[cadence]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={field('weekday')}>{t.weekday}</Label>
          <NativeSelect id={field('weekday')} name="weekday" defaultValue="1">
            {t.weekdays.map((day, index) => (
              <option key={day} value={index + 1}>
                {day}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={field('time')}>{t.time}</Label>
          <Input
            id={field('time')}
            name="localTime"
            type="time"
            defaultValue="10:00"
            aria-describedby={field('time-hint')}
          />
        </div>
      </div>
      <p id={field('time-hint')} className="text-sm text-muted-foreground">
        {t.timeHint(zone)}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={field('starts')}>{t.startsOn}</Label>
        <Input id={field('starts')} name="startsOn" type="date" defaultValue={localDay()} />
      </div>
      <FormFailure message={failure} />
      <SubmitButton busy={propose.isPending} busyLabel={t.creating}>
        {t.create}
      </SubmitButton>
    </form>
  );
}
