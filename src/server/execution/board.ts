/**
 * A team's board (decision 038, slice 4): level 4, the team. Its current members read and write it,
 * its leads name, add, order and remove its columns; anyone else, an admin of the company included,
 * is refused (403), and another company's team is not found (404). Every change takes the board's row
 * `for update` first, so positions are renumbered one change at a time and concurrent moves keep one
 * order. A card done (in the last column) more than BOARD_ARCHIVE_AFTER_DAYS ago is archived: the
 * board's read leaves it out, so the answer stays bounded whatever a year of work leaves behind.
 */
import { aliasedTable, and, asc, count, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  BOARD_ARCHIVE_AFTER_DAYS,
  BOARD_DEFAULT_COLUMNS,
  BOARD_HISTORY_MAX,
  type BoardEventKind,
  boardMessages as m,
} from '../../shared/board-messages';
import type {
  columnSchema,
  createCardSchema,
  moveCardSchema,
  orderColumnsSchema,
  updateCardSchema,
} from '../../shared/board-rules';
import type { Board, BoardCard, BoardCardEvent } from '../../shared/contract/board';
import { BOARD_CARDS_MAX, BOARD_COLUMNS_MAX } from '../../shared/limits';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import {
  boardCardEvents,
  boardCards,
  boardColumns,
  boards,
  goals,
  keyResults,
  profiles,
  teamMembers,
  teams,
} from '../db/schema';
import { DomainError } from '../domain-error';

const notFound = (message: string) => new DomainError('not_found', { message });
const invalid = (path: string, message: string) =>
  new DomainError('validation_failed', { message, issues: [{ path, message }] });

/** A card still on the board: not done, or done less than BOARD_ARCHIVE_AFTER_DAYS ago. */
export const onBoard = (): SQL =>
  or(
    isNull(boardCards.doneAt),
    gt(boardCards.doneAt, sql`now() - make_interval(days => ${BOARD_ARCHIVE_AFTER_DAYS})`),
  ) ?? sql`true`;

interface Access {
  teamId: string;
  teamName: string;
  archived: boolean;
  isLead: boolean;
}

/**
 * The caller's access to the team's board: 404 for a team of another company, 403 for anyone who is
 * not a current member of it (an admin of the company included: the board is the team's).
 */
async function accessOf(db: Db, caller: Caller, teamId: string): Promise<Access> {
  const [row] = await db
    .select({ name: teams.name, archivedAt: teams.archivedAt, isLead: teamMembers.isLead })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teams.id),
        eq(teamMembers.userId, caller.userId),
        isNull(teamMembers.leftAt),
      ),
    )
    .where(and(eq(teams.id, teamId), eq(teams.companyId, caller.companyId)));
  if (!row) throw notFound(m.teamNotFound);
  if (row.isLead === null) throw new DomainError('forbidden', { message: m.membersOnly });
  return { teamId, teamName: row.name, archived: row.archivedAt !== null, isLead: row.isLead };
}

/** The board, made with its default columns on first open; a racing first open waits and finds it. */
async function ensureBoard(db: Database, companyId: string, teamId: string) {
  const [existing] = await db.select({ teamId: boards.teamId }).from(boards).where(eq(boards.teamId, teamId));
  if (existing) return;
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(boards)
      .values({ teamId, companyId })
      .onConflictDoNothing()
      .returning({ teamId: boards.teamId });
    if (made.length === 0) return;
    await tx
      .insert(boardColumns)
      .values(BOARD_DEFAULT_COLUMNS.map((name, position) => ({ teamId, name, position })));
  });
}

