import type { CompanyValue } from '@shared/contract/company-settings';
import type { FeedbackItem, FeedbackRequest } from '@shared/contract/feedback';
import type { Person } from '@shared/contract/people';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  meOf,
  mockApi,
  type RecordedCall,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { FeedbackTab } from './feedback-tab';
import { feedbackTexts as t, ownVisibilityTexts, visibilityTexts } from './feedback-texts';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function person(n: number, fullName: string): Person {
  return {
    id: uuid('a0a0a0a0', n),
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
    emailVerified: true,
    role: 'member',
    teams: [],
    joinedAt: '2025-01-10T09:00:00.000Z',
  };
}
const me = { ...person(0, testUser.fullName), id: testUser.id, email: testUser.email };
const ana = person(1, 'Ana Silva');
const ben = person(2, 'Ben Okafor');
const ref = (who: Person) => ({ id: who.id, fullName: who.fullName });
const candor: CompanyValue = {
  id: uuid('f0f0f0f0', 1),
  name: 'Candor',
  description: null,
  position: 0,
  createdAt: '2025-01-10T09:00:00.000Z',
};

function feedback(n: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: uuid('b0b0b0b0', n),
    author: ref(ana),
    recipient: ref(me),
    visibility: 'private',
    body: `Feedback ${n}`,
    value: null,
    question: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    mine: false,
    ...overrides,
  };
}

const request: FeedbackRequest = {
  id: uuid('c1c1c1c1', 1),
  asker: ref(ben),
  question: 'How was my demo?',
  visibility: 'recipient_and_leads',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  expired: false,
  asked: [{ person: ref(me), answered: false }],
};

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

