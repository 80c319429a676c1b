import { z } from 'zod/mini';
import { JOIN_REQUEST_STATUSES, ROLES } from '../constants';
import { sessionUserSchema } from './auth';
import { endpoint } from './endpoint';
import { signedInErrors } from './errors';

export const ownJoinRequestSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
});

export const meSchema = z.object({
  /** emailVerified: whether they opened the verification link mailed to their address. */
  user: z.extend(sessionUserSchema, { emailVerified: z.boolean() }),
  profile: z.nullable(z.object({ fullName: z.nullable(z.string()), companyId: z.nullable(z.string()) })),
  company: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Present only for the company's admins. */
      companyCode: z.optional(z.string()),
    }),
  ),
  role: z.nullable(z.enum(ROLES)),
  joinRequests: z.array(ownJoinRequestSchema),
});

export const me = endpoint({
  method: 'GET',
  path: '/api/me',
  summary:
    'The signed-in person, their profile, company (its code for admins only), role and own join requests: the dashboard’s one request.',
  access: 'signed in',
  status: 200,
  response: meSchema,
  errors: [...signedInErrors],
});
