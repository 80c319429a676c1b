import { z } from 'zod/mini';
import { valueMessages } from '../company-settings-messages';
import { createValueSchema, updateCompanySchema, updateValueSchema } from '../company-settings-rules';
import { createdCompanySchema } from './companies';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

export const companyValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** 0 for the first value; the list has no gaps. */
  position: z.number(),
  createdAt: z.string(),
});

/** The company as its settings page shows it; the code only for its admins, as on /api/me. */
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyCode: z.optional(z.string()),
  mission: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** IANA name; 1:1s meet at a local day and time in it. */
  timeZone: z.string(),
  createdAt: z.string(),
});

export const getCompany = endpoint({
  method: 'GET',
  path: '/api/company',
  summary: 'The caller’s company: name, mission, industry, location (its code for admins only).',
  access: 'member of a company',
  status: 200,
  response: z.object({ company: companyProfileSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const updateCompany = endpoint({
  method: 'PATCH',
  path: '/api/company',
  summary:
    'Changes the admin’s company: name, mission, industry, location, time zone (an IANA name), with the rules of its creation. A field left out stays; an optional one sent empty or null is cleared.',
  access: 'admin of the company',
  body: updateCompanySchema,
  status: 200,
  response: z.object({ company: createdCompanySchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export const regenerateCompanyCode = endpoint({
  method: 'POST',
  path: '/api/company/code',
  summary:
    'Gives the admin’s company a new 8-character code. The old one stops working at once (company_not_found for joiners); pending join requests stay.',
  access: 'admin of the company',
  status: 200,
  response: z.object({ company: createdCompanySchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const listValues = endpoint({
  method: 'GET',
  path: '/api/values',
  summary: 'The company’s values in their order (at most 12, so one page).',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(companyValueSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createValue = endpoint({
  method: 'POST',
  path: '/api/values',
  summary:
    'Adds a value at the end of the list. At most 12 per company (too_many_values); names are unique, case aside (value_exists).',
  access: 'admin of the company',
  body: createValueSchema,
  status: 201,
  response: z.object({ value: companyValueSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'too_many_values', 'value_exists'],
});

// Another company's value is not found: 404, never 403, which would confirm it exists.
export const updateValue = endpoint({
  method: 'PATCH',
  path: '/api/values/:valueId',
  params: z.object({ valueId: idParam(valueMessages.notFound) }),
  summary:
    'Renames, describes or moves a value; moving renumbers the others (a position past the end means the end).',
  access: 'admin of the company',
  body: updateValueSchema,
  status: 200,
  response: z.object({ value: companyValueSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'value_exists'],
});

export const deleteValue = endpoint({
  method: 'DELETE',
  path: '/api/values/:valueId',
  params: z.object({ valueId: idParam(valueMessages.notFound) }),
  summary: 'Removes a value; the ones after it move up.',
  access: 'admin of the company',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type CompanyValue = z.output<typeof companyValueSchema>;
export type CompanyProfile = z.output<typeof companyProfileSchema>;
