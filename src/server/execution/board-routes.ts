import {
  addBoardColumn,
  boardCardHistory,
  createBoardCard,
  deleteBoardCard,
  deleteBoardColumn,
  getBoard as getBoardEndpoint,
  moveBoardCard,
  orderBoardColumns,
  renameBoardColumn,
  updateBoardCard,
} from '../../shared/contract/board';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  addColumn,
  cardHistory,
  createCard,
  deleteCard,
  deleteColumn,
  getBoard,
  moveCard,
  orderColumns,
  renameColumn,
  updateCard,
} from './board';

/** /api/teams/:teamId/board: the team's board, its columns and cards (decision 038, slice 4). */
export function boardRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/teams');
  routes.app.use('/:teamId/board', requireUser(deps));
  routes.app.use('/:teamId/board/*', requireUser(deps));
  return (
    routes
      .on(getBoardEndpoint, [], async (c, { params }) => getBoard(db, callerOf(c), params.teamId))
      .on(addBoardColumn, [], async (c, { params, body }) => addColumn(db, callerOf(c), params.teamId, body))
      // Before /columns/:columnId, which would take `order` for an id.
      .on(orderBoardColumns, [], async (c, { params, body }) =>
        orderColumns(db, callerOf(c), params.teamId, body),
      )
      .on(renameBoardColumn, [], async (c, { params, body }) =>
        renameColumn(db, callerOf(c), params.teamId, params.columnId, body),
      )
      .on(deleteBoardColumn, [], async (c, { params }) => {
        await deleteColumn(db, callerOf(c), params.teamId, params.columnId);
        return undefined;
      })
      .on(createBoardCard, [], async (c, { params, body }) =>
        createCard(db, callerOf(c), params.teamId, body),
      )
      .on(updateBoardCard, [], async (c, { params, body }) =>
        updateCard(db, callerOf(c), params.teamId, params.cardId, body),
      )
      .on(deleteBoardCard, [], async (c, { params }) => {
        await deleteCard(db, callerOf(c), params.teamId, params.cardId);
        return undefined;
      })
      .on(moveBoardCard, [], async (c, { params, body }) =>
        moveCard(db, callerOf(c), params.teamId, params.cardId, body),
      )
      .on(boardCardHistory, [], async (c, { params }) =>
        cardHistory(db, callerOf(c), params.teamId, params.cardId),
      ).app
  );
}
