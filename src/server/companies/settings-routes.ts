import {
  regenerateCompanyCode as regenerateCompanyCodeEndpoint,
  updateCompany as updateCompanyEndpoint,
} from '../../shared/contract/company-settings';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { regenerateCompanyCode, updateCompany } from './company-settings';

/** /api/company: the admin's own company (its id comes from the session, never from the path). */
export function companySettingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/company');
  routes.app.use(requireUser(deps));
  return routes
    .on(updateCompanyEndpoint, [adminOnly], async (c, { body }) => ({
      company: await updateCompany(db, requireAdmin(c), body),
    }))
    .on(regenerateCompanyCodeEndpoint, [adminOnly], async (c) => ({
      company: await regenerateCompanyCode(db, requireAdmin(c)),
    })).app;
}
