import type { StandupSettings } from '@shared/contract/standups';
import {
  DEFAULT_STANDUP_DIGEST_TIME,
  DEFAULT_STANDUP_QUESTIONS,
  DEFAULT_STANDUP_WEEKDAYS,
  STANDUP_QUESTION_KINDS,
  STANDUP_QUESTION_MAX,
  STANDUP_QUESTIONS_MAX,
  type StandupQuestionKind,
} from '@shared/standup-messages';
import { putStandupSchema } from '@shared/standup-rules';
import { PlusIcon, XIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { validateForm } from '@/lib/validate-form';
import { usePutStandup } from './api/standups-api';
import { standupTexts as t } from './standups-texts';

/** The settings as people read them: the questions, the days and the digest's time. */
export function SettingsSummary({ standup }: { standup: StandupSettings }) {
  return (
    <div className="grid gap-3 text-sm">
      <ol className="grid gap-1">
        {standup.questions.map((question, index) => (
          <li key={index}>
            {index + 1}. {question.text}{' '}
            <span className="text-muted-foreground">({t.kinds[question.kind]})</span>
          </li>
        ))}
      </ol>
      <p>{standup.weekdays.map((day) => t.weekdaysShort[day - 1]).join(', ')}</p>
      <p className="flex flex-wrap items-center gap-2">
        {t.digestAt(standup.digestTime)}
        {standup.paused && <Badge variant="secondary">{t.pausedBadge}</Badge>}
      </p>
    </div>
  );
}

type Draft = { text: string; kind: StandupQuestionKind }[];

/** A lead's form: the questions (1 to 5, each with its kind), the days, the digest's time, paused. */
export function SettingsForm({
  teamId,
  standup,
  onDone,
  onCancel,
}: {
  teamId: string;
  /** Null to turn it on, with the defaults. */
  standup: StandupSettings | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [questions, setQuestions] = useState<Draft>(
    (standup?.questions ?? DEFAULT_STANDUP_QUESTIONS).map((question) => ({ ...question })),
  );
  const [weekdays, setWeekdays] = useState<number[]>([...(standup?.weekdays ?? DEFAULT_STANDUP_WEEKDAYS)]);
  const save = usePutStandup(teamId, onDone, standup === null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validateForm(putStandupSchema, {
      questions,
      weekdays,
      digestTime: form.get('digestTime'),
      paused: form.get('paused') === 'on',
    });
    if (input) save.mutate(input);
  };
  const setQuestion = (index: number, change: Partial<Draft[number]>) =>
    setQuestions((current) =>
      current.map((question, at) => (at === index ? { ...question, ...change } : question)),
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t.questions}</legend>
        <p className="text-sm text-muted-foreground">{t.kindsHint}</p>
        {questions.map((question, index) => (
          <div key={index} className="grid gap-2 rounded-md border p-3">
            <Label htmlFor={`${id}-q${index}`}>{t.question(index)}</Label>
            <Input
              id={`${id}-q${index}`}
              value={question.text}
              maxLength={STANDUP_QUESTION_MAX}
              onChange={(event) => setQuestion(index, { text: event.target.value })}
            />
            <div className="flex items-center gap-2">
              <Label htmlFor={`${id}-k${index}`} className="sr-only">
                {t.kind(index)}
              </Label>
              <NativeSelect
                id={`${id}-k${index}`}
                className="w-40"
                value={question.kind}
                onChange={(event) => setQuestion(index, { kind: event.target.value as StandupQuestionKind })}
              >
                {STANDUP_QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t.removeQuestion(index)}
                disabled={questions.length <= 1}
                onClick={() => setQuestions((current) => current.filter((_, at) => at !== index))}
              >
                <XIcon aria-hidden />
              </Button>
            </div>
          </div>
        ))}
        {questions.length < STANDUP_QUESTIONS_MAX && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setQuestions((current) => [...current, { text: '', kind: 'other' }])}
          >
            <PlusIcon aria-hidden />
            {t.addQuestion}
          </Button>
        )}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t.days}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {t.weekdays.map((name, index) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={weekdays.includes(index + 1)}
                onChange={(event) =>
                  setWeekdays((current) =>
                    event.target.checked
                      ? [...current, index + 1].sort((a, b) => a - b)
                      : current.filter((day) => day !== index + 1),
                  )
                }
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${id}-time`}>{t.digestTime}</Label>
        <Input
          id={`${id}-time`}
          name="digestTime"
          type="time"
          defaultValue={standup?.digestTime ?? DEFAULT_STANDUP_DIGEST_TIME}
          aria-describedby={`${id}-time-hint`}
        />
        <p id={`${id}-time-hint`} className="text-sm text-muted-foreground">
          {t.digestHint}
        </p>
      </div>
      {standup && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="paused" className="size-4" defaultChecked={standup.paused} />
          {t.paused}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={save.isPending} busyLabel={standup ? t.saving : t.turningOn} className="w-auto">
          {standup ? t.save : t.turnOn}
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
