import type { z } from 'zod/mini';
import type { sessionSchema, sessionUserSchema } from './contract/auth';
import type { createdCompanySchema } from './contract/companies';
import type { errorBodySchema } from './contract/errors';
import type { joinRequestForReviewSchema } from './contract/join-requests';
import type { meSchema, ownJoinRequestSchema } from './contract/me';

/**
 * Shapes of the HTTP API's responses, inferred from the contract's schemas (src/shared/contract) so
 * that the server and the web client cannot disagree about them. Types only: importing them costs the
 * web bundle nothing.
 */
export type SessionUser = z.output<typeof sessionUserSchema>;
export type Session = z.output<typeof sessionSchema>;
export type CreatedCompany = z.output<typeof createdCompanySchema>;
export type OwnJoinRequest = z.output<typeof ownJoinRequestSchema>;
export type Me = z.output<typeof meSchema>;
export type Company = NonNullable<Me['company']>;
export type JoinRequestForReview = z.output<typeof joinRequestForReviewSchema>;
export type ApiErrorBody = z.output<typeof errorBodySchema>;
