import {
  answerValuesInPractice as answerEndpoint,
  getValuesInPractice as readEndpoint,
} from '../../shared/contract/values-in-practice';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { answerValues, valuesInPractice } from './values-assessment';

/** /api/values-in-practice (decision 040): the assessment of the company's values, and its figures. */
export function valuesInPracticeRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/values-in-practice');
  routes.app.use(requireUser(deps));
  return routes
    .on(readEndpoint, [], async (c, { query }) => valuesInPractice(db, callerOf(c), query))
    .on(answerEndpoint, [], async (c, { body }) => ({
      period: await answerValues(db, callerOf(c), body.scores),
      answered: true as const,
    })).app;
}
