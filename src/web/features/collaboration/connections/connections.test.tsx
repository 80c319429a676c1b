import type { ConnectionMap, Connections } from '@shared/contract/connections';
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
import { ConnectionsTab } from './connections-tab';
import { connectionsTexts as t, mapTexts } from './connections-texts';
import { MapTab } from './map-tab';

const id = (n: number) => `e0e0e0e0-0000-4000-8000-00000000000${n}`;

const person = (personId: string, fullName: string, email: string) => ({
  id: personId,
  fullName,
  email,
  emailVerified: true,
  role: 'member' as const,
  teams: [],
  joinedAt: '2026-01-05T10:00:00.000Z',
});

/** Renders a tab on a fake API, as the signed-in `role`. */
function renderTab(element: ReactNode, handlers: ApiHandlers, role: 'admin' | 'member' = 'member') {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    'GET /api/people': () => ({
      body: {
        items: [
          person(testUser.id, testUser.fullName, testUser.email),
          person(id(2), 'Ana Reef', 'ana@example.com'),
          person(id(3), 'Ben Shore', 'ben@example.com'),
        ],
      },
    }),
    ...handlers,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

const connections = (overrides: Partial<Connections> = {}): Connections => ({
  settings: { optedIn: true, snoozedUntil: null },
  blocks: [],
  today: '2026-11-25',
  round: { startsOn: '2026-11-16', endsOn: '2026-11-29', secondWeekFrom: '2026-11-23' },
  pair: null,
  figures: [],
  threshold: 5,
  ...overrides,
});

const paired = (canAnswer: boolean, answered = false): Connections['pair'] => ({
  partners: [{ id: id(2), fullName: 'Ana Reef', teams: ['Reef', 'Tide'] }],
  canAnswer,
  answered,
});

describe('the Connections tab', () => {
  it('teaches what connections are and opts in with one click', async () => {
    const { calls, user } = renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({
        body: { connections: connections({ settings: { optedIn: false, snoozedUntil: null } }) },
      }),
      'PUT /api/connections/settings': () => ({ body: { connections: connections() } }),
    });
    expect(await screen.findByRole('heading', { name: t.joinTitle })).toBeInTheDocument();
    expect(screen.getByText(t.joinText)).toBeInTheDocument();
    expect(screen.getByText(t.figuresEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.join }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ optedIn: true, snoozedUntil: null });
    expect(await screen.findByRole('heading', { name: t.pairTitle })).toBeInTheDocument();
    expect(screen.getByText(t.noPairYet('2026-11-30'))).toBeInTheDocument();
  });

  it('shows the pair with their teams, and asks "did you meet?" in the second week, once', async () => {
    const { calls, user } = renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({ body: { connections: connections({ pair: paired(true) }) } }),
      'POST /api/connections/answer': () => ({
        body: { connections: connections({ pair: paired(false, true) }) },
      }),
    });
    expect(await screen.findByRole('link', { name: t.seeProfile('Ana Reef') })).toHaveAttribute(
      'href',
      `/people/${id(2)}`,
    );
    expect(screen.getByText('Reef, Tide')).toBeInTheDocument();
    const question = screen.getByRole('group', { name: t.meetTitle });
    expect(within(question).getByText(t.meetText)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: t.met }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'met' });
    expect(await screen.findByText(t.answered)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t.meetTitle })).toBeNull();
  });

  it('waits for the second week before asking', async () => {
    renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({
        body: { connections: connections({ today: '2026-11-18', pair: paired(false) }) },
      }),
    });
    expect(await screen.findByText(t.meetLater('2026-11-23'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.met })).toBeNull();
  });

  it('pauses until a day, and resumes', async () => {
    const { calls, user } = renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({ body: { connections: connections() } }),
      'PUT /api/connections/settings': ({ body }) => ({
        body: { connections: connections({ settings: body as Connections['settings'] }) },
      }),
    });
    const until = await screen.findByLabelText(t.snoozeUntil);
    expect(until).toHaveValue('2026-12-09');
    await user.clear(until);
    await user.type(until, '2026-12-20');
    await user.click(screen.getByRole('button', { name: t.snooze }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      optedIn: true,
      snoozedUntil: '2026-12-20',
    });
    expect(await screen.findByText(t.snoozed('2026-12-20'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.resume }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      optedIn: true,
      snoozedUntil: null,
    });
    expect(await screen.findByLabelText(t.snoozeUntil)).toBeInTheDocument();
  });

  it('keeps a private "don\'t pair me with" list: adds and removes people', async () => {
    const blocked = connections({ blocks: [{ id: id(3), fullName: 'Ben Shore' }] });
    const { calls, user } = renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({ body: { connections: connections() } }),
      'POST /api/connections/blocks': () => ({ body: { connections: blocked } }),
      'DELETE /api/connections/blocks/:userId': () => ({ body: { connections: connections() } }),
    });
    expect(await screen.findByText(t.blocksText)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: t.picker.recipients }), 'Ben');
    await user.click(await screen.findByRole('option', { name: /Ben Shore/ }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: id(3) });
    await user.click(await screen.findByRole('button', { name: t.picker.removePerson('Ben Shore') }));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/connections/blocks/${id(3)}`);
  });

  it("shows past rounds' anonymous figures, and says why one is withheld", async () => {
    renderTab(<ConnectionsTab />, {
      'GET /api/connections': () => ({
        body: {
          connections: connections({
            figures: [
              { startsOn: '2026-11-02', endsOn: '2026-11-15', met: 6, notMet: 2, withheld: false },
              { startsOn: '2026-10-19', endsOn: '2026-11-01', met: null, notMet: null, withheld: true },
            ],
          }),
        },
      }),
    });
    expect(await screen.findByText(t.figure(6, 2))).toBeInTheDocument();
    expect(screen.getByText(t.withheld(5))).toBeInTheDocument();
    expect(screen.getByText(t.figuresText(5))).toBeInTheDocument();
  });
});

const map = (overrides: Partial<ConnectionMap> = {}): ConnectionMap => ({
  people: [
    { id: id(2), fullName: 'Ana Reef', links: ['team', 'kudos'] },
    { id: id(3), fullName: 'Ben Shore', links: ['pairing'] },
  ],
  teamPairs: null,
  teamPairsMore: false,
  ...overrides,
});

describe('the Map tab', () => {
  it("shows a member their own colleagues and by what, and no teams' view", async () => {
    renderTab(<MapTab />, { 'GET /api/connections/map': () => ({ body: { map: map() } }) });
    const ana = await screen.findByRole('list', { name: mapTexts.linksOf('Ana Reef') });
    expect(
      within(ana)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([mapTexts.links.team, mapTexts.links.kudos]);
    expect(screen.getByRole('link', { name: 'Ben Shore' })).toHaveAttribute('href', `/people/${id(3)}`);
    expect(screen.queryByRole('heading', { name: mapTexts.teamsTitle })).toBeNull();
  });

  it('teaches when there is no one yet', async () => {
    renderTab(<MapTab />, { 'GET /api/connections/map': () => ({ body: { map: map({ people: [] }) } }) });
    expect(await screen.findByRole('heading', { name: mapTexts.peopleEmptyTitle })).toBeInTheDocument();
    expect(screen.getByText(mapTexts.peopleEmptyText)).toBeInTheDocument();
  });

  it('shows an admin the pairs of teams that rarely connect, in bands', async () => {
    renderTab(
      <MapTab />,
      {
        'GET /api/connections/map': () => ({
          body: {
            map: map({
              teamPairs: [
                { first: { id: id(4), name: 'Reef' }, second: { id: id(5), name: 'Shore' }, band: 'none' },
                { first: { id: id(4), name: 'Reef' }, second: { id: id(6), name: 'Tide' }, band: 'a_few' },
              ],
              teamPairsMore: true,
            }),
          },
        }),
      },
      'admin',
    );
    expect(await screen.findByRole('heading', { name: mapTexts.teamsTitle })).toBeInTheDocument();
    expect(screen.getByText(mapTexts.pairOf('Reef', 'Shore'))).toBeInTheDocument();
    expect(screen.getByText(mapTexts.bands.none)).toBeInTheDocument();
    expect(screen.getByText(mapTexts.bands.a_few)).toBeInTheDocument();
    expect(screen.getByText(mapTexts.teamsMore)).toBeInTheDocument();
  });
});
