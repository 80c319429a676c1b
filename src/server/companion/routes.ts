import {
  askSurfer,
  dismissNudge as dismissEndpoint,
  getCompanion as getEndpoint,
  getCompanionModel,
  putCompanionModel,
  putMutedKinds as mutedKindsEndpoint,
} from '../../shared/contract/companion';
import { type Caller, callerOf } from '../auth/caller';
import { adminOnly, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { streamAnswer } from './answer-stream';
import { askMessages, charactersOf } from './ask';
import { companionOf, dismissNudge, setMutedKinds } from './companion';
import { assembleContext } from './context/context';
import { modelSettingsOf, modelStateOf, openCall, setModelOn } from './model-use';

/**
 * /api/companion: the day's nudges, dismissing one, muting kinds (decision 044); asking The Surfer,
 * and the admin's switch and figures for the model (decision 046). The caller's own, but the last two.
 */
export function companionRoutes(deps: AppDeps) {
  const { db, model, config, logger } = deps;
  const routes = contractRoutes('/api/companion');
  routes.app.use(requireUser(deps));
  const withModel = async (caller: Caller, companion: Awaited<ReturnType<typeof companionOf>>) => ({
    companion: { ...companion, model: await modelStateOf(db, caller, model) },
  });
  const settings = async (caller: Caller) => ({
    model: await modelSettingsOf(db, caller, model, config.rateLimits),
  });
  return routes
    .on(getEndpoint, [], async (c) => withModel(callerOf(c), await companionOf(db, callerOf(c))))
    .on(dismissEndpoint, [], async (c, { body }) =>
      withModel(callerOf(c), await dismissNudge(db, callerOf(c), body)),
    )
    .on(mutedKindsEndpoint, [], async (c, { body }) =>
      withModel(callerOf(c), await setMutedKinds(db, callerOf(c), body.kinds)),
    )
    .on(askSurfer, [], async (c, { body }) => {
      const caller = callerOf(c);
      const call = await openCall(db, caller, model, config.rateLimits);
      const context = await assembleContext(db, caller, { question: body.question });
      const messages = askMessages(context, body);
      await call.sent(charactersOf(messages));
      return streamAnswer(c, { model: call.model, failed: call.failed, messages, context, logger });
    })
    .on(getCompanionModel, [adminOnly], async (c) => settings(callerOf(c)))
    .on(putCompanionModel, [adminOnly], async (c, { body }) => {
      await setModelOn(db, callerOf(c), body.on);
      return settings(callerOf(c));
    }).app;
}
