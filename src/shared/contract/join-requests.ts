import { z } from 'zod/mini';
import { JOIN_REQUEST_STATUSES } from '../constants';
import { apiMessages } from '../messages';
import { joinRequestListQuerySchema, joinRequestSchema } from '../schemas';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

const status = z.enum(JOIN_REQUEST_STATUSES);

export const createdJoinRequestSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  status,
  createdAt: z.string(),
});

export const joinRequestForReviewSchema = z.object({
  id: z.string(),
  status,
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    fullName: z.nullable(z.string()),
    email: z.string(),
    /** Whether the requester opened the verification link mailed to that address. */
    emailVerified: z.boolean(),
  }),
});

export const createJoinRequest = endpoint({
  method: 'POST',
  path: '/api/join-requests',
  summary: 'Asks to join the company with this code.',
  access: 'signed in, no company',
  body: joinRequestSchema,
  status: 201,
  response: z.object({ joinRequest: createdJoinRequestSchema }),
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'company_not_found',
    'already_requested',
    'already_in_company',
    'rate_limited',
  ],
});

export const listJoinRequests = endpoint({
  method: 'GET',
  path: '/api/join-requests',
  summary:
    'The requests to join the admin’s own company in one status (pending by default), newest first. Pending requests of people who meanwhile joined a company are left out.',
  access: 'admin of the company',
  query: joinRequestListQuerySchema,
  status: 200,
  response: z.array(joinRequestForReviewSchema),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

const decided = <S extends 'approved' | 'rejected'>(decision: S) =>
  z.object({ joinRequest: z.object({ id: z.string(), status: z.literal(decision) }) });

// Another company's request is not found: 404, never 403, which would confirm it exists.
const joinRequestParams = z.object({ id: idParam(apiMessages.joinRequestNotFound) });

export const approveJoinRequest = endpoint({
  method: 'POST',
  path: '/api/join-requests/:id/approve',
  params: joinRequestParams,
  summary: 'Approves a pending request of the admin’s company: the requester becomes a member.',
  access: 'admin of the company',
  status: 200,
  response: decided('approved'),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'already_decided', 'requester_in_company'],
});

export const rejectJoinRequest = endpoint({
  method: 'POST',
  path: '/api/join-requests/:id/reject',
  params: joinRequestParams,
  summary: 'Rejects a pending request of the admin’s company.',
  access: 'admin of the company',
  status: 200,
  response: decided('rejected'),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'already_decided'],
});
