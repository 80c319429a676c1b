import type { Contribution, ContributionPage } from '@shared/contract/purpose';
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
import { ContributionsTab } from './contributions-tab';
import { contributionsTexts as texts } from './contributions-texts';

const today = '2030-03-12';
const ana = { id: 'b0b0b0b0-0000-4000-8000-000000000002', fullName: 'Ana Rider' };

const entry = (overrides: Partial<Contribution>): Contribution => ({
  kind: 'manual',
  subjectId: 'e0e0e0e0-0000-4000-8000-000000000001',
  at: '2030-03-10T12:00:00.000Z',
  day: '2030-03-10',
  text: 'Ran the beach clean-up',
  goal: null,
  keyResultsMoved: null,
  progress: null,
  value: null,
  from: null,
  link: null,
  hidden: false,
  ...overrides,
});

const ownEntries = [
  entry({}),
  entry({
    kind: 'kudos_received',
    subjectId: 'e0e0e0e0-0000-4000-8000-000000000002',
    day: '2030-02-20',
    text: 'Thanks for the lesson',
    value: 'Candor',
    from: 'Ben Board',
    link: `/culture?person=${testUser.id}`,
  }),
  entry({
    kind: 'goal_closed',
    subjectId: 'e0e0e0e0-0000-4000-8000-000000000003',
    day: '2030-02-02',
    text: null,
    goal: { id: 'e0e0e0e0-0000-4000-8000-000000000003', title: 'Second beach' },
    progress: 0.8,
    link: '/goals/e0e0e0e0-0000-4000-8000-000000000003',
    hidden: true,
  }),
];

const page = (overrides: Partial<ContributionPage> = {}): ContributionPage => ({
  person: { id: testUser.id, fullName: testUser.fullName },
  own: true,
  items: ownEntries,
  nextCursor: null,
  today,
  ...overrides,
});

function renderWith(element: ReactNode, handlers: ApiHandlers) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/contributions/people': () => ({ body: { people: [] } }),
    ...handlers,
  });
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

describe('the Contributions tab', () => {
  it('teaches what will show here when the log is empty', async () => {
    renderWith(<ContributionsTab />, { 'GET /api/contributions': () => ({ body: page({ items: [] }) }) });
    expect(await screen.findByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.add })).toBeInTheDocument();
  });

  it('groups the person’s entries by month, with no count, and hides one from their leads with the eye', async () => {
    let items = ownEntries;
    const { user, calls } = renderWith(<ContributionsTab />, {
      'GET /api/contributions': () => ({ body: page({ items }) }),
      'PUT /api/contributions/hidden': ({ body }) => {
        const asked = body as { kind: Contribution['kind']; subjectId: string; hidden: boolean };
        items = items.map((item) =>
          item.subjectId === asked.subjectId ? { ...item, hidden: asked.hidden } : item,
        );
        return { body: asked };
      },
    });
    const march = await screen.findByRole('region', { name: 'March 2030' });
    expect(within(march).getByText('Ran the beach clean-up')).toBeInTheDocument();
    const february = screen.getByRole('region', { name: 'February 2030' });
    expect(within(february).getByRole('link', { name: 'Closed “Second beach” at 80 %' })).toHaveAttribute(
      'href',
      '/goals/e0e0e0e0-0000-4000-8000-000000000003',
    );
    expect(within(february).getByText('Kudos from Ben Board')).toBeInTheDocument();
    expect(within(february).getByText('Candor')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/score|\b\d+ (entries|contributions)\b/i);
    const eyes = screen.getAllByRole('button', { name: texts.hiddenLabel });
    expect(eyes.map((eye) => eye.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    eyes[0]!.focus();
    await user.keyboard('{Enter}');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'manual',
      subjectId: 'e0e0e0e0-0000-4000-8000-000000000001',
      hidden: true,
    });
    expect(await screen.findAllByRole('button', { name: texts.hiddenLabel, pressed: true })).toHaveLength(2);
    // Only entries added by hand are deleted.
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  });

  it('adds an entry by hand in a dialog: a day and what was done', async () => {
    const { user, calls } = renderWith(<ContributionsTab />, {
      'GET /api/contributions': () => ({ body: page({ items: [] }) }),
      'POST /api/contributions': ({ body }) => ({
        body: { entry: entry({ ...(body as { day: string; text: string }) }) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
    expect(within(dialog).getByLabelText(texts.day)).toHaveValue(today);
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say what you did.');
    await user.type(within(dialog).getByLabelText(texts.text), 'Fixed the rescue board');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await screen.findByRole('button', { name: texts.add });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ body: { day: today, text: 'Fixed the rescue board' } }),
    ]);
  });

  it('lets a lead pick a person they lead and read their log, without any control', async () => {
    const { user, calls } = renderWith(<ContributionsTab />, {
      'GET /api/contributions/people': () => ({ body: { people: [ana] } }),
      'GET /api/contributions': ({ url }) =>
        url.searchParams.get('person') === ana.id
          ? {
              body: page({
                person: ana,
                own: false,
                items: [
                  entry({
                    kind: 'action_item_done',
                    subjectId: 'e0e0e0e0-0000-4000-8000-000000000009',
                    text: null,
                  }),
                ],
              }),
            }
          : { body: page() },
    });
    await user.selectOptions(await screen.findByLabelText(texts.whose), ana.fullName);
    expect(await screen.findByText(texts.actionItemDone)).toBeInTheDocument();
    expect(screen.getByText(texts.leadDescription('Ana Rider'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.hiddenLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.add })).toBeNull();
    expect(calls.some((call) => call.path.includes(`person=${ana.id}`))).toBe(true);
  });
});
