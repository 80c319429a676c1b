import { INTEGRATION_KINDS, type IntegrationKind } from '@shared/integration-messages';
import { createIntegrationSchema, eventsOf } from '@shared/integration-rules';
import { type FormEvent, useId, useState } from 'react';
import { DialogField, DialogFormActions, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { useCreateDestination } from './api/integrations-api';
import { integrationsTexts as texts } from './integrations-texts';

/**
 * "Add destination": its kind first (which sets the address's words and the events it may hear),
 * then its name, address and events; Slack's optional signing secret turns its /kudos command on.
 * `onAdded` gets a webhook's signing secret, shown once by the page.
 */
export function AddDestinationDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (secret: string | null) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={texts.addTitle} className="max-w-xl">
      {/* A form per opening: it starts empty each time. */}
      {open && <AddForm close={() => onOpenChange(false)} onAdded={onAdded} />}
    </FormDialog>
  );
}

function AddForm({ close, onAdded }: { close: () => void; onAdded: (secret: string | null) => void }) {
  const id = useId();
  const create = useCreateDestination();
  const { error, validate } = useDialogValidation();
  const [kind, setKind] = useState<IntegrationKind>('slack');
  const field = (name: string) => `${id}-${name}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const signingSecret = String(form.get('signingSecret') ?? '').trim();
    const input = validate(createIntegrationSchema, {
      kind,
      name: String(form.get('name') ?? ''),
      url: String(form.get('url') ?? ''),
      events: form.getAll('events').map(String),
      ...(kind === 'slack' && signingSecret ? { signingSecret } : {}),
    });
    if (!input) return;
    create.mutate(input, {
      onSuccess: (answer) => {
        close();
        onAdded(answer.webhookSecret);
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.kind}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {INTEGRATION_KINDS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={option}
                className="size-4"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {texts.kindNames[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <DialogField id={field('name')} label={texts.name}>
        <Input id={field('name')} name="name" placeholder={texts.namePlaceholder} required />
      </DialogField>
      <DialogField id={field('url')} label={texts.urlLabels[kind]} hint={texts.urlNotes[kind]}>
        <Input
          id={field('url')}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          aria-describedby={`${field('url')}-hint`}
          required
        />
      </DialogField>
      {/* Keyed by kind: a chat channel starts with both of its events ticked, a webhook with none. */}
      <fieldset key={kind} className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.events}</legend>
        {eventsOf(kind).map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="events"
              value={event}
              className="size-4"
              defaultChecked={kind !== 'webhook'}
            />
            {texts.eventNames[event]}
          </label>
        ))}
      </fieldset>
      {kind === 'slack' && (
        <DialogField id={field('secret')} label={texts.signingSecret} hint={texts.signingSecretNote}>
          <Input
            id={field('secret')}
            name="signingSecret"
            type="password"
            autoComplete="off"
            aria-describedby={`${field('secret')}-hint`}
          />
        </DialogField>
      )}
      <DialogFormActions
        failure={error || create.error?.message}
        cancel={texts.cancel}
        onCancel={close}
        busy={create.isPending}
        busyLabel={texts.creating}
      >
        {texts.create}
      </DialogFormActions>
    </form>
  );
}
