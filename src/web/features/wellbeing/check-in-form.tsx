import type { MoodEntry } from '@shared/contract/wellbeing';
import { MOOD_FIELDS, MOOD_NOTE_MAX, MOOD_SCALE_MAX, MOOD_SCALE_MIN } from '@shared/wellbeing-messages';
import { InfoIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ScaleField } from '@/components/scale-field';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { onValidSubmit, rulesWhenIdle } from '@/lib/validate-form';
import { useSaveMood } from './api/wellbeing-api';
import { formatLongDay } from './days';
import { wellbeingTexts as t } from './wellbeing-texts';

const moodEntryRules = rulesWhenIdle(() =>
  import('@shared/wellbeing-rules').then((rules) => rules.moodEntrySchema),
);

/**
 * Today's check-in: mood, energy and stress, each a scale of radio buttons, and a private note. With
 * today's entry already there, the form starts from it and says that saving replaces it.
 */
export function CheckInForm({ today, entry }: { today: string; entry: MoodEntry | undefined }) {
  const id = useId();
  const save = useSaveMood(today);
  const [note, setNote] = useState(entry?.note ?? '');
  const over = note.length > MOOD_NOTE_MAX;
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
          {t.checkInTitle}
        </h2>
        <CardDescription>
          {t.today(formatLongDay(today))} {t.checkInPrivate}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {entry && (
          <p role="note" className="flex gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {t.replaceNotice}
          </p>
        )}
        <form
          noValidate
          onSubmit={onValidSubmit(moodEntryRules, save.mutate, MOOD_FIELDS)}
          className="grid gap-5"
        >
          {MOOD_FIELDS.map((field) => (
            <ScaleField
              key={field}
              name={field}
              {...t.scales[field]}
              min={MOOD_SCALE_MIN}
              max={MOOD_SCALE_MAX}
              defaultValue={entry?.[field]}
            />
          ))}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>{t.note}</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              rows={3}
              value={note}
              placeholder={t.notePlaceholder}
              aria-describedby={`${id}-note-hint ${id}-count`}
              aria-invalid={over || undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex items-start justify-between gap-3 text-sm text-muted-foreground">
              <p id={`${id}-note-hint`}>{t.noteHint}</p>
              <p
                id={`${id}-count`}
                className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')}
              >
                <span aria-hidden>{t.characterCount(note.length)}</span>
                <span className="sr-only">{t.characterCountLabel(note.length)}</span>
              </p>
            </div>
          </div>
          <SubmitButton busy={save.isPending} busyLabel={t.saving} className="sm:w-auto sm:justify-self-end">
            {entry ? t.replace : t.save}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
