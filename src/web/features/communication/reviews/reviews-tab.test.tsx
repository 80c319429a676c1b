import type { Person } from '@shared/contract/people';
import type { Review, ReviewResults } from '@shared/contract/reviews';
import { DEFAULT_REVIEW_QUESTIONS, reviewMessages } from '@shared/review-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  at,
  findToast,
  meOf,
  mockApi,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { formatDay } from '../one-on-ones/format';
import { ReviewsTab } from './reviews-tab';
import { reviewsTexts as texts, reviewsToasts } from './reviews-texts';

const teamId = 'd0d0d0d0-0000-4000-8000-000000000001';
const person = (n: number, fullName: string, isLead = false): Person => ({
  id: `b0b0b0b0-0000-4000-8000-00000000000${n}`,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  emailVerified: true,
  role: 'member',
  teams: [{ id: teamId, name: 'Reef Crew', isLead }],
  joinedAt: '2025-01-10T09:00:00.000Z',
});
const kai: Person = { ...person(0, testUser.fullName), id: testUser.id };
const lena = person(1, 'Lena Lead', true);
const pia = person(2, 'Pia Peer');
const people = [kai, lena, pia];

const q1 = { id: 'c0c0c0c0-0000-4000-8000-000000000001', position: 0, text: 'How clearly do I speak?' };
const q2 = { id: 'c0c0c0c0-0000-4000-8000-000000000002', position: 1, text: 'How well do I listen?' };

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  subject: { id: kai.id, fullName: kai.fullName },
  startedBy: { id: kai.id, fullName: kai.fullName },
  status: 'open',
  shareWithLeads: false,
  closesOn: '2030-01-15',
  questions: [q1, q2],
  asked: { lead: 1, peer: 3, report: 2 },
  aboutMe: true,
  myGroup: 'self',
  iAnswered: false,
  resultsReadable: false,
  ...overrides,
});

