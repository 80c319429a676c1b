import type { AgendaPoint } from '@shared/contract/communication';
import { ChevronDownIcon, ChevronUpIcon, PencilIcon, TargetIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useAddPoint, useDeletePoint, useOrderPoints, useUpdatePoint } from './api/one-on-ones-api';
import { partnerName } from './format';
import { oneOnOneTexts as t } from './one-on-ones-texts';

/** The next meeting's shared agenda: add, edit, tick, move up or down, remove; who added each. */
export function Agenda({ oneOnOneId, points }: { oneOnOneId: string; points: AgendaPoint[] }) {
  const order = useOrderPoints(oneOnOneId);
  // The order last sent: once the list shows it, the next move may go, though the reload that brought
  // it is still finishing (a quick second press on the same button is not lost).
  const sent = useRef('');
  const move = (index: number, by: -1 | 1) => {
    const ids = points.map((point) => point.id);
    if (order.isPending && sent.current !== ids.join()) return;
    if (index + by < 0 || index + by >= ids.length) return;
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    sent.current = ids.join();
    order.mutate(ids);
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-semibold">{t.agenda}</h3>
        <p className="text-sm text-muted-foreground">{t.agendaHint}</p>
      </div>
      {points.length === 0 ? (
        <p className="text-sm">{t.agendaEmpty}</p>
      ) : (
        <ol aria-label={t.agenda} className="grid gap-2">
          {points.map((point, index) => (
            <PointRow
              key={point.id}
              oneOnOneId={oneOnOneId}
              point={point}
              first={index === 0}
              last={index === points.length - 1}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
      )}
      <AddPoint oneOnOneId={oneOnOneId} />
    </div>
  );
}

function PointRow({
  oneOnOneId,
  point,
  first,
  last,
  onMove,
}: {
  oneOnOneId: string;
  point: AgendaPoint;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const id = useId();
  const myId = useAuth().user?.id;
  const update = useUpdatePoint(oneOnOneId);
  const remove = useDeletePoint(oneOnOneId);
  const [editing, setEditing] = useState(false);
  const author = point.author?.id === myId ? t.you : partnerName(point.author);
  // The tick shows at once; the server's answer (and the reload after it) confirms it.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const ticked = ticking ?? point.tickedAt !== null;
  const tick = (value: boolean) => {
    setTicking(value);
    update.mutate({ pointId: point.id, ticked: value }, { onSettled: () => setTicking(null) });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    update.mutate({ pointId: point.id, text }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border p-3">
      <input
        id={`${id}-tick`}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={ticked}
        disabled={update.isPending}
        aria-label={t.tick(point.text)}
        onChange={(event) => tick(event.target.checked)}
      />
      <div className="min-w-0 flex-1">
        {editing ? (
          <form onSubmit={save} className="flex flex-wrap gap-2">
            <Label htmlFor={`${id}-text`} className="sr-only">
              {t.editPoint(point.text)}
            </Label>
            <Input
              id={`${id}-text`}
              name="text"
              defaultValue={point.text}
              className="min-w-0 flex-1"
              autoFocus
            />
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </form>
        ) : (
          <p className={ticked ? 'text-muted-foreground line-through' : undefined}>{point.text}</p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>{t.addedBy(author)}</span>
          {point.carried && <Badge variant="secondary">{t.carried}</Badge>}
          {point.fromGrowthPlan && <Badge variant="outline">{t.fromGrowthPlan}</Badge>}
          {point.goalId && (
            <Link
              to={`/goals/${point.goalId}`}
              className="inline-flex items-center gap-1 rounded-md underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <TargetIcon aria-hidden className="size-3.5" />
              {t.fromGoal}
            </Link>
          )}
        </p>
      </div>
      <div className="flex w-full gap-1 sm:w-auto">
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t.moveUp(point.text)}
          // aria-disabled, not disabled: the button keeps the focus when its point reaches the top.
          aria-disabled={first}
          className={first ? 'opacity-60' : undefined}
          onClick={() => onMove(-1)}
        >
          <ChevronUpIcon aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t.moveDown(point.text)}
          aria-disabled={last}
          className={last ? 'opacity-60' : undefined}
          onClick={() => onMove(1)}
        >
          <ChevronDownIcon aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t.editPoint(point.text)}
          onClick={() => setEditing(true)}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t.remove(point.text)}
          disabled={remove.isPending}
          onClick={() => remove.mutate(point.id)}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function AddPoint({ oneOnOneId }: { oneOnOneId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = useAddPoint(oneOnOneId, () => setText(''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate({ text });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{t.newPoint}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={text}
          className="min-w-0 flex-1"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending || !text.trim()}>
          {add.isPending ? t.adding : t.addPoint}
        </Button>
      </div>
    </form>
  );
}