/** A change: the caller's access checked, the board made if need be and locked to the transaction's end. */
async function change<T>(
  db: Database,
  caller: Caller,
  teamId: string,
  work: (tx: Db, access: Access) => Promise<T>,
  options: { leadsOnly?: boolean } = {},
): Promise<T> {
  const first = await accessOf(db, caller, teamId);
  if (first.archived) throw new DomainError('team_archived');
  await ensureBoard(db, caller.companyId, teamId);
  return db.transaction(async (tx) => {
    await tx.select({ teamId: boards.teamId }).from(boards).where(eq(boards.teamId, teamId)).for('update');
    // Read again under the lock: a membership ended meanwhile ends the right to change the board.
    const access = await accessOf(tx, caller, teamId);
    if (access.archived) throw new DomainError('team_archived');
    if (options.leadsOnly && !access.isLead) throw new DomainError('forbidden', { message: m.leadsOnly });
    return work(tx, access);
  });
}

// ---- Reading ------------------------------------------------------------------------------------

const owner = aliasedTable(profiles, 'owner');

const cardColumns = {
  id: boardCards.id,
  columnId: boardCards.columnId,
  position: boardCards.position,
  title: boardCards.title,
  ownerId: boardCards.ownerId,
  ownerName: owner.fullName,
  dueOn: boardCards.dueOn,
  keyResultId: keyResults.id,
  keyResultTitle: keyResults.title,
  goalId: goals.id,
  goalTitle: goals.title,
  doneAt: sql<string | null>`${isoSql(boardCards.doneAt)}`,
  createdAt: isoSql(boardCards.createdAt),
};

/** Cards with their owner and key result; the key result only while its goal is the team's and visible to the company. */
function cardsQuery(db: Db, teamId: string) {
  return db
    .select(cardColumns)
    .from(boardCards)
    .leftJoin(owner, eq(owner.id, boardCards.ownerId))
    .leftJoin(keyResults, eq(keyResults.id, boardCards.keyResultId))
    .leftJoin(
      goals,
      and(eq(goals.id, keyResults.goalId), eq(goals.teamId, teamId), eq(goals.visibility, 'company')),
    );
}

type CardRow = Awaited<ReturnType<typeof cardsQuery>>[number];

function cardOf(row: CardRow): BoardCard {
  return {
    id: row.id,
    columnId: row.columnId,
    position: row.position,
    title: row.title,
    owner: row.ownerId ? { id: row.ownerId, fullName: row.ownerName } : null,
    dueOn: row.dueOn,
    keyResult:
      row.keyResultId && row.keyResultTitle && row.goalId && row.goalTitle
        ? { id: row.keyResultId, title: row.keyResultTitle, goalId: row.goalId, goalTitle: row.goalTitle }
        : null,
    doneAt: row.doneAt,
    createdAt: row.createdAt,
  };
}

async function cardById(db: Db, teamId: string, cardId: string): Promise<BoardCard> {
  const [row] = await cardsQuery(db, teamId).where(
    and(eq(boardCards.id, cardId), eq(boardCards.teamId, teamId)),
  );
  if (!row) throw notFound(m.cardNotFound);
  return cardOf(row);
}

/** The board as the page shows it: one statement per part, all bounded (8 columns, 500 cards on the board). */
async function boardOf(db: Db, access: Access): Promise<Board> {
  const { teamId } = access;
  // One after the other: inside a move's transaction they share one connection.
  const columns = await db
    .select({ id: boardColumns.id, name: boardColumns.name, position: boardColumns.position })
    .from(boardColumns)
    .where(eq(boardColumns.teamId, teamId))
    .orderBy(asc(boardColumns.position), asc(boardColumns.createdAt));
  const cards = await cardsQuery(db, teamId)
    .where(and(eq(boardCards.teamId, teamId), onBoard()))
    .orderBy(asc(boardCards.position), asc(boardCards.createdAt));
  const members = await db
    .select({ id: teamMembers.userId, fullName: profiles.fullName })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)))
    .orderBy(asc(profiles.fullName), asc(teamMembers.userId));
  const teamKeyResults = await db
    .select({ id: keyResults.id, title: keyResults.title, goalId: goals.id, goalTitle: goals.title })
    .from(keyResults)
    .innerJoin(goals, eq(goals.id, keyResults.goalId))
    .where(and(eq(goals.teamId, teamId), eq(goals.visibility, 'company'), isNull(goals.closedAt)))
    .orderBy(asc(goals.title), asc(keyResults.position));
  const byColumn = new Map(columns.map((column) => [column.id, [] as BoardCard[]]));
  for (const row of cards) byColumn.get(row.columnId)?.push(cardOf(row));
  return {
    teamId,
    teamName: access.teamName,
    canManageColumns: access.isLead && !access.archived,
    archived: access.archived,
    columns: columns.map((column) => ({ ...column, cards: byColumn.get(column.id) ?? [] })),
    members,
    keyResults: teamKeyResults,
  };
}

