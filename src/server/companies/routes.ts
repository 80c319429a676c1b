import { createCompany as createCompanyEndpoint } from '../../shared/contract/companies';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { createCompany } from './companies';

/** POST /api/companies: create a company and become its admin. */
export function companyRoutes(deps: AppDeps) {
  return contractRoutes('/api/companies').on(
    createCompanyEndpoint,
    [requireUser(deps)],
    async (c, { body }) => ({
      company: await createCompany(deps.db, c.get('user').id, body),
    }),
  ).app;
}
