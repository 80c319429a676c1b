import type { JoinRequestForReview } from '@shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { SessionClient } from '@/lib/session-client';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { toasts } from '@/lib/texts';
import { MemoryRouter } from '../../../../tests/setup/memory-router';
import {
  type ApiAnswer,
  type ApiHandlers,
  at,
  expectPath,
  meOf,
  mockApi,
  pageLeftLoading,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { Dashboard } from './dashboard';
import {
  dashboardTexts,
  dueForCheckInTexts,
  goalsTrackedCaption,
  joinRequestTexts,
  nextUpTexts,
  pulsePromptTexts,
  statTexts,
  stepDone,
  teamPerformanceMeaning,
} from './dashboard-texts';

const jo: JoinRequestForReview = {
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  status: 'pending',
  createdAt: '2025-03-05T10:00:00.000Z',
  user: {
    id: 'b0b0b0b0-0000-4000-8000-000000000002',
    fullName: 'Jo Swell',
    email: 'jo@example.com',
    emailVerified: true,
  },
};

/** An admin's dashboard whose pending list is whatever `pending` holds at the time of the call. */
function renderAdmin(pending: JoinRequestForReview[], extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'admin' }) }),
    'GET /api/join-requests': () => ({ body: pending }),
    ...extra,
  });
  return { ...api, ...renderApp('/dashboard', { session: testSession() }) };
}

function renderMember(
  me = meOf({ role: 'member', company: { id: 'c1', name: 'Wave Riders' } }),
  /** The page a test goes on to, left loading. */
  next: ApiHandlers = {},
) {
  const api = mockApi({ 'GET /api/me': () => ({ body: me }), ...next });
  return { ...api, ...renderApp('/dashboard', { session: testSession() }) };
}

const greeting = (name: string) => screen.findByRole('heading', { name: dashboardTexts.greeting(name) });

