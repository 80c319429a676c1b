import type { Context } from 'hono';
import { z } from 'zod';
import {
  createValue as createValueEndpoint,
  deleteValue as deleteValueEndpoint,
  listValues as listValuesEndpoint,
  updateValue as updateValueEndpoint,
} from '../../shared/contract/company-settings';
import { valueMessages } from '../../shared/company-settings-messages';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { createValue, deleteValue, listValues, updateValue, valueNotFound } from './values';

const valueIdSchema = z.uuid();

/** The caller's company; 403 for someone who belongs to none. */
function requireCompany(c: Context<AppEnv>): string {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: valueMessages.noCompany });
  return membership.companyId;
}

/** The value the path names; anything that is not a uuid names none (404). */
function valueId(c: Context<AppEnv>): string {
  const id = c.req.param('valueId') ?? '';
  if (!valueIdSchema.safeParse(id).success) throw valueNotFound();
  return id;
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
    .on(updateValueEndpoint, [adminOnly], async (c, { body }) => ({
      value: await updateValue(db, requireAdmin(c), valueId(c), body),
    }))
    .on(deleteValueEndpoint, [adminOnly], async (c) => {
      await deleteValue(db, requireAdmin(c), valueId(c));
      return undefined;
    }).app;
}
