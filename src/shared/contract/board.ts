import { z } from 'zod/mini';
import { BOARD_EVENT_KINDS, boardMessages as m } from '../board-messages';
import {
  columnSchema,
  createCardSchema,
  moveCardSchema,
  orderColumnsSchema,
  updateCardSchema,
} from '../board-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

/** Null once the person has left SOS. */
const personSchema = z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) }));

export const boardCardSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  position: z.number(),
  title: z.string(),
  owner: personSchema,
  dueOn: z.nullable(z.string()),
  /** The key result of one of the team's goals it serves, with its goal for the link. */
  keyResult: z.nullable(
    z.object({ id: z.string(), title: z.string(), goalId: z.string(), goalTitle: z.string() }),
  ),
  /** When it reached the last column; it is archived BOARD_ARCHIVE_AFTER_DAYS later. */
  doneAt: z.nullable(z.string()),
  createdAt: z.string(),
});

export const boardColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  cards: z.array(boardCardSchema),
});

export const boardSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  /** The caller leads the team: they name, add, order and remove its columns. */
  canManageColumns: z.boolean(),
  /** Read only: the team is archived. */
  archived: z.boolean(),
  columns: z.array(boardColumnSchema),
  /** The team's current members: a card's owner is one of them. */
  members: z.array(z.object({ id: z.string(), fullName: z.nullable(z.string()) })),
  /** The key results of the team's open goals a card may serve. */
  keyResults: z.array(
    z.object({ id: z.string(), title: z.string(), goalId: z.string(), goalTitle: z.string() }),
  ),
});

export const boardCardEventSchema = z.object({
  id: z.string(),
  kind: z.enum(BOARD_EVENT_KINDS),
  actor: personSchema,
  fromColumn: z.nullable(z.string()),
  toColumn: z.nullable(z.string()),
  /** For an assignment: the new owner, null for nobody (or once they left SOS). */
  owner: personSchema,
  at: z.string(),
});

const boardParams = z.object({ teamId: idParam(m.teamNotFound) });
const columnParams = z.object({ teamId: idParam(m.teamNotFound), columnId: idParam(m.columnNotFound) });
const cardParams = z.object({ teamId: idParam(m.teamNotFound), cardId: idParam(m.cardNotFound) });

const readErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;
const writeErrors = [...readErrors, ...bodyErrors, 'team_archived'] as const;

// ---- Endpoints ----------------------------------------------------------------------------------

export const getBoard = endpoint({
  method: 'GET',
  path: '/api/teams/:teamId/board',
  params: boardParams,
  summary:
    'The team’s board, made on first open with To do, Doing and Done: its columns with their cards in order. A card done more than 14 days ago is archived and left out.',
  access: 'member of the team',
  status: 200,
  response: z.object({ board: boardSchema }),
  errors: readErrors,
});

export const addBoardColumn = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/board/columns',
  params: boardParams,
  summary: 'A lead adds a column at the end (8 at most: limit_reached).',
  access: 'lead of the team',
  body: columnSchema,
  status: 201,
  response: z.object({ board: boardSchema }),
  errors: [...writeErrors, 'limit_reached'],
});

// Before /columns/:columnId, which would take `order` for an id.
export const orderBoardColumns = endpoint({
  method: 'PUT',
  path: '/api/teams/:teamId/board/columns/order',
  params: boardParams,
  summary: 'A lead puts the columns in a new order: every column once. The last one is where cards are done.',
  access: 'lead of the team',
  body: orderColumnsSchema,
  status: 200,
  response: z.object({ board: boardSchema }),
  errors: writeErrors,
});

export const renameBoardColumn = endpoint({
  method: 'PATCH',
  path: '/api/teams/:teamId/board/columns/:columnId',
  params: columnParams,
  summary: 'A lead renames a column.',
  access: 'lead of the team',
  body: columnSchema,
  status: 200,
  response: z.object({ board: boardSchema }),
  errors: writeErrors,
});

export const deleteBoardColumn = endpoint({
  method: 'DELETE',
  path: '/api/teams/:teamId/board/columns/:columnId',
  params: columnParams,
  summary:
    'A lead removes a column that holds no card, archived ones included (board_column_not_empty); the board keeps one (limit_reached).',
  access: 'lead of the team',
  status: 204,
  errors: [...readErrors, 'team_archived', 'board_column_not_empty', 'limit_reached'],
});

export const createBoardCard = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/board/cards',
  params: boardParams,
  summary:
    'Adds a card at the end of a column: a title, and optionally an owner (a member of the team), a due day and a key result of one of the team’s goals. 500 cards on a board at most.',
  access: 'member of the team',
  body: createCardSchema,
  status: 201,
  response: z.object({ card: boardCardSchema }),
  errors: [...writeErrors, 'limit_reached'],
});

export const updateBoardCard = endpoint({
  method: 'PATCH',
  path: '/api/teams/:teamId/board/cards/:cardId',
  params: cardParams,
  summary: 'Edits a card’s title, owner, due day or key result (null clears one); its history records it.',
  access: 'member of the team',
  body: updateCardSchema,
  status: 200,
  response: z.object({ card: boardCardSchema }),
  errors: writeErrors,
});

export const deleteBoardCard = endpoint({
  method: 'DELETE',
  path: '/api/teams/:teamId/board/cards/:cardId',
  params: cardParams,
  summary: 'Deletes a card with its history.',
  access: 'member of the team',
  status: 204,
  errors: [...readErrors, 'team_archived'],
});

export const moveBoardCard = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/board/cards/:cardId/move',
  params: cardParams,
  summary:
    'Moves a card to a column, before one of its cards or at its end (beforeCardId null), in one step under the board’s lock: concurrent moves keep one order. Answers the board.',
  access: 'member of the team',
  body: moveCardSchema,
  status: 200,
  response: z.object({ board: boardSchema }),
  errors: writeErrors,
});

export const boardCardHistory = endpoint({
  method: 'GET',
  path: '/api/teams/:teamId/board/cards/:cardId/history',
  params: cardParams,
  summary: 'A card’s history, oldest first: created, moved (from, to), edited, assigned; who and when.',
  access: 'member of the team',
  status: 200,
  response: z.object({ items: z.array(boardCardEventSchema) }),
  errors: readErrors,
});

export type Board = z.output<typeof boardSchema>;
export type BoardColumn = z.output<typeof boardColumnSchema>;
export type BoardCard = z.output<typeof boardCardSchema>;
export type BoardCardEvent = z.output<typeof boardCardEventSchema>;