/** The feedback lists by box; everything else empty. */
function renderTab(
  path = '/communication?tab=feedback',
  lists: Partial<Record<string, FeedbackItem[]>> = {},
  requests: Partial<Record<string, FeedbackRequest[]>> = {},
  more: ApiHandlers = {},
) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    'GET /api/people': () => ({ body: { items: [ana, ben, me] } }),
    'GET /api/values': () => ({ body: { items: [candor] } }),
    'GET /api/feedback': ({ url }) => page(lists[url.searchParams.get('box') ?? ''] ?? []),
    'GET /api/feedback-requests': ({ url }) => page(requests[url.searchParams.get('box') ?? ''] ?? []),
    ...more,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <FeedbackTab /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...api, user, router };
}

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('the Feedback tab', () => {
  it('lists feedback received, and for leads-only feedback says who wrote it, never its text', async () => {
    renderTab(undefined, {
      received: [
        feedback(1, { value: { id: candor.id, name: 'Candor' }, question: 'How was my demo?' }),
        feedback(2, { author: ref(ben), visibility: 'leads_only', body: null }),
      ],
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: t.from('Ana Silva') })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Feedback 1');
    expect(cards[0]).toHaveTextContent('Candor');
    expect(cards[0]).toHaveTextContent(t.answering('How was my demo?'));
    expect(within(cards[1]!).getByRole('heading', { name: t.from('Ben Okafor') })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent(t.withheld);
    // Who reads it, in the words of the person it is about.
    expect(cards[0]).toHaveTextContent(ownVisibilityTexts.private.label);
    expect(cards[1]).toHaveTextContent(ownVisibilityTexts.leads_only.label);
    expect(cards[1]).not.toHaveTextContent(visibilityTexts.leads_only.label);
    // Received feedback is not the caller's to delete.
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('teaches when a list is empty, and moves between the lists with the arrow keys', async () => {
    const { user, router } = renderTab();
    expect(await screen.findByRole('heading', { name: t.emptyReceivedTitle })).toBeInTheDocument();
    const received = screen.getByRole('tab', { name: t.received });
    received.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: t.given })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: t.emptyGivenTitle })).toBeInTheDocument();
    expect(router.state.location.search).toContain('box=given');
    await user.click(screen.getByRole('tab', { name: t.requests }));
    expect(await screen.findByRole('heading', { name: t.emptyToAnswerTitle })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: t.emptyAskedTitle })).toBeInTheDocument();
  });

  it('gives feedback: a colleague, a text, who reads it and a value', async () => {
    const given = feedback(9, { recipient: ref(ana), author: ref(me), mine: true });
    const { user, calls } = renderTab(
      undefined,
      {},
      {},
      {
        'POST /api/feedback': () => ({ body: { feedback: given } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: t.give }));
    const dialog = await screen.findByRole('dialog', { name: t.giveTitle });
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    // Nobody chosen yet: the form says what is missing and sends nothing.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.chooseRecipient);
    const picker = within(dialog).getByRole('combobox', { name: t.recipient });
    await user.type(picker, 'ana');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: t.body }), 'Your demo was clear.');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.chooseVisibility);
    await user.click(
      within(dialog).getByRole('radio', { name: new RegExp(visibilityTexts.leads_only.label) }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: t.value }), 'Candor');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/api/feedback').map((call) => call.body)).toEqual([
      { recipientId: ana.id, body: 'Your demo was clear.', visibility: 'leads_only', valueId: candor.id },
    ]);
  });

  it('explains each visibility in plain words: the writer’s when giving, the asker’s own when asking', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: t.give }));
    const dialog = await screen.findByRole('dialog', { name: t.giveTitle });
    for (const words of Object.values(visibilityTexts)) {
      const radio = within(dialog).getByRole('radio', { name: new RegExp(words.label) });
      expect(radio).toHaveAccessibleDescription(words.explanation);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: t.ask }));
    const ask = await screen.findByRole('dialog', { name: t.askTitle });
    for (const words of Object.values(ownVisibilityTexts)) {
      const radio = within(ask).getByRole('radio', { name: new RegExp(words.label) });
      expect(radio).toHaveAccessibleDescription(words.explanation);
    }
  });

  it('asks colleagues for feedback with a question and who reads the answers', async () => {
    const { user, calls } = renderTab(
      undefined,
      {},
      {},
      {
        'POST /api/feedback-requests': () => ({ body: { request: { ...request, asker: ref(me) } } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: t.ask }));
    const dialog = await screen.findByRole('dialog', { name: t.askTitle });
    const picker = within(dialog).getByRole('combobox', { name: t.asked_people });
    for (const name of ['ana', 'ben']) {
      await user.type(picker, name);
      await user.keyboard('{ArrowDown}{Enter}');
    }
    await user.type(within(dialog).getByRole('textbox', { name: t.question }), 'How did the launch go?');
    await user.click(
      within(dialog).getByRole('radio', { name: new RegExp(ownVisibilityTexts.private.label) }),
    );
    await user.click(within(dialog).getByRole('button', { name: t.sendAsk }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/api/feedback-requests').map((call) => call.body)).toEqual([
      { recipientIds: [ana.id, ben.id], question: 'How did the launch go?', visibility: 'private' },
    ]);
  });

  it('answers a request from the list: to its asker, with the visibility they chose', async () => {
    const answer = feedback(10, { author: ref(me), recipient: ref(ben), mine: true });
    const { user, calls } = renderTab(
      '/communication?box=requests',
      {},
      { to_answer: [request] },
      {
        'POST /api/feedback': () => ({ body: { feedback: answer } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: t.answerLabel('Ben Okafor') }));
    const dialog = await screen.findByRole('dialog', { name: t.answerTitle('Ben Okafor') });
    expect(dialog).toHaveTextContent('How was my demo?');
    expect(dialog).toHaveTextContent(visibilityTexts.recipient_and_leads.label);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: t.body }), 'It was great.');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/api/feedback').map((call) => call.body)).toEqual([
      { recipientId: ben.id, body: 'It was great.', requestId: request.id },
    ]);
  });

  it('shows who answered what the caller asked, and an expired request as expired', async () => {
    renderTab(
      '/communication?box=requests',
      {},
      {
        asked: [
          {
            ...request,
            asker: ref(me),
            expired: true,
            asked: [
              { person: ref(ana), answered: true },
              { person: ref(ben), answered: false },
            ],
          },
        ],
      },
    );
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card).toHaveTextContent(t.answeredCount(1, 2));
    expect(card).toHaveTextContent(t.expired);
    expect(within(card).getByRole('list', { name: t.answeredBy })).toHaveTextContent(
      `Ana Silva: ${t.hasAnswered}Ben Okafor: ${t.notAnswered}`,
    );
  });

  it('deletes the caller’s own feedback after asking', async () => {
    const mine = feedback(11, { author: ref(me), recipient: ref(ana), mine: true });
    const { user, calls } = renderTab(
      '/communication?box=given',
      { given: [mine] },
      {},
      {
        'DELETE /api/feedback/:id': () => ({}),
      },
    );
    await user.click(await screen.findByRole('button', { name: t.deleteLabel('Ana Silva') }));
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/feedback/${mine.id}`,
      ]),
    );
  });
});
