import { z } from 'zod/mini';
import { createCompanySchema } from '../schemas';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

export const createdCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  companyCode: z.string(),
  mission: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** IANA name; 1:1s meet at a local day and time in it. */
  timeZone: z.string(),
  createdAt: z.string(),
});

export const createCompany = endpoint({
  method: 'POST',
  path: '/api/companies',
  summary: 'Creates a company with a fresh 8-character code and makes the caller its admin.',
  access: 'signed in, no company',
  body: createCompanySchema,
  status: 201,
  response: z.object({ company: createdCompanySchema }),
  errors: [...signedInErrors, ...bodyErrors, 'already_in_company'],
});
