import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Board, BoardCard, BoardColumn } from '@shared/contract/board';
import {
  CalendarIcon,
  GripVerticalIcon,
  MoveIcon,
  PlusIcon,
  Settings2Icon,
  TargetIcon,
  UserIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';
import { useBoard, useBoardChanges } from './board-api';
import { boardTexts as t } from './board-texts';
import { CardDialog } from './card-dialog';
import { ColumnsDialog } from './columns-dialog';

type Move = { cardId: string; columnId: string; beforeCardId: string | null };

const columnDropId = (columnId: string) => `column:${columnId}`;

function findCard(board: Board, cardId: string) {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.id === cardId);
    const card = column.cards[index];
    if (card) return { card, column, index };
  }
  return undefined;
}

/** Where a card dropped on `overId` (a card or a column) goes, as the API's move takes it. */
function dropTarget(board: Board, cardId: string, overId: string): Move | undefined {
  const from = findCard(board, cardId);
  if (!from) return undefined;
  if (overId.startsWith('column:')) {
    const columnId = overId.slice('column:'.length);
    if (columnId === from.column.id) return undefined;
    return { cardId, columnId, beforeCardId: null };
  }
  const over = findCard(board, overId);
  if (!over || overId === cardId) return undefined;
  if (over.column.id !== from.column.id) return { cardId, columnId: over.column.id, beforeCardId: overId };
  const order = arrayMove(
    from.column.cards.map((card) => card.id),
    from.index,
    over.index,
  );
  const at = order.indexOf(cardId);
  return { cardId, columnId: from.column.id, beforeCardId: order[at + 1] ?? null };
}

/** A keyboard move from the Move menu: a column left or right (at its end), or a place up or down. */
function stepTarget(board: Board, cardId: string, step: 'left' | 'right' | 'up' | 'down'): Move | undefined {
  const from = findCard(board, cardId);
  if (!from) return undefined;
  const columnIndex = board.columns.findIndex((column) => column.id === from.column.id);
  if (step === 'left' || step === 'right') {
    const to = board.columns[columnIndex + (step === 'left' ? -1 : 1)];
    return to && { cardId, columnId: to.id, beforeCardId: null };
  }
  const cards = from.column.cards;
  if (step === 'up') {
    const before = cards[from.index - 1];
    return before && { cardId, columnId: from.column.id, beforeCardId: before.id };
  }
  if (from.index >= cards.length - 1) return undefined;
  return { cardId, columnId: from.column.id, beforeCardId: cards[from.index + 2]?.id ?? null };
}

/** The sentence a screen reader hears after a move: where the card is now. */
function movedSentence(board: Board, move: Move) {
  const card = findCard(board, move.cardId)?.card;
  const column = board.columns.find((one) => one.id === move.columnId);
  if (!card || !column) return '';
  const others = column.cards.filter((one) => one.id !== card.id);
  const at = move.beforeCardId ? others.findIndex((one) => one.id === move.beforeCardId) : -1;
  const index = at < 0 ? others.length : at;
  return t.moved(card.title, column.name, index + 1, others.length + 1);
}

export function BoardView({ teamId }: { teamId: string }) {
  const board = useBoard(teamId);
  return (
    <QueryState query={board} loadFailed={t.loadFailed}>
      {(data) => <BoardColumns board={data} />}
    </QueryState>
  );
}

