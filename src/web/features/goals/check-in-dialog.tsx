import type { Goal, KeyResult } from '@shared/contract/goals';
import { CHECK_IN_STATUSES, type CheckInStatus, CONFIDENCE_MAX } from '@shared/goal-messages';
import { keyResultProgress } from '@shared/goal-progress';
import { checkInSchema } from '@shared/goal-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DraftButton, DraftNote, useDraft } from '@/components/companion/draft-help';
import { useDialogValidation } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { toast } from '@/lib/toast';
import { useCheckIn } from './api/goals-api';
import { checkInStatusLabels, checkInTexts, goalPageToasts } from './goal-page-texts';
import { percent } from './goal-progress-bar';
import { formatValue, parseValue } from './key-result-format';

/** The check-in form in a dialog: Radix traps focus in it and closes it with Escape. */
export function CheckInDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal: Goal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkInTexts.title(goal.title)}
      cancel={checkInTexts.cancel}
      className="max-w-lg"
    >
      <p className="text-sm text-muted-foreground">{checkInTexts.description}</p>
      {/* Mounted only while open: each opening starts from the goal as it now stands. */}
      {open && <CheckInForm goal={goal} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/** A key result's value as the form holds it: the text typed, or done / not done. */
type Draft = Record<string, string>;

const initialDraft = (results: KeyResult[]): Draft =>
  Object.fromEntries(results.map((result) => [result.id, String(result.currentValue)]));

/**
 * Status, confidence, note, blockers and each key result's new value, checked with the API's own
 * schema. Only the values that changed are sent: the others stay as they are.
 */
function CheckInForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const id = useId();
  const initial = initialDraft(goal.keyResults);
  const [draft, setDraft] = useState<Draft>(initial);
  const [confidence, setConfidence] = useState(goal.lastCheckIn?.confidence ?? 7);
  const { error, validate } = useDialogValidation();
  const checkIn = useCheckIn(goal.id, () => {
    toast({
      title: goalPageToasts.checkedIn.title,
      description: goalPageToasts.checkedIn.description(goal.title),
    });
    onDone();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      status: String(data.get('status') ?? ''),
      confidence,
      note: String(data.get('note') ?? ''),
      blockers: String(data.get('blockers') ?? ''),
      values: goal.keyResults
        .filter((result) => draft[result.id] !== initial[result.id])
        .map((result) => ({ keyResultId: result.id, value: parseValue(draft[result.id] ?? '') })),
    };
    const parsed = validate(checkInSchema, values);
    if (parsed) checkIn.mutate(parsed);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <StatusField defaultValue={goal.lastCheckIn?.status ?? 'on_track'} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confidence`}>{checkInTexts.confidence}</Label>
        <p id={`${id}-confidence-hint`} className="text-sm text-muted-foreground">
          {checkInTexts.confidenceHint}
        </p>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-confidence`}
            type="range"
            min={0}
            max={CONFIDENCE_MAX}
            step={1}
            value={confidence}
            aria-describedby={`${id}-confidence-hint`}
            aria-valuetext={checkInTexts.confidenceValue(confidence)}
            onChange={(event) => setConfidence(Number(event.target.value))}
            className="flex-1 accent-primary"
          />
          <output htmlFor={`${id}-confidence`} className="w-12 text-right text-sm font-medium tabular-nums">
            {checkInTexts.confidenceValue(confidence)}
          </output>
        </div>
      </div>
      {goal.keyResults.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{checkInTexts.values}</legend>
          {goal.keyResults.map((result) => (
            <ValueField
              key={result.id}
              result={result}
              text={draft[result.id] ?? ''}
              onChange={(text) => setDraft((before) => ({ ...before, [result.id]: text }))}
            />
          ))}
        </fieldset>
      )}
      <NoteField id={`${id}-note`} goalId={goal.id} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-blockers`}>{checkInTexts.blockers}</Label>
        <Textarea id={`${id}-blockers`} name="blockers" placeholder={checkInTexts.blockersPlaceholder} />
      </div>
      {(error || checkIn.error) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error || checkIn.error?.message}
        </p>
      )}
      <SubmitButton busy={checkIn.isPending} busyLabel={checkInTexts.submitting}>
        {checkInTexts.submit}
      </SubmitButton>
    </form>
  );
}

/**
 * The note, with "Help me write this" while the model may be asked: The Surfer drafts it from the
 * goal's history into the field, which the person edits before checking in.
 */
function NoteField({ id, goalId }: { id: string; goalId: string }) {
  const { callApi } = useAuth();
  const model = useMe().data?.companionModel ?? false;
  const [note, setNote] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(field, setNote);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{checkInTexts.note}</Label>
        {model && (
          <DraftButton
            draft={draft}
            onDraft={() =>
              draft.start((signal) =>
                callApi('POST /api/companion/drafts', { body: { kind: 'check_in', goalId }, signal }),
              )
            }
          />
        )}
      </div>
      <Textarea
        ref={field}
        id={id}
        name="note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        readOnly={draft.busy}
        aria-busy={draft.busy}
        aria-describedby={draft.describedBy}
        placeholder={checkInTexts.notePlaceholder}
      />
      <DraftNote draft={draft} drafted={checkInTexts.drafted} />
    </div>
  );
}

/** On track, at risk or off track, as radio buttons: arrow keys move between them. */
function StatusField({ defaultValue }: { defaultValue: CheckInStatus }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{checkInTexts.status}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {CHECK_IN_STATUSES.map((status) => (
          <label key={status} htmlFor={`${id}-${status}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-${status}`}
              type="radio"
              name="status"
              value={status}
              defaultChecked={defaultValue === status}
              className="size-4 accent-primary"
            />
            {checkInStatusLabels[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One key result's new value, with the progress it would make: a number, or a done checkbox. */
function ValueField({
  result,
  text,
  onChange,
}: {
  result: KeyResult;
  text: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const value = parseValue(text);
  const preview = Number.isFinite(value)
    ? percent(keyResultProgress({ ...result, currentValue: value }))
    : null;
  if (result.kind === 'binary') {
    return (
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={value >= 1}
          aria-label={checkInTexts.doneLabel(result.title)}
          onChange={(event) => onChange(event.target.checked ? '1' : '0')}
        />
        <span className="font-medium">{result.title}</span>
        <span className="text-muted-foreground">({formatValue(result, 1)})</span>
      </label>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{result.title}</Label>
      <div className="flex items-center gap-3">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-label={checkInTexts.newValue(result.title)}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-target`}
          className="max-w-40"
        />
        <span id={`${id}-target`} className="text-sm text-muted-foreground">
          {formatValue(result, result.startValue)} → {formatValue(result, result.targetValue)}
          {preview !== null && ` · ${checkInTexts.preview(preview)}`}
        </span>
      </div>
    </div>
  );
}
