import type { Context } from 'hono';
import {
  answerPulse as answerPulseEndpoint,
  deleteMood as deleteMoodEndpoint,
  listMood as listMoodEndpoint,
  pulseStatus as pulseStatusEndpoint,
  putMood as putMoodEndpoint,
  updatePulseSettings as updatePulseSettingsEndpoint,
} from '../../shared/contract/wellbeing';
import { wellbeingMessages as m } from '../../shared/wellbeing-messages';
import { isDay } from '../../shared/days';
import { moodDaySchema } from '../../shared/wellbeing-rules';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { invalidInput } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { deleteMood, listMood, putMood } from './mood';
import { answerPulse, pulseStatus, updatePulseSettings } from './pulse';
import { callerOf } from '../auth/caller';

/**
 * /api/mood and /api/pulse (docs/product.md#well-being-and-pulse). The guards sit on each route rather
 * than on the sub-app, whose middleware would also run before the other pulse routes mounted under
 * /api/pulse.
 */

/** The day the path names: one a person may check in for. */
function checkInDay(c: Context<AppEnv>): string {
  const parsed = moodDaySchema.safeParse(c.req.param('day') ?? '');
  if (!parsed.success) throw invalidInput('day', parsed.error.issues[0]?.message ?? m.dayInvalid);
  return parsed.data;
}

/** Any calendar day: a check-in older than the days one may write still may be deleted. */
function anyDay(c: Context<AppEnv>): string {
  const day = c.req.param('day') ?? '';
  if (!isDay(day)) throw invalidInput('day', m.dayInvalid);
  return day;
}

/** /api/mood: the caller's own check-ins. The person is the session's; no parameter names anyone. */
export function moodRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = [requireUser(deps)];
  const self = (c: Context<AppEnv>) => c.get('user').id;
  return contractRoutes('/api/mood')
    .on(listMoodEndpoint, signedIn, async (c, { query }) => ({ items: await listMood(db, self(c), query) }))
    .on(putMoodEndpoint, signedIn, async (c, { body }) => ({
      entry: await putMood(db, self(c), checkInDay(c), body),
    }))
    .on(deleteMoodEndpoint, signedIn, async (c) => {
      await deleteMood(db, self(c), anyDay(c));
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
