import type { ValuesInPractice } from '@shared/contract/values-in-practice';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { ValuesTab } from './values-tab';
import { hiddenTexts, valuesTexts as texts } from './values-texts';

const candor = {
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  name: 'Candor',
  description: 'We say what we think',
};
const care = { id: 'a0a0a0a0-0000-4000-8000-000000000002', name: 'Care', description: null };
const team = { id: 'b0b0b0b0-0000-4000-8000-000000000001', name: 'Dawn Patrol' };
const period = { startsOn: '2030-01-07', endsOn: '2030-01-13', cadence: 'weekly' as const };
const lastWeek = { startsOn: '2029-12-31', endsOn: '2030-01-06', cadence: 'weekly' as const };

const page = (overrides: Partial<ValuesInPractice> = {}, open: Partial<ValuesInPractice['open']> = {}) => ({
  open: { period, answered: false, threshold: 5, values: [candor, care], ...open },
  periods: [],
  team: null,
  teams: [],
  results: [
    { ...candor, periods: [] },
    { ...care, periods: [] },
  ],
  ...overrides,
});

function renderTab(handlers: ApiHandlers, role: 'admin' | 'member' = 'member') {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role }) }), ...handlers });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <ValuesTab /> }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the Values tab', () => {
  it('points an admin to Settings when the company has no values', async () => {
    renderTab(
      { 'GET /api/values-in-practice': () => ({ body: page({ results: [] }, { values: [] }) }) },
      'admin',
    );
    expect(await screen.findByRole('heading', { name: texts.noValuesTitle })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: texts.noValuesAdmin })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('asks each value on a 1 to 5 scale, says what is stored, and sends every score by keyboard', async () => {
    let answered = false;
    const { user, calls } = renderTab({
      'GET /api/values-in-practice': () => ({ body: page({}, { answered }) }),
      'POST /api/values-in-practice/responses': () => {
        answered = true;
        return { status: 201, body: { period, answered: true } };
      },
    });
    const form = await screen.findByRole('form', { name: texts.formTitle });
    expect(within(form).getByText(texts.anonymousResults(5, '13 January 2030'))).toBeInTheDocument();
    expect(within(form).getByText('We say what we think')).toBeInTheDocument();
    const candorScale = within(form).getByRole('group', { name: texts.statement('Candor') });
    expect(within(candorScale).getAllByRole('radio')).toHaveLength(5);

    // Sending with a value left out sends nothing.
    await user.click(within(candorScale).getByRole('radio', { name: '4' }));
    await user.click(within(form).getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.missing)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // The keyboard moves along a scale: the arrow from 1 picks 2.
    const careScale = within(form).getByRole('group', { name: texts.statement('Care') });
    await user.click(within(careScale).getByRole('radio', { name: `1, ${texts.low}` }));
    await user.keyboard('{ArrowRight}');
    await user.click(within(form).getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('heading', { name: texts.thanksTitle })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ scores: { [candor.id]: 4, [care.id]: 2 } });
  });

  it('teaches when the first results appear before any period is sealed', async () => {
    renderTab({ 'GET /api/values-in-practice': () => ({ body: page({}, { answered: true }) }) });
    expect(await screen.findByRole('heading', { name: texts.thanksTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.noResultsTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.noResultsText('13 January 2030'))).toBeInTheDocument();
  });

  it('shows each value’s periods with the kudos beside, withheld ones with their reason, and a team picked', async () => {
    const results = (segment: string) => [
      {
        ...candor,
        periods: [
          {
            figures:
              segment === 'company'
                ? { suppressed: false as const, respondents: 8, score: 4.2 }
                : { suppressed: true as const, reason: 'complement_too_small' as const },
            kudos: 3,
          },
        ],
      },
      { ...care, periods: [{ figures: null, kudos: 0 }] },
    ];
    const { user, calls } = renderTab({
      'GET /api/values-in-practice': ({ url }) => {
        const teamId = url.searchParams.get('teamId');
        return {
          body: page({
            periods: [lastWeek],
            teams: [team],
            team: teamId ? team : null,
            results: results(teamId ? 'team' : 'company'),
          }),
        };
      },
    });
    const table = await screen.findByRole('table', { name: texts.tableOf('Candor') });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(texts.scoreOf(4.2));
    expect(row).toHaveTextContent('8');
    expect(row).toHaveTextContent('3');
    expect(screen.getByRole('table', { name: texts.tableOf('Care') })).toHaveTextContent(texts.notScored);

    await user.selectOptions(screen.getByLabelText(texts.segment), team.id);
    expect(
      await within(await screen.findByRole('table', { name: texts.tableOf('Candor') })).findByText(
        hiddenTexts.complement_too_small,
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/values-in-practice' && call.method === 'GET')).toBe(true);
  });
});
