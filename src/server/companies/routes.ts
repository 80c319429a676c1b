import { Hono } from 'hono';
import { apiMessages } from '../../shared/messages';
import { createCompanySchema } from '../../shared/schemas';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { readBody } from '../http/read-body';
import { AlreadyInCompanyError, createCompany } from './companies';

/** POST /api/companies: create a company and become its admin. */
export function companyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', requireUser(deps), async (c) => {
    const input = await readBody(c, createCompanySchema);
    try {
      const company = await createCompany(deps.db, c.get('user').id, input);
      return c.json({ company }, 201);
    } catch (error) {
      if (error instanceof AlreadyInCompanyError) {
        throw new ApiError(409, 'already_in_company', apiMessages.alreadyInCompany);
      }
      throw error;
    }
  });
}
