import { validationMessages as m } from '@shared/messages';
import { signInSchema } from '@shared/schemas';
import { pulseSettingsSchema } from '@shared/wellbeing-rules';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from './texts';
import { useToasts } from './toast';
import { onValidSubmit } from './validate-form';

function renderForm(send: (input: unknown) => void, values: { email: string; password: string }) {
  render(
    <form aria-label="Sign in" onSubmit={onValidSubmit(signInSchema, send)}>
      <input name="email" defaultValue={values.email} />
      <input name="password" defaultValue={values.password} />
      <input defaultValue="not named, not read" />
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Sign in' });
  const event = fireEvent.submit(form);
  return { defaultPrevented: !event };
}

describe('onValidSubmit', () => {
  it('hands the parsed input to `send`, and keeps the browser from sending the form', () => {
    const send = vi.fn();
    const { defaultPrevented } = renderForm(send, { email: ' kai@example.com ', password: 'Waves4ever' });
    expect(defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({ email: 'kai@example.com', password: 'Waves4ever' });
  });

  it('shows only the first message in the "Validation Error" toast and sends nothing', () => {
    const shown = renderHook(() => useToasts());
    const send = vi.fn();
    const { defaultPrevented } = renderForm(send, { email: 'kai', password: '' });
    expect(defaultPrevented).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(shown.result.current).toMatchObject([
      { title: toasts.validationError, description: m.emailInvalid, variant: 'destructive' },
    ]);
  });

  it('reads the fields named as numbers as numbers, and leaves them out when empty', () => {
    const send = vi.fn();
    const submit = (threshold: string) => {
      render(
        <form aria-label="Pulse" onSubmit={onValidSubmit(pulseSettingsSchema, send, ['threshold'])}>
          <input name="cadence" defaultValue="monthly" />
          <input name="threshold" defaultValue={threshold} />
        </form>,
      );
      fireEvent.submit(screen.getByRole('form', { name: 'Pulse' }));
    };
    submit(' 7 ');
    expect(send).toHaveBeenLastCalledWith({ cadence: 'monthly', threshold: 7 });
    cleanup();
    submit('');
    expect(send).toHaveBeenLastCalledWith({ cadence: 'monthly' });
  });
});
