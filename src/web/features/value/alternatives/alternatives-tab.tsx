import type { AlternativesTable } from '@shared/contract/value';
import {
  ALTERNATIVE_NAME_MAX,
  ALTERNATIVES_MAX,
  CELL_MAX,
  CRITERIA_MAX,
  CRITERION_MAX,
  UNIQUE_VALUE_MAX,
  VALUE_TITLE_MAX,
} from '@shared/value-messages';
import { createTableSchema, updateTableSchema } from '@shared/value-rules';
import { PlusIcon, ScaleIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConflictNotice, newerOf } from '@/components/documents/conflict-notice';
import { HistoryButton } from '@/components/documents/history-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import {
  DialogField,
  DialogFormActions,
  selectClass,
  useDialogValidation,
} from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Link } from '@/lib/router';
import { useUrlParams } from '@/lib/use-url-tab';
import { useCanvasChoices, useCreateTable, useTable, useUpdateTable } from '../value-api';
import {
  BackButton,
  DeleteButton,
  EditButton,
  linkClass,
  NewButton,
  ValueList,
  WhereBadge,
  WhereField,
  whereOf,
} from '../value-parts';
import { tableParts, tableTexts as a, valueTexts as t } from '../value-texts';

/** Tables of alternatives: the list, one open at a time (`?table=`). */
export function AlternativesTab() {
  const [params, update] = useUrlParams();
  const open = params.get('table');
  const openTable = (id: string | null) => update({ table: id });
  if (open) return <TableView id={open} onBack={() => openTable(null)} />;
  return (
    <ValueList
      listKey="GET /api/alternatives"
      tab="alternatives"
      param="table"
      label={a.listLabel}
      empty={{ icon: ScaleIcon, title: a.emptyTitle, text: a.emptyText }}
      newButton={
        <NewButton label={a.newTable} title={a.createTitle}>
          {(onClose) => <TableForm onClose={onClose} onCreated={openTable} />}
        </NewButton>
      }
    />
  );
}

