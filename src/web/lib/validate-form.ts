import { firstMessage } from '@shared/first-message';
import type { FormEvent } from 'react';
import type { z } from 'zod/mini';
import { toasts } from './texts';
import { toast } from './toast';
import { whenIdle } from './when-idle';

/**
 * A form's rules loaded apart from the page that shows the form (decision 051): zod and the module's
 * rules are fetched once the page is idle, so the person's data comes first; a submit before that
 * waits for them. A failed fetch (a dropped connection, a deploy) says so in a toast and gives
 * undefined: the form sends nothing, and the next submit tries again.
 *
 *     const moodEntryRules = rulesWhenIdle(() => import('@shared/wellbeing-rules').then((rules) => rules.moodEntrySchema));
 */
export type LazyRules<S> = () => Promise<S | undefined>;

const rulesFailed = 'This form could not be checked. Reloading the page usually helps.';

export function rulesWhenIdle<S>(load: () => Promise<S>): LazyRules<S> {
  let loading: Promise<S> | undefined;
  const fetchRules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  whenIdle(() => void fetchRules().catch(() => {}));
  return () =>
    fetchRules().catch(() => {
      toast({ title: toasts.unexpectedError, description: rulesFailed, variant: 'destructive' });
      return undefined;
    });
}

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

/** validateForm with a form's lazy rules: null when the rules could not be fetched or the values fail. */
export async function validateLater<S extends z.ZodMiniType>(
  rules: LazyRules<S>,
  values: unknown,
): Promise<z.output<S> | null> {
  const schema = await rules();
  return schema ? validateForm(schema, values) : null;
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
 * numbers. `rules` is the schema, or its loader (rulesWhenIdle) for a form on a module's page.
 *
 *     <form onSubmit={onValidSubmit(createCompanySchema, creating.mutate)}>
 */
export function onValidSubmit<S extends z.ZodMiniType>(
  rules: S | LazyRules<S>,
  send: (input: z.output<S>) => void,
  numbers: readonly string[] = [],
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, numbers);
    const check = (schema: S | undefined) => {
      const input = schema ? validateForm(schema, values) : null;
      if (input !== null) send(input);
    };
    if (typeof rules === 'function') void rules().then(check);
    else check(rules);
  };
}
