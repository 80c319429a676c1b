import type { Goal, GoalNode } from '@shared/contract/goals';
import { firstMessage } from '@shared/first-message';
import {
  GOAL_VISIBILITIES,
  type GoalLevel,
  type GoalVisibility,
  KEY_RESULT_KINDS,
  type KeyResultKind,
} from '@shared/goal-messages';
import { createGoalSchema, updateGoalSchema } from '@shared/goal-rules';
import { KEY_RESULTS_MAX } from '@shared/limits';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { ChecklistField } from '@/components/checklist-field';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { personName, usePeople } from '@/lib/people';
import { useNavigate } from '@/lib/router';
import { useTeams } from '@/lib/teams';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { validateForm } from '@/lib/validate-form';
import { useCreateGoal, useGoalTree, useUpdateGoal } from './api/goals-api';
import { quarterPeriod } from './goal-period';
import {
  goalsTexts as t,
  goalsToasts,
  kindLabels,
  levelLabels,
  visibilityHints,
  visibilityLabels,
} from './goals-texts';

/** One key result as the form holds it: numbers stay as typed until the form is sent. */
interface KeyResultRow {
  /** React's key for the row; `id` is the saved key result's, kept by an edit. */
  key: string;
  id?: string;
  title: string;
  kind: KeyResultKind;
  unit: string;
  startValue: string;
  targetValue: string;
  weight: string;
}

interface GoalFormValues {
  level: GoalLevel;
  teamId: string;
  ownerId: string;
  title: string;
  description: string;
  startsOn: string;
  dueOn: string;
  visibility: GoalVisibility;
  keyResults: KeyResultRow[];
  parentIds: string[];
}

let rowCount = 0;
const newRow = (): KeyResultRow => ({
  key: `new-${++rowCount}`,
  title: '',
  kind: 'number',
  unit: '',
  startValue: '0',
  targetValue: '',
  weight: '1',
});

/** What was typed, as a number; empty or not a number is NaN, which the schema names. */
const toNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

const hasUnit = (kind: KeyResultKind) => kind === 'number' || kind === 'currency';

/** A row as the API takes it: done/not done has no start or target, percent no unit. */
function keyResultBody(row: KeyResultRow) {
  const base = {
    ...(row.id ? { id: row.id } : {}),
    title: row.title,
    kind: row.kind,
    unit: hasUnit(row.kind) ? row.unit : null,
    weight: toNumber(row.weight),
  };
  if (row.kind === 'binary') return base;
  return { ...base, startValue: toNumber(row.startValue), targetValue: toNumber(row.targetValue) };
}

function initialValues(
  goal: Goal | undefined,
  defaults: GoalFormDialogDefaults | undefined,
  myId: string,
): GoalFormValues {
  if (!goal) {
    return {
      level: defaults?.level ?? 'personal',
      teamId: defaults?.teamId ?? '',
      ownerId: myId,
      title: '',
      description: '',
      ...quarterPeriod(new Date(), 0),
      visibility: 'company',
      keyResults: [newRow()],
      parentIds: [],
    };
  }
  return {
    level: goal.level,
    teamId: goal.team?.id ?? '',
    ownerId: goal.owner?.id ?? '',
    title: goal.title,
    description: goal.description ?? '',
    startsOn: goal.startsOn,
    dueOn: goal.dueOn,
    visibility: goal.visibility,
    keyResults: goal.keyResults.map((result) => ({
      key: result.id,
      id: result.id,
      title: result.title,
      kind: result.kind,
      unit: result.unit ?? '',
      startValue: String(result.startValue),
      targetValue: String(result.targetValue),
      weight: String(result.weight),
    })),
    parentIds: goal.parentIds,
  };
}

export interface GoalFormDialogDefaults {
  level?: GoalLevel;
  teamId?: string;
}

/**
 * Sets a goal (then opens its page), or edits `goal`: its level and team stay; its key results keep
 * their ids, and with them their history.
 */
