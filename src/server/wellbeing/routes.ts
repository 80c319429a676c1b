import type { Context } from 'hono';
import {
  answerPulse as answerPulseEndpoint,
  deleteMood as deleteMoodEndpoint,
  listMood as listMoodEndpoint,
  pulseStatus as pulseStatusEndpoint,
  putMood as putMoodEndpoint,
  updatePulseSettings as updatePulseSettingsEndpoint,
} from '../../shared/contract/wellbeing';
import { callerOf } from '../auth/caller';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { deleteMood, listMood, putMood } from './mood';
import { answerPulse, pulseStatus, updatePulseSettings } from './pulse';

/**
 * /api/mood and /api/pulse (docs/product.md#well-being-and-pulse). The guards sit on each route rather
 * than on the sub-app, whose middleware would also run before the other pulse routes mounted under
 * /api/pulse.
 */

/** /api/mood: the caller's own check-ins. The person is the session's; no parameter names anyone. */
export function moodRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = [requireUser(deps)];
  const self = (c: Context<AppEnv>) => c.get('user').id;
  return contractRoutes('/api/mood')
    .on(listMoodEndpoint, signedIn, async (c, { query }) => ({ items: await listMood(db, self(c), query) }))
    .on(putMoodEndpoint, signedIn, async (c, { params, body }) => ({
      entry: await putMood(db, self(c), params.day, body),
    }))
    .on(deleteMoodEndpoint, signedIn, async (c, { params }) => {
      await deleteMood(db, self(c), params.day);
      return undefined;
    }).app;
}

/** /api/pulse: the open pulse, answering it, and its settings. */
export function pulseRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  return contractRoutes('/api/pulse')
    .on(pulseStatusEndpoint, [signedIn], async (c) => pulseStatus(db, callerOf(c)))
    .on(answerPulseEndpoint, [signedIn], async (c, { body }) => ({
      period: await answerPulse(db, callerOf(c), body.answers),
      answered: true as const,
    }))
    .on(updatePulseSettingsEndpoint, [signedIn, adminOnly], async (c, { body }) => ({
      settings: await updatePulseSettings(db, requireAdmin(c), body),
    })).app;
}
