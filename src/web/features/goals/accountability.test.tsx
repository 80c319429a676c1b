import type { GoalNode, GoalSummary } from '@shared/contract/goals';
import type { TeamSummary } from '@shared/contract/teams';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiHandlers,
  mockApi,
  type RecordedCall,
  renderApp,
  renderAppPrefetched,
  testSession,
} from '../../../../tests/setup/render-app';
import { appPages } from '../../app-pages';
import { jo, meAs, node, summary, team } from './goal-fixtures.test-utils';
import { alignGoals } from './goal-tree';
import { goalsTexts as t, healthLabels, levelLabels } from './goals-texts';

/** The handlers of the goals' pages, for renderGoals and a first load's prefetch. */
function goalsApi({
  role = 'member',
  goals = [],
  teams = [],
  extra = {},
}: {
  role?: 'admin' | 'member';
  goals?: GoalSummary[];
  teams?: TeamSummary[];
  extra?: ApiHandlers;
} = {}) {
  return mockApi({
    'GET /api/me': () => ({ body: meAs(role) }),
    'GET /api/goals': () => ({ body: { items: goals, nextCursor: null } }),
    'GET /api/teams': () => ({ body: { items: teams } }),
    // The form's pickers: the directory and the goals one may support.
    'GET /api/people': () => ({ body: { items: [] } }),
    'GET /api/goals/tree': () => ({ body: { mission: null, items: [], omitted: 0 } }),
    ...extra,
  });
}

function renderGoals(path: string, options: Parameters<typeof goalsApi>[0] = {}) {
  return { ...goalsApi(options), ...renderApp(path, { session: testSession() }) };
}

/** The queries of GET /api/goals asked so far, as parameters. */
const goalQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/goals?'))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li')!;

