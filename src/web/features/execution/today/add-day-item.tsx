import { DownloadIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { rulesWhenIdle, validateLater } from '@/lib/validate-form';
import { type NewDayItem, useAddDayItem, usePullSources } from './api/today-api';
import { todayTexts as t } from './today-texts';

const dayItemRules = rulesWhenIdle(() =>
  import('@shared/today-rules').then((rules) => rules.createDayItemSchema),
);

/** A line to type an item, and the picker that pulls one in with one click. */
export function AddDayItem({ sources }: { sources: number }) {
  const id = useId();
  const [key, setKey] = useState(0);
  const [picking, setPicking] = useState(false);
  const add = useAddDayItem(() => setKey((value) => value + 1));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void validateLater(dayItemRules, { text: new FormData(event.currentTarget).get('text') }).then(
      (input) => {
        if (input?.text !== undefined) add.mutate({ text: input.text });
      },
    );
  };
  return (
    <div className="grid gap-3 border-t pt-4">
      <form key={key} onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t.addLabel}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-text`}
            name="text"
            placeholder={t.addPlaceholder}
            autoComplete="off"
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" disabled={add.isPending}>
            <PlusIcon aria-hidden />
            {t.add}
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-expanded={picking}
            aria-controls={`${id}-pick`}
            onClick={() => setPicking((value) => !value)}
          >
            <DownloadIcon aria-hidden />
            {t.pull(sources)}
          </Button>
        </div>
      </form>
      {picking && (
        <div id={`${id}-pick`}>
          <PullPicker onClose={() => setPicking(false)} />
        </div>
      )}
    </div>
  );
}

function PullPicker({ onClose }: { onClose: () => void }) {
  const query = usePullSources(true);
  const add = useAddDayItem();
  const pull = (item: NewDayItem) => add.mutate(item);
  return (
    <section aria-labelledby="pull-heading" className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="pull-heading" className="font-medium">
          {t.pullTitle}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t.pullClose}
        </Button>
      </div>
      <QueryState
        query={query}
        loadFailed={t.pullLoadFailed}
        isEmpty={(data) =>
          data.keyResults.length + data.goals.length + data.actionItems.length + data.growthItems.length === 0
        }
        empty={<p className="text-sm text-muted-foreground">{t.pullEmpty}</p>}
      >
        {(sources) => (
          <div className="grid gap-3">
            <SourceGroup
              title={t.keyResults}
              rows={sources.keyResults.map((kr) => ({
                id: kr.id,
                title: kr.title,
                detail: kr.goalTitle,
                pull: () => pull({ keyResultId: kr.id }),
              }))}
              busy={add.isPending}
            />
            <SourceGroup
              title={t.goalsDue}
              rows={sources.goals.map((goal) => ({
                id: goal.id,
                title: goal.title,
                detail: null,
                pull: () => pull({ goalId: goal.id }),
              }))}
              busy={add.isPending}
            />
            <SourceGroup
              title={t.actionItems}
              rows={sources.actionItems.map((item) => ({
                id: item.id,
                title: item.text,
                detail: t.withPerson(item.with),
                pull: () => pull({ actionItemId: item.id }),
              }))}
              busy={add.isPending}
            />
            <SourceGroup
              title={t.growthItems}
              rows={sources.growthItems.map((item) => ({
                id: item.id,
                title: item.title,
                detail: null,
                pull: () => pull({ growthItemId: item.id }),
              }))}
              busy={add.isPending}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function SourceGroup({
  title,
  rows,
  busy,
}: {
  title: string;
  rows: { id: string; title: string; detail: string | null; pull: () => void }[];
  busy: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      <ul className="grid gap-1" aria-label={title}>
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
            <span className="min-w-0">
              <span className="block break-words">{row.title}</span>
              {row.detail && <span className="block text-xs text-muted-foreground">{row.detail}</span>}
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t.pullOne(row.title)}
              onClick={row.pull}
            >
              <PlusIcon aria-hidden />
              {t.add}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
