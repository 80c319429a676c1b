import type { ActionItem, OneOnOne } from '@shared/contract/communication';
import { TargetIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { rulesWhenIdle, validateLater } from '@/lib/validate-form';
import { useCreateActionItem, useSharedGoals, useTickActionItem } from './api/one-on-ones-api';
import { formatDay, partnerName } from './format';
import { oneOnOneTexts as t } from './one-on-ones-texts';

const actionItemRules = rulesWhenIdle(() =>
  import('@shared/communication-rules').then((rules) => rules.createActionItemSchema),
);

/** What the two agreed to do: each with an owner and maybe a due day and a goal; ticked when done. */
export function ActionItems({ oneOnOne }: { oneOnOne: OneOnOne }) {
  const open = oneOnOne.actionItems.filter((item) => item.doneAt === null);
  const done = oneOnOne.actionItems.filter((item) => item.doneAt !== null);
  return (
    <section aria-labelledby="action-items" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="action-items" className="text-lg font-semibold">
        {t.actionItems}
      </h2>
      {oneOnOne.actionItems.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.actionItemsEmpty}</p>
      ) : (
        <ul aria-label={t.actionItems} className="grid gap-2">
          {[...open, ...done].map((item) => (
            <ActionItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {oneOnOne.status === 'active' && <AddActionItem oneOnOne={oneOnOne} />}
    </section>
  );
}

function ActionItemRow({ item }: { item: ActionItem }) {
  const myId = useAuth().user?.id;
  const tick = useTickActionItem();
  // Shown at once; the server's answer (and the reload after it) confirms it.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? item.doneAt !== null;
  const owner = item.owner?.id === myId ? t.you : partnerName(item.owner);
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={done}
        disabled={tick.isPending}
        aria-label={t.itemDone(item.text)}
        onChange={(event) => {
          setTicking(event.target.checked);
          tick.mutate({ itemId: item.id, done: event.target.checked }, { onSettled: () => setTicking(null) });
        }}
      />
      <div className="min-w-0 flex-1">
        <p className={done ? 'text-muted-foreground line-through' : undefined}>{item.text}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            {t.owner}: {owner}
          </span>
          {item.dueOn && <span>{t.due(formatDay(item.dueOn))}</span>}
          {item.goalId && (
            <Link
              to={`/goals/${item.goalId}`}
              className="inline-flex items-center gap-1 rounded-md underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <TargetIcon aria-hidden className="size-3.5" />
              {t.seeGoal}
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}

function AddActionItem({ oneOnOne }: { oneOnOne: OneOnOne }) {
  const id = useId();
  const myId = useAuth().user?.id ?? '';
  const goals = useSharedGoals().data ?? [];
  const [key, setKey] = useState(0);
  // A fresh form after each item: the fields start blank again.
  const create = useCreateActionItem(() => setKey((value) => value + 1));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      oneOnOneId: oneOnOne.id,
      ownerId: form.get('ownerId'),
      text: form.get('text'),
      dueOn: form.get('dueOn') || null,
      goalId: form.get('goalId') || null,
    };
    void validateLater(actionItemRules, values).then((input) => {
      if (input) create.mutate(input);
    });
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <form key={key} onSubmit={submit} className="grid gap-3 border-t py-4">
      <div className="grid gap-2">
        <Label htmlFor={field('text')}>{t.newItem}</Label>
        <Input id={field('text')} name="text" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={field('owner')}>{t.owner}</Label>
          <NativeSelect id={field('owner')} name="ownerId" defaultValue={myId}>
            <option value={myId}>{t.youOption}</option>
            {oneOnOne.partner && <option value={oneOnOne.partner.id}>{partnerName(oneOnOne.partner)}</option>}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={field('due')}>{t.dueOn}</Label>
          <Input id={field('due')} name="dueOn" type="date" />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={field('goal')}>{t.goal}</Label>
        <NativeSelect id={field('goal')} name="goalId" defaultValue="">
          <option value="">{t.noGoal}</option>
          {goals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        {t.addItem}
      </Button>
    </form>
  );
}
