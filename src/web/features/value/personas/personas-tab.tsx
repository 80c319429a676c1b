import type { Persona } from '@shared/contract/value';
import {
  PERSONA_DESCRIPTION_MAX,
  PERSONA_ITEM_MAX,
  PERSONA_ITEMS_MAX,
  VALUE_TITLE_MAX,
} from '@shared/value-messages';
import { createPersonaSchema, updatePersonaSchema } from '@shared/value-rules';
import { PlusIcon, UserRoundIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChecklistField } from '@/components/checklist-field';
import { ConflictNotice, newerOf } from '@/components/documents/conflict-notice';
import { HistoryButton } from '@/components/documents/history-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { DialogField, DialogFormActions, useDialogValidation } from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUrlParams } from '@/lib/use-url-tab';
import { useCanvasChoices, useCreatePersona, usePersona, useUpdatePersona } from '../value-api';
import {
  BackButton,
  DeleteButton,
  EditButton,
  LinkedList,
  NewButton,
  ValueList,
  WhereBadge,
  WhereField,
  whereOf,
} from '../value-parts';
import { personaParts, personaTexts as p, valueTexts as t } from '../value-texts';

type ListName = 'jobs' | 'pains' | 'gains';
const LISTS: { name: ListName; label: string; hint: string }[] = [
  { name: 'jobs', label: p.jobs, hint: p.jobsHint },
  { name: 'pains', label: p.pains, hint: p.painsHint },
  { name: 'gains', label: p.gains, hint: p.gainsHint },
];

/** Personas: the list, one open at a time (`?persona=`). */
export function PersonasTab() {
  const [params, update] = useUrlParams();
  const open = params.get('persona');
  const openPersona = (id: string | null) => update({ persona: id });
  if (open) return <PersonaView id={open} onBack={() => openPersona(null)} />;
  return (
    <ValueList
      listKey="GET /api/personas"
      tab="personas"
      param="persona"
      label={p.listLabel}
      empty={{ icon: UserRoundIcon, title: p.emptyTitle, text: p.emptyText }}
      newButton={
        <NewButton label={p.newPersona} title={p.createTitle}>
          {(onClose) => <PersonaForm onClose={onClose} onCreated={openPersona} />}
        </NewButton>
      }
    />
  );
}

