import type { GrowthItem, GrowthPlan } from '@shared/contract/growth';
import { CalendarPlusIcon, PencilIcon, PlusIcon, SproutIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useUrlParams } from '@/lib/use-url-tab';
import { AgendaButton } from './agenda-button';
import { useAddToToday, useDeleteGrowthItem, useGrowthPlan, useUpdateGrowthItem } from './growth-api';
import { growthTexts as t } from './growth-texts';
import { ItemDialog } from './item-dialog';
import { TipsSection } from './tips-section';

const linkStyle =
  'rounded-md underline underline-offset-4 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The Growth plan tab (decision 040): the caller's plan to change, or, with `?person=<userId>`, a
 * person's plan read-only for one of their leads. Admins and leads write this week's tips below it.
 */
export function PlanTab() {
  const { user } = useAuth();
  const [params, update] = useUrlParams();
  const person = params.get('person');
  const personId = person && person !== user?.id ? person : null;
  const plan = useGrowthPlan(personId);
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="plan-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="plan-title" className="text-xl font-semibold">
              {personId ? t.personTitle(plan.data?.person.fullName ?? null) : t.title}
            </h2>
            <p className="max-w-prose text-sm text-muted-foreground">
              {personId ? t.personDescription : t.description}
            </p>
          </div>
          {personId ? (
            <Button type="button" variant="outline" onClick={() => update({ person: null })}>
              {t.backToMine}
            </Button>
          ) : (
            <Button type="button" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              {t.add}
            </Button>
          )}
        </div>
        <QueryState query={plan} loadFailed={t.loadFailed} isEmpty={() => false}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={SproutIcon}
                level={3}
                title={data.mine ? t.emptyTitle : t.personEmptyTitle}
                text={data.mine ? t.emptyText : t.personEmptyText}
              >
                {data.mine && (
                  <Button type="button" onClick={() => setAdding(true)}>
                    <PlusIcon aria-hidden />
                    {t.add}
                  </Button>
                )}
              </EmptyState>
            ) : (
              <PlanLists plan={data} />
            )
          }
        </QueryState>
        <ItemDialog open={adding} onOpenChange={setAdding} />
      </section>
      {!personId && <TipsSection />}
    </div>
  );
}

function PlanLists({ plan }: { plan: GrowthPlan }) {
  const [deleting, setDeleting] = useState<GrowthItem | null>(null);
  const remove = useDeleteGrowthItem();
  const open = plan.items.filter((item) => item.doneAt === null);
  const done = plan.items.filter((item) => item.doneAt !== null);
  return (
    <>
      {open.length > 0 && (
        <section aria-labelledby="plan-open" className="grid gap-2">
          <h3 id="plan-open" className="text-lg font-semibold">
            {t.open}
          </h3>
          <ul className="grid gap-2">
            {open.map((item) => (
              <ItemRow key={item.id} item={item} plan={plan} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
        </section>
      )}
      {done.length > 0 && (
        <section aria-labelledby="plan-done" className="grid gap-2">
          <h3 id="plan-done" className="text-lg font-semibold">
            {t.done}
          </h3>
          <ul className="grid gap-2">
            {done.map((item) => (
              <ItemRow key={item.id} item={item} plan={plan} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.remove}
        cancel={t.cancel}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

/** When: the due day, said gently once it has passed; the day it was done. */
function WhenLine({ item, today }: { item: GrowthItem; today: string }) {
  if (item.doneAt) return <span>{t.doneOn(item.doneAt)}</span>;
  if (!item.dueOn) return <span>{t.noDue}</span>;
  if (item.dueOn < today) return <span className="italic">{t.overdue(item.dueOn)}</span>;
  return <span>{t.due(item.dueOn)}</span>;
}

function ItemRow({ item, plan, onDelete }: { item: GrowthItem; plan: GrowthPlan; onDelete: () => void }) {
  const update = useUpdateGrowthItem();
  const addToToday = useAddToToday();
  const [editing, setEditing] = useState(false);
  const done = item.doneAt !== null;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={done}
          disabled={!plan.mine || update.isPending}
          aria-label={t.markDone(item.title)}
          onChange={(event) => update.mutate({ id: item.id, done: event.target.checked })}
        />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t.kind[item.kind]}</Badge>
            <span className={`break-words font-medium ${done ? 'text-muted-foreground line-through' : ''}`}>
              {item.title}
            </span>
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <WhenLine item={item} today={plan.today} />
            {item.competency && <span>{t.competency(item.competency.name)}</span>}
            {item.resource && (
              <a href={item.resource.url} target="_blank" rel="noreferrer noopener" className={linkStyle}>
                {t.resource(item.resource.title)}
              </a>
            )}
            {item.goal && (
              <Link to={`/goals/${item.goal.id}`} className={linkStyle}>
                {t.goal}
              </Link>
            )}
            {item.onOneOnOne && (
              <Link to={`/communication/one-on-ones/${item.onOneOnOne.oneOnOneId}`} className={linkStyle}>
                {t.onOneOnOne(item.onOneOnOne.with)}
              </Link>
            )}
            {item.onToday && <span>{t.onToday}</span>}
          </p>
        </div>
      </div>
      {plan.mine && (
        <div className="flex flex-wrap items-center gap-1 sm:justify-end">
          {!done && (
            <>
              <AgendaButton item={item} />
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={item.onToday || addToToday.isPending}
                aria-label={t.addToTodayLabel(item.title)}
                onClick={() => addToToday.mutate(item.id)}
              >
                <CalendarPlusIcon aria-hidden />
                {item.onToday ? t.onToday : t.addToToday}
              </Button>
            </>
          )}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t.editLabel(item.title)}
            title={t.edit}
            onClick={() => setEditing(true)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t.removeLabel(item.title)}
            title={t.remove}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden />
          </Button>
          <ItemDialog open={editing} onOpenChange={setEditing} item={item} />
        </div>
      )}
    </li>
  );
}
