import type { Context } from 'hono';
import type { z } from 'zod';
import { apiMessages } from '../../shared/messages';
import { ApiError, validationError } from './errors';

/**
 * Reads a JSON body and validates it with a shared schema. Every client mistake becomes a 4xx:
 * a wrong content type (415), unparsable JSON (400 invalid_json) or a failed rule (400 with the
 * spec's first message).
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', apiMessages.unsupportedMediaType);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalid_json', apiMessages.invalidJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