export async function getBoard(db: Database, caller: Caller, teamId: string) {
  const access = await accessOf(db, caller, teamId);
  await ensureBoard(db, caller.companyId, teamId);
  return { board: await boardOf(db, access) };
}

// ---- Columns ------------------------------------------------------------------------------------

async function columnsOf(db: Db, teamId: string) {
  return db
    .select({ id: boardColumns.id, name: boardColumns.name, position: boardColumns.position })
    .from(boardColumns)
    .where(eq(boardColumns.teamId, teamId))
    .orderBy(asc(boardColumns.position), asc(boardColumns.createdAt));
}

async function columnOf(db: Db, teamId: string, columnId: string) {
  const [column] = await db
    .select({ id: boardColumns.id, name: boardColumns.name, position: boardColumns.position })
    .from(boardColumns)
    .where(and(eq(boardColumns.id, columnId), eq(boardColumns.teamId, teamId)));
  if (!column) throw notFound(m.columnNotFound);
  return column;
}

/** The last column is where cards are done: after any change of the columns, done_at follows it. */
async function settleDone(db: Db, teamId: string) {
  const columns = await columnsOf(db, teamId);
  const last = columns.at(-1);
  if (!last) return;
  await db
    .update(boardCards)
    .set({ doneAt: sql`now()` })
    .where(and(eq(boardCards.teamId, teamId), eq(boardCards.columnId, last.id), isNull(boardCards.doneAt)));
  // Cards on the board that are no longer in the last column are no longer done; archived ones stay so.
  await db
    .update(boardCards)
    .set({ doneAt: null })
    .where(
      and(
        eq(boardCards.teamId, teamId),
        ne(boardCards.columnId, last.id),
        isNotNull(boardCards.doneAt),
        onBoard(),
      ),
    );
}

