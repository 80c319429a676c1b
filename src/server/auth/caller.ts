import type { Context } from 'hono';
import { peopleMessages } from '../../shared/messages';
import type { AppEnv } from '../context';
import { DomainError } from '../domain-error';

/**
 * Who calls a module's data functions: their company and whether they administer it, both from the
 * verified session. It lives in auth, beside requireUser which loads the session it is read from, and
 * every module imports it from here: one shape for goals, culture, teams, the pulse and insights.
 */
export interface Caller {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

/** The signed-in caller in their company (after requireUser); 403 for someone who belongs to none. */
export function callerOf(c: Context<AppEnv>): Caller {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return { companyId: membership.companyId, userId: c.get('user').id, isAdmin: membership.role === 'admin' };
}
