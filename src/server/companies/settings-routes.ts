import { valueMessages } from '../../shared/company-settings-messages';
import {
  getCompany as getCompanyEndpoint,
  regenerateCompanyCode as regenerateCompanyCodeEndpoint,
  updateCompany as updateCompanyEndpoint,
} from '../../shared/contract/company-settings';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { getCompany, regenerateCompanyCode, updateCompany } from './company-settings';

/** /api/company: the admin's own company (its id comes from the session, never from the path). */
export function companySettingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/company');
  routes.app.use(requireUser(deps));
  return routes
    .on(getCompanyEndpoint, [], async (c) => {
      const membership = c.get('membership');
      if (!membership) throw new DomainError('forbidden', { message: valueMessages.noCompany });
      return { company: await getCompany(db, membership.companyId, membership.role === 'admin') };
    })
    .on(updateCompanyEndpoint, [adminOnly], async (c, { body }) => ({
      company: await updateCompany(db, requireAdmin(c), body),
    }))
    .on(regenerateCompanyCodeEndpoint, [adminOnly], async (c) => ({
      company: await regenerateCompanyCode(db, requireAdmin(c)),
    })).app;
}
