import {
  copyFocusWeek as copyWeekEndpoint,
  createFocusBlock as createBlockEndpoint,
  createHabit as createHabitEndpoint,
  deleteFocusBlock as deleteBlockEndpoint,
  deleteHabit as deleteHabitEndpoint,
  listFocusBlocks as listBlocksEndpoint,
  listHabits as listHabitsEndpoint,
  tickHabit as tickEndpoint,
  untickHabit as untickEndpoint,
  updateFocusBlock as updateBlockEndpoint,
  updateHabit as updateHabitEndpoint,
} from '../../shared/contract/focus';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  copyFocusWeek,
  createFocusBlock,
  deleteFocusBlock,
  listFocusBlocks,
  updateFocusBlock,
} from './focus-blocks';
import { createHabit, deleteHabit, listHabits, tickHabit, updateHabit } from './habits';

/** /api/focus-blocks: the caller's own focus blocks (decision 038); no parameter names anyone. */
export function focusBlockRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/focus-blocks');
  routes.app.use(requireUser(deps));
  return routes
    .on(listBlocksEndpoint, [], async (c, { query }) => listFocusBlocks(db, callerOf(c), query))
    .on(createBlockEndpoint, [], async (c, { body }) => createFocusBlock(db, callerOf(c), body))
    .on(copyWeekEndpoint, [], async (c, { body }) => copyFocusWeek(db, callerOf(c), body))
    .on(updateBlockEndpoint, [], async (c, { params, body }) =>
      updateFocusBlock(db, callerOf(c), params.id, body),
    )
    .on(deleteBlockEndpoint, [], async (c, { params }) => {
      await deleteFocusBlock(db, callerOf(c), params.id);
      return undefined;
    }).app;
}

/** /api/habits: the caller's own habits and their ticks. */
export function habitRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/habits');
  routes.app.use(requireUser(deps));
  return routes
    .on(listHabitsEndpoint, [], async (c) => listHabits(db, callerOf(c)))
    .on(createHabitEndpoint, [], async (c, { body }) => createHabit(db, callerOf(c), body))
    .on(updateHabitEndpoint, [], async (c, { params, body }) => updateHabit(db, callerOf(c), params.id, body))
    .on(deleteHabitEndpoint, [], async (c, { params }) => {
      await deleteHabit(db, callerOf(c), params.id);
      return undefined;
    })
    .on(tickEndpoint, [], async (c, { params }) => tickHabit(db, callerOf(c), params.id, params.day, true))
    .on(untickEndpoint, [], async (c, { params }) => tickHabit(db, callerOf(c), params.id, params.day, false))
    .app;
}
