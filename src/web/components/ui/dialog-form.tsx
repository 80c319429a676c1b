import { firstMessage } from '@shared/first-message';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { type LazyRules, toastInvalid } from '@/lib/validate-form';
import { Button } from './button';
import { Label } from './label';
import { SubmitButton } from './submit-button';

// The parts of a form in a FormDialog (form-dialog.tsx): its check, its failure and its buttons.

/**
 * validateForm for a form in a dialog: the first message goes to the toast and stays in `error`, to be
 * said inside the dialog too (FormFailure), since a modal dialog hides the toaster from assistive
 * technology. A check that passes clears it. `validateLater` does the same with a form's lazy rules
 * (rulesWhenIdle), null when they could not be fetched.
 */
export function useDialogValidation() {
  const [error, setError] = useState('');
  const validate = <S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setError('');
      return parsed.data;
    }
    const message = firstMessage(parsed.error);
    setError(message);
    toastInvalid(message);
    return null;
  };
  const validateLater = async <S extends z.ZodMiniType>(rules: LazyRules<S>, values: unknown) => {
    const schema = await rules();
    return schema ? validate(schema, values) : null;
  };
  return { error, validate, validateLater };
}

/**
 * The ref for the button that opens a FormDialog, which gets the focus back once the dialog has gone
 * (its focus trap with it): the dialog has no Radix trigger to return it to.
 */
export function useFocusBack(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}

/** A form's failure, said inside the dialog: a modal dialog hides the toaster from assistive technology. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A dialog form's foot: its failure if any, then Cancel and the submit button, stacked on a phone. */
export function DialogFormActions({
  failure,
  cancel,
  onCancel,
  busy,
  busyLabel,
  children,
}: {
  failure: string | undefined;
  cancel: string;
  onCancel: () => void;
  busy: boolean;
  busyLabel: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancel}
        </Button>
        <SubmitButton busy={busy} busyLabel={busyLabel} className="sm:w-auto">
          {children}
        </SubmitButton>
      </div>
    </>
  );
}

/** A native select drawn like the inputs, for the dialog forms and their filters. */
export const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** A labelled field of a dialog form, with its hint below (`${id}-hint`, for aria-describedby). */
export function DialogField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
