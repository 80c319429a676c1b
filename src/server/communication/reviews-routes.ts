import {
  agreeReview as agreeEndpoint,
  answerReview as answerEndpoint,
  declineReview as declineEndpoint,
  getStyle as getStyleEndpoint,
  listReviews as listEndpoint,
  putStyle as putStyleEndpoint,
  reviewResults as resultsEndpoint,
  startReview as startEndpoint,
} from '../../shared/contract/reviews';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { reviewResults } from './review-results';
import { agreeReview, answerReview, declineReview, listReviews, startReview } from './reviews';
import { putStyle, styleOf } from './styles';

/** /api/reviews: opt-in 360s, their answers and their results (decision 037). */
export function reviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/reviews');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c) => listReviews(db, callerOf(c)))
    .on(startEndpoint, [], async (c, { body }) => startReview(db, callerOf(c), body))
    .on(agreeEndpoint, [], async (c, { params, body }) => agreeReview(db, callerOf(c), params.id, body))
    .on(declineEndpoint, [], async (c, { params }) => {
      await declineReview(db, callerOf(c), params.id);
      return undefined;
    })
    .on(answerEndpoint, [], async (c, { params, body }) => answerReview(db, callerOf(c), params.id, body))
    .on(resultsEndpoint, [], async (c, { params }) => reviewResults(db, callerOf(c), params.id)).app;
}

/** /api/me/style: the caller's own communication style. */
export function styleRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/me/style');
  routes.app.use(requireUser(deps));
  return routes
    .on(getStyleEndpoint, [], async (c) => ({ style: await styleOf(db, c.get('user').id) }))
    .on(putStyleEndpoint, [], async (c, { body }) => putStyle(db, c.get('user').id, body)).app;
}