async function renumberColumns(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${boardColumns} set position = v.position from (values ${values}) as v(id, position) where ${boardColumns.id} = v.id`,
  );
}

export async function addColumn(
  db: Database,
  caller: Caller,
  teamId: string,
  input: z.output<typeof columnSchema>,
) {
  return change(
    db,
    caller,
    teamId,
    async (tx, access) => {
      const columns = await columnsOf(tx, teamId);
      if (columns.length >= BOARD_COLUMNS_MAX)
        throw new DomainError('limit_reached', { message: m.columnsLimit });
      await tx.insert(boardColumns).values({ teamId, name: input.name, position: columns.length });
      await settleDone(tx, teamId);
      return { board: await boardOf(tx, access) };
    },
    { leadsOnly: true },
  );
}

export async function renameColumn(
  db: Database,
  caller: Caller,
  teamId: string,
  columnId: string,
  input: z.output<typeof columnSchema>,
) {
  return change(
    db,
    caller,
    teamId,
    async (tx, access) => {
      await columnOf(tx, teamId, columnId);
      await tx.update(boardColumns).set({ name: input.name }).where(eq(boardColumns.id, columnId));
      return { board: await boardOf(tx, access) };
    },
    { leadsOnly: true },
  );
}

export async function orderColumns(
  db: Database,
  caller: Caller,
  teamId: string,
  input: z.output<typeof orderColumnsSchema>,
) {
  return change(
    db,
    caller,
    teamId,
    async (tx, access) => {
      const columns = await columnsOf(tx, teamId);
      const given = new Set(input.columnIds);
      if (
        given.size !== input.columnIds.length ||
        given.size !== columns.length ||
        columns.some((column) => !given.has(column.id))
      )
        throw invalid('columnIds', m.orderInvalid);
      await renumberColumns(tx, input.columnIds);
      await settleDone(tx, teamId);
      return { board: await boardOf(tx, access) };
    },
    { leadsOnly: true },
  );
}

export async function deleteColumn(db: Database, caller: Caller, teamId: string, columnId: string) {
  await change(
    db,
    caller,
    teamId,
    async (tx) => {
      await columnOf(tx, teamId, columnId);
      const columns = await columnsOf(tx, teamId);
      if (columns.length <= 1) throw new DomainError('limit_reached', { message: m.lastColumn });
      // Any card, archived ones included: removing the column must not take a card's history with it.
      const [held] = await tx
        .select({ id: boardCards.id })
        .from(boardCards)
        .where(eq(boardCards.columnId, columnId))
        .limit(1);
      if (held) throw new DomainError('board_column_not_empty');
      await tx.delete(boardColumns).where(eq(boardColumns.id, columnId));
      await renumberColumns(
        tx,
        columns.filter((column) => column.id !== columnId).map((column) => column.id),
      );
      await settleDone(tx, teamId);
    },
    { leadsOnly: true },
  );
}

// ---- Cards --------------------------------------------------------------------------------------

async function checkOwner(db: Db, teamId: string, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, ownerId), isNull(teamMembers.leftAt)));
  if (!row) throw invalid('ownerId', m.ownerNotMember);
}

/** A key result of one of the team's open goals that the company sees. */
async function checkKeyResult(db: Db, teamId: string, keyResultId: string | null | undefined) {
  if (!keyResultId) return;
  const [row] = await db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(goals, eq(goals.id, keyResults.goalId))
    .where(
      and(
        eq(keyResults.id, keyResultId),
        eq(goals.teamId, teamId),
        eq(goals.visibility, 'company'),
        isNull(goals.closedAt),
      ),
    );
  if (!row) throw invalid('keyResultId', m.keyResultInvalid);
}

async function record(
  db: Db,
  event: {
    cardId: string;
    kind: BoardEventKind;
    actorId: string;
    fromColumn?: string | null;
    toColumn?: string | null;
    ownerId?: string | null;
  },
) {
  // The moment of the statement, not of the transaction: a card's events of one change keep their order.
  await db.insert(boardCardEvents).values({ ...event, createdAt: sql`clock_timestamp()` });
}

async function isLastColumn(db: Db, teamId: string, columnId: string) {
  const columns = await columnsOf(db, teamId);
  return columns.at(-1)?.id === columnId;
}

export async function createCard(
  db: Database,
  caller: Caller,
  teamId: string,
  input: z.output<typeof createCardSchema>,
) {
  return change(db, caller, teamId, async (tx) => {
    const column = await columnOf(tx, teamId, input.columnId).catch(() => {
      throw invalid('columnId', m.columnNotFound);
    });
    const [cards] = await tx
      .select({ n: count() })
      .from(boardCards)
      .where(and(eq(boardCards.teamId, teamId), onBoard()));
    if ((cards?.n ?? 0) >= BOARD_CARDS_MAX) throw new DomainError('limit_reached', { message: m.cardsLimit });
    await checkOwner(tx, teamId, input.ownerId);
    await checkKeyResult(tx, teamId, input.keyResultId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${boardCards.position}), -1)::int` })
      .from(boardCards)
      .where(and(eq(boardCards.columnId, column.id), onBoard()));
    const done = await isLastColumn(tx, teamId, column.id);
    const [card] = await tx
      .insert(boardCards)
      .values({
        teamId,
        columnId: column.id,
        position: (last?.position ?? -1) + 1,
        title: input.title,
        ownerId: input.ownerId ?? null,
        dueOn: input.dueOn ?? null,
        keyResultId: input.keyResultId ?? null,
        createdBy: caller.userId,
        doneAt: done ? sql`now()` : null,
      })
      .returning({ id: boardCards.id });
    if (!card) throw new Error('insert returned no row');
    await record(tx, { cardId: card.id, kind: 'created', actorId: caller.userId, toColumn: column.name });
    if (input.ownerId)
      await record(tx, { cardId: card.id, kind: 'assigned', actorId: caller.userId, ownerId: input.ownerId });
    return { card: await cardById(tx, teamId, card.id) };
  });
}

