import { firstMessage } from '@shared/schemas';
import type { FormEvent } from 'react';
import type { z } from 'zod/mini';
import { toasts } from './texts';
import { toast } from './toast';

/**
 * Checks a form's values with a shared schema. On failure it shows only the first message, in the
 * destructive "Validation Error" toast, and returns null: the form sends nothing.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  toastInvalid(firstMessage(parsed.error));
  return null;
}

export const toastInvalid = (message: string) =>
  toast({ title: toasts.validationError, description: message, variant: 'destructive' });

/**
 * A form's named fields and their values, as the browser would send them; the fields named in
 * `numbers` (a scale's radio buttons, a number input) as numbers, and left out when empty.
 */
function formValues(form: HTMLFormElement, numbers: readonly string[]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string') return;
    if (!numbers.includes(name)) values[name] = value;
    else if (value.trim() !== '') values[name] = Number(value);
  });
  return values;
}

/**
 * A form's submit handler: it keeps the browser from sending the form itself, reads the named fields,
 * checks them with `schema` (validateForm: the first message in a toast) and, when they pass, hands the
 * parsed input to `send`, usually a mutation's `mutate`. The fields named in `numbers` are read as
 * numbers.
 *
 *     <form onSubmit={onValidSubmit(createCompanySchema, creating.mutate)}>
 */
export function onValidSubmit<S extends z.ZodMiniType>(
  schema: S,
  send: (input: z.output<S>) => void,
  numbers: readonly string[] = [],
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validateForm(schema, formValues(event.currentTarget, numbers));
    if (input !== null) send(input);
  };
}
