import { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MAX } from '@shared/constants';
import { apiMessages, validationMessages as m } from '@shared/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  expectPath,
  expectToast,
  findToast,
  holdRequests,
  meOf,
  meWithoutCompany,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';

const valid = { fullName: 'Kai Surfer', email: 'kai@example.com', password: 'Waves4ever' };

/** An address of exactly `length` characters. */
function emailOfLength(length: number) {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

/**
 * Sends the form as a browser without constraint validation would. jsdom, like a real browser, stops
 * a click on submit when a required field is empty or an email has no "@".
 */
function submitWithoutBrowserChecks(buttonName: string) {
  const form = screen.getByRole('button', { name: buttonName }).closest('form');
  if (!form) throw new Error(`the ${buttonName} button is not in a form`);
  fireEvent.submit(form);
}

const session = () => ({ body: testSession() });

/**
 * A whole address typed on the Sign In tab is looked up for single sign-on (sso.test.tsx): here no
 * domain has a provider, and the lookups are left out of what the form sent.
 */
const noSso = { 'GET /api/auth/sso': () => ({ body: { sso: null } }) } as const;
const sentByForm = (calls: { path: string }[]) =>
  calls.filter((call) => !call.path.startsWith('/api/auth/sso'));

async function fillSignUp(user: ReturnType<typeof renderApp>['user'], fields: Partial<typeof valid> = {}) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  const { fullName, email, password } = { ...valid, ...fields };
  if (fullName) await user.type(screen.getByLabelText('Full Name'), fullName);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

async function fillSignIn(
  user: ReturnType<typeof renderApp>['user'],
  fields: { email?: string; password?: string },
) {
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
}

describe('the auth page', () => {
  it('shows Sign In by default, with labelled fields and the browser’s own checks', async () => {
    mockApi({});
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: false })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('minLength', String(PASSWORD_INPUT_MIN_LENGTH));
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('shows Full Name, Email and Password and a Create Account button on the Sign Up tab', async () => {
    mockApi({});
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', String(PASSWORD_INPUT_MIN_LENGTH));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    const { router } = renderApp('/auth', { session: testSession() });
    await expectPath(router, '/dashboard');
  });
});

describe('sign-up validation', () => {
  const longEmail = emailOfLength(EMAIL_MAX + 1);
  it.each([
    ['an invalid email', { email: 'kai@example' }, m.emailInvalid],
    ['an email that is too long', { email: longEmail }, m.emailTooLong],
    ['a password that is too short', { password: 'Wave4' }, m.passwordTooShort],
    ['a password without a digit', { password: 'WavesForever' }, m.passwordTooWeak],
    ['a password without an uppercase letter', { password: 'waves4ever' }, m.passwordTooWeak],
    ['a password that is too long', { password: `Aa1${'x'.repeat(PASSWORD_MAX - 2)}` }, m.passwordTooLong],
    ['a full name of spaces', { fullName: '   ' }, m.fullNameRequired],
    ['a full name that is too long', { fullName: 'k'.repeat(FULL_NAME_MAX + 1) }, m.fullNameTooLong],
  ])('refuses %s without calling the API', async (_, fields, message) => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const values = { ...valid, ...fields };
    // Long values are pasted: typing hundreds of characters one by one only slows the test down.
    for (const [label, value] of [
      ['Full Name', values.fullName],
      ['Email', values.email],
      ['Password', values.password],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.validationError, message, 'destructive');
    expect(calls).toEqual([]);
  });

  it('leaves an empty full name to the browser’s own check: nothing is sent', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user, { fullName: '' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Full Name')).toBeInvalid();
    expect(screen.queryByText(toasts.validationError)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('still refuses an empty full name when the browser does not check it', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user, { fullName: '' });
    submitWithoutBrowserChecks('Create Account');
    await expectToast(toasts.validationError, m.fullNameRequired, 'destructive');
    expect(calls).toEqual([]);
  });

  it('shows only the first message when several fields are wrong', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    // Each value gets past the browser's own checks, so the schema sees all three.
    await fillSignUp(user, { fullName: '   ', email: 'kai@example', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const item = await findToast(toasts.validationError);
    expect(item).toHaveTextContent(m.emailInvalid);
    for (const later of [m.passwordTooShort, m.passwordTooWeak, m.fullNameRequired]) {
      expect(screen.queryByText(later)).not.toBeInTheDocument();
    }
    expect(screen.getAllByText(toasts.validationError)).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});

describe('sign-in validation', () => {
  it('requires a password', async () => {
    const { calls } = mockApi({ ...noSso });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email });
    // An empty required field stops a real browser first; the schema is the check behind it.
    submitWithoutBrowserChecks('Sign In');
    await expectToast(toasts.validationError, m.passwordRequired, 'destructive');
    expect(sentByForm(calls)).toEqual([]);
  });

  it('refuses an invalid email', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: 'kai@example', password: valid.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.validationError, m.emailInvalid, 'destructive');
    expect(calls).toEqual([]);
  });

  it('reports the email before the password', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: 'kai' });
    submitWithoutBrowserChecks('Sign In');
    const item = await findToast(toasts.validationError);
    expect(item).toHaveTextContent(m.emailInvalid);
    expect(screen.queryByText(m.passwordRequired)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('signing in', () => {
  it('sends the trimmed email, welcomes the person back and opens the dashboard', async () => {
    const { calls } = mockApi({
      ...noSso,
      'POST /api/auth/token': session,
      'GET /api/me': () => ({ body: meOf() }),
    });
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email, password: valid.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.signedIn.title, toasts.signedIn.description, 'default');
    await expectPath(router, '/dashboard');
    expect(sentByForm(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/token',
      body: { grantType: 'password', email: valid.email, password: valid.password },
    });
  });

  it('says "Signing in..." on a disabled button while the request runs', async () => {
    const { fetchMock } = mockApi({
      ...noSso,
      'POST /api/auth/token': session,
      'GET /api/me': () => ({ body: meOf() }),
    });
    const release = holdRequests(fetchMock, 'POST /api/auth/token');
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email, password: valid.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expectPath(router, '/dashboard');
  });

  it('shows the server’s message under "Sign in failed" and stays on the page', async () => {
    mockApi({
      ...noSso,
      'POST /api/auth/token': () => ({
        status: 400,
        body: { error: { code: 'invalid_credentials', message: apiMessages.invalidCredentials } },
      }),
    });
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email, password: 'wrong-one' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.signInFailed, apiMessages.invalidCredentials, 'destructive');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue(valid.email);
  });

  it('shows a network failure as "Error" with its message', async () => {
    mockApi({
      ...noSso,
      'POST /api/auth/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email, password: valid.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.error, 'Could not reach the server. Check your connection.', 'destructive');
  });

  it('shows a failure without a message as "An unexpected error occurred"', async () => {
    mockApi({ ...noSso, 'POST /api/auth/token': () => ({ status: 502, body: null }) });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user, { email: valid.email, password: valid.password });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(toasts.error, toasts.unexpectedError, 'destructive');
  });
});

describe('signing up', () => {
  it('sends the trimmed fields, confirms the account and opens company setup', async () => {
    const { calls } = mockApi({
      'POST /api/auth/signup': () => ({ status: 201, body: testSession() }),
      'GET /api/me': () => ({ body: meWithoutCompany() }),
    });
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user, { fullName: '  Kai Surfer  ' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.signedUp.title, toasts.signedUp.description, 'default');
    await expectPath(router, '/company-setup');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/signup',
      body: { email: valid.email, password: valid.password, fullName: 'Kai Surfer' },
    });
  });

  it('says "Creating account..." on a disabled button while the request runs', async () => {
    const { fetchMock } = mockApi({
      'POST /api/auth/signup': () => ({ status: 201, body: testSession() }),
      'GET /api/me': () => ({ body: meWithoutCompany() }),
    });
    const release = holdRequests(fetchMock, 'POST /api/auth/signup');
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expectPath(router, '/company-setup');
  });

  it('shows the server’s message under "Sign up failed" and keeps what was typed', async () => {
    mockApi({
      'POST /api/auth/signup': () => ({
        status: 409,
        body: { error: { code: 'user_exists', message: apiMessages.userExists } },
      }),
    });
    const { user, router } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.signUpFailed, apiMessages.userExists, 'destructive');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByLabelText('Full Name')).toHaveValue(valid.fullName);
  });

  it('shows a rate limit as "Error" with its message: it is not a refusal of the account', async () => {
    mockApi({
      'POST /api/auth/signup': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: apiMessages.rateLimited } },
      }),
    });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.error, apiMessages.rateLimited, 'destructive');
  });

  it('shows a network failure as "Error" with its message', async () => {
    mockApi({
      'POST /api/auth/signup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.error, 'Could not reach the server. Check your connection.', 'destructive');
  });

  it('shows a failure without a message as "An unexpected error occurred"', async () => {
    mockApi({ 'POST /api/auth/signup': () => ({ status: 500, body: null }) });
    const { user } = renderApp('/auth');
    await screen.findByRole('tab', { name: 'Sign Up' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(toasts.error, toasts.unexpectedError, 'destructive');
  });
});
