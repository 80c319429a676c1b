import type { MapGoal, PurposeMap } from '@shared/contract/purpose';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  meOf,
  mockApi,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { MapTab } from './map-tab';
import { mapTexts as texts } from './map-texts';

const id = (n: number) => `e0e0e0e0-0000-4000-8000-00000000000${n}`;
const teamId = 'a0a0a0a0-0000-4000-8000-000000000001';

const goal = (overrides: Partial<MapGoal>): MapGoal => ({
  id: id(1),
  level: 'personal',
  team: null,
  owner: { id: 'b0b0b0b0-0000-4000-8000-000000000001', fullName: 'Lea Lead' },
  title: 'A goal',
  progress: 0.4,
  health: 'on_track',
  parentIds: [],
  mine: false,
  ...overrides,
});

const fullMap = (): PurposeMap => ({
  mission: 'Waves for everyone',
  values: [
    { id: id(7), name: 'Candor', description: 'Say it kindly' },
    { id: id(8), name: 'Ownership', description: null },
  ],
  goals: [
    goal({ id: id(1), level: 'company', title: 'Ten thousand riders', progress: 0.3 }),
    goal({
      id: id(2),
      level: 'team',
      team: { id: teamId, name: 'Dawn Patrol' },
      title: 'Open a second beach',
      parentIds: [id(1)],
    }),
    goal({
      id: id(3),
      title: 'Teach twenty lessons',
      owner: { id: testUser.id, fullName: testUser.fullName },
      parentIds: [id(2)],
      mine: true,
      progress: 0.55,
    }),
    goal({
      id: id(4),
      title: 'Shape a board',
      owner: { id: testUser.id, fullName: testUser.fullName },
      mine: true,
    }),
  ],
  omitted: 0,
  teams: [{ id: teamId, name: 'Dawn Patrol', purpose: 'We make the first wave easy.', canEditPurpose: true }],
});

function renderWith(element: ReactNode, handlers: ApiHandlers, role: 'admin' | 'member' = 'member') {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role }) }), ...handlers });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the purpose map', () => {
  it('shows the mission, the values, each company goal with what supports it, and where the caller’s goals sit', async () => {
    renderWith(<MapTab />, { 'GET /api/purpose/map': () => ({ body: { map: fullMap() } }) });
    expect(await screen.findByText('Waves for everyone')).toBeInTheDocument();
    const values = screen.getByRole('region', { name: texts.valuesTitle });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Candor', 'Ownership']);
    const card = screen.getByRole('article', { name: 'Ten thousand riders' });
    expect(within(card).getByRole('link', { name: 'Open a second beach' })).toHaveAttribute(
      'href',
      `/goals/${id(2)}`,
    );
    const mine = within(card).getByRole('link', { name: 'Teach twenty lessons' });
    expect(mine.parentElement).toHaveTextContent(texts.yourGoal);
    expect(
      within(card).getByRole('progressbar', { name: texts.progressLabel('Teach twenty lessons') }),
    ).toHaveAttribute('aria-valuenow', '55');
    const loose = screen.getByRole('region', { name: texts.notConnectedTitle });
    expect(within(loose).getByRole('link', { name: 'Shape a board' })).toBeInTheDocument();
    expect(within(loose).getByText(texts.notConnectedText)).toBeInTheDocument();
    const team = screen.getByRole('article', { name: 'Dawn Patrol' });
    expect(within(team).getByText('We make the first wave easy.')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Open a second beach' })).toBeInTheDocument();
  });

  it('lets a lead edit the team’s purpose in a dialog, and clears it when emptied', async () => {
    let current = fullMap();
    const { user, calls } = renderWith(<MapTab />, {
      'GET /api/purpose/map': () => ({ body: { map: current } }),
      'PUT /api/purpose/teams/:teamId': ({ body }) => {
        const purpose = (body as { purpose: string | null }).purpose || null;
        current = { ...current, teams: current.teams.map((team) => ({ ...team, purpose })) };
        return { body: { team: current.teams[0]! } };
      },
    });
    const edit = await screen.findByRole('button', { name: texts.editPurposeLabel('Dawn Patrol') });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: texts.dialogTitle('Dawn Patrol') });
    const field = within(dialog).getByLabelText(texts.purposeLabel);
    expect(field).toHaveValue('We make the first wave easy.');
    await user.clear(field);
    await user.type(field, 'Every rider finds a wave.');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Every rider finds a wave.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/purpose/teams/${teamId}`,
      body: { purpose: 'Every rider finds a wave.' },
    });
    await user.click(screen.getByRole('button', { name: texts.editPurposeLabel('Dawn Patrol') }));
    const again = await screen.findByRole('dialog');
    await user.clear(within(again).getByLabelText(texts.purposeLabel));
    await user.click(within(again).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.noPurposeLead)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ purpose: null });
  });

  it('has no edit button for a member who does not lead the team', async () => {
    const map = fullMap();
    map.teams = [{ ...map.teams[0]!, canEditPurpose: false, purpose: null }];
    renderWith(<MapTab />, { 'GET /api/purpose/map': () => ({ body: { map } }) });
    const team = await screen.findByRole('article', { name: 'Dawn Patrol' });
    expect(within(team).queryByRole('button')).toBeNull();
    expect(within(team).getByText(texts.noPurpose)).toBeInTheDocument();
  });

  it('teaches when there is no mission and no company goal: an admin is pointed to Settings, everyone to Accountability', async () => {
    const empty: PurposeMap = { mission: null, values: [], goals: [], omitted: 0, teams: [] };
    renderWith(<MapTab />, { 'GET /api/purpose/map': () => ({ body: { map: empty } }) }, 'admin');
    expect(await screen.findByRole('link', { name: texts.writeMission })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('heading', { name: texts.noCompanyGoalsTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.setGoals })).toHaveAttribute('href', '/accountability');
  });
});
