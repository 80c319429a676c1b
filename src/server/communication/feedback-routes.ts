import {
  askFeedback as askFeedbackEndpoint,
  deleteFeedback as deleteFeedbackEndpoint,
  giveFeedback as giveFeedbackEndpoint,
  listFeedback as listFeedbackEndpoint,
  listFeedbackRequests as listFeedbackRequestsEndpoint,
} from '../../shared/contract/feedback';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { deleteFeedback, giveFeedback, listFeedback } from './feedback';
import { askFeedback, listFeedbackRequests } from './feedback-requests';

/** /api/feedback: feedback given, received and read as a lead (decision 037). */
export function feedbackRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/feedback');
  routes.app.use(requireUser(deps));
  return routes
    .on(listFeedbackEndpoint, [], async (c, { query }) => listFeedback(db, callerOf(c), query))
    .on(giveFeedbackEndpoint, [], async (c, { body }) => giveFeedback(db, callerOf(c), body))
    .on(deleteFeedbackEndpoint, [], async (c, { params }) => {
      await deleteFeedback(db, callerOf(c), params.id);
      return undefined;
    }).app;
}

/** /api/feedback-requests: asking colleagues for feedback, and the requests waiting for an answer. */
export function feedbackRequestRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/feedback-requests');
  routes.app.use(requireUser(deps));
  return routes
    .on(listFeedbackRequestsEndpoint, [], async (c, { query }) =>
      listFeedbackRequests(db, callerOf(c), query),
    )
    .on(askFeedbackEndpoint, [], async (c, { body }) => askFeedback(db, callerOf(c), body)).app;
}
