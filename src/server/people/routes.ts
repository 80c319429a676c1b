import type { Context } from 'hono';
import {
  changeRole as changeRoleEndpoint,
  getPerson as getPersonEndpoint,
  leaveCompany as leaveCompanyEndpoint,
  listPeople as listPeopleEndpoint,
  removePerson as removePersonEndpoint,
} from '../../shared/contract/people';
import { peopleMessages } from '../../shared/messages';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { changeRole, getPerson, leaveCompany, listPeople, removePerson } from './people';

/** The caller's company; 403 for someone who belongs to none, as for the other company-scoped endpoints. */
function requireCompany(c: Context<AppEnv>): string {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return membership.companyId;
}

/** The admin's company, the caller and the person the path names. */
function target(c: Context<AppEnv>, userId: string) {
  return { companyId: requireAdmin(c), actorId: c.get('user').id, userId };
}

/** /api/people: the company's directory; admins change roles and remove people; anyone may leave. */
export function peopleRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/people');
  routes.app.use(requireUser(deps));
  return routes
    .on(listPeopleEndpoint, [], async (c) => ({ items: await listPeople(db, requireCompany(c)) }))
    .on(getPersonEndpoint, [], async (c, { params }) => getPerson(db, requireCompany(c), params.userId))
    .on(changeRoleEndpoint, [adminOnly], async (c, { params, body }) => ({
      person: await changeRole(db, { ...target(c, params.userId), role: body.role }),
    }))
    .on(removePersonEndpoint, [adminOnly], async (c, { params }) => {
      await removePerson(db, target(c, params.userId));
      return undefined;
    })
    .on(leaveCompanyEndpoint, [], async (c) => {
      await leaveCompany(db, { companyId: requireCompany(c), userId: c.get('user').id });
      return undefined;
    }).app;
}
