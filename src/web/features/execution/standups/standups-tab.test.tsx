import type { StandupPage, StandupTeam } from '@shared/contract/standups';
import { DEFAULT_STANDUP_QUESTIONS } from '@shared/standup-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { StandupsTab } from './standups-tab';
import { standupTexts as t } from './standups-texts';

const teamId = 'd0d0d0d0-0000-4000-8000-000000000001';
const settings = {
  questions: DEFAULT_STANDUP_QUESTIONS.map((question) => ({ ...question })),
  weekdays: [1, 2, 3, 4, 5],
  digestTime: '16:00',
  paused: false,
};
const team = (overrides: Partial<StandupTeam> = {}): StandupTeam => ({
  teamId,
  teamName: 'Reef Crew',
  isLead: false,
  standup: settings,
  ...overrides,
});
const mo = { id: 'a0a0a0a0-0000-4000-8000-000000000002', fullName: 'Mo Rivera' };
const dayPage = (overrides: Partial<StandupPage> = {}): StandupPage => ({
  team: { id: teamId, name: 'Reef Crew', isLead: false },
  standup: settings,
  today: '2026-11-27',
  day: '2026-11-27',
  isStandupDay: true,
  canAnswer: true,
  previousDay: '2026-11-26',
  nextDay: null,
  answers: [
    {
      person: mo,
      answers: settings.questions.map((question, index) => ({
        ...question,
        answer: ['Waxed every board', '', 'Waiting on the permit'][index]!,
      })),
      blocked: true,
      fromClose: false,
    },
  ],
  notAnswered: [{ id: testUser.id, fullName: testUser.fullName }],
  ...overrides,
});

function renderTab(teams: StandupTeam[], more: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    'GET /api/standups': () => ({ body: { teams } }),
    'GET /api/standups/:teamId/day': () => ({ body: { page: dayPage() } }),
    'GET /api/standups/:teamId/participation': () => ({
      body: { participation: { shown: false, reason: 'too_few_members', threshold: 5 } },
    }),
    ...more,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <StandupsTab /> }], {
    initialEntries: ['/execution?tab=standups'],
  });
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup(), router };
}

describe('the Standups tab', () => {
  it('teaches when the person is in no team, and when the team has no standup yet', async () => {
    renderTab([]);
    expect(await screen.findByRole('heading', { name: t.noTeamTitle })).toBeInTheDocument();
  });

  it('tells a member who turns the standup on', async () => {
    renderTab([team({ standup: null })]);
    expect(await screen.findByRole('heading', { name: t.offTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.turnOn })).not.toBeInTheDocument();
  });

  it('shows the day: who answered with the block, who has not, no times; the settings read-only', async () => {
    renderTab([team()]);
    const answered = await screen.findByRole('region', { name: /^Answered/ });
    const card = within(answered).getByRole('listitem');
    expect(card).toHaveTextContent('Mo Rivera');
    expect(card).toHaveTextContent(t.blocked);
    expect(card).toHaveTextContent('Waiting on the permit');
    expect(card).toHaveTextContent(t.emptyAnswer);
    expect(screen.getByRole('region', { name: t.notAnswered })).toHaveTextContent(testUser.fullName);
    expect(screen.getByText(t.settingsReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.change })).not.toBeInTheDocument();
    expect(await screen.findByText(t.participationWithheld(5))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.nextDay })).toBeDisabled();
  });

  it('sends one text per question, and goes back a standup day by keyboard', async () => {
    const { user, calls, router } = renderTab([team()], {
      'PUT /api/standups/:teamId/answer': () => ({ body: { page: dayPage() } }),
    });
    await user.type(await screen.findByLabelText('What did you get done?'), 'Tests');
    await user.click(screen.getByRole('button', { name: t.post }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ answers: ['Tests', '', ''] });
    screen.getByRole('button', { name: t.previousDay }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toContain('day=2026-11-26');
  });

  it('lets a lead turn it on with the default questions and days', async () => {
    const { user, calls } = renderTab([team({ isLead: true, standup: null })], {
      'PUT /api/standups/:teamId': () => ({ body: { standup: settings } }),
    });
    expect(await screen.findByLabelText('Question 1')).toHaveValue('What did you get done?');
    await user.click(screen.getByRole('button', { name: t.turnOn }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ ...settings, paused: false });
  });
});
