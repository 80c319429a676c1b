import type { CreatedCompany, Me } from '@shared/api';
import {
  COMPANY_CODE_LENGTH,
  COMPANY_NAME_MAX,
  INDUSTRY_MAX,
  LOCATION_MAX,
  MISSION_MAX,
} from '@shared/constants';
import type { ErrorCode } from '@shared/contract/errors';
import { apiMessages, validationMessages as m } from '@shared/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequestText, toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  type ErrorAnswer,
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

afterEach(() => {
  vi.useRealTimers();
});

/** The calls that change something: validation must stop the form before any of them. */
const writes = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((call) => call.method !== 'GET');

const failure = (status: number, code: ErrorCode, message: string): ErrorAnswer => ({
  status,
  body: { error: { code, message } },
});

const createdCompany: CreatedCompany = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  name: 'Wave Riders',
  companyCode: 'AB12CD34',
  mission: null,
  industry: null,
  location: null,
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const pendingRequest = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  companyName: 'Wave Riders',
  status: 'pending' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** POST /api/join-requests's answer for pendingRequest. */
const createdJoinRequest = {
  id: pendingRequest.id,
  companyId: createdCompany.id,
  status: pendingRequest.status,
  createdAt: pendingRequest.createdAt,
};

/**
 * A fake API whose /api/me answer the test can change, plus what the dashboard asks for when the
 * person lands there.
 */
function setupApi(handlers: ApiHandlers = {}, initialMe: Me = meWithoutCompany()) {
  const state = { me: initialMe };
  const api = mockApi({
    'GET /api/me': () => ({ body: state.me }),
    'GET /api/join-requests': () => ({ body: [] }),
    ...handlers,
  });
  return { ...api, state };
}

async function openSetup(path = '/company-setup') {
  const rendered = renderApp(path, { session: testSession() });
  await screen.findByRole('tab', { name: 'Create New Company' });
  return rendered;
}

async function openJoinTab() {
  const rendered = await openSetup();
  await rendered.user.click(screen.getByRole('tab', { name: 'Join Existing Company' }));
  return rendered;
}