export function GoalFormDialog({
  open,
  onOpenChange,
  goal,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goal?: Goal;
  defaults?: GoalFormDialogDefaults;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={goal ? t.editTitle : t.createTitle}
      className="max-w-2xl"
    >
      {goal ? (
        <EditGoal goal={goal} onSaved={() => onOpenChange(false)} />
      ) : (
        <CreateGoal defaults={defaults} />
      )}
    </FormDialog>
  );
}

function CreateGoal({ defaults }: { defaults: GoalFormDialogDefaults | undefined }) {
  const navigate = useNavigate();
  const create = useCreateGoal((goal) => {
    toast({ title: goalsToasts.created.title, description: goalsToasts.created.description(goal.title) });
    void navigate(`/goals/${goal.id}`);
  });
  return (
    <GoalForm
      defaults={defaults}
      busy={create.isPending}
      failure={create.error?.message}
      submitLabel={t.create}
      busyLabel={t.creating}
      onSubmit={(values, myId) => {
        const body = {
          level: values.level,
          ...(values.level === 'team' ? { teamId: values.teamId } : {}),
          ...(values.ownerId && values.ownerId !== myId ? { ownerId: values.ownerId } : {}),
          title: values.title,
          description: values.description,
          startsOn: values.startsOn,
          dueOn: values.dueOn,
          visibility: values.visibility,
          keyResults: values.keyResults.map(keyResultBody),
          parentIds: values.parentIds,
        };
        return checkAndSend(createGoalSchema, body, create.mutate);
      }}
    />
  );
}

function EditGoal({ goal, onSaved }: { goal: Goal; onSaved: () => void }) {
  const update = useUpdateGoal(goal.id, (saved) => {
    toast({ title: goalsToasts.updated.title, description: goalsToasts.updated.description(saved.title) });
    onSaved();
  });
  return (
    <GoalForm
      goal={goal}
      busy={update.isPending}
      failure={update.error?.message}
      submitLabel={t.save}
      busyLabel={t.saving}
      onSubmit={(values) => {
        const body = {
          ...(values.ownerId && values.ownerId !== goal.owner?.id ? { ownerId: values.ownerId } : {}),
          title: values.title,
          description: values.description,
          startsOn: values.startsOn,
          dueOn: values.dueOn,
          visibility: values.visibility,
          keyResults: values.keyResults.map(keyResultBody),
          parentIds: values.parentIds,
        };
        return checkAndSend(updateGoalSchema, body, update.mutate);
      }}
    />
  );
}

/**
 * Checks a body with the API's schema and sends it when it passes; otherwise the first broken rule
 * shows in the "Validation Error" toast. Answers that message, or '' once sent.
 */
function checkAndSend<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  send: (input: z.output<S>) => void,
): string {
  const parsed = validateForm(schema, body);
  if (parsed !== null) {
    send(parsed);
    return '';
  }
  const failed = schema.safeParse(body);
  return failed.success ? '' : firstMessage(failed.error);
}

/**
 * The goal's fields. The values are checked with the API's own schema; the first broken rule shows in
 * the "Validation Error" toast, and inside the dialog (a modal hides the toaster from assistive
 * technology).
 */
