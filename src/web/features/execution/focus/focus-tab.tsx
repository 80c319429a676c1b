import type { FocusBlock } from '@shared/contract/focus';
import { addDays } from '@shared/days';
import { mondayOf, weekDays } from '@shared/weeks';
import { CalendarClockIcon, CopyIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/lib/router';
import { BlockDialog } from './block-dialog';
import { BlockRow } from './block-row';
import { useCopyFocusWeek, useDeleteFocusBlock, useFocusBlocks } from './focus-api';
import { focusTexts as t } from './focus-texts';
import { dayLabel } from './week';

type Editing = { day: string; block?: FocusBlock } | null;

/** The Focus tab: this week's and next week's blocks, to add, edit, delete, or copy from the week before. */
export function FocusTab() {
  const blocks = useFocusBlocks();
  return (
    <section aria-labelledby="focus-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="focus-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
      </div>
      <QueryState query={blocks} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => <Planner items={data.items} today={data.today} timeZone={data.timeZone} />}
      </QueryState>
    </section>
  );
}

function Planner({ items, today, timeZone }: { items: FocusBlock[]; today: string; timeZone: string }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FocusBlock | null>(null);
  const remove = useDeleteFocusBlock();
  const thisMonday = mondayOf(today);
  const weeks = [
    { monday: thisMonday, title: t.thisWeek, copy: t.copy },
    { monday: addDays(thisMonday, 7), title: t.nextWeek, copy: t.copyThisWeek },
  ];
  const days = weeks.flatMap((week) => weekDays(week.monday)).filter((day) => day >= today);

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => setEditing({ day: today })}>
          <PlusIcon aria-hidden />
          {t.add}
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={CalendarClockIcon} title={t.emptyTitle} text={t.emptyText} level={3}>
          <CopyButton week={thisMonday} label={t.copy} />
        </EmptyState>
      ) : null}
      {weeks.map((week) => (
        <Week
          key={week.monday}
          monday={week.monday}
          title={week.title}
          copy={week.copy}
          items={items}
          onEdit={(block) => setEditing({ day: block.day, block })}
          onDelete={setDeleting}
          hideEmpty={items.length === 0}
        />
      ))}
      <p className="text-sm text-muted-foreground">
        {t.calendarHint}{' '}
        <Link to="/communication" className="font-medium text-primary underline-offset-4 hover:underline">
          {t.calendarLink}
        </Link>
      </p>
      <BlockDialog
        key={editing ? `${editing.block?.id ?? 'new'}-${editing.day}` : 'closed'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        days={days}
        day={editing?.day ?? today}
        block={editing?.block}
        timeZone={timeZone}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

function CopyButton({ week, label }: { week: string; label: string }) {
  const copy = useCopyFocusWeek();
  return (
    <Button type="button" variant="outline" disabled={copy.isPending} onClick={() => copy.mutate(week)}>
      <CopyIcon aria-hidden />
      {copy.isPending ? t.copying : label}
    </Button>
  );
}

function Week({
  monday,
  title,
  copy,
  items,
  onEdit,
  onDelete,
  hideEmpty,
}: {
  monday: string;
  title: string;
  copy: string;
  items: FocusBlock[];
  onEdit: (block: FocusBlock) => void;
  onDelete: (block: FocusBlock) => void;
  hideEmpty: boolean;
}) {
  const days = weekDays(monday);
  const mine = items.filter((block) => block.day >= monday && block.day <= days[6]!);
  if (hideEmpty) return null;
  const headingId = `focus-week-${monday}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <CopyButton week={monday} label={copy} />
      </div>
      {mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.emptyWeek}</p>
      ) : (
        days
          .filter((day) => mine.some((block) => block.day === day))
          .map((day) => (
            <div key={day} className="grid gap-2">
              <h4 className="text-sm font-medium text-muted-foreground">{dayLabel(day)}</h4>
              <ul className="grid gap-2">
                {mine
                  .filter((block) => block.day === day)
                  .map((block) => (
                    <BlockRow
                      key={block.id}
                      block={block}
                      onEdit={() => onEdit(block)}
                      onDelete={() => onDelete(block)}
                    />
                  ))}
              </ul>
            </div>
          ))
      )}
    </section>
  );
}