async function cardRowOf(db: Db, teamId: string, cardId: string) {
  const [card] = await db
    .select()
    .from(boardCards)
    .where(and(eq(boardCards.id, cardId), eq(boardCards.teamId, teamId)));
  if (!card) throw notFound(m.cardNotFound);
  return card;
}

export async function updateCard(
  db: Database,
  caller: Caller,
  teamId: string,
  cardId: string,
  input: z.output<typeof updateCardSchema>,
) {
  return change(db, caller, teamId, async (tx) => {
    const card = await cardRowOf(tx, teamId, cardId);
    const set: Partial<typeof boardCards.$inferInsert> = {};
    if (input.title !== undefined && input.title !== card.title) set.title = input.title;
    if (input.dueOn !== undefined && input.dueOn !== card.dueOn) set.dueOn = input.dueOn;
    if (input.keyResultId !== undefined && input.keyResultId !== card.keyResultId) {
      await checkKeyResult(tx, teamId, input.keyResultId);
      set.keyResultId = input.keyResultId;
    }
    const edited = Object.keys(set).length > 0;
    const assigned = input.ownerId !== undefined && input.ownerId !== card.ownerId;
    if (assigned) {
      await checkOwner(tx, teamId, input.ownerId);
      set.ownerId = input.ownerId;
    }
    if (edited || assigned) {
      await tx
        .update(boardCards)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(boardCards.id, cardId));
      if (edited) await record(tx, { cardId, kind: 'edited', actorId: caller.userId });
      if (assigned)
        await record(tx, {
          cardId,
          kind: 'assigned',
          actorId: caller.userId,
          ownerId: input.ownerId ?? null,
        });
    }
    return { card: await cardById(tx, teamId, cardId) };
  });
}

export async function deleteCard(db: Database, caller: Caller, teamId: string, cardId: string) {
  await change(db, caller, teamId, async (tx) => {
    await cardRowOf(tx, teamId, cardId);
    await tx.delete(boardCards).where(eq(boardCards.id, cardId));
  });
}