function PersonaView({ id, onBack }: { id: string; onBack: () => void }) {
  const persona = usePersona(id);
  return (
    <div className="grid gap-4">
      <BackButton onBack={onBack} />
      <QueryState query={persona} loadFailed={t.oneLoadFailed} isEmpty={() => false}>
        {(data) => (
          <article
            aria-labelledby="persona-title"
            className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
          >
            <header className="grid gap-2">
              <WhereBadge team={data.team} />
              <h2 id="persona-title" className="text-2xl font-semibold break-words">
                {data.title}
              </h2>
              {data.description && <p className="whitespace-pre-line">{data.description}</p>}
              <div className="flex flex-wrap gap-2">
                <EditButton title={p.editTitle} width="max-w-2xl">
                  {(onClose) => <PersonaForm persona={data} onClose={onClose} />}
                </EditButton>
                <HistoryButton documentId={data.id} title={data.title} parts={personaParts} />
                {data.canDelete && (
                  <DeleteButton
                    deleteKey="DELETE /api/personas/:id"
                    id={data.id}
                    title={data.title}
                    onDone={onBack}
                  />
                )}
              </div>
            </header>
            <div className="grid gap-4 sm:grid-cols-3">
              {LISTS.map((list) => (
                <section key={list.name} className="grid content-start gap-1">
                  <h3 className="text-sm font-semibold">{list.label}</h3>
                  {data[list.name].length === 0 ? (
                    <p className="text-sm text-muted-foreground">{p.none}</p>
                  ) : (
                    <ul className="list-disc pl-5 text-sm">
                      {data[list.name].map((item, index) => (
                        <li key={index} className="break-words">
                          {item}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold">{p.canvases}</h3>
              <LinkedList
                items={data.canvases}
                label={p.canvases}
                hrefOf={(canvasId) => `?canvas=${canvasId}`}
              />
            </section>
          </article>
        )}
      </QueryState>
    </div>
  );
}

interface Draft {
  title: string;
  description: string;
  jobs: string[];
  pains: string[];
  gains: string[];
  canvasIds: string[];
}
const draftOf = (persona?: Persona): Draft => ({
  title: persona?.title ?? '',
  description: persona?.description ?? '',
  jobs: persona?.jobs ?? [],
  pains: persona?.pains ?? [],
  gains: persona?.gains ?? [],
  canvasIds: persona?.canvases.map((canvas) => canvas.id) ?? [],
});

function PersonaForm({
  persona,
  onClose,
  onCreated,
}: {
  persona?: Persona;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const id = useId();
  const [base, setBase] = useState(persona);
  const [draft, setDraft] = useState(() => draftOf(persona));
  const [where, setWhere] = useState('company');
  const [theirs, setTheirs] = useState<Persona>();
  const { error, validate } = useDialogValidation();
  const canvases = useCanvasChoices();
  const create = useCreatePersona((created) => {
    onClose();
    onCreated?.(created);
  });
  const update = useUpdatePersona(persona?.id ?? '', onClose);
  const change = (patch: Partial<Draft>) => setDraft((all) => ({ ...all, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!base) {
      const input = validate(createPersonaSchema, { ...draft, ...whereOf(where) });
      if (input) create.mutate(input);
      return;
    }
    const input = validate(updatePersonaSchema, { ...draft, version: base.version });
    if (!input) return;
    update.mutate(input, {
      onError: (failure) => {
        const newer = newerOf<{ persona: Persona }>(failure)?.persona;
        if (!newer) return;
        setBase(newer);
        setTheirs(newer);
      },
    });
  };
  const failure = error || (theirs ? undefined : (create.error ?? update.error)?.message);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {theirs && (
        <ConflictNotice
          key={theirs.version}
          onStartFromTheirs={() => {
            setDraft(draftOf(theirs));
            setTheirs(undefined);
          }}
        >
          <p className="font-medium">{theirs.title}</p>
          {theirs.description && <p className="whitespace-pre-line">{theirs.description}</p>}
          {LISTS.map((list) =>
            theirs[list.name].length > 0 ? (
              <p key={list.name}>
                {list.label}: {theirs[list.name].join('; ')}
              </p>
            ) : null,
          )}
        </ConflictNotice>
      )}
      <DialogField id={`${id}-title`} label={p.titleLabel} hint={p.titleHint}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={VALUE_TITLE_MAX}
          autoComplete="off"
          aria-describedby={`${id}-title-hint`}
          onChange={(event) => change({ title: event.target.value })}
        />
      </DialogField>
      {!persona && <WhereField id={`${id}-where`} where={where} setWhere={setWhere} />}
      <DialogField id={`${id}-description`} label={p.description}>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          maxLength={PERSONA_DESCRIPTION_MAX}
          onChange={(event) => change({ description: event.target.value })}
        />
      </DialogField>
      {LISTS.map((list) => (
        <fieldset key={list.name} className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">{list.label}</legend>
          <p className="text-sm text-muted-foreground">{list.hint}</p>
          {draft[list.name].map((item, index) => (
            <div key={index} className="flex gap-2">
              <Input
                aria-label={p.item(list.label, index + 1)}
                value={item}
                maxLength={PERSONA_ITEM_MAX}
                autoComplete="off"
                onChange={(event) =>
                  change({
                    [list.name]: draft[list.name].map((old, at) => (at === index ? event.target.value : old)),
                  })
                }
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={p.remove(list.label, index + 1)}
                onClick={() => change({ [list.name]: draft[list.name].filter((_, at) => at !== index) })}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
          ))}
          {draft[list.name].length < PERSONA_ITEMS_MAX && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => change({ [list.name]: [...draft[list.name], ''] })}
            >
              <PlusIcon aria-hidden />
              {p.add(list.label)}
            </Button>
          )}
        </fieldset>
      ))}
      <ChecklistField
        legend={p.canvases}
        hint={p.canvasesHint}
        searchLabel={p.searchCanvases}
        empty={p.noCanvases}
        items={(canvases.data ?? []).map((canvas) => ({ id: canvas.id, label: canvas.title }))}
        chosen={draft.canvasIds}
        onChange={(canvasIds) => change({ canvasIds })}
      />
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={create.isPending || update.isPending}
        busyLabel={base ? t.saving : t.creating}
      >
        {base ? t.save : t.create}
      </DialogFormActions>
    </form>
  );
}