function renderTab(items: Review[], extra: ApiHandlers = {}) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/reviews': () => ({ body: { items } }),
    'GET /api/people': () => ({ body: { items: people } }),
    ...extra,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <ReviewsTab /> }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the Reviews tab', () => {
  it('explains 360s when there is none: opt-in, groups from 3 answers, leads named', async () => {
    renderTab([]);
    expect(await screen.findByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
    const explained = screen.getByText(texts.empty);
    expect(explained).toHaveTextContent('only if you want one');
    expect(explained).toHaveTextContent('at least 3');
    expect(explained).toHaveTextContent('Leads are named');
    expect(screen.getByRole('button', { name: texts.start })).toBeInTheDocument();
  });

  it('starts a 360: raters in their groups, the default questions edited, a closing day and sharing', async () => {
    const { user, calls } = renderTab([], {
      'POST /api/reviews': ({ body }) => ({
        body: { review: review({ shareWithLeads: (body as { shareWithLeads: boolean }).shareWithLeads }) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: texts.start }));
    const form = await screen.findByRole('form', { name: texts.startTitle });
    // The directory's teams put Lena among the leads and Pia among the peers.
    const leads = within(form).getByRole('group', { name: texts.groups.lead });
    await user.click(within(leads).getByRole('checkbox', { name: 'Lena Lead' }));
    const peers = within(form).getByRole('group', { name: texts.groups.peer });
    expect(within(peers).queryByRole('checkbox', { name: 'Lena Lead' })).toBeNull();
    await user.click(within(peers).getByRole('checkbox', { name: 'Pia Peer' }));
    expect(within(form).getByRole('textbox', { name: texts.questionLabel(1) })).toHaveValue(
      DEFAULT_REVIEW_QUESTIONS[0],
    );
    const second = within(form).getByRole('textbox', { name: texts.questionLabel(2) });
    await user.clear(second);
    await user.type(second, 'Do I follow through?');
    await user.click(within(form).getByRole('button', { name: texts.removeQuestion(4) }));
    await user.click(within(form).getByRole('checkbox', { name: texts.share }));
    await user.click(within(form).getByRole('button', { name: texts.send }));
    await findToast(reviewsToasts.started.title);
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/reviews');
    expect(sent?.body).toMatchObject({
      raters: [
        { userId: lena.id, group: 'lead' },
        { userId: pia.id, group: 'peer' },
      ],
      questions: [DEFAULT_REVIEW_QUESTIONS[0], 'Do I follow through?', DEFAULT_REVIEW_QUESTIONS[2]],
      shareWithLeads: true,
    });
  });

  it('refuses to start without a rater, in the rule’s words, and sends nothing', async () => {
    const { user, calls } = renderTab([]);
    await user.click(await screen.findByRole('button', { name: texts.start }));
    const form = await screen.findByRole('form', { name: texts.startTitle });
    await user.click(within(form).getByRole('button', { name: texts.send }));
    expect(await screen.findAllByText(reviewMessages.ratersInvalid)).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows what a rater owes, says who will see their answers, and sends a score and comment per question', async () => {
    const asked = review({
      id: 'a0a0a0a0-0000-4000-8000-000000000002',
      subject: { id: pia.id, fullName: pia.fullName },
      startedBy: { id: pia.id, fullName: pia.fullName },
      aboutMe: false,
      myGroup: 'peer',
    });
    const { user, calls } = renderTab([asked], {
      'POST /api/reviews/:id/answers': at({ id: asked.id }, () => ({ body: { review: asked } })),
    });
    const owed = await screen.findByRole('region', { name: texts.toRate });
    expect(within(owed).getByText(texts.about('Pia Peer'))).toBeInTheDocument();
    // The closing day as people write it, not as the API sends it.
    expect(owed).toHaveTextContent(texts.closesOn(formatDay('2030-01-15')));
    expect(owed).not.toHaveTextContent('2030-01-15');
    await user.click(within(owed).getByRole('button', { name: texts.answer }));
    const form = await screen.findByRole('form', { name: texts.answerTitle('Pia Peer') });
    expect(within(form).getByText(texts.whoSees.peer)).toBeInTheDocument();
    const first = within(form).getByRole('group', { name: q1.text });
    await user.click(within(first).getByRole('radio', { name: '4' }));
    const second = within(form).getByRole('group', { name: q2.text });
    await user.click(within(second).getByRole('radio', { name: `5, ${texts.scaleHigh}` }));
    await user.type(within(form).getAllByRole('textbox', { name: texts.comment })[0]!, 'Clear and kind');
    await user.click(within(form).getByRole('button', { name: texts.sendAnswers }));
    await findToast(reviewsToasts.answered.title);
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      answers: [
        { questionId: q1.id, score: 4, comment: 'Clear and kind' },
        { questionId: q2.id, score: 5, comment: null },
      ],
    });
  });

  it('lets the person agree to a lead’s 360 and choose to share it', async () => {
    const waiting = review({
      status: 'awaiting_agreement',
      startedBy: { id: lena.id, fullName: lena.fullName },
    });
    const { user, calls } = renderTab([waiting], {
      'POST /api/reviews/:id/agree': at({ id: waiting.id }, () => ({ body: { review: review() } })),
    });
    expect(await screen.findByText(texts.agreeHint('Lena Lead'))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: texts.agreeShare }));
    await user.click(screen.getByRole('button', { name: texts.agree }));
    await findToast(reviewsToasts.agreed.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ shareWithLeads: true });
  });

  it('lets the person decline a lead’s 360, and the lead withdraw one', async () => {
    const waiting = review({
      status: 'awaiting_agreement',
      startedBy: { id: lena.id, fullName: lena.fullName },
    });
    const mine = review({
      id: 'a0a0a0a0-0000-4000-8000-000000000003',
      status: 'awaiting_agreement',
      subject: { id: pia.id, fullName: pia.fullName },
      aboutMe: false,
      myGroup: null,
    });
    const { user, calls } = renderTab([waiting, mine], {
      'DELETE /api/reviews/:id': at({ id: [waiting.id, mine.id] }, () => ({})),
    });
    const about = await screen.findByRole('region', { name: texts.aboutMe });
    await user.click(within(about).getByRole('button', { name: texts.decline }));
    await findToast(reviewsToasts.declined.title);
    const started = screen.getByRole('region', { name: texts.startedByMe });
    await user.click(within(started).getByRole('button', { name: texts.withdraw }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/reviews/${waiting.id}`,
        `/api/reviews/${mine.id}`,
      ]),
    );
  });

  it('shows the results: a group’s means and unnamed comments, a withheld group explained, leads named, self beside', async () => {
    const closed = review({ status: 'closed', resultsReadable: true, iAnswered: true });
    const results: ReviewResults = {
      review: closed,
      self: [
        { questionId: q1.id, score: 3, comment: 'My view' },
        { questionId: q2.id, score: 4, comment: null },
      ],
      leads: [
        {
          lead: { id: lena.id, fullName: lena.fullName },
          answers: [
            { questionId: q1.id, score: 4, comment: 'From Lena' },
            { questionId: q2.id, score: 4, comment: null },
          ],
        },
      ],
      groups: [
        {
          group: 'peer',
          asked: 3,
          answered: 3,
          withheld: null,
          questions: [
            { questionId: q1.id, mean: 3.67, count: 3 },
            { questionId: q2.id, mean: 4, count: 3 },
          ],
          comments: [{ questionId: q1.id, text: 'A peer says hi' }],
        },
        {
          group: 'report',
          asked: 2,
          answered: null,
          withheld: reviewMessages.withheld,
          questions: [],
          comments: [],
        },
      ],
    };
    const { user } = renderTab([closed], {
      'GET /api/reviews/:id/results': at({ id: closed.id }, () => ({ body: { results } })),
    });
    await user.click(await screen.findByRole('button', { name: texts.results }));
    const peers = await screen.findByRole('region', { name: texts.groupNames.peer });
    expect(peers).toHaveTextContent(texts.answeredOf(3, 3));
    expect(peers).toHaveTextContent(texts.mean(3.67));
    expect(peers).toHaveTextContent('A peer says hi');
    const reports = screen.getByRole('region', { name: texts.groupNames.report });
    expect(reports).toHaveTextContent(reviewMessages.withheld);
    expect(reports).not.toHaveTextContent(texts.comments);
    expect(screen.getByRole('region', { name: 'Lena Lead' })).toHaveTextContent('From Lena');
    expect(screen.getByText('My view')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.back }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.results })).toBeInTheDocument());
  });
});
