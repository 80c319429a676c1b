import { FEEDBACK_ASKED_MAX, type FeedbackVisibility } from '@shared/feedback-messages';
import { askFeedbackSchema } from '@shared/feedback-rules';
import { firstMessage } from '@shared/first-message';
import { type FormEvent, useState } from 'react';
import { PeoplePicker } from '@/components/people-picker';
import { FormFailure } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth';
import { usePeople } from '@/lib/people';
import { toast } from '@/lib/toast';
import { useAskFeedback } from './api/feedback-api';
import { CountedText, VisibilityField } from './feedback-fields';
import { feedbackTexts as t, ownVisibilityTexts } from './feedback-texts';

const pickerTexts = {
  recipients: t.asked_people,
  recipientsHint: t.askedHint,
  recipientsFull: t.askedFull,
  chosenPeople: t.chosenPeople,
  removePerson: t.removePerson,
  noPersonFound: t.noPersonFound,
  cannotChooseSelf: t.cannotAskSelf,
};

/** Asks one or more colleagues a question about the caller, with the visibility of their answers. */
export function AskFeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.askTitle}
      cancel={t.cancel}
      className="max-w-lg"
    >
      <AskForm onSent={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AskForm({ onSent }: { onSent: () => void }) {
  const myId = useAuth().user?.id;
  const people = usePeople().data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const [question, setQuestion] = useState('');
  const [visibility, setVisibility] = useState<FeedbackVisibility | ''>('');
  const [error, setError] = useState('');
  const ask = useAskFeedback(() => {
    toast({ title: t.askedToast });
    onSent();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = askFeedbackSchema.safeParse({ recipientIds: chosen, question, visibility });
    if (!parsed.success) return setError(firstMessage(parsed.error));
    setError('');
    ask.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <PeoplePicker
        texts={pickerTexts}
        people={people.filter((person) => person.id !== myId)}
        self={people.find((person) => person.id === myId)}
        chosen={chosen}
        max={FEEDBACK_ASKED_MAX}
        onChange={setChosen}
      />
      <CountedText
        label={t.question}
        hint={t.questionHint}
        value={question}
        max={t.questionMax}
        onChange={setQuestion}
      />
      <VisibilityField
        legend={t.askVisibility}
        value={visibility}
        onChange={setVisibility}
        words={ownVisibilityTexts}
      />
      <FormFailure message={error || ask.error?.message} />
      <SubmitButton busy={ask.isPending} busyLabel={t.asking}>
        {t.sendAsk}
      </SubmitButton>
    </form>
  );
}
