import type { z } from 'zod/mini';
import { firstMessage } from '@shared/schemas';
import { toasts } from './texts';
import { toast } from './toast';

/**
 * Checks a form's values with a shared schema (SPEC.md section 5). On failure it shows only the first
 * message, in the destructive "Validation Error" toast, and returns null: the form sends nothing.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toast({ title: toasts.validationError, description: firstMessage(parsed.error), variant: 'destructive' });
  return null;
}
