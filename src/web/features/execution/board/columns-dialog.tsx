import { columnSchema } from '@shared/board-rules';
import type { Board } from '@shared/contract/board';
import { BOARD_COLUMNS_MAX } from '@shared/limits';
import { ArrowLeftIcon, ArrowRightIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { validateForm } from '@/lib/validate-form';
import type { useBoardChanges } from './board-api';
import { boardTexts as t } from './board-texts';

/** A lead's columns: rename (on leaving the field), order, remove an empty one, add one (8 at most). */
export function ColumnsDialog({
  board,
  changes,
  onClose,
}: {
  board: Board;
  changes: ReturnType<typeof useBoardChanges>;
  onClose: () => void;
}) {
  const id = useId();
  const ids = board.columns.map((column) => column.id);
  const swap = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    changes.orderColumns.mutate(next);
  };
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validateForm(columnSchema, { name: new FormData(form).get('name') });
    if (input) changes.addColumn.mutate(input.name, { onSuccess: () => form.reset() });
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.columns}
      className="max-w-lg"
      cancel={t.cancel}
    >
      <p className="text-sm text-muted-foreground">{t.columnsHint}</p>
      <ol className="grid gap-2">
        {board.columns.map((column, index) => (
          <li key={column.id} className="flex items-center gap-1">
            <Label htmlFor={`${id}-${column.id}`} className="sr-only">
              {t.columnName(index + 1)}
            </Label>
            <Input
              id={`${id}-${column.id}`}
              defaultValue={column.name}
              className="flex-1"
              onBlur={(event) => {
                const input = validateForm(columnSchema, { name: event.target.value });
                if (input && input.name !== column.name)
                  changes.renameColumn.mutate({ columnId: column.id, name: input.name });
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.columnLeft(column.name)}
              disabled={index === 0}
              onClick={() => swap(index, -1)}
            >
              <ArrowLeftIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.columnRight(column.name)}
              disabled={index === board.columns.length - 1}
              onClick={() => swap(index, 1)}
            >
              <ArrowRightIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.removeColumn(column.name)}
              disabled={column.cards.length > 0 || board.columns.length === 1}
              onClick={() => changes.removeColumn.mutate(column.id)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {board.columns.length < BOARD_COLUMNS_MAX && (
        <form className="flex items-end gap-2" onSubmit={onAdd} noValidate>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-new`}>{t.newColumn}</Label>
            <Input id={`${id}-new`} name="name" autoComplete="off" />
          </div>
          <Button type="submit" variant="outline" disabled={changes.addColumn.isPending}>
            {t.addColumn}
          </Button>
        </form>
      )}
    </FormDialog>
  );
}