/** The dashboard without the guard and the app's routes around it, for a signed-in person. */
function renderDashboardAlone() {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const sessionClient = new SessionClient({ storage: window.localStorage, now: Date.now, window, document });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider client={sessionClient}>
        <MemoryRouter>
          <Dashboard />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('dashboard', () => {
  it('has a header titled Dashboard', async () => {
    renderMember();
    expect(await screen.findByRole('heading', { level: 1, name: dashboardTexts.title })).toBeInTheDocument();
  });

  it('greets the person by full name, with the company and the role in capitals', async () => {
    renderMember();
    expect(await greeting('Kai Surfer')).toBeInTheDocument();
    expect(screen.getByText('Wave Riders')).toBeInTheDocument();
    expect(screen.getByText('MEMBER')).toBeInTheDocument();
    expect(screen.getByText(dashboardTexts.welcome)).toBeInTheDocument();
    expect(dashboardTexts.welcome).toBe(
      'Ready to ride the waves of productivity? Use the sidebar to navigate through your tools.',
    );
  });

  it('calls a person without a name "Surfer"', async () => {
    renderMember(meOf({ role: 'member', profile: { fullName: null, companyId: 'c1' } }));
    expect(await greeting('Surfer')).toBeInTheDocument();
  });

  it('shows an underscore in a role as a space', async () => {
    // The role type is meant to grow; the server may one day send more than admin and member.
    renderMember(meOf({ role: 'team_lead' as 'member' }));
    expect(await screen.findByText('TEAM LEAD')).toBeInTheDocument();
  });

  it('shows the three stat cards with their values and captions', async () => {
    renderMember();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    for (const stat of Object.values(statTexts)) {
      const card = within(overview).getByText(stat.title).closest('[data-slot="card"]');
      expect(card).not.toBeNull();
      expect(within(card as HTMLElement).getByText(stat.value)).toBeInTheDocument();
      expect(within(card as HTMLElement).getByText(stat.caption)).toBeInTheDocument();
    }
    expect(statTexts.teamPerformance.value).toBe('-');
  });

  it('shows a spinner while /api/me loads, then the dashboard', async () => {
    let answerMe: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerMe = resolve))),
    );
    // Under the guard the profile is loaded before the page mounts, so render the page on its own.
    renderDashboardAlone();
    expect(screen.getByRole('heading', { level: 1, name: dashboardTexts.title })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');

    answerMe(Response.json(meOf({ role: 'member' })));
    expect(await greeting('Kai Surfer')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when /api/me cannot load, and loads it again on "Try again"', async () => {
    const answers = [
      Response.json({ error: { code: 'internal_error', message: 'Something broke.' } }, { status: 500 }),
      Response.json(meOf({ role: 'member' })),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answers.shift())),
    );
    // Under the guard a failed /api/me stops at the guard's own message, so render the page on its own.
    renderDashboardAlone();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${dashboardTexts.loadFailed} Something broke.`);
    await userEvent.click(within(alert).getByRole('button', { name: dashboardTexts.tryAgain }));
    expect(await greeting('Kai Surfer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('for a member', () => {
    it('offers "Join a Team", shows no company code, and never asks for join requests', async () => {
      const { calls } = renderMember();
      await greeting('Kai Surfer');
      expect(screen.getByRole('button', { name: dashboardTexts.joinTeam })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: dashboardTexts.createFirstTeam })).not.toBeInTheDocument();
      expect(screen.queryByText(dashboardTexts.companyCode)).not.toBeInTheDocument();
      expect(screen.queryByText(dashboardTexts.companyCodeNote)).not.toBeInTheDocument();
      expect(screen.queryByText(joinRequestTexts.title)).not.toBeInTheDocument();
      expect(calls.some((call) => call.path.startsWith('/api/join-requests'))).toBe(false);
    });

    it('sends "Join a Team" to the open teams', async () => {
      mockApi({
        'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
        'GET /api/teams': () => ({
          body: {
            items: [
              {
                id: 't1',
                name: 'Reef Crew',
                description: null,
                joinPolicy: 'open',
                memberCount: 2,
                leads: [],
                isMember: false,
                isLead: false,
                archivedAt: null,
              },
            ],
          },
        }),
      });
      const { user } = renderApp('/dashboard', { session: testSession() });
      await greeting('Kai Surfer');
      await user.click(screen.getByRole('button', { name: dashboardTexts.joinTeam }));
      expect(await screen.findByRole('heading', { name: 'Teams', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'Open teams only' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Join Reef Crew' })).toBeInTheDocument();
    });

    it('shows the company’s active teams from /api/me', async () => {
      renderMember(meOf({ role: 'member', activeTeams: 3 }));
      const overview = await screen.findByRole('region', { name: 'Overview' });
      expect(within(overview).getByText('3')).toBeInTheDocument();
      expect(within(overview).getByText('3 teams with members')).toBeInTheDocument();
    });

    it('shows the open goals and the share on track from /api/me, with what that share means', async () => {
      renderMember(meOf({ role: 'member', goals: { open: 4, performance: 87, dueForCheckIn: [] } }));
      const overview = await screen.findByRole('region', { name: 'Overview' });
      const card = (title: string) =>
        within(overview).getByText(title).closest('[data-slot="card"]') as HTMLElement;
      expect(card(statTexts.goalsTracked.title)).toHaveTextContent(`4${goalsTrackedCaption(4)}`);
      expect(goalsTrackedCaption(4)).toBe('4 open goals');
      // The sentence under the figure says what it counts.
      const performance = card(statTexts.teamPerformance.title);
      expect(within(performance).getByText('87%')).toBeInTheDocument();
      expect(within(performance).getByText(teamPerformanceMeaning)).toBeInTheDocument();
      expect(teamPerformanceMeaning).toBe(
        'Share of open goals on track, counting each after its first week or first check-in.',
      );
      // No goal due: no card.
      expect(screen.queryByText(dueForCheckInTexts.title)).not.toBeInTheDocument();
    });

    it('keeps the spec’s "-" and "No data yet" while no open goal is past being new', async () => {
      renderMember(meOf({ role: 'member', goals: { open: 2, performance: null, dueForCheckIn: [] } }));
      const overview = await screen.findByRole('region', { name: 'Overview' });
      const card = within(overview)
        .getByText(statTexts.teamPerformance.title)
        .closest('[data-slot="card"]') as HTMLElement;
      expect(card).toHaveTextContent(`-${statTexts.teamPerformance.caption}`);
      expect(within(overview).getByText('2 open goals')).toBeInTheDocument();
    });

    it('lists the goals due for a check-in, each linking to its page', async () => {
      const due = [
        { id: 'e0e0e0e0-0000-4000-8000-000000000001', title: 'Grow revenue', lastCheckInAt: null },
        {
          id: 'e0e0e0e0-0000-4000-8000-000000000002',
          title: 'Ship the app',
          lastCheckInAt: '2025-03-01T10:00:00.000Z',
        },
      ];
      const { calls } = renderMember(
        meOf({ role: 'member', goals: { open: 2, performance: 50, dueForCheckIn: due } }),
      );
      const list = await screen.findByRole('list', { name: dueForCheckInTexts.title });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/goals/e0e0e0e0-0000-4000-8000-000000000001',
        '/goals/e0e0e0e0-0000-4000-8000-000000000002',
      ]);
      expect(links[0]).toHaveTextContent(`Grow revenue${dueForCheckInTexts.never}`);
      expect(within(links[1]!).getByText(/^Last check-in /)).toHaveAttribute(
        'datetime',
        due[1]!.lastCheckInAt,
      );
      // Still one request.
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/me']);
    });

    it('prompts for the open pulse, with its closing day, and leads to it', async () => {
      const { user, router, calls } = renderMember(
        meOf({ role: 'member', pulse: { endsOn: '2026-01-11', answered: false } }),
        pageLeftLoading('GET /api/pulse', 'GET /api/mood'),
      );
      const title = await screen.findByText(pulsePromptTexts.title);
      expect(pulsePromptTexts.title).toBe('This period’s pulse is open');
      const card = title.closest('[data-slot="card"]') as HTMLElement;
      const closing = new Date('2026-01-11T00:00:00Z').toLocaleDateString(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      });
      expect(card).toHaveTextContent(pulsePromptTexts.description(closing));
      expect(closing).toMatch(/Sunday/);
      const link = within(card).getByRole('link', { name: pulsePromptTexts.answer });
      expect(link).toHaveAttribute('href', '/wellbeing?tab=pulse');
      // Still one request.
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/me']);
      await user.click(link);
      await expectPath(router, '/wellbeing');
      expect(router.state.location.search).toBe('?tab=pulse');
    });

    it('says nothing of the pulse once answered, or when none is open', async () => {
      const answered = renderMember(
        meOf({ role: 'member', pulse: { endsOn: '2026-01-11', answered: true } }),
      );
      await greeting('Kai Surfer');
      expect(screen.queryByText(pulsePromptTexts.title)).not.toBeInTheDocument();
      answered.unmount();

      renderMember(meOf({ role: 'member', pulse: null }));
      await greeting('Kai Surfer');
      expect(screen.queryByText(pulsePromptTexts.title)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: pulsePromptTexts.answer })).not.toBeInTheDocument();
    });

    it('sends "Set Your First Goal" to the goal creation form', async () => {
      const { user, router } = renderMember(
        undefined,
        pageLeftLoading('GET /api/goals', 'GET /api/goals/tree', 'GET /api/teams'),
      );
      await greeting('Kai Surfer');
      await user.click(screen.getByRole('button', { name: dashboardTexts.setFirstGoal }));
      await expectPath(router, '/accountability');
      expect(router.state.location.search).toBe('?create=1');
    });

    it('loads the dashboard with exactly one request: GET /api/me', async () => {
      const { calls } = renderMember();
      await greeting('Kai Surfer');
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/me']);
    });

    it('shows the Getting Started card with its three buttons', async () => {
      renderMember();
      await greeting('Kai Surfer');
      const card = screen
        .getByText(dashboardTexts.gettingStarted)
        .closest('[data-slot="card"]') as HTMLElement;
      expect(within(card).getByText(dashboardTexts.gettingStartedDescription)).toBeInTheDocument();
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Set Your First Goal', 'Join a Team', 'Chat with AI Companion']);
    });
  });

  describe('Getting Started, as the person moves on', () => {
    const company = { id: 'c1', name: 'Wave Riders' };
    const lou = { id: 'b0b0b0b0-0000-4000-8000-000000000003', fullName: 'Lou Martin' };

    it('marks a step done and makes the next one the primary button', async () => {
      renderMember(meOf({ role: 'member', company, firstSteps: { goal: true, team: false } }));
      await greeting('Kai Surfer');
      const goal = screen.getByRole('button', {
        name: stepDone(dashboardTexts.setFirstGoal),
      });
      const team = screen.getByRole('button', { name: dashboardTexts.joinTeam });
      expect(goal).toHaveAttribute('data-variant', 'outline');
      expect(team).toHaveAttribute('data-variant', 'default');
    });

    it('gives way to Next up once the person has set a goal and has a team: a colleague to recognise', async () => {
      const { user, router } = renderMember(
        meOf({ role: 'member', company, firstSteps: { goal: true, team: true }, colleagueToRecognise: lou }),
        pageLeftLoading('GET /api/people', 'GET /api/teams', 'GET /api/values', 'GET /api/kudos'),
      );
      await greeting('Kai Surfer');
      expect(screen.queryByText(dashboardTexts.gettingStarted)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: dashboardTexts.joinTeam })).not.toBeInTheDocument();
      expect(screen.getByText(nextUpTexts.title)).toBeInTheDocument();
      // Nothing else waits: no pulse prompt, no goal due for a check-in.
      expect(screen.getByText(nextUpTexts.caughtUp)).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: nextUpTexts.recognise('Lou Martin') }));
      await expectPath(router, '/culture');
      expect(router.state.location.search).toBe(`?give=1&to=${lou.id}`);
    });

    it('does not say nothing waits while the pulse is open and unanswered', async () => {
      renderMember(
        meOf({
          role: 'member',
          company,
          firstSteps: { goal: true, team: true },
          colleagueToRecognise: null,
          pulse: { endsOn: '2026-12-06', answered: false },
        }),
      );
      await greeting('Kai Surfer');
      expect(screen.getByText(nextUpTexts.title)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: pulsePromptTexts.answer })).toBeInTheDocument();
      expect(screen.queryByText(nextUpTexts.caughtUp)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Recognise / })).not.toBeInTheDocument();
    });
  });

  describe('for an admin', () => {
    it('shows the company code with its note and offers "Create Your First Team"', async () => {
      const { user } = renderAdmin([]);
      await greeting('Kai Surfer');
      expect(screen.getByText('ADMIN')).toBeInTheDocument();
      expect(screen.getByText(dashboardTexts.companyCode)).toBeInTheDocument();
      expect(screen.getByTestId('company-code')).toHaveTextContent('AB12CD34');
      expect(screen.getByText('Share this code with your team members')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: dashboardTexts.createFirstTeam })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: dashboardTexts.joinTeam })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: dashboardTexts.copyCode }));
      expect(await navigator.clipboard.readText()).toBe('AB12CD34');
      expect(screen.getByRole('button', { name: dashboardTexts.codeCopied })).toBeInTheDocument();
    });

    it('says so when no request is pending', async () => {
      renderAdmin([]);
      expect(await screen.findByText(joinRequestTexts.empty)).toBeInTheDocument();
    });

    it('lists pending requests with name, email and date', async () => {
      renderAdmin([jo]);
      const row = (await screen.findByText('Jo Swell')).closest('li') as HTMLElement;
      expect(within(row).getByText('jo@example.com')).toBeInTheDocument();
      expect(within(row).getByText(/^Requested /)).toHaveAttribute('datetime', jo.createdAt);
      expect(within(row).getByRole('button', { name: joinRequestTexts.approve })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: joinRequestTexts.reject })).toBeInTheDocument();
    });

    it('tells an admin whether a requester has verified their address', async () => {
      const squatter = { ...jo, id: 'a0a0a0a0-0000-4000-8000-000000000009' };
      renderAdmin([
        {
          ...squatter,
          user: {
            ...jo.user,
            id: 'b0b0b0b0-0000-4000-8000-000000000009',
            fullName: 'Sam Squat',
            emailVerified: false,
          },
        },
      ]);
      const row = (await screen.findByText('Sam Squat')).closest('li') as HTMLElement;
      expect(within(row).getByText('Unverified')).toBeInTheDocument();
    });

    it('approves a request: calls the API, toasts, and refreshes the list', async () => {
      const pending = [jo];
      const { user, calls } = renderAdmin(pending, {
        'POST /api/join-requests/:id/approve': at({ id: jo.id }, () => {
          pending.pop();
          return { body: { joinRequest: { ...jo, status: 'approved' } } };
        }),
      });
      await user.click(await screen.findByRole('button', { name: joinRequestTexts.approve }));

      expect(await screen.findByText(toasts.requestApproved.title)).toBeInTheDocument();
      expect(screen.getByText(toasts.requestApproved.description('Jo Swell'))).toBeInTheDocument();
      expect(await screen.findByText(joinRequestTexts.empty)).toBeInTheDocument();
      expect(screen.queryByText('jo@example.com')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/join-requests/${jo.id}/approve`,
      ]);
      expect(calls.filter((call) => call.path === '/api/join-requests?status=pending')).toHaveLength(2);
    });

    it('rejects a request: calls the API, toasts, and refreshes the list', async () => {
      const pending = [jo];
      const { user, calls } = renderAdmin(pending, {
        'POST /api/join-requests/:id/reject': at({ id: jo.id }, () => {
          pending.pop();
          return { body: { joinRequest: { ...jo, status: 'rejected' } } };
        }),
      });
      await user.click(await screen.findByRole('button', { name: joinRequestTexts.reject }));

      expect(await screen.findByText(toasts.requestRejected.title)).toBeInTheDocument();
      expect(screen.getByText(toasts.requestRejected.description('Jo Swell'))).toBeInTheDocument();
      expect(await screen.findByText(joinRequestTexts.empty)).toBeInTheDocument();
      expect(calls.some((call) => call.path === `/api/join-requests/${jo.id}/reject`)).toBe(true);
    });

    it('toasts the server message as a destructive "Error" on a conflict, and refreshes the list', async () => {
      const pending = [jo];
      const message = 'This request has already been decided.';
      const { user, calls } = renderAdmin(pending, {
        'POST /api/join-requests/:id/approve': at({ id: jo.id }, () => {
          pending.pop();
          return { status: 409, body: { error: { code: 'already_decided', message } } };
        }),
      });
      await user.click(await screen.findByRole('button', { name: joinRequestTexts.approve }));

      const toast = (await screen.findByText(message)).closest('[data-variant]');
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(within(toast as HTMLElement).getByText(toasts.error)).toBeInTheDocument();
      expect(await screen.findByText(joinRequestTexts.empty)).toBeInTheDocument();
      expect(calls.filter((call) => call.path === '/api/join-requests?status=pending')).toHaveLength(2);
    });

    it('says so when the list cannot load, and loads it again on "Try again"', async () => {
      const answers: ApiAnswer<'GET /api/join-requests'>[] = [
        { status: 500, body: { error: { code: 'internal_error', message: 'Something broke.' } } },
        { body: [jo] },
      ];
      const { user } = renderAdmin([], { 'GET /api/join-requests': () => answers.shift() ?? { body: [] } });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`${joinRequestTexts.loadFailed} Something broke.`);
      await user.click(within(alert).getByRole('button', { name: dashboardTexts.tryAgain }));
      expect(await screen.findByText('Jo Swell')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('leaves nothing of theirs in the data cache once they sign out', async () => {
      const { router, sessionClient, queryClient } = renderAdmin([jo], {
        'POST /api/auth/logout': () => ({ status: 204 }),
      });
      await screen.findByText('Jo Swell');
      const cached = () =>
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.data !== undefined)
          .map((query) => query.queryKey[0]);
      expect(cached()).toEqual(expect.arrayContaining(['me', 'join-requests']));

      // Any sign-out: the sidebar's button, another tab, or a session that could not be refreshed.
      await act(() => sessionClient.signOut());
      await expectPath(router, '/auth');
      expect(cached()).toEqual([]);
    });

    it('toasts a 404 the same way', async () => {
      const message = 'Join request not found.';
      const { user } = renderAdmin([jo], {
        'POST /api/join-requests/:id/reject': at({ id: jo.id }, () => ({
          status: 404,
          body: { error: { code: 'not_found', message } },
        })),
      });
      await user.click(await screen.findByRole('button', { name: joinRequestTexts.reject }));
      const toast = (await screen.findByText(message)).closest('[data-variant]');
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: joinRequestTexts.reject })).toBeEnabled(),
      );
    });
  });
});
