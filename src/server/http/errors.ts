import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { firstMessage } from '../../shared/schemas';

/** An error the client caused or may see: its status, a snake_case code and a human sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorBody['error']['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string = apiMessages.notFound) => new ApiError(404, 'not_found', message);

export function validationError(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, 'validation_failed', firstMessage(error), issues);
}

export function errorResponse(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  return c.json(body, error.status, error.headers);
}
