import type { Context } from 'hono';
import { valueMessages } from '../../shared/company-settings-messages';
import {
  createValue as createValueEndpoint,
  deleteValue as deleteValueEndpoint,
  listValues as listValuesEndpoint,
  updateValue as updateValueEndpoint,
} from '../../shared/contract/company-settings';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { createValue, deleteValue, listValues, updateValue } from './values';

/** The caller's company; 403 for someone who belongs to none. */
function requireCompany(c: Context<AppEnv>): string {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: valueMessages.noCompany });
  return membership.companyId;
}

/** /api/values: everyone in the company reads its values; admins change them. */
export function valueRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/values');
  routes.app.use(requireUser(deps));
  return routes
    .on(listValuesEndpoint, [], async (c) => ({ items: await listValues(db, requireCompany(c)) }))
    .on(createValueEndpoint, [adminOnly], async (c, { body }) => ({
      value: await createValue(db, requireAdmin(c), body),
    }))
    .on(updateValueEndpoint, [adminOnly], async (c, { params, body }) => ({
      value: await updateValue(db, requireAdmin(c), params.valueId, body),
    }))
    .on(deleteValueEndpoint, [adminOnly], async (c, { params }) => {
      await deleteValue(db, requireAdmin(c), params.valueId);
      return undefined;
    }).app;
}
