import type { Context } from 'hono';
import { z } from 'zod';
import {
  addReaction as addReactionEndpoint,
  createKudos as createKudosEndpoint,
  cultureMetrics as cultureMetricsEndpoint,
  deleteKudos as deleteKudosEndpoint,
  listKudos as listKudosEndpoint,
  removeReaction as removeReactionEndpoint,
  valuesWall as valuesWallEndpoint,
} from '../../shared/contract/culture';
import { cultureMessages, reactionOf, type Reaction } from '../../shared/culture-messages';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { invalidInput } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { kudosNotFound, listFeed } from './feed';
import { createKudos, deleteKudos } from './kudos';
import { cultureMetrics } from './metrics';
import { addReaction, removeReaction } from './reactions';
import { valuesWall } from './wall';
import { callerOf } from '../auth/caller';

const idSchema = z.uuid();

/** The post the path names; an id that cannot be one is as unknown as another company's post. */
function kudosIdOf(c: Context<AppEnv>): string {
  const kudosId = c.req.param('kudosId') ?? '';
  if (!idSchema.safeParse(kudosId).success) throw kudosNotFound();
  return kudosId;
}

/** The reaction the path names, by name or as the emoji. */
function reactionIn(c: Context<AppEnv>): { kudosId: string; emoji: Reaction } {
  const kudosId = kudosIdOf(c);
  const emoji = reactionOf(c.req.param('emoji') ?? '');
  if (!emoji) throw invalidInput('emoji', cultureMessages.reactionInvalid);
  return { kudosId, emoji };
}

/** /api/kudos: the feed, kudos and their reactions (docs/product.md#culture-and-recognition). */
export function kudosRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/kudos');
  routes.app.use(requireUser(deps));
  return routes
    .on(listKudosEndpoint, [], async (c, { query }) => listFeed(db, callerOf(c), query))
    .on(createKudosEndpoint, [], async (c, { body }) => ({ kudos: await createKudos(db, callerOf(c), body) }))
    .on(deleteKudosEndpoint, [], async (c) => {
      await deleteKudos(db, callerOf(c), kudosIdOf(c));
      return undefined;
    })
    .on(addReactionEndpoint, [], async (c) => ({
      reactions: await addReaction(db, callerOf(c), reactionIn(c)),
    }))
    .on(removeReactionEndpoint, [], async (c) => ({
      reactions: await removeReaction(db, callerOf(c), reactionIn(c)),
    })).app;
}

/** /api/culture: the values wall and the culture figures. */
export function cultureRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/culture');
  routes.app.use(requireUser(deps));
  return routes
    .on(valuesWallEndpoint, [], async (c) => ({ items: await valuesWall(db, callerOf(c)) }))
    .on(cultureMetricsEndpoint, [], async (c) => cultureMetrics(db, callerOf(c))).app;
}
