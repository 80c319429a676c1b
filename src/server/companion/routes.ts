import type { Context } from 'hono';
import {
  askSurfer,
  briefOneOnOne,
  dismissNudge as dismissEndpoint,
  draftText,
  getCompanion as getEndpoint,
  getCompanionModel,
  putCompanionModel,
  putMutedKinds as mutedKindsEndpoint,
} from '../../shared/contract/companion';
import { type Caller, callerOf } from '../auth/caller';
import { adminOnly, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { streamAnswer } from './answer-stream';
import { companionOf, dismissNudge, setMutedKinds } from './companion';
import { briefContext } from './context/brief';
import { assembleContext, type CompanionContext } from './context/context';
import { checkInDraftContext, kudosDraftContext } from './context/drafts';
import type { ChatMessage } from './model/model';
import { modelSettingsOf, modelStateOf, openCall, setModelOn } from './model-use';
import {
  askMessages,
  briefMessages,
  charactersOf,
  checkInDraftMessages,
  kudosDraftMessages,
} from './prompts';

/**
 * /api/companion: the day's nudges, dismissing one, muting kinds (decision 044); asking The Surfer,
 * and the admin's switch and figures for the model (decision 046). The caller's own, but the last two.
 */
export function companionRoutes(deps: AppDeps) {
  const { db, model, config, logger } = deps;
  const routes = contractRoutes('/api/companion');
  routes.app.use(requireUser(deps));
  /** The companion with the model's state, read beside it rather than after it. */
  const withModel = async (caller: Caller, read: Promise<Awaited<ReturnType<typeof companionOf>>>) => {
    const [companion, modelState] = await Promise.all([read, modelStateOf(db, caller, model)]);
    return { companion: { ...companion, model: modelState } };
  };
  /**
   * One call of the model: allowed (model on, limits held) before anything is read for it, then its
   * context and messages, counted as sent, then streamed.
   */
  const answer = async (
    c: Context<AppEnv>,
    prepare: (caller: Caller) => Promise<{ context: CompanionContext; messages: ChatMessage[] }>,
  ) => {
    const caller = callerOf(c);
    const call = await openCall(db, caller, model, config.rateLimits);
    const { context, messages } = await prepare(caller).catch(async (error: unknown) => {
      // A 404 or a closed goal spent nothing: the hit is given back.
      await call.refund();
      throw error;
    });
    await call.sent(charactersOf(messages));
    return streamAnswer(c, { model: call.model, failed: call.failed, messages, context, logger });
  };
  const settings = async (caller: Caller) => ({
    model: await modelSettingsOf(db, caller, model, config.rateLimits),
  });
  return routes
    .on(getEndpoint, [], async (c) => withModel(callerOf(c), companionOf(db, callerOf(c))))
    .on(dismissEndpoint, [], async (c, { body }) =>
      withModel(callerOf(c), dismissNudge(db, callerOf(c), body)),
    )
    .on(mutedKindsEndpoint, [], async (c, { body }) =>
      withModel(callerOf(c), setMutedKinds(db, callerOf(c), body.kinds)),
    )
    .on(askSurfer, [], async (c, { body }) =>
      answer(c, async (caller) => {
        const context = await assembleContext(db, caller, { question: body.question });
        return { context, messages: askMessages(context, body) };
      }),
    )
    .on(briefOneOnOne, [], async (c, { params }) =>
      answer(c, async (caller) => {
        const context = await briefContext(db, caller, params.id);
        return { context, messages: briefMessages(context) };
      }),
    )
    .on(draftText, [], async (c, { body }) =>
      answer(c, async (caller) => {
        if (body.kind === 'check_in') {
          const context = await checkInDraftContext(db, caller, body.goalId);
          return { context, messages: checkInDraftMessages(context) };
        }
        const context = await kudosDraftContext(db, caller, body.recipientId);
        return { context, messages: kudosDraftMessages(context) };
      }),
    )
    .on(getCompanionModel, [adminOnly], async (c) => settings(callerOf(c)))
    .on(putCompanionModel, [adminOnly], async (c, { body }) => {
      await setModelOn(db, callerOf(c), body.on);
      return settings(callerOf(c));
    }).app;
}
