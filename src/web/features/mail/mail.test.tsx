import { mailMessages } from '@shared/mail-messages';
import { mailTexts } from '@shared/mail-texts';
import { validationMessages as m } from '@shared/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  expectPath,
  expectToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { verifiedText } from './verify-email';

describe('Forgot password?', () => {
  it('leads from the Sign In tab to /reset-password', async () => {
    mockApi({});
    const { user, router } = renderApp('/auth');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await expectPath(router, '/reset-password');
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
  });
});

describe('/reset-password without a token', () => {
  it('sends the address and says the same thing whatever the answer knows', async () => {
    const api = mockApi({
      'POST /api/auth/password-reset': () => ({ status: 202, body: { message: mailTexts.resetSent } }),
    });
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we have sent a link',
    );
    expect(api.calls.at(-1)).toMatchObject({ body: { email: 'kai@example.com' } });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('refuses a malformed address with the Validation Error toast, sending nothing', async () => {
    const api = mockApi({});
    renderApp('/reset-password');
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.submit(email.closest('form')!);
    await expectToast(toasts.validationError, m.emailInvalid, 'destructive');
    expect(api.calls).toEqual([]);
  });
});

describe('/reset-password?token=', () => {
  it('sets the new password and sends the person to sign in with a toast', async () => {
    const api = mockApi({ 'POST /api/auth/password-reset/confirm': () => ({ status: 204 }) });
    const { user, router } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'Swell2025go');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectPath(router, '/auth');
    await expectToast('Password changed', 'Sign in with your new password.', 'default');
    expect(api.calls.at(-1)).toMatchObject({ body: { token: 'abc', newPassword: 'Swell2025go' } });
  });

  it('holds the password to the sign-up rules', async () => {
    const api = mockApi({});
    const { user } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'lowercase1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectToast(toasts.validationError, m.passwordTooWeak, 'destructive');
    expect(api.calls).toEqual([]);
  });

  it('shows why a spent link fails', async () => {
    mockApi({
      'POST /api/auth/password-reset/confirm': () => ({
        status: 400,
        body: { error: { code: 'invalid_reset_token', message: mailMessages.invalidResetToken } },
      }),
    });
    const { user } = renderApp('/reset-password?token=spent');
    await user.type(await screen.findByLabelText('New password'), 'Swell2025go');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectToast(toasts.error, mailMessages.invalidResetToken, 'destructive');
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/reset-password');
  });
});

describe('/verify-email?token=', () => {
  it('verifies at once and offers sign-in to a visitor', async () => {
    const api = mockApi({ 'POST /api/auth/verify-email': () => ({ body: { emailVerified: true } }) });
    renderApp('/verify-email?token=tok');
    expect(await screen.findByText(verifiedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(api.calls.find((call) => call.path === '/api/auth/verify-email')?.body).toEqual({ token: 'tok' });
  });

  it('offers the dashboard to a signed-in person', async () => {
    mockApi({
      'GET /api/me': () => ({ body: meOf() }),
      'POST /api/auth/verify-email': () => ({ body: { emailVerified: true } }),
    });
    renderApp('/verify-email?token=tok', { session: testSession() });
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when a link is not valid', async () => {
    mockApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: {
          error: { code: 'invalid_verification_token', message: mailMessages.invalidVerificationToken },
        },
      }),
    });
    renderApp('/verify-email?token=old');
    expect(await screen.findByText('Link not valid')).toBeInTheDocument();
    expect(screen.getByText(mailMessages.invalidVerificationToken)).toBeInTheDocument();
  });
});
