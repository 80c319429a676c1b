import type { SsoErrorReason } from '@shared/sso-messages';
import { SSO_ERROR_REASONS, ssoErrorTexts, ssoMessages } from '@shared/sso-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  expectPath,
  expectToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { leaveFor } from './api/start-sso';
import { SSO_LOOKUP_DELAY_MS } from './sso-parts';

/**
 * Single sign-on on the web (decision 047): the button under the sign-in form for an address whose
 * company signs in with its provider, the reasons a refused sign-in comes back with, and the page
 * that trades the one-time code for a session.
 */

const leave = leaveFor.provider;
afterEach(() => {
  leaveFor.provider = leave;
});

const okta = {
  'GET /api/auth/sso': () => ({ body: { sso: { providerName: 'Okta', required: false } } }),
} as const;

describe('the sign-in form’s single sign-on button', () => {
  it('appears for an address whose company signs in with a provider, and starts there with it', async () => {
    const went = vi.fn();
    leaveFor.provider = went;
    const { calls } = mockApi({
      ...okta,
      'POST /api/auth/sso/start': () => ({ body: { url: 'https://idp.example/authorize?x=1' } }),
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'kai@reef.example');
    const button = await screen.findByRole('button', { name: 'Sign in with Okta' }, { timeout: 3000 });
    // One lookup, of the whole address as it was when typing stopped.
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/sso?email=kai%40reef.example']);
    await user.click(button);
    await waitFor(() => expect(went).toHaveBeenCalledWith('https://idp.example/authorize?x=1'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/auth/sso/start',
      body: { email: 'kai@reef.example' },
    });
    // The page is leaving: the button cannot start a second sign-in.
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).toBeDisabled();
    // The spec's form stays as it was.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('stays away for a domain without a provider, and asks nothing before a whole address', async () => {
    const { calls } = mockApi({ 'GET /api/auth/sso': () => ({ body: { sso: null } }) });
    const { user } = renderApp('/auth');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'kai@reef');
    await new Promise((resolve) => setTimeout(resolve, SSO_LOOKUP_DELAY_MS + 200));
    expect(calls).toEqual([]);
    await user.type(email, '.example');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).not.toBeInTheDocument();
  });

  it('says in a toast why a sign-in could not start, and stays', async () => {
    const went = vi.fn();
    leaveFor.provider = went;
    mockApi({
      ...okta,
      'POST /api/auth/sso/start': () => ({
        status: 503,
        body: { error: { code: 'unavailable', message: ssoMessages.unreachable('Okta') } },
      }),
    });
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'kai@reef.example');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Okta' }, { timeout: 3000 }));
    await expectToast(toasts.error, ssoMessages.unreachable('Okta'), 'destructive');
    expect(went).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).toBeEnabled();
  });

  it('shows the server’s words when the password is refused for single sign-on', async () => {
    mockApi({
      ...okta,
      'POST /api/auth/token': () => ({
        status: 403,
        body: { error: { code: 'sso_required', message: ssoMessages.required('Okta') } },
      }),
    });
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'kai@reef.example');
    await user.type(screen.getByLabelText('Password'), 'Waves4ever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.signInFailed, ssoMessages.required('Okta'), 'destructive');
  });
});

describe('a refused single sign-on, back on /auth', () => {
  it.each(SSO_ERROR_REASONS)('says why in words above the form: %s', async (reason: SsoErrorReason) => {
    mockApi({});
    renderApp(`/auth?sso_error=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoErrorTexts[reason]);
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
  });

  it('says nothing of a reason it does not know', async () => {
    mockApi({});
    renderApp('/auth?sso_error=<b>made-up</b>');
    await screen.findByRole('tab', { name: 'Sign In' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the hand-off page', () => {
  it('trades the code once, clears it from the address, and opens the dashboard', async () => {
    const { calls } = mockApi({
      'POST /api/auth/token': () => ({ body: testSession() }),
      'GET /api/me': () => ({ body: meOf() }),
    });
    const { router } = renderApp('/auth/sso#code=one-time-code');
    await expectToast(toasts.signedIn.title, toasts.signedIn.description, 'default');
    await expectPath(router, '/dashboard');
    const trades = calls.filter((call) => call.path === '/api/auth/token');
    expect(trades).toEqual([
      expect.objectContaining({ method: 'POST', body: { grantType: 'sso_code', code: 'one-time-code' } }),
    ]);
    // The way back leads to no address that still holds the code.
    expect(router.state.location.hash).toBe('');
  });

  it('says a spent or expired code is not valid, and leads back to the sign-in page', async () => {
    mockApi({
      'POST /api/auth/token': () => ({
        status: 400,
        body: { error: { code: 'invalid_sso_code', message: 'This sign-in link has expired.' } },
      }),
    });
    const { router, user } = renderApp('/auth/sso#code=spent');
    expect(await screen.findByRole('status')).toHaveTextContent(ssoMessages.handoffFailed);
    expect(router.state.location.hash).toBe('');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await expectPath(router, '/auth');
  });

  it('sends nothing without a code', async () => {
    const { calls } = mockApi({});
    renderApp('/auth/sso');
    expect(await screen.findByRole('status')).toHaveTextContent(ssoMessages.handoffFailed);
    expect(calls).toEqual([]);
  });
});
