import type { DayClose, DayItem } from '@shared/contract/today';
import { CheckCircle2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDay } from '@/lib/days';
import { Link } from '@/lib/router';
import { rulesWhenIdle, validateLater } from '@/lib/validate-form';
import { type AnsweredStandup, usePutDayClose } from './api/today-api';
import { todayTexts as t } from './today-texts';

const dayCloseRules = rulesWhenIdle(() =>
  import('@shared/today-rules').then((rules) => rules.dayCloseSchema),
);

const lines = (texts: string[]) => texts.map((text) => `- ${text}`).join('\n');

/**
 * A day's close: closed, with an edit button; or a button that opens the form (today), or the form
 * itself with a skip (the last working day, in the morning). Nothing counts a skipped close. A new
 * close starts from the day: what was ticked off (`done`) and what is still open today (`items`).
 */
export function DayClosePanel({
  day,
  close,
  done,
  items,
  previous = false,
  onSkip,
}: {
  day: string;
  close: DayClose | null;
  done: string[];
  items: DayItem[];
  previous?: boolean;
  onSkip?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  // The standups the last save answered, named under the close (a close is the person's standup).
  const [answered, setAnswered] = useState<AnsweredStandup[]>([]);
  const heading = previous ? t.closeYesterday : t.closeHeading;
  const headingId = `close-${day}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {editing ? (
        <>
          <p className="text-sm text-muted-foreground">
            {previous ? t.closeYesterdayHint : t.closeTodayHint} {t.closeHint}
          </p>
          <CloseForm
            day={day}
            close={close}
            done={done}
            next={items.filter((item) => item.doneAt === null).map((item) => item.text)}
            onSaved={(standups) => {
              setEditing(false);
              setAnswered(standups);
            }}
            onCancel={() => setEditing(false)}
          />
        </>
      ) : close ? (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2Icon aria-hidden className="size-4 text-primary" />
            {t.closeWritten}
          </p>
          {answered.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t.closeIsStandup}{' '}
              {answered.map((standup, index) => (
                <span key={standup.teamId}>
                  {index > 0 && ', '}
                  <Link
                    to={`/execution?tab=standups&team=${standup.teamId}&day=${standup.day}`}
                    className="font-medium text-foreground underline underline-offset-4"
                  >
                    {t.standupOn(standup.teamName, formatShortDay(standup.day))}
                  </Link>
                </span>
              ))}
              .
            </p>
          )}
          <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing(true)}>
            {t.closeEdit}
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {previous ? t.closeYesterdayHint : t.closeTodayHint}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing(true)}>
              {previous ? t.closeYesterday : t.closeStart}
            </Button>
            {previous && onSkip && (
              <Button type="button" variant="ghost" onClick={onSkip}>
                {t.closeSkip}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function CloseForm({
  day,
  close,
  done,
  next,
  onSaved,
  onCancel,
}: {
  day: string;
  close: DayClose | null;
  done: string[];
  next: string[];
  onSaved: (standups: AnsweredStandup[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = usePutDayClose(onSaved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      done: form.get('done'),
      next: form.get('next'),
      blocked: form.get('blocked'),
      note: form.get('note'),
    };
    void validateLater(dayCloseRules, values).then((input) => {
      if (input) save.mutate({ day, ...input });
    });
  };
  const field = (name: string, label: string, initial: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Textarea id={`${id}-${name}`} name={name} defaultValue={initial} rows={3} />
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3">
      {field('done', t.closeDone, close?.done ?? lines(done))}
      {field('next', t.closeNext, close?.next ?? lines(next))}
      {field('blocked', t.closeBlocked, close?.blocked ?? '')}
      {field('note', t.closeNote, close?.note ?? '')}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t.closeSave}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.closeCancel}
        </Button>
      </div>
    </form>
  );
}
