import {
  acceptOneOnOne as acceptEndpoint,
  addAgendaPoint as addPointEndpoint,
  createActionItem as createActionItemEndpoint,
  declineOneOnOne as declineEndpoint,
  deleteAgendaPoint as deletePointEndpoint,
  endOneOnOne as endEndpoint,
  getNote as getNoteEndpoint,
  getOneOnOne as getOneOnOneEndpoint,
  holdMeeting as holdMeetingEndpoint,
  listGoalActionItems as listGoalActionItemsEndpoint,
  listMeetings as listMeetingsEndpoint,
  listOneOnOnes as listOneOnOnesEndpoint,
  orderAgendaPoints as orderPointsEndpoint,
  proposeOneOnOne as proposeEndpoint,
  putNote as putNoteEndpoint,
  updateActionItem as updateActionItemEndpoint,
  updateAgendaPoint as updatePointEndpoint,
} from '../../shared/contract/communication';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { createActionItem, listGoalActionItems, updateActionItem } from './action-items';
import { addAgendaPoint, deleteAgendaPoint, orderAgendaPoints, updateAgendaPoint } from './agenda';
import { holdMeeting, listMeetings } from './meetings';
import { getNote, putNote } from './notes';
import {
  acceptOneOnOne,
  declineOneOnOne,
  endOneOnOne,
  getOneOnOne,
  listOneOnOnes,
  proposeOneOnOne,
} from './one-on-ones';

/** /api/one-on-ones: 1:1s, their agenda, history and private notes (decision 037). */
export function oneOnOneRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/one-on-ones');
  routes.app.use(requireUser(deps));
  return (
    routes
      .on(listOneOnOnesEndpoint, [], async (c) => listOneOnOnes(db, callerOf(c)))
      .on(proposeEndpoint, [], async (c, { body }) => ({
        oneOnOne: await proposeOneOnOne(db, callerOf(c), body),
      }))
      // Before /:id, which would take `meetings` for an id.
      .on(getNoteEndpoint, [], async (c, { params }) => getNote(db, callerOf(c), params.meetingId))
      .on(putNoteEndpoint, [], async (c, { params, body }) =>
        putNote(db, callerOf(c), params.meetingId, body.body),
      )
      .on(getOneOnOneEndpoint, [], async (c, { params }) => ({
        oneOnOne: await getOneOnOne(db, callerOf(c), params.id),
      }))
      .on(acceptEndpoint, [], async (c, { params }) => ({
        oneOnOne: await acceptOneOnOne(db, callerOf(c), params.id),
      }))
      .on(declineEndpoint, [], async (c, { params }) => {
        await declineOneOnOne(db, callerOf(c), params.id);
        return undefined;
      })
      .on(endEndpoint, [], async (c, { params }) => {
        await endOneOnOne(db, callerOf(c), params.id);
        return undefined;
      })
      .on(addPointEndpoint, [], async (c, { params, body }) =>
        addAgendaPoint(db, callerOf(c), params.id, body),
      )
      // Before /points/:pointId, which would take `order` for an id.
      .on(orderPointsEndpoint, [], async (c, { params, body }) =>
        orderAgendaPoints(db, callerOf(c), params.id, body.pointIds),
      )
      .on(updatePointEndpoint, [], async (c, { params, body }) =>
        updateAgendaPoint(db, callerOf(c), params.id, params.pointId, body),
      )
      .on(deletePointEndpoint, [], async (c, { params }) => {
        await deleteAgendaPoint(db, callerOf(c), params.id, params.pointId);
        return undefined;
      })
      .on(holdMeetingEndpoint, [], async (c, { params }) =>
        holdMeeting(db, callerOf(c), params.id, params.meetingId),
      )
      .on(listMeetingsEndpoint, [], async (c, { params, query }) =>
        listMeetings(db, callerOf(c), params.id, query),
      ).app
  );
}

/** /api/action-items: what the two of a 1:1 agreed to do. */
export function actionItemRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/action-items');
  routes.app.use(requireUser(deps));
  return routes
    .on(createActionItemEndpoint, [], async (c, { body }) => createActionItem(db, callerOf(c), body))
    .on(updateActionItemEndpoint, [], async (c, { params, body }) =>
      updateActionItem(db, callerOf(c), params.itemId, body),
    ).app;
}

/** /api/goals/:goalId/action-items: a goal's 1:1 action items, beside the goal's own routes. */
export function goalActionItemRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/goals');
  routes.app.use(requireUser(deps));
  return routes.on(listGoalActionItemsEndpoint, [], async (c, { params }) =>
    listGoalActionItems(db, callerOf(c), params.goalId),
  ).app;
}
