import type { z } from 'zod/mini';

/**
 * The first message of a failed parse: the one the screens show. Apart from the rules (schemas.ts) so
 * that a form's code can say it without loading zod, whose rules load when the page is idle.
 */
export function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