function BoardColumns({ board }: { board: Board }) {
  const changes = useBoardChanges(board.teamId);
  const [announcement, setAnnouncement] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editing, setEditing] = useState<BoardCard | null>(null);
  const [adding, setAdding] = useState<BoardColumn | null>(null);
  const [managing, setManaging] = useState(false);
  // The card moved from its Move menu: its Move control takes the focus again where the card lands.
  const [focusId, setFocusId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const readOnly = board.archived;
  const titleOf = (id: string | number) => findCard(board, String(id))?.card.title ?? '';
  const whereOf = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const text = String(id);
    if (text.startsWith('column:')) return board.columns.find((c) => columnDropId(c.id) === text)?.name ?? '';
    const over = findCard(board, text);
    return over ? `${over.column.name}, ${t.openCard(over.card.title)}` : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.start(titleOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dnd.over(titleOf(active.id), whereOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dnd.end(titleOf(active.id), whereOf(over.id)) : undefined),
    onDragCancel: ({ active }) => t.dnd.cancel(titleOf(active.id)),
  };

  const send = (move: Move | undefined) => {
    if (!move) return;
    setAnnouncement(movedSentence(board, move));
    changes.move.mutate(move);
  };
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over) send(dropTarget(board, String(active.id), String(over.id)));
  };
  const active = activeId ? findCard(board, activeId)?.card : undefined;
  const total = board.columns.reduce((sum, column) => sum + column.cards.length, 0);

  return (
    <div className="grid gap-3">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {readOnly && <p className="text-sm text-muted-foreground">{t.readOnly}</p>}
      {total === 0 && !readOnly && <p className="text-sm text-muted-foreground">{t.emptyBoard}</p>}
      {board.canManageColumns && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setManaging(true)}>
            <Settings2Icon aria-hidden />
            {t.manageColumns}
          </Button>
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
        onDragStart={onDragStart}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={onDragEnd}
      >
        <ul aria-label={t.columnsLabel} className="grid gap-4 sm:grid-cols-3">
          {board.columns.map((column) => (
            <ColumnView
              key={column.id}
              board={board}
              column={column}
              readOnly={readOnly}
              onAdd={() => setAdding(column)}
              onOpen={setEditing}
              focusId={focusId}
              onStep={(cardId, step) => {
                setFocusId(cardId);
                send(stepTarget(board, cardId, step));
              }}
            />
          ))}
        </ul>
        <DragOverlay>{active ? <CardFace card={active} lifted /> : null}</DragOverlay>
      </DndContext>
      <p className="text-xs text-muted-foreground">{t.archivedNote}</p>
      {adding && (
        <CardDialog
          board={board}
          column={adding}
          onClose={() => setAdding(null)}
          onCreate={(body) => changes.createCard.mutate(body, { onSuccess: () => setAdding(null) })}
          busy={changes.createCard.isPending}
        />
      )}
      {editing && (
        <CardDialog
          board={board}
          card={editing}
          readOnly={readOnly}
          onClose={() => setEditing(null)}
          onUpdate={(body) =>
            changes.updateCard.mutate({ cardId: editing.id, body }, { onSuccess: () => setEditing(null) })
          }
          onDelete={() => changes.deleteCard.mutate(editing.id, { onSuccess: () => setEditing(null) })}
          busy={changes.updateCard.isPending || changes.deleteCard.isPending}
        />
      )}
      {managing && <ColumnsDialog board={board} changes={changes} onClose={() => setManaging(false)} />}
    </div>
  );
}

function ColumnView({
  board,
  column,
  readOnly,
  onAdd,
  onOpen,
  onStep,
  focusId,
}: {
  board: Board;
  column: BoardColumn;
  focusId: string | null;
  readOnly: boolean;
  onAdd: () => void;
  onOpen: (card: BoardCard) => void;
  onStep: (cardId: string, step: 'left' | 'right' | 'up' | 'down') => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id), disabled: readOnly });
  const headingId = `board-column-${column.id}`;
  const index = board.columns.findIndex((one) => one.id === column.id);
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-2 rounded-lg border bg-muted/40 p-3', isOver && 'bg-accent')}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="truncate text-sm font-semibold">
          {column.name}
        </h2>
        <span className="shrink-0 text-xs text-muted-foreground">{t.cardCount(column.cards.length)}</span>
      </div>
      <SortableContext items={column.cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
        <ol className={cn('grid gap-2', column.cards.length === 0 && 'hidden')}>
          {column.cards.map((card, position) => (
            <SortableCard
              key={card.id}
              card={card}
              readOnly={readOnly}
              focus={focusId === card.id}
              onOpen={() => onOpen(card)}
              moves={{
                left: board.columns[index - 1]?.name,
                right: board.columns[index + 1]?.name,
                up: position > 0,
                down: position < column.cards.length - 1,
              }}
              onStep={(step) => onStep(card.id, step)}
            />
          ))}
        </ol>
      </SortableContext>
      {column.cards.length === 0 && (
        <p className="rounded-md border border-dashed p-3 text-xs text-muted-foreground">{t.emptyColumn}</p>
      )}
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-start"
          onClick={onAdd}
          aria-label={t.addCardIn(column.name)}
        >
          <PlusIcon aria-hidden />
          {t.addCard}
        </Button>
      )}
    </li>
  );
}

