import { validationMessages as m } from '@shared/messages';
import { signInSchema } from '@shared/schemas';
import { pulseSettingsSchema } from '@shared/wellbeing-rules';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from './texts';
import { useToasts } from './toast';
import { onValidSubmit, rulesWhenIdle } from './validate-form';

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

describe('rulesWhenIdle', () => {
  const submitSignIn = (
    rules: Parameters<typeof onValidSubmit<typeof signInSchema>>[0],
    send: () => void,
  ) => {
    const { unmount } = render(
      <form aria-label="Sign in" onSubmit={onValidSubmit(rules, send)}>
        <input name="email" defaultValue="kai@example.com" />
        <input name="password" defaultValue="Waves4ever" />
      </form>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    unmount();
  };

  it('fetches the rules once, when idle, and checks a submit made before they arrive with them', async () => {
    let arrive: (schema: typeof signInSchema) => void = () => {};
    const load = vi.fn(() => new Promise<typeof signInSchema>((resolve) => (arrive = resolve)));
    const rules = rulesWhenIdle(load);
    const send = vi.fn();
    submitSignIn(rules, send);
    expect(send).not.toHaveBeenCalled();
    arrive(signInSchema);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ email: 'kai@example.com', password: 'Waves4ever' }),
    );
    submitSignIn(rules, send);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in a toast and sends nothing when they cannot be fetched; the next submit tries again', async () => {
    const shown = renderHook(() => useToasts());
    const load = vi
      .fn<() => Promise<typeof signInSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(signInSchema);
    const rules = rulesWhenIdle(load);
    const send = vi.fn();
    // The idle fetch may have failed already: a submit then fetches again and succeeds.
    await waitFor(() => expect(load).toHaveBeenCalled());
    submitSignIn(rules, send);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    const failing = rulesWhenIdle(() => Promise.reject(new TypeError('Failed to fetch')));
    submitSignIn(failing, send);
    await waitFor(() =>
      expect(shown.result.current).toMatchObject([{ title: toasts.unexpectedError, variant: 'destructive' }]),
    );
    expect(send).toHaveBeenCalledTimes(1);
  });
});
