import type { FeedbackRequest } from '@shared/contract/feedback';
import type { FeedbackVisibility } from '@shared/feedback-messages';
import { giveFeedbackSchema } from '@shared/feedback-rules';
import { firstMessage } from '@shared/first-message';
import { type FormEvent, useId, useState } from 'react';
import { PeoplePicker } from '@/components/people-picker';
import { FormFailure } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth';
import { usePeople } from '@/lib/people';
import { toast } from '@/lib/toast';
import { useCompanyValues } from '@/lib/values';
import { useGiveFeedback } from './api/feedback-api';
import { CountedText, VisibilityField } from './feedback-fields';
import { feedbackTexts as t, visibilityTexts } from './feedback-texts';

const pickerTexts = {
  recipients: t.recipient,
  recipientsHint: t.recipientHint,
  recipientsFull: t.recipientFull,
  chosenPeople: t.chosenPeople,
  removePerson: t.removePerson,
  noPersonFound: t.noPersonFound,
  cannotChooseSelf: t.cannotGiveSelf,
};

const nameOf = (person: { fullName: string | null }) => person.fullName?.trim() || 'a colleague';

/**
 * Gives feedback to one colleague, or answers a request (`request`): then it goes to the asker with
 * the visibility they chose, and the dialog says so instead of asking.
 */
export function GiveFeedbackDialog({
  open,
  onOpenChange,
  request,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request?: FeedbackRequest | undefined;
}) {
  const title = request ? t.answerTitle(nameOf(request.asker)) : t.giveTitle;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} cancel={t.cancel} className="max-w-lg">
      <GiveForm request={request} onSent={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function GiveForm({ request, onSent }: { request: FeedbackRequest | undefined; onSent: () => void }) {
  const id = useId();
  const myId = useAuth().user?.id;
  const people = usePeople().data ?? [];
  const values = useCompanyValues().data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<FeedbackVisibility | ''>('');
  const [valueId, setValueId] = useState('');
  const [error, setError] = useState('');
  const give = useGiveFeedback(() => {
    toast({ title: t.sent });
    onSent();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request && chosen.length === 0) return setError(t.chooseRecipient);
    const input = {
      recipientId: request ? request.asker.id : (chosen[0] ?? ''),
      body,
      ...(request ? { requestId: request.id } : { visibility: visibility || undefined }),
      ...(valueId ? { valueId } : {}),
    };
    const parsed = giveFeedbackSchema.safeParse(input);
    if (!parsed.success) return setError(firstMessage(parsed.error));
    if (!request && !visibility) return setError(t.chooseVisibility);
    setError('');
    give.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {request ? (
        <p className="text-sm">
          <span className="font-medium">{t.askedBy(nameOf(request.asker))}:</span> {request.question}
        </p>
      ) : (
        <PeoplePicker
          texts={pickerTexts}
          people={people.filter((person) => person.id !== myId)}
          self={people.find((person) => person.id === myId)}
          chosen={chosen}
          max={1}
          onChange={setChosen}
        />
      )}
      <CountedText label={t.body} hint={t.bodyHint} value={body} max={t.bodyMax} onChange={setBody} />
      {request ? (
        <p className="text-sm text-muted-foreground">
          {t.askedVisibility(visibilityTexts[request.visibility].label)}{' '}
          {visibilityTexts[request.visibility].explanation}
        </p>
      ) : (
        <VisibilityField legend={t.visibility} value={visibility} onChange={setVisibility} />
      )}
      {values.length > 0 && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-value`}>{t.value}</Label>
          <NativeSelect
            id={`${id}-value`}
            value={valueId}
            onChange={(event) => setValueId(event.target.value)}
          >
            <option value="">{t.noValue}</option>
            {values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <FormFailure message={error || give.error?.message} />
      <SubmitButton busy={give.isPending} busyLabel={t.sending}>
        {t.send}
      </SubmitButton>
    </form>
  );
}
