import type { Resource, ResourceCompetencyChoice } from '@shared/contract/library';
import { RESOURCE_KINDS, RESOURCE_TITLE_MAX, RESOURCE_URL_MAX } from '@shared/learning-messages';
import { createResourceSchema } from '@shared/library-rules';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
import { DialogFormActions, useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateResource, useUpdateResource } from './library-api';
import { kindLabels, libraryTexts as t } from './library-texts';

/**
 * The add and edit dialog of a resource: title, link, kind, competencies. `resource` is the one edited,
 * or undefined for a new one. The error is said inside the dialog too: a modal hides the toaster from
 * assistive technology.
 */
export function ResourceDialog({
  open,
  onOpenChange,
  resource,
  competencies,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resource?: Resource;
  competencies: readonly ResourceCompetencyChoice[];
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={resource ? t.editTitle : t.addTitle}
      cancel={t.close}
      className="max-w-lg"
    >
      {open && (
        <ResourceForm resource={resource} competencies={competencies} onClose={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function ResourceForm({
  resource,
  competencies,
  onClose,
}: {
  resource?: Resource;
  competencies: readonly ResourceCompetencyChoice[];
  onClose: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(resource?.competencies.map((c) => c.id) ?? []);
  const { error, validate } = useDialogValidation();
  const create = useCreateResource(onClose);
  const update = useUpdateResource(onClose);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      title: form.get('title'),
      url: form.get('url'),
      kind: form.get('kind'),
      competencyIds: chosen,
    };
    const input = validate(createResourceSchema, values);
    if (!input) return;
    if (resource) update.mutate({ id: resource.id, ...input });
    else create.mutate(input);
  };

  const field = (name: string) => `${id}-${name}`;
  const failure = error || create.error?.message || update.error?.message;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={field('title')}>{t.titleField}</Label>
        <Input
          id={field('title')}
          name="title"
          defaultValue={resource?.title}
          maxLength={RESOURCE_TITLE_MAX}
          placeholder={t.titlePlaceholder}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('url')}>{t.url}</Label>
        <Input
          id={field('url')}
          name="url"
          type="url"
          inputMode="url"
          defaultValue={resource?.url}
          maxLength={RESOURCE_URL_MAX}
          placeholder="https://"
          autoComplete="off"
          aria-describedby={field('url-hint')}
        />
        <p id={field('url-hint')} className="text-sm text-muted-foreground">
          {t.urlHint}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('kind')}>{t.kind}</Label>
        <NativeSelect id={field('kind')} name="kind" defaultValue={resource?.kind ?? 'article'}>
          {RESOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ChecklistField
        legend={t.competencies}
        hint={t.competenciesHint}
        searchLabel={t.competenciesSearch}
        empty={t.competenciesNone}
        items={competencies.map((c) => ({
          id: c.id,
          label: c.name,
          detail: <span className="text-muted-foreground">· {c.track}</span>,
        }))}
        chosen={chosen}
        onChange={setChosen}
      />
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={pending}
        busyLabel={t.saving}
      >
        {resource ? t.submitSave : t.submitAdd}
      </DialogFormActions>
    </form>
  );
}
