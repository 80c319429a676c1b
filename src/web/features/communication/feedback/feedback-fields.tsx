import { FEEDBACK_VISIBILITIES, type FeedbackVisibility } from '@shared/feedback-messages';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { feedbackTexts as t, visibilityTexts } from './feedback-texts';

/**
 * The three visibilities as a radio group (arrow keys move, as any radio group), each with what it
 * means in plain words; the legend says it cannot change afterwards.
 */
export function VisibilityField({
  legend,
  value,
  onChange,
  words = visibilityTexts,
}: {
  legend: string;
  value: FeedbackVisibility | '';
  onChange: (value: FeedbackVisibility) => void;
  /** The writer's words by default; the asker's (ownVisibilityTexts) when they ask about themself. */
  words?: typeof visibilityTexts;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-fixed`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {FEEDBACK_VISIBILITIES.map((visibility) => (
        <label
          key={visibility}
          className={cn(
            'flex items-start gap-3 rounded-md border p-3 text-sm',
            value === visibility && 'border-primary bg-accent',
          )}
        >
          <input
            type="radio"
            name={`${id}-visibility`}
            value={visibility}
            checked={value === visibility}
            onChange={() => onChange(visibility)}
            aria-describedby={`${id}-${visibility}`}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{words[visibility].label}</span>
            <span id={`${id}-${visibility}`} className="text-muted-foreground">
              {words[visibility].explanation}
            </span>
          </span>
        </label>
      ))}
      <p id={`${id}-fixed`} className="text-sm text-muted-foreground">
        {t.visibilityFixed}
      </p>
    </fieldset>
  );
}

/** A text area with its hint and a count of characters against the limit. */
export function CountedText({
  label,
  hint,
  value,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const over = value.length > max;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Textarea
        id={`${id}-text`}
        rows={4}
        value={value}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
        <p id={`${id}-hint`}>{hint}</p>
        <p id={`${id}-count`} className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')}>
          <span aria-hidden>{t.characterCount(value.length, max)}</span>
          <span className="sr-only">{t.characterCountLabel(value.length, max)}</span>
        </p>
      </div>
    </div>
  );
}