describe('who sees company setup', () => {
  it('sends a signed-out visitor to /auth', async () => {
    setupApi();
    const { router } = renderApp('/company-setup');
    await expectPath(router, '/auth');
  });

  it('sends a person who already has a company to the dashboard', async () => {
    setupApi({}, meOf());
    const { router } = renderApp('/company-setup', { session: testSession() });
    await expectPath(router, '/dashboard');
  });

  it('shows the spinner while the profile loads', async () => {
    const { fetchMock } = setupApi();
    const release = holdRequests(fetchMock, 'GET /api/me');
    renderApp('/company-setup', { session: testSession() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('tab', { name: 'Create New Company' })).toBeInTheDocument();
  });

  it('lets a person without a company sign out', async () => {
    setupApi({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    const { user, router } = await openSetup();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await expectToast(toasts.signedOut.title, toasts.signedOut.description, 'default');
    await expectPath(router, '/auth');
  });
});

describe('creating a company', () => {
  it('is the default tab, with the four fields', async () => {
    setupApi();
    await openSetup();
    expect(screen.getByRole('tab', { name: 'Create New Company', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toBeRequired();
    expect(screen.getByLabelText('Mission Statement').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Industry')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Company' })).toBeInTheDocument();
  });

  it.each([
    ['a name of spaces', { name: '   ' }, m.companyNameRequired],
    ['a name that is too long', { name: 'c'.repeat(COMPANY_NAME_MAX + 1) }, m.companyNameTooLong],
    ['a mission that is too long', { mission: 'm'.repeat(MISSION_MAX + 1) }, m.missionTooLong],
    ['an industry that is too long', { industry: 'i'.repeat(INDUSTRY_MAX + 1) }, m.industryTooLong],
    ['a location that is too long', { location: 'l'.repeat(LOCATION_MAX + 1) }, m.locationTooLong],
    ['a name of U+3164 Hangul fillers', { name: '\u3164\u3164' }, m.companyNameRequired],
    ['a name of zero-width spaces', { name: '\u200B \u200B' }, m.companyNameRequired],
    ['a name with a right-to-left override', { name: 'Wave\u202ERiders' }, m.companyNameControls],
    ['a name with a control character', { name: 'Wave\u0007Riders' }, m.companyNameControls],
    ['a mission with a bidi isolate', { mission: 'Ride\u2066 every wave' }, m.missionControls],
    ['an industry with a left-to-right mark', { industry: 'Surf\u200E' }, m.industryControls],
    ['a location with a C1 control', { location: 'Biarritz\u0085' }, m.locationControls],
  ])('refuses %s without calling the API', async (_, fields, message) => {
    const { calls } = setupApi();
    const { user } = await openSetup();
    const values = { name: 'Wave Riders', mission: '', industry: '', location: '', ...fields };
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: values.name } });
    fireEvent.change(screen.getByLabelText('Mission Statement'), { target: { value: values.mission } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: values.industry } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: values.location } });
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast(toasts.validationError, message, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('shows only the first message', async () => {
    const { calls } = setupApi();
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Company Name'), '  ');
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'i'.repeat(INDUSTRY_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(await findToast(toasts.validationError)).toHaveTextContent(m.companyNameRequired);
    expect(screen.queryByText(m.industryTooLong)).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('announces the new code, remembers the company and opens the dashboard', async () => {
    const api = setupApi({
      'POST /api/companies': () => {
        api.state.me = meOf();
        return { status: 201, body: { company: createdCompany } };
      },
    });
    const { user, router, queryClient } = await openSetup();
    await user.type(screen.getByLabelText('Company Name'), '  Wave Riders ');
    await user.type(screen.getByLabelText('Industry'), 'Surf schools');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast(
      toasts.companyCreated.title,
      toasts.companyCreated.description(createdCompany.companyCode),
      'default',
    );
    expect(screen.getByText('Your company code is: AB12CD34.')).toBeInTheDocument();
    await expectPath(router, '/dashboard');
    expect(writes(api.calls)).toMatchObject([
      {
        path: '/api/companies',
        body: { name: 'Wave Riders', mission: null, industry: 'Surf schools', location: null },
      },
    ]);
    expect(queryClient.getQueryData<Me>(['me', testSession().user.id])?.profile?.companyId).toBe(
      createdCompany.id,
    );
  });

  it('says "Creating..." on a disabled button while the request runs', async () => {
    const { fetchMock } = setupApi({
      'POST /api/companies': () => ({ status: 201, body: { company: createdCompany } }),
    });
    const release = holdRequests(fetchMock, 'POST /api/companies');
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Company Name'), 'Wave Riders');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    await findToast(toasts.companyCreated.title);
  });

  it('shows the server’s message and keeps the form as it was', async () => {
    setupApi({
      'POST /api/companies': () => failure(409, 'already_in_company', apiMessages.alreadyInCompany),
    });
    const { user, router } = await openSetup();
    await user.type(screen.getByLabelText('Company Name'), 'Wave Riders');
    await user.type(screen.getByLabelText('Mission Statement'), 'Ride every wave');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast(toasts.error, apiMessages.alreadyInCompany, 'destructive');
    expect(router.state.location.pathname).toBe('/company-setup');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Wave Riders');
    expect(screen.getByLabelText('Mission Statement')).toHaveValue('Ride every wave');
    expect(screen.getByRole('button', { name: 'Create Company' })).toBeEnabled();
  });

  it('falls back to "Failed to create company" when the failure has no message', async () => {
    setupApi({ 'POST /api/companies': () => ({ status: 500, body: null }) });
    const { user } = await openSetup();
    await user.type(screen.getByLabelText('Company Name'), 'Wave Riders');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast(toasts.error, toasts.createCompanyFailed, 'destructive');
  });
});

describe('asking to join a company', () => {
  it('upper-cases the code as it is typed', async () => {
    setupApi();
    const { user } = await openJoinTab();
    const code = screen.getByLabelText('Company Code');
    await user.type(code, 'ab12cd34');
    expect(code).toHaveValue('AB12CD34');
  });

  it(`keeps at most ${COMPANY_CODE_LENGTH} characters`, async () => {
    setupApi();
    const { user } = await openJoinTab();
    const code = screen.getByLabelText('Company Code');
    await user.type(code, 'ab12cd34ef');
    expect(code).toHaveValue('AB12CD34');
    await user.clear(code);
    await user.paste('zz99yy88xx');
    expect(code).toHaveValue('ZZ99YY88');
  });

  it.each([
    ['typed with a space', 'type', 'ab12 cd34'],
    ['pasted with a dash', 'paste', 'ab12-cd34'],
    ['pasted with spaces around a dash', 'paste', ' AB12 - CD34 '],
  ] as const)('drops spaces and dashes from a code %s, and sends it', async (_, how, text) => {
    const { calls } = setupApi({
      'POST /api/join-requests': () => ({ status: 201, body: { joinRequest: createdJoinRequest } }),
    });
    const { user } = await openJoinTab();
    const code = screen.getByLabelText('Company Code');
    if (how === 'type') await user.type(code, text);
    else {
      await user.click(code);
      await user.paste(text);
    }
    expect(code).toHaveValue('AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    await findToast(toasts.requestSent.title);
    expect(writes(calls)).toMatchObject([{ path: '/api/join-requests', body: { companyCode: 'AB12CD34' } }]);
  });

  it('tells the person to ask their company admin for the code', async () => {
    setupApi();
    await openJoinTab();
    expect(screen.getByLabelText('Company Code')).toHaveAccessibleDescription(/ask your company admin/i);
  });

  it.each([
    ['7 characters', 'AB12CD3', m.companyCodeLength],
    ['a character other than letters and digits', 'AB12CD3!', m.companyCodeCharacters],
  ])('refuses %s without calling the API', async (_, typed, message) => {
    const { calls } = setupApi();
    const { user } = await openJoinTab();
    await user.type(screen.getByLabelText('Company Code'), typed);
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    await expectToast(toasts.validationError, message, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('sends the request, says an admin will review it and shows it as pending', async () => {
    const api = setupApi({
      'POST /api/join-requests': () => {
        api.state.me = meWithoutCompany({ joinRequests: [pendingRequest] });
        return { status: 201, body: { joinRequest: createdJoinRequest } };
      },
    });
    const { user, router } = await openJoinTab();
    const visited: string[] = [];
    router.subscribe(({ location }) => {
      if (location.pathname !== (visited.at(-1) ?? '/company-setup')) visited.push(location.pathname);
    });
    await user.type(screen.getByLabelText('Company Code'), 'ab12cd34');
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    await expectToast(toasts.requestSent.title, toasts.requestSent.description, 'default');
    // Off to the dashboard, as the spec says; without a company yet the guard sends the person back here.
    await waitFor(() => expect(visited).toEqual(['/dashboard', '/company-setup']), { timeout: 5000 });
    expect(await screen.findByText(pendingRequestText('Wave Riders'))).toBeInTheDocument();
    expect(writes(api.calls)).toMatchObject([
      { path: '/api/join-requests', body: { companyCode: 'AB12CD34' } },
    ]);
  });

  it('says "Sending request..." on a disabled button while the request runs', async () => {
    const { fetchMock } = setupApi({
      'POST /api/join-requests': () => ({ status: 201, body: { joinRequest: createdJoinRequest } }),
    });
    const release = holdRequests(fetchMock, 'POST /api/join-requests');
    const { user } = await openJoinTab();
    await user.type(screen.getByLabelText('Company Code'), 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    expect(await screen.findByRole('button', { name: 'Sending request...' })).toBeDisabled();
    release();
    await findToast(toasts.requestSent.title);
  });

  it.each([
    [
      'an unknown code',
      failure(404, 'company_not_found', apiMessages.companyNotFound),
      apiMessages.companyNotFound,
    ],
    [
      'a second request to the same company',
      failure(409, 'already_requested', apiMessages.alreadyRequested),
      apiMessages.alreadyRequested,
    ],
    ['too many attempts', failure(429, 'rate_limited', apiMessages.rateLimited), apiMessages.rateLimited],
    ['a failure without a message', { status: 500, body: null }, toasts.joinFailed],
  ])('reports %s as "Error" and keeps the code', async (_, answer, message) => {
    setupApi({ 'POST /api/join-requests': () => answer });
    const { user, router } = await openJoinTab();
    await user.type(screen.getByLabelText('Company Code'), 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    await expectToast(toasts.error, message, 'destructive');
    expect(router.state.location.pathname).toBe('/company-setup');
    expect(screen.getByLabelText('Company Code')).toHaveValue('AB12CD34');
  });
});

describe('a pending request', () => {
  it('is shown above the forms', async () => {
    setupApi({}, meWithoutCompany({ joinRequests: [pendingRequest] }));
    await openSetup();
    const notice = screen.getByRole('region', { name: 'Pending join requests' });
    expect(notice).toHaveTextContent(pendingRequestText('Wave Riders'));
  });

  it('is not shown once it has been decided', async () => {
    setupApi({}, meWithoutCompany({ joinRequests: [{ ...pendingRequest, status: 'rejected' }] }));
    await openSetup();
    expect(screen.queryByText(pendingRequestText('Wave Riders'))).not.toBeInTheDocument();
  });

  it('opens the dashboard when the 10-second check finds the approval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setupApi({}, meWithoutCompany({ joinRequests: [pendingRequest] }));
    const { router } = await openSetup();
    await screen.findByText(pendingRequestText('Wave Riders'));
    api.state.me = meOf({ role: 'member', joinRequests: [{ ...pendingRequest, status: 'approved' }] });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await expectPath(router, '/dashboard');
  });

  it('opens the dashboard when the person comes back to the tab after the approval', async () => {
    const api = setupApi({}, meWithoutCompany({ joinRequests: [pendingRequest] }));
    const { router } = await openSetup();
    await screen.findByText(pendingRequestText('Wave Riders'));
    api.state.me = meOf({ role: 'member', joinRequests: [{ ...pendingRequest, status: 'approved' }] });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await expectPath(router, '/dashboard');
  });
});