function SortableCard({
  card,
  readOnly,
  focus,
  onOpen,
  moves,
  onStep,
}: {
  card: BoardCard;
  readOnly: boolean;
  focus: boolean;
  onOpen: () => void;
  moves: { left: string | undefined; right: string | undefined; up: boolean; down: boolean };
  onStep: (step: 'left' | 'right' | 'up' | 'down') => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: card.id,
      disabled: readOnly,
    });
  const trigger = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus, card.columnId, card.position]);
  return (
    <li
      ref={setNodeRef}
      data-testid="board-card"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'opacity-60')}
    >
      <CardFace card={card} onOpen={onOpen}>
        {!readOnly && (
          <div className="flex items-center gap-1">
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t.drag(card.title)}
              style={{ touchAction: 'none' }}
              className="rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <GripVerticalIcon aria-hidden className="size-4" />
            </button>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button
                  ref={trigger}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t.moveMenu(card.title)}
                >
                  <MoveIcon aria-hidden />
                  {t.move}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  onCloseAutoFocus={(event) => {
                    // After a move the card may sit in another column: the board focuses it there.
                    if (stepped.current) event.preventDefault();
                    stepped.current = false;
                  }}
                  className="z-50 rounded-md border bg-background p-1 shadow-md"
                >
                  {(
                    [
                      ['left', moves.left ? t.moveTo(moves.left) : undefined],
                      ['right', moves.right ? t.moveTo(moves.right) : undefined],
                      ['up', moves.up ? t.moveUp : undefined],
                      ['down', moves.down ? t.moveDown : undefined],
                    ] as const
                  )
                    .filter(([, label]) => label !== undefined)
                    .map(([step, label]) => (
                      <DropdownMenu.Item
                        key={step}
                        onSelect={() => {
                          stepped.current = true;
                          onStep(step);
                        }}
                        className="rounded-md px-2 py-1.5 text-sm select-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      >
                        {label}
                      </DropdownMenu.Item>
                    ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        )}
      </CardFace>
    </li>
  );
}

/** A card as the board shows it: its title opens it; owner, due day and key result below. */
function CardFace({
  card,
  onOpen,
  lifted = false,
  children,
}: {
  card: BoardCard;
  onOpen?: () => void;
  lifted?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 text-card-foreground shadow-xs',
        lifted && 'shadow-lg',
      )}
    >
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          aria-label={t.openCard(card.title)}
          className="text-left text-sm font-medium break-words hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {card.title}
        </button>
      ) : (
        <span className="text-sm font-medium break-words">{card.title}</span>
      )}
      {(card.owner || card.dueOn || card.keyResult) && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {card.owner && (
            <li className="flex items-center gap-1">
              <UserIcon aria-hidden className="size-4" />
              <span className="sr-only">{t.owner}: </span>
              {card.owner.fullName ?? t.someone}
            </li>
          )}
          {card.dueOn && (
            <li className="flex items-center gap-1">
              <CalendarIcon aria-hidden className="size-4" />
              {t.due(card.dueOn)}
            </li>
          )}
          {card.keyResult && (
            <li className="flex items-center gap-1">
              <TargetIcon aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t.forKeyResult} </span>
              <Link
                to={`/goals/${card.keyResult.goalId}`}
                className="truncate underline-offset-4 hover:underline"
              >
                {card.keyResult.title}
              </Link>
            </li>
          )}
        </ul>
      )}
      {children}
    </div>
  );
}
