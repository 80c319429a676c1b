import { cultureMessages as m, KUDOS_MESSAGE_MAX, KUDOS_RECIPIENTS_MAX } from '@shared/culture-messages';
import { createKudosSchema } from '@shared/culture-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { DraftButton, DraftNote, useDraft } from '@/components/companion/draft-help';
import { FormFailure, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { usePeople } from '@/lib/people';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCompanyValues } from '@/lib/values';
import { useCreateKudos } from './api/culture-api';
import { cultureTexts as t, cultureToasts, namesSentence } from './culture-texts';
import { PeoplePicker } from './people-picker';
import { usePersonName } from './person-name';

/** When the company has values, kudos name one (the server refuses kudos without it then). */
const kudosWithValueSchema = z.extend(createKudosSchema, {
  valueId: z.string({ error: m.valueRequired }).check(z.uuid({ error: m.valueRequired })),
});

/**
 * Gives kudos: one to six colleagues, a message, and the value it showed. `to` chooses a person
 * already (a profile's "Recognise"). Closes itself once the kudos is sent.
 */
export function KudosComposer({
  open,
  onOpenChange,
  to,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  to?: string | undefined;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.composerTitle} cancel={t.cancel}>
      <ComposerForm to={to} onSent={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ComposerForm({ to, onSent }: { to: string | undefined; onSent: () => void }) {
  const id = useId();
  const { user, callApi } = useAuth();
  const myId = user?.id;
  const model = useMe().data?.companionModel ?? false;
  const nameOf = usePersonName();
  const people = usePeople().data ?? [];
  const candidates = people.filter((person) => person.id !== myId);
  const self = people.find((person) => person.id === myId);
  const values = useCompanyValues().data ?? [];
  const [chosen, setChosen] = useState<string[]>(() => (to && to !== myId ? [to] : []));
  const [message, setMessage] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(field, setMessage);
  const [valueId, setValueId] = useState('');
  const { error, validate } = useDialogValidation();
  const create = useCreateKudos((kudos) => {
    toast({
      title: cultureToasts.sent.title,
      description: cultureToasts.sent.description(namesSentence(kudos.recipients.map(nameOf))),
    });
    onSent();
  });

  // A person preselected by the URL counts only once the directory shows them in the company.
  const recipientIds = chosen.filter((personId) => candidates.some((person) => person.id === personId));
  // The Surfer drafts for the first of them.
  const recipientId = recipientIds[0];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      recipientIds,
      message,
      ...(values.length > 0 || valueId ? { valueId } : {}),
    };
    const schema = values.length > 0 ? kudosWithValueSchema : createKudosSchema;
    const parsed = validate(schema, body);
    if (parsed) create.mutate(parsed);
  };

  const over = message.length > KUDOS_MESSAGE_MAX;
  const failure = error || create.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <PeoplePicker
        people={candidates}
        self={self}
        askedForSelf={to !== undefined && to === myId}
        chosen={chosen}
        max={KUDOS_RECIPIENTS_MAX}
        onChange={setChosen}
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-message`}>{t.message}</Label>
          {model && (
            <DraftButton
              draft={draft}
              notYet={recipientId ? undefined : t.chooseFirst}
              onDraft={() =>
                recipientId &&
                draft.start((signal) =>
                  callApi('POST /api/companion/drafts', { body: { kind: 'kudos', recipientId }, signal }),
                )
              }
            />
          )}
        </div>
        <Textarea
          ref={field}
          id={`${id}-message`}
          rows={4}
          value={message}
          readOnly={draft.busy}
          aria-busy={draft.busy}
          aria-describedby={[`${id}-message-hint`, `${id}-count`, draft.describedBy]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={over || undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        <DraftNote draft={draft} drafted={t.drafted} />
        <div className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
          <p id={`${id}-message-hint`}>{t.messageHint}</p>
          <p
            id={`${id}-count`}
            className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')}
          >
            <span aria-hidden>{t.characterCount(message.length)}</span>
            <span className="sr-only">{t.characterCountLabel(message.length)}</span>
          </p>
        </div>
      </div>
      {values.length > 0 && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-value`}>{t.value}</Label>
          <NativeSelect
            id={`${id}-value`}
            value={valueId}
            aria-describedby={`${id}-value-hint`}
            onChange={(event) => setValueId(event.target.value)}
          >
            <option value="">{t.chooseValue}</option>
            {values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.name}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-value-hint`} className="text-sm text-muted-foreground">
            {t.valueHint}
          </p>
        </div>
      )}
      <FormFailure message={failure} />
      <SubmitButton busy={create.isPending} busyLabel={t.sending}>
        {t.send}
      </SubmitButton>
    </form>
  );
}
