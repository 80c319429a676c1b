import type { FormEvent } from 'react';
import type { z } from 'zod/mini';
import { firstMessage } from '@shared/schemas';
import { toasts } from './texts';
import { toast } from './toast';

/**
 * Checks a form's values with a shared schema. On failure it shows only the first message, in the
 * destructive "Validation Error" toast, and returns null: the form sends nothing.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toast({ title: toasts.validationError, description: firstMessage(parsed.error), variant: 'destructive' });
  return null;
}

/** A form's named fields and their values, as the browser would send them. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}

/**
 * A form's submit handler: it keeps the browser from sending the form itself, reads the named fields,
 * checks them with `schema` (validateForm: the first message in a toast) and, when they pass, hands the
 * parsed input to `send`, usually a mutation's `mutate`.
 *
 *     <form onSubmit={onValidSubmit(createCompanySchema, creating.mutate)}>
 */
export function onValidSubmit<S extends z.ZodMiniType>(schema: S, send: (input: z.output<S>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validateForm(schema, formValues(event.currentTarget));
    if (input !== null) send(input);
  };
}
