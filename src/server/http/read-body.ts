import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { apiMessages } from '../../shared/messages';
import { DomainError } from '../domain-error';
import { validationError } from './errors';

/**
 * The first field of a validated body whose text holds U+0000. PostgreSQL text cannot store it, so such
 * a value would fail in the database as a 500; no field has a use for it, so it is refused up front.
 * Validated bodies are flat objects of strings, so one level is all there is to look at.
 */
function fieldWithNul(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.entries(data).find(([, value]) => typeof value === 'string' && value.includes('\u0000'))?.[0];
}

/**
 * Reads a JSON body and validates it with a shared schema. Every client mistake becomes a 4xx:
 * a wrong content type (415), unparsable JSON (400 invalid_json), a failed rule (400 with the
 * spec's first message) or a NUL character in a field (400).
 */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new DomainError('unsupported_media_type');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new DomainError('invalid_json');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const field = fieldWithNul(parsed.data);
  if (field !== undefined) {
    throw new DomainError('validation_failed', {
      message: apiMessages.textHasNul,
      issues: [{ path: field, message: apiMessages.textHasNul }],
    });
  }
  return parsed.data;
}