describe('the accountability page', () => {
  it('keeps the spec’s heading and lists my goals with level, team, owner, period, progress and health', async () => {
    const mine = summary({
      title: 'Ship the new onboarding',
      level: 'team',
      team: { id: team().id, name: 'Reef Crew' },
      owner: { id: jo.id, fullName: 'Jo Swell' },
      progress: 0.456,
      health: 'at_risk',
    });
    const { calls } = renderGoals('/accountability', { goals: [mine] });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Driving Accountability');
    expect(
      within(main).getByText(
        'Set goals that matter, keep your commitments visible and see how the team is moving.',
      ),
    ).toBeInTheDocument();
    expect(within(main).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.views.mine })).toHaveAttribute('aria-selected', 'true');

    const card = await cardOf('Ship the new onboarding');
    expect(within(card).getByRole('link', { name: 'Ship the new onboarding' })).toHaveAttribute(
      'href',
      `/goals/${mine.id}`,
    );
    expect(card).toHaveTextContent(levelLabels.team);
    expect(card).toHaveTextContent('Reef Crew');
    expect(card).toHaveTextContent('Owner: Jo Swell');
    expect(card).toHaveTextContent(/Apr 1, 2025 – Jun 30, 2025/);
    expect(card).toHaveTextContent(healthLabels.at_risk);
    const bar = within(card).getByRole('progressbar', { name: t.progressOf('Ship the new onboarding') });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(card).toHaveTextContent('46%');
    expect(goalQueries(calls)).toEqual([{ ownerId: 'me', status: 'open', limit: '20' }]);
    // The page's head script asks for this very address as the HTML arrives (decision 052).
    const firstData = appPages.find((page) => page.path === '/accountability')?.firstData;
    expect(
      calls
        .filter((call) => call.method === 'GET' && call.path.startsWith('/api/goals?'))
        .map((call) => call.path),
    ).toEqual(firstData);
  });

  it('asks for my open goals before its first render, which reads them from the cache (decision 056)', async () => {
    const api = goalsApi({ goals: [summary({ title: 'Paddle out at dawn' })] });
    const { askedFirst } = await renderAppPrefetched('/accountability', {
      session: testSession(),
      calls: api.calls,
    });
    expect(goalQueries(askedFirst)).toEqual([{ ownerId: 'me', status: 'open', limit: '20' }]);
    expect(await cardOf('Paddle out at dawn')).toBeInTheDocument();
    // The list's own query is the one asked for: it does not ask again.
    expect(goalQueries(api.calls)).toHaveLength(1);
  });

  it('asks for nothing before its first render at an address with a view: the page asks for what it shows', async () => {
    const api = goalsApi({ goals: [summary({ title: 'Company swell' })] });
    const { askedFirst } = await renderAppPrefetched('/accountability?view=company', {
      session: testSession(),
      calls: api.calls,
    });
    expect(goalQueries(askedFirst)).toEqual([]);
    expect(await cardOf('Company swell')).toBeInTheDocument();
    expect(goalQueries(api.calls)).toEqual([{ level: 'company', status: 'open', limit: '20' }]);
  });

  it('puts the tab and the filters in the URL and asks for what they show', async () => {
    const { user, calls, router } = renderGoals('/accountability', { goals: [summary()] });
    await screen.findByRole('progressbar', { name: /Progress of/ });

    await user.click(screen.getByRole('tab', { name: t.views.company }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=company'));
    await waitFor(() =>
      expect(goalQueries(calls).at(-1)).toEqual({ level: 'company', status: 'open', limit: '20' }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: t.healthFilter }), 'check_in_overdue');
    await waitFor(() =>
      expect(goalQueries(calls).at(-1)).toEqual({
        level: 'company',
        status: 'open',
        health: 'check_in_overdue',
        limit: '20',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('health')).toBe('check_in_overdue');

    await user.click(screen.getByRole('button', { name: t.statuses.closed }));
    await waitFor(() =>
      expect(goalQueries(calls).at(-1)).toEqual({ level: 'company', status: 'closed', limit: '20' }),
    );
    expect(screen.getByRole('button', { name: t.statuses.closed })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=company&status=closed');

    await user.click(screen.getByRole('tab', { name: t.views.team }));
    await waitFor(() =>
      expect(goalQueries(calls).at(-1)).toEqual({ teamId: 'mine', status: 'closed', limit: '20' }),
    );
  });

  it('filters the new goals, and shows a new goal as "New"', async () => {
    const { user, calls } = renderGoals('/accountability', {
      goals: [summary({ title: 'Set this morning', health: 'new', lastCheckIn: null })],
    });
    expect(await cardOf('Set this morning')).toHaveTextContent(healthLabels.new);
    const select = screen.getByRole('combobox', { name: t.healthFilter });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.allHealths, 'New', 'On track', 'At risk', 'Off track', 'Check-in overdue']);
    await user.selectOptions(select, 'new');
    await waitFor(() =>
      expect(goalQueries(calls).at(-1)).toEqual({
        ownerId: 'me',
        status: 'open',
        health: 'new',
        limit: '20',
      }),
    );
  });

  it('opens a view named in the URL, and loads the next page on "Load more"', async () => {
    const first = summary({ title: 'First page goal' });
    const second = summary({ title: 'Second page goal' });
    const { user, calls } = renderGoals('/accountability?view=team', {
      extra: {
        'GET /api/goals': ({ url }) =>
          url.searchParams.get('cursor') === first.id
            ? { body: { items: [second], nextCursor: null } }
            : { body: { items: [first], nextCursor: first.id } },
      },
    });
    expect(await screen.findByRole('link', { name: 'First page goal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.views.team })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByRole('link', { name: 'Second page goal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page goal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    expect(goalQueries(calls).at(-1)).toMatchObject({ teamId: 'mine', cursor: first.id });
  });

  it('teaches what a goal is when I have none, and opens the form from there', async () => {
    const { user, router } = renderGoals('/accountability');
    expect(await screen.findByText(t.emptyMine)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.setFirstGoal }));
    expect(await screen.findByRole('dialog', { name: t.createTitle })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?create=1');
  });

  it('sends someone in no team to the teams, and tells a member that admins set company goals', async () => {
    const { user } = renderGoals('/accountability?view=team', { teams: [team()] });
    expect(await screen.findByText(t.noTeam)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.browseTeams })).toHaveAttribute('href', '/teams');

    await user.click(screen.getByRole('tab', { name: t.views.company }));
    expect(await screen.findByText(t.emptyCompanyMember)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.setCompanyGoal })).not.toBeInTheDocument();
  });

  it('offers a lead the first team goal, and an admin the first company goal', async () => {
    const { user } = renderGoals('/accountability?view=team', {
      role: 'admin',
      teams: [team({ isMember: true, isLead: true })],
    });
    expect(await screen.findByText(t.emptyTeam)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.setTeamGoal }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    expect(within(dialog).getByRole('combobox', { name: t.level })).toHaveValue('team');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: t.views.company }));
    await user.click(await screen.findByRole('button', { name: t.setCompanyGoal }));
    const again = await screen.findByRole('dialog', { name: t.createTitle });
    expect(within(again).getByRole('combobox', { name: t.level })).toHaveValue('company');
  });

  it('says "no match" rather than teaching when a filter finds nothing', async () => {
    renderGoals('/accountability?health=off_track');
    expect(await screen.findByText(t.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(t.emptyMine)).not.toBeInTheDocument();
  });

  it('opens the form from the dashboard’s link (?create=1)', async () => {
    renderGoals('/accountability?create=1');
    expect(await screen.findByRole('dialog', { name: t.createTitle })).toBeInTheDocument();
  });
});

