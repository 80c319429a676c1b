import {
  type CreateCardInput,
  createCardSchema,
  type UpdateCardInput,
  updateCardSchema,
} from '@shared/board-rules';
import type { Board, BoardCard, BoardCardEvent, BoardColumn } from '@shared/contract/board';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { validateForm } from '@/lib/validate-form';
import { useCardHistory } from './board-api';
import { boardTexts as t } from './board-texts';

/** The form's fields as the API takes them: an empty select or day is null. */
function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    title: text('title') ?? '',
    ownerId: text('ownerId'),
    dueOn: text('dueOn'),
    keyResultId: text('keyResultId'),
  };
}

/**
 * A card's dialog: a new card's form (in `column`), or an existing card's form with its history and
 * its delete button.
 */
export function CardDialog({
  board,
  column,
  card,
  readOnly = false,
  busy,
  onClose,
  onCreate,
  onUpdate,
  onDelete,
}: {
  board: Board;
  column?: BoardColumn;
  card?: BoardCard;
  readOnly?: boolean;
  busy: boolean;
  onClose: () => void;
  onCreate?: (body: CreateCardInput) => void;
  onUpdate?: (body: UpdateCardInput) => void;
  onDelete?: () => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    if (card) {
      const body = validateForm(updateCardSchema, fields);
      if (body) onUpdate?.(body);
    } else if (column) {
      const body = validateForm(createCardSchema, { ...fields, columnId: column.id });
      if (body) onCreate?.(body);
    }
  };
  const owner = card?.owner?.id ?? '';
  const owners =
    board.members.some((person) => person.id === owner) || !card?.owner
      ? board.members
      : [...board.members, card.owner];
  const keyResults =
    card?.keyResult && !board.keyResults.some((row) => row.id === card.keyResult?.id)
      ? [...board.keyResults, card.keyResult]
      : board.keyResults;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={card ? t.editCard : `${t.newCardTitle}: ${column?.name ?? ''}`}
      className="max-w-lg"
      cancel={t.cancel}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <fieldset disabled={readOnly} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>{t.cardTitle}</Label>
            <Input
              id={`${id}-title`}
              name="title"
              defaultValue={card?.title ?? ''}
              autoComplete="off"
              required
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-owner`}>{t.owner}</Label>
              <NativeSelect id={`${id}-owner`} name="ownerId" defaultValue={owner}>
                <option value="">{t.nobody}</option>
                {owners.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.fullName ?? t.someone}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-due`}>{t.dueOn}</Label>
              <Input id={`${id}-due`} name="dueOn" type="date" defaultValue={card?.dueOn ?? ''} />
            </div>
          </div>
          {keyResults.length > 0 && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-kr`}>{t.keyResult}</Label>
              <NativeSelect id={`${id}-kr`} name="keyResultId" defaultValue={card?.keyResult?.id ?? ''}>
                <option value="">{t.noKeyResult}</option>
                {keyResults.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.goalTitle}: {row.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </fieldset>
        {!readOnly && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {card && onDelete ? (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
                {t.deleteCard}
              </Button>
            ) : (
              <span />
            )}
            <SubmitButton busy={busy} busyLabel={t.saving} className="sm:w-auto">
              {card ? t.save : t.create}
            </SubmitButton>
          </div>
        )}
      </form>
      {card && <CardHistory teamId={board.teamId} cardId={card.id} />}
      {card && onDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t.deleteConfirmTitle}
          description={t.deleteConfirmText}
          confirm={t.deleteCard}
          cancel={t.cancel}
          onConfirm={onDelete}
        />
      )}
    </FormDialog>
  );
}

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function eventText(event: BoardCardEvent) {
  switch (event.kind) {
    case 'created':
      return t.event.created(event.toColumn);
    case 'moved':
      return t.event.moved(event.fromColumn, event.toColumn);
    case 'edited':
      return t.event.edited();
    case 'assigned':
      return t.event.assigned(event.owner ? (event.owner.fullName ?? t.someone) : null);
  }
}

function CardHistory({ teamId, cardId }: { teamId: string; cardId: string }) {
  const history = useCardHistory(teamId, cardId);
  return (
    <section aria-labelledby={`history-${cardId}`} className="grid gap-2 border-t pt-2">
      <h3 id={`history-${cardId}`} className="text-sm font-semibold">
        {t.history}
      </h3>
      <QueryState query={history} loadFailed={t.historyLoadFailed}>
        {(items) => (
          <ol className="grid gap-1.5 text-sm">
            {items.map((event) => (
              <li key={event.id} className="flex flex-wrap gap-1">
                <span className="font-medium">{event.actor?.fullName ?? t.someone}</span>
                <span>{eventText(event)}</span>
                <time dateTime={event.at} className="text-muted-foreground">
                  · {moment.format(new Date(event.at))}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