function Grid({ table }: { table: Pick<AlternativesTable, 'criteria' | 'alternatives' | 'title'> }) {
  if (table.alternatives.length === 0)
    return <p className="text-sm text-muted-foreground">{a.noAlternatives}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{table.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="border p-2 text-left">
              {a.alternativeColumn}
            </th>
            {table.criteria.map((criterion) => (
              <th key={criterion} scope="col" className="border p-2 text-left">
                {criterion}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.alternatives.map((row, index) => (
            <tr key={index}>
              <th scope="row" className="border p-2 text-left font-medium">
                {row.name}
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="border p-2 break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableView({ id, onBack }: { id: string; onBack: () => void }) {
  const table = useTable(id);
  return (
    <div className="grid gap-4">
      <BackButton onBack={onBack} />
      <QueryState query={table} loadFailed={t.oneLoadFailed} isEmpty={() => false}>
        {(data) => (
          <article aria-labelledby="table-title" className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
            <header className="grid gap-2">
              <WhereBadge team={data.team} />
              <h2 id="table-title" className="text-2xl font-semibold break-words">
                {data.title}
              </h2>
              {data.canvas && (
                <p className="text-sm">
                  {a.canvas}:{' '}
                  <Link to={`?canvas=${data.canvas.id}`} className={`${linkClass} underline`}>
                    {data.canvas.title}
                  </Link>
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <EditButton title={a.editTitle}>
                  {(onClose) => <TableForm table={data} onClose={onClose} />}
                </EditButton>
                <HistoryButton documentId={data.id} title={data.title} parts={tableParts} />
                {data.canDelete && (
                  <DeleteButton
                    deleteKey="DELETE /api/alternatives/:id"
                    id={data.id}
                    title={data.title}
                    onDone={onBack}
                  />
                )}
              </div>
            </header>
            {data.uniqueValue && (
              <div className="rounded-lg border-l-4 border-primary bg-muted/40 p-3">
                <p className="text-xs font-medium text-muted-foreground uppercase">{a.uniqueValue}</p>
                <p className="text-lg font-medium">{data.uniqueValue}</p>
              </div>
            )}
            <Grid table={data} />
          </article>
        )}
      </QueryState>
    </div>
  );
}

interface Draft {
  title: string;
  canvasId: string;
  criteria: string[];
  alternatives: { name: string; cells: string[] }[];
  uniqueValue: string;
}
const draftOf = (table?: AlternativesTable): Draft => ({
  title: table?.title ?? '',
  canvasId: table?.canvas?.id ?? '',
  criteria: table?.criteria ?? [''],
  alternatives: table?.alternatives ?? [],
  uniqueValue: table?.uniqueValue ?? '',
});

function TableForm({
  table,
  onClose,
  onCreated,
}: {
  table?: AlternativesTable;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const id = useId();
  const [base, setBase] = useState(table);
  const [draft, setDraft] = useState(() => draftOf(table));
  const [where, setWhere] = useState('company');
  const [theirs, setTheirs] = useState<AlternativesTable>();
  const { error, validate } = useDialogValidation();
  const canvases = useCanvasChoices();
  const create = useCreateTable((created) => {
    onClose();
    onCreated?.(created);
  });
  const update = useUpdateTable(table?.id ?? '', onClose);
  const change = (patch: Partial<Draft>) => setDraft((all) => ({ ...all, ...patch }));
  const setCriteria = (criteria: string[], keep: (index: number) => boolean = () => true) =>
    change({
      criteria,
      alternatives: draft.alternatives.map((row) => {
        const cells = row.cells.filter((_, index) => keep(index));
        while (cells.length < criteria.length) cells.push('');
        return { ...row, cells: cells.slice(0, criteria.length) };
      }),
    });
  const setRow = (index: number, row: Draft['alternatives'][number]) =>
    change({ alternatives: draft.alternatives.map((old, at) => (at === index ? row : old)) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = { ...draft, canvasId: draft.canvasId || null };
    if (!base) {
      const input = validate(createTableSchema, { ...content, ...whereOf(where) });
      if (input) create.mutate(input);
      return;
    }
    const input = validate(updateTableSchema, { ...content, version: base.version });
    if (!input) return;
    update.mutate(input, {
      onError: (failure) => {
        const newer = newerOf<{ table: AlternativesTable }>(failure)?.table;
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
          {theirs.uniqueValue && <p>{theirs.uniqueValue}</p>}
          <Grid table={theirs} />
        </ConflictNotice>
      )}
      <DialogField id={`${id}-title`} label={a.titleLabel}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          maxLength={VALUE_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => change({ title: event.target.value })}
        />
      </DialogField>
      {!table && <WhereField id={`${id}-where`} where={where} setWhere={setWhere} />}
      <DialogField id={`${id}-canvas`} label={a.canvas} hint={a.canvasHint}>
        <select
          id={`${id}-canvas`}
          className={selectClass}
          value={draft.canvasId}
          aria-describedby={`${id}-canvas-hint`}
          onChange={(event) => change({ canvasId: event.target.value })}
        >
          <option value="">{a.noCanvas}</option>
          {table?.canvas && !(canvases.data ?? []).some((canvas) => canvas.id === table.canvas?.id) && (
            <option value={table.canvas.id}>{table.canvas.title}</option>
          )}
          {(canvases.data ?? []).map((canvas) => (
            <option key={canvas.id} value={canvas.id}>
              {canvas.title}
            </option>
          ))}
        </select>
      </DialogField>
      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">{a.criteria}</legend>
        {draft.criteria.map((criterion, index) => (
          <div key={index} className="flex gap-2">
            <Input
              aria-label={a.criterion(index + 1)}
              value={criterion}
              maxLength={CRITERION_MAX}
              autoComplete="off"
              onChange={(event) =>
                setCriteria(draft.criteria.map((old, at) => (at === index ? event.target.value : old)))
              }
            />
            {draft.criteria.length > 1 && (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={a.removeCriterion(index + 1)}
                onClick={() =>
                  setCriteria(
                    draft.criteria.filter((_, at) => at !== index),
                    (at) => at !== index,
                  )
                }
              >
                <XIcon aria-hidden />
              </Button>
            )}
          </div>
        ))}
        {draft.criteria.length < CRITERIA_MAX && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() => setCriteria([...draft.criteria, ''])}
          >
            <PlusIcon aria-hidden />
            {a.addCriterion}
          </Button>
        )}
      </fieldset>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">{a.alternatives}</legend>
        {draft.alternatives.map((row, index) => (
          <fieldset key={index} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{a.alternative(index + 1)}</legend>
            <DialogField id={`${id}-alt-${index}`} label={a.alternativeName}>
              <Input
                id={`${id}-alt-${index}`}
                value={row.name}
                maxLength={ALTERNATIVE_NAME_MAX}
                autoComplete="off"
                onChange={(event) => setRow(index, { ...row, name: event.target.value })}
              />
            </DialogField>
            <div className="grid gap-2 sm:grid-cols-2">
              {draft.criteria.map((criterion, cellIndex) => (
                <DialogField
                  key={cellIndex}
                  id={`${id}-cell-${index}-${cellIndex}`}
                  label={a.cell(
                    row.name || a.alternative(index + 1),
                    criterion || a.criterion(cellIndex + 1),
                  )}
                >
                  <Input
                    id={`${id}-cell-${index}-${cellIndex}`}
                    value={row.cells[cellIndex] ?? ''}
                    maxLength={CELL_MAX}
                    autoComplete="off"
                    onChange={(event) =>
                      setRow(index, {
                        ...row,
                        cells: row.cells.map((old, at) => (at === cellIndex ? event.target.value : old)),
                      })
                    }
                  />
                </DialogField>
              ))}
            </div>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="justify-self-start"
              onClick={() => change({ alternatives: draft.alternatives.filter((_, at) => at !== index) })}
            >
              <XIcon aria-hidden />
              {a.removeAlternative(index + 1)}
            </Button>
          </fieldset>
        ))}
        {draft.alternatives.length < ALTERNATIVES_MAX && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              change({
                alternatives: [...draft.alternatives, { name: '', cells: draft.criteria.map(() => '') }],
              })
            }
          >
            <PlusIcon aria-hidden />
            {a.addAlternative}
          </Button>
        )}
      </fieldset>
      <DialogField id={`${id}-unique`} label={a.uniqueValue} hint={a.uniqueValueHint}>
        <Input
          id={`${id}-unique`}
          value={draft.uniqueValue}
          maxLength={UNIQUE_VALUE_MAX}
          autoComplete="off"
          aria-describedby={`${id}-unique-hint`}
          onChange={(event) => change({ uniqueValue: event.target.value })}
        />
      </DialogField>
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