/** Positions 0, 1, 2… in the order given, in one statement. */
async function renumberCards(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${boardCards} set position = v.position from (values ${values}) as v(id, position) where ${boardCards.id} = v.id`,
  );
}

/**
 * Moves a card into a column before one of its cards (or at its end), under the board's lock: the
 * column's cards on the board are renumbered 0, 1, 2… in one statement, so two moves at once give the
 * order of the one that came second, never two cards at one place. A change of column is recorded.
 */
export async function moveCard(
  db: Database,
  caller: Caller,
  teamId: string,
  cardId: string,
  input: z.output<typeof moveCardSchema>,
) {
  return change(db, caller, teamId, async (tx, access) => {
    const card = await cardRowOf(tx, teamId, cardId);
    const target = await columnOf(tx, teamId, input.columnId).catch(() => {
      throw invalid('columnId', m.columnNotFound);
    });
    const siblings = await tx
      .select({ id: boardCards.id })
      .from(boardCards)
      .where(and(eq(boardCards.columnId, target.id), onBoard()))
      .orderBy(asc(boardCards.position), asc(boardCards.createdAt));
    const ids = siblings.map((row) => row.id).filter((id) => id !== cardId);
    let at = ids.length;
    if (input.beforeCardId !== null && input.beforeCardId !== cardId) {
      at = ids.indexOf(input.beforeCardId);
      if (at < 0) throw invalid('beforeCardId', m.beforeCardInvalid);
    } else if (input.beforeCardId === cardId) {
      // Before itself: where it is, if it is in that column.
      const here = siblings.findIndex((row) => row.id === cardId);
      at = here < 0 ? ids.length : here;
    }
    ids.splice(at, 0, cardId);
    await renumberCards(tx, ids);
    if (card.columnId !== target.id) {
      // The column it left closes its gap.
      const left = await tx
        .select({ id: boardCards.id })
        .from(boardCards)
        .where(and(eq(boardCards.columnId, card.columnId), ne(boardCards.id, cardId), onBoard()))
        .orderBy(asc(boardCards.position), asc(boardCards.createdAt));
      await renumberCards(
        tx,
        left.map((row) => row.id),
      );
      const [from] = await tx
        .select({ name: boardColumns.name })
        .from(boardColumns)
        .where(eq(boardColumns.id, card.columnId));
      const done = await isLastColumn(tx, teamId, target.id);
      await tx
        .update(boardCards)
        .set({ columnId: target.id, doneAt: done ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(boardCards.id, cardId));
      await record(tx, {
        cardId,
        kind: 'moved',
        actorId: caller.userId,
        fromColumn: from?.name ?? null,
        toColumn: target.name,
      });
    }
    return { board: await boardOf(tx, access) };
  });
}

const actor = aliasedTable(profiles, 'actor');
const assignee = aliasedTable(profiles, 'assignee');

export async function cardHistory(
  db: Database,
  caller: Caller,
  teamId: string,
  cardId: string,
): Promise<{ items: BoardCardEvent[] }> {
  await accessOf(db, caller, teamId);
  await cardRowOf(db, teamId, cardId);
  const rows = await db
    .select({
      id: boardCardEvents.id,
      kind: boardCardEvents.kind,
      actorId: boardCardEvents.actorId,
      actorName: actor.fullName,
      fromColumn: boardCardEvents.fromColumn,
      toColumn: boardCardEvents.toColumn,
      ownerId: boardCardEvents.ownerId,
      ownerName: assignee.fullName,
      at: isoSql(boardCardEvents.createdAt),
    })
    .from(boardCardEvents)
    .leftJoin(actor, eq(actor.id, boardCardEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, boardCardEvents.ownerId))
    .where(eq(boardCardEvents.cardId, cardId))
    .orderBy(asc(boardCardEvents.createdAt), asc(boardCardEvents.id))
    .limit(BOARD_HISTORY_MAX);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      actor: row.actorId ? { id: row.actorId, fullName: row.actorName } : null,
      fromColumn: row.fromColumn,
      toColumn: row.toColumn,
      owner: row.ownerId ? { id: row.ownerId, fullName: row.ownerName } : null,
      at: row.at,
    })),
  };
}

/** For the export: the cards a person created or owns, with their team's name. */
export async function cardsOfPerson(db: Db, userId: string) {
  return db
    .select({
      team: teams.name,
      title: boardCards.title,
      column: boardColumns.name,
      dueOn: boardCards.dueOn,
      doneAt: isoSql(boardCards.doneAt),
      createdAt: isoSql(boardCards.createdAt),
      createdByMe: sql<boolean>`${boardCards.createdBy} = ${userId}`,
      ownedByMe: sql<boolean>`coalesce(${boardCards.ownerId} = ${userId}, false)`,
    })
    .from(boardCards)
    .innerJoin(teams, eq(teams.id, boardCards.teamId))
    .innerJoin(boardColumns, eq(boardColumns.id, boardCards.columnId))
    .where(or(eq(boardCards.createdBy, userId), eq(boardCards.ownerId, userId)))
    .orderBy(asc(boardCards.createdAt), asc(boardCards.id));
}
