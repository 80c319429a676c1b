import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../shared/api';
import { apiErrors } from '../../shared/contract/errors';
import { firstMessage } from '../../shared/schemas';
import type { AppEnv } from '../context';
import { DomainError } from '../domain-error';
import type { Logger } from '../logger';

export function validationError(error: z.core.$ZodError): DomainError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new DomainError('validation_failed', { message: firstMessage(error), issues });
}

/** The one place a thrown problem becomes an HTTP answer: `{"error": {"code", "message"}}`. */
export function errorResponse(c: Context, error: DomainError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  if (error.newer !== undefined) body.error.newer = error.newer;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  return c.json(body, apiErrors[error.code].status, headers);
}

/**
 * app.onError: a DomainError answers as the contract says; Hono's own 4xx (a malformed request it
 * refused) becomes bad_request; anything else is logged with the request id and answered 500 with a
 * generic message, so client mistakes never reach that path.
 */
export function answerError(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof DomainError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const body: ApiErrorBody = { error: { code: 'bad_request', message: error.message || 'Bad request' } };
      return c.json(body, error.status);
    }
    logger.error(
      { requestId: c.get('requestId'), clientRequestId: c.get('clientRequestId'), err: error },
      'request failed',
    );
    return errorResponse(c, new DomainError('internal_error'));
  };
}
