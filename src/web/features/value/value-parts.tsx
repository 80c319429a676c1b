import type { ValueSummary } from '@shared/contract/value';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeftIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogField, selectClass, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Link } from '@/lib/router';
import { useDeleteValue, useTeams, useValueList } from './value-api';
import { valueTexts as t } from './value-texts';

/** What the three tabs share: the list, the "where" field, a field, the back and delete buttons. */

export const linkClass = 'text-primary underline-offset-4 hover:underline';

export function WhereBadge({ team }: { team: ValueSummary['team'] }) {
  return <Badge variant="outline">{team ? t.teamBadge(team.name) : t.companyBadge}</Badge>;
}

/** A kind's list, newest first, each opening by `?<param>=`; an empty list teaches. */
export function ValueList({
  listKey,
  tab,
  param,
  label,
  empty,
  newButton,
}: {
  listKey: 'GET /api/canvases' | 'GET /api/personas' | 'GET /api/alternatives';
  tab: string | null;
  param: string;
  label: string;
  empty: { icon: LucideIcon; title: string; text: string };
  newButton: ReactNode;
}) {
  const list = useValueList(listKey);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">{newButton}</div>
      <QueryState query={list} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0)
            return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
          return (
            <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
              {items.map((item) => (
                <li key={item.id} className="grid gap-2 rounded-lg border bg-card p-4">
                  <WhereBadge team={item.team} />
                  <Link to={`?${tab ? `tab=${tab}&` : ''}${param}=${item.id}`} className={linkClass}>
                    <span className="text-lg font-semibold break-words">{item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <LoadMoreButton query={list} label={t.loadMore} loadingLabel={t.loadingMore} />
    </div>
  );
}

/** A button that opens a dialog, whose form gets `onClose`; focus goes back to the button after. */
function DialogButton({
  icon: Icon,
  label,
  title,
  size,
  width = 'max-w-3xl',
  children,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  size?: 'sm';
  width?: 'max-w-2xl' | 'max-w-3xl';
  children: (onClose: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button ref={button} type="button" size={size} onClick={() => setOpen(true)}>
        <Icon aria-hidden />
        {label}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={title} cancel={t.close} className={width}>
        {open && children(() => setOpen(false))}
      </FormDialog>
    </>
  );
}

/** A "New …" button and its dialog. */
export function NewButton(props: {
  label: string;
  title: string;
  children: (onClose: () => void) => ReactNode;
}) {
  return <DialogButton icon={PlusIcon} {...props} />;
}

/** A document's "Edit" button and its dialog. */
export function EditButton(props: {
  title: string;
  width?: 'max-w-2xl' | 'max-w-3xl';
  children: (onClose: () => void) => ReactNode;
}) {
  return <DialogButton icon={PencilIcon} label={t.edit} size="sm" {...props} />;
}

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      className="justify-self-start print:hidden"
      onClick={onBack}
    >
      <ArrowLeftIcon aria-hidden />
      {t.back}
    </Button>
  );
}

export function DeleteButton({
  deleteKey,
  id,
  title,
  onDone,
}: {
  deleteKey: 'DELETE /api/canvases/:id' | 'DELETE /api/personas/:id' | 'DELETE /api/alternatives/:id';
  id: string;
  title: string;
  onDone: () => void;
}) {
  const remove = useDeleteValue(deleteKey, id, onDone);
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={remove.isPending}
      onClick={() => {
        if (window.confirm(t.confirmDelete(title))) remove.mutate();
      }}
    >
      <Trash2Icon aria-hidden />
      {remove.isPending ? t.deleting : t.delete}
    </Button>
  );
}

/** Company, or one of the caller's teams: fixed at creation. */
export function WhereField({
  id,
  where,
  setWhere,
}: {
  id: string;
  where: string;
  setWhere: (where: string) => void;
}) {
  const teams = useTeams();
  return (
    <DialogField id={id} label={t.visibilityLabel} hint={t.visibilityHint}>
      <select
        id={id}
        className={selectClass}
        value={where}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setWhere(event.target.value)}
      >
        <option value="company">{t.visibilityCompany}</option>
        {(teams.data ?? [])
          .filter((team) => team.isMember)
          .map((team) => (
            <option key={team.id} value={team.id}>
              {t.teamOption(team.name)}
            </option>
          ))}
      </select>
    </DialogField>
  );
}

export const whereOf = (where: string) =>
  where === 'company'
    ? { visibility: 'company' as const, teamId: null }
    : { visibility: 'team' as const, teamId: where };

/** Linked documents as links to their view, or "None yet." */
export function LinkedList({
  items,
  hrefOf,
  label,
}: {
  items: { id: string; title: string }[];
  hrefOf: (id: string) => string;
  label: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t.noneLinked}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={hrefOf(item.id)} className={`${linkClass} text-sm font-medium`}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