describe('the alignment tree', () => {
  const company = summary({ title: 'Grow to 1000 customers', level: 'company' });
  const product = summary({ title: 'Double activation', level: 'company' });
  const teamGoal = summary({
    title: 'Ship the new onboarding',
    level: 'team',
    team: { id: team().id, name: 'Reef Crew' },
    parentIds: [company.id, product.id],
  });
  const personal = summary({ title: 'Write the guide', parentIds: [teamGoal.id], health: 'off_track' });
  const loose = summary({ title: 'Learn to surf', progress: 1 });

  function renderTree(
    mission: string | null,
    items: GoalNode[],
    role: 'admin' | 'member' = 'member',
    omitted = 0,
  ) {
    return renderGoals('/accountability?view=alignment', {
      role,
      extra: { 'GET /api/goals/tree': () => ({ body: { mission, items, omitted } }) },
    });
  }

  it('shows the mission, then each goal under every goal it supports', async () => {
    // Children before parents, a personal goal first: the order of the answer does not matter.
    renderTree('Make every team ride the same wave', [loose, personal, teamGoal, company, product].map(node));
    expect(await screen.findByText('Make every team ride the same wave')).toBeInTheDocument();
    const tree = screen.getByRole('list', { name: t.treeLabel });
    const roots = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === tree);
    // Company goals first, then the goal that supports none.
    expect(roots.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Grow to 1000 customers',
      'Double activation',
      'Learn to surf',
    ]);
    // The team goal under both company goals, the personal goal under it each time.
    for (const root of roots.slice(0, 2)) {
      const nested = within(root)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(nested).toEqual([
        root.querySelector('a')!.textContent,
        'Ship the new onboarding',
        'Write the guide',
      ]);
    }
    expect(screen.getAllByRole('link', { name: 'Write the guide' })[0]).toHaveAttribute(
      'href',
      `/goals/${personal.id}`,
    );
    expect(within(roots[2]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(roots[0]!).getAllByText(healthLabels.off_track)).toHaveLength(1);
  });

  it('says how many goals it leaves out when the company has more than one answer holds', async () => {
    renderTree(null, [company, teamGoal, personal].map(node), 'member', 1234);
    expect(await screen.findByText(t.treeTrimmed('3', '1,237'))).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.treeLabel })).toBeInTheDocument();
  });

  it('says nothing of the kind when the tree is whole', async () => {
    renderTree(null, [node(company)]);
    expect(await screen.findByRole('link', { name: company.title })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
  });

  it('shows goals caught in a cycle once each, without looping', async () => {
    const a = summary({ title: 'Goal A' });
    const b = summary({ title: 'Goal B', parentIds: [a.id] });
    const cycle = [node({ ...a, parentIds: [b.id] }), node(b)];
    const { roots, children } = alignGoals(cycle);
    expect(roots.map((root) => root.title)).toEqual(['Goal A']);
    expect(children.get(a.id)?.map((child) => child.title)).toEqual(['Goal B']);

    renderTree(null, cycle);
    expect(await screen.findAllByRole('link', { name: 'Goal A' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Goal B' })).toHaveLength(1);
  });

  it('asks an admin to write the missing mission, and tells a member only that it is missing', async () => {
    renderTree(null, [node(company)], 'admin');
    expect(await screen.findByRole('link', { name: t.writeMission })).toHaveAttribute('href', '/settings');
    expect(screen.getByText(t.noMission)).toBeInTheDocument();
  });

  it('tells a member the mission is missing, without a link to the settings', async () => {
    renderTree(null, []);
    expect(await screen.findByText(t.noMission)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.writeMission })).not.toBeInTheDocument();
    expect(screen.getByText(t.emptyTree)).toBeInTheDocument();
  });
});
