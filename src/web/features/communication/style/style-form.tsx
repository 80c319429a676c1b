import type { Style } from '@shared/contract/reviews';
import {
  putStyleSchema,
  STYLE_ASPECTS,
  STYLE_CHOICES,
  STYLE_NOTE_MAX,
  type StyleAspect,
} from '@shared/style-rules';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { validateForm } from '@/lib/validate-form';
import { useOwnStyle, useSaveStyle } from './style-api';
import { styleTexts as texts } from './style-texts';

/** The person's own communication style: three choices, each may be left open, and a sentence. */
export function StyleForm() {
  const style = useOwnStyle();
  return (
    <QueryState query={style} loadFailed={texts.loadFailed} isEmpty={() => false}>
      {(current) => <StyleFields current={current ?? null} />}
    </QueryState>
  );
}

type Choices = Record<StyleAspect, string | null>;

function StyleFields({ current }: { current: Style | null }) {
  const saving = useSaveStyle();
  const id = useId();
  const [choices, setChoices] = useState<Choices>({
    channel: current?.channel ?? null,
    timing: current?.timing ?? null,
    tone: current?.tone ?? null,
  });
  const [note, setNote] = useState(current?.note ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validateForm(putStyleSchema, { ...choices, note });
    if (input) saving.mutate(input);
  };
  return (
    <form className="grid gap-4" onSubmit={submit} aria-label={texts.title}>
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      {STYLE_ASPECTS.map((aspect) => (
        <fieldset key={aspect} className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{texts.aspects[aspect].legend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {[...STYLE_CHOICES[aspect], null].map((choice) => (
              <label key={choice ?? 'open'} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-${aspect}`}
                  className="size-4"
                  checked={choices[aspect] === choice}
                  onChange={() => setChoices({ ...choices, [aspect]: choice })}
                />
                {choice === null
                  ? texts.open
                  : (texts.aspects[aspect].choices as Record<string, string>)[choice]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{texts.note}</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={STYLE_NOTE_MAX}
          rows={2}
          placeholder={texts.notePlaceholder}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="text-right text-xs text-muted-foreground tabular-nums">
          {texts.characterCount(note.length)}
        </p>
      </div>
      <SubmitButton busy={saving.isPending} busyLabel={texts.saving} className="w-auto justify-self-start">
        {texts.save}
      </SubmitButton>
    </form>
  );
}