function GoalForm({
  goal,
  defaults,
  busy,
  failure,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  goal?: Goal;
  defaults?: GoalFormDialogDefaults | undefined;
  busy: boolean;
  failure: string | undefined;
  submitLabel: string;
  busyLabel: string;
  /** Checks and sends the values; answers the first broken rule, or '' once sent. */
  onSubmit: (values: GoalFormValues, myId: string) => string;
}) {
  const id = useId();
  const myId = useAuth().user?.id ?? '';
  const isAdmin = useMe().data?.role === 'admin';
  const teams = useTeams();
  const [values, setValues] = useState(() => initialValues(goal, defaults, myId));
  const [error, setError] = useState('');
  const set = (patch: Partial<GoalFormValues>) => setValues((current) => ({ ...current, ...patch }));

  // Who may set which goals: company goals admins; team goals the leads of a team and admins.
  const teamOptions = (teams.data ?? []).filter((team) => isAdmin || team.isLead);
  const levels: GoalLevel[] = [
    ...(isAdmin ? (['company'] as const) : []),
    ...(teamOptions.length > 0 ? (['team'] as const) : []),
    'personal',
  ];
  const level = goal ? goal.level : levels.includes(values.level) ? values.level : 'personal';
  const teamId = values.teamId || (teamOptions.length === 1 ? teamOptions[0]!.id : '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Also said inside the dialog: a modal dialog hides the toaster from assistive technology.
    setError(onSubmit({ ...values, level, teamId }, myId));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {!goal && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-level`}>{t.level}</Label>
            <NativeSelect
              id={`${id}-level`}
              value={level}
              onChange={(event) => set({ level: event.target.value as GoalLevel })}
            >
              {levels.map((option) => (
                <option key={option} value={option}>
                  {levelLabels[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {level === 'team' && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-team`}>{t.team}</Label>
              <NativeSelect
                id={`${id}-team`}
                value={teamId}
                onChange={(event) => set({ teamId: event.target.value })}
              >
                <option value="">{t.chooseTeam}</option>
                {teamOptions.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </div>
      )}
      {(isAdmin || level === 'team') && (
        <OwnerField
          id={`${id}-owner`}
          myId={myId}
          value={values.ownerId}
          onChange={(ownerId) => set({ ownerId })}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t.goalTitle}</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          autoComplete="off"
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t.descriptionLabel}</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <PeriodField
        id={`${id}-period`}
        startsOn={values.startsOn}
        dueOn={values.dueOn}
        onChange={(period) => set(period)}
      />
      <VisibilityField value={values.visibility} onChange={(visibility) => set({ visibility })} />
      <KeyResultsField rows={values.keyResults} onChange={(keyResults) => set({ keyResults })} />
      <SupportsField
        goalId={goal?.id}
        chosen={values.parentIds}
        onChange={(parentIds) => set({ parentIds })}
      />
      {(error || failure) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error || failure}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** The goal's owner, picked from the directory: admins and leads set goals for others. */
function OwnerField({
  id,
  myId,
  value,
  onChange,
}: {
  id: string;
  myId: string;
  value: string;
  onChange: (ownerId: string) => void;
}) {
  const people = usePeople();
  const list = people.data ?? [];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.ownerLabel}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {/* Until the directory loads, and for an owner who has left: the value still has its option. */}
        {!list.some((person) => person.id === value) && <option value={value}>{t.noOwner}</option>}
        {list.map((person) => (
          <option key={person.id} value={person.id}>
            {person.id === myId ? t.me(personName(person)) : personName(person)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function PeriodField({
  id,
  startsOn,
  dueOn,
  onChange,
}: {
  id: string;
  startsOn: string;
  dueOn: string;
  onChange: (period: { startsOn: string; dueOn: string }) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t.periodLabel}</legend>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange(quarterPeriod(new Date(), 0))}
        >
          {t.thisQuarter}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange(quarterPeriod(new Date(), 1))}
        >
          {t.nextQuarter}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>{t.startsOn}</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={startsOn}
            onChange={(event) => onChange({ startsOn: event.target.value, dueOn })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-due`}>{t.dueOn}</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={dueOn}
            onChange={(event) => onChange({ startsOn, dueOn: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** Company-visible or private, as two radio buttons: arrow keys move between them. */
function VisibilityField({
  value,
  onChange,
}: {
  value: GoalVisibility;
  onChange: (visibility: GoalVisibility) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t.visibility}</legend>
      {GOAL_VISIBILITIES.map((option) => (
        <label key={option} htmlFor={`${id}-${option}`} className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-${option}`}
            type="radio"
            name={`${id}-visibility`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-0.5 size-4"
          />
          <span>
            <span className="font-medium">{visibilityLabels[option]}</span>
            <span className="block text-muted-foreground">{visibilityHints[option]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** One to five key results; a new row takes the focus, and removing one hands it to "Add". */
function KeyResultsField({
  rows,
  onChange,
}: {
  rows: KeyResultRow[];
  onChange: (rows: KeyResultRow[]) => void;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState('');
  // After a removal, once "Add" is enabled again (it may have been disabled at five), it takes the focus.
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed > 0) addRef.current?.focus();
  }, [removed]);
  const full = rows.length >= KEY_RESULTS_MAX;
  const change = (key: string, patch: Partial<KeyResultRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t.keyResults}</legend>
      <p className="text-sm text-muted-foreground">{t.keyResultsHint}</p>
      {rows.map((row, index) => (
        <KeyResultFields
          key={row.key}
          row={row}
          number={index + 1}
          focus={row.key === added}
          onChange={(patch) => change(row.key, patch)}
          onRemove={
            rows.length > 1
              ? () => {
                  onChange(rows.filter((other) => other.key !== row.key));
                  setRemoved((count) => count + 1);
                }
              : undefined
          }
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => {
            const row = newRow();
            setAdded(row.key);
            onChange([...rows, row]);
          }}
        >
          <PlusIcon aria-hidden />
          {t.addKeyResult}
        </Button>
        {full && <p className="text-sm text-muted-foreground">{t.keyResultsFull}</p>}
      </div>
    </fieldset>
  );
}

function KeyResultFields({
  row,
  number,
  focus,
  onChange,
  onRemove,
}: {
  row: KeyResultRow;
  number: number;
  focus: boolean;
  onChange: (patch: Partial<KeyResultRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  // A row just added, by keyboard or pointer: typing goes straight into its title.
  useEffect(() => {
    if (focus) titleRef.current?.focus();
    // Once, as the row appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const field = (name: keyof KeyResultRow, label: string, className?: string) => (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        inputMode={name === 'unit' ? undefined : 'decimal'}
        autoComplete="off"
        value={row[name] as string}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="relative grid gap-3 rounded-md border p-3 pt-1">
      <legend className="px-1 text-sm font-medium">{t.keyResultN(number)}</legend>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-1 right-1 size-8"
          aria-label={t.removeKeyResult(number)}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{t.krTitle}</Label>
          <Input
            ref={titleRef}
            id={`${id}-title`}
            autoComplete="off"
            value={row.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>{t.kind}</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={row.kind}
            onChange={(event) => onChange({ kind: event.target.value as KeyResultKind })}
          >
            {KEY_RESULT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {hasUnit(row.kind) && field('unit', t.unit)}
        {row.kind !== 'binary' && field('startValue', t.start)}
        {row.kind !== 'binary' && field('targetValue', t.target)}
        {field('weight', t.weight)}
      </div>
    </fieldset>
  );
}

/** The goals it supports, from the company's open ones: never itself nor one that supports it. */
function SupportsField({
  goalId,
  chosen,
  onChange,
}: {
  goalId: string | undefined;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const tree = useGoalTree();
  const nodes = tree.data?.items ?? [];
  const below = goalId ? supporters(goalId, nodes) : new Set<string>();
  return (
    <ChecklistField
      legend={t.supports}
      hint={t.supportsHint}
      searchLabel={t.searchGoals}
      empty={t.noGoalsToSupport}
      items={nodes
        .filter((node) => node.id !== goalId && !below.has(node.id))
        .map((node) => ({
          id: node.id,
          label: node.title,
          detail: <span className="text-muted-foreground">· {levelLabels[node.level]}</span>,
        }))}
      chosen={chosen}
      onChange={onChange}
    />
  );
}

/** Every goal that supports `goalId`, directly or through others: choosing one would close a cycle. */
function supporters(goalId: string, nodes: GoalNode[]): Set<string> {
  const found = new Set<string>();
  const waiting = [goalId];
  while (waiting.length > 0) {
    const current = waiting.pop()!;
    for (const node of nodes) {
      if (node.parentIds.includes(current) && !found.has(node.id)) {
        found.add(node.id);
        waiting.push(node.id);
      }
    }
  }
  return found;
}
