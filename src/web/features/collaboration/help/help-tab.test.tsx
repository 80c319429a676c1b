import type { HelpRequest, HelpRequestSummary } from '@shared/contract/help';
import { helpMessages } from '@shared/help-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatShortDay } from '@/lib/days';
import { testUser } from '../../../../../tests/setup/render-app';
import { renderTab } from '../test-render';
import { HelpTab } from './help-tab';
import { helpTexts as t } from './help-texts';

/** The answers' day as the app writes it in this locale. */
const jan8 = formatShortDay('2030-01-08');

const olga = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Olga Offers' };
const me = { id: testUser.id, fullName: testUser.fullName };

const summary = (overrides: Partial<HelpRequestSummary> = {}): HelpRequestSummary => ({
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  title: 'Slow query on reports',
  tags: ['Postgres'],
  author: me,
  state: 'open',
  solvedAt: null,
  closesAt: '2030-02-07T09:00:00.000Z',
  answers: 1,
  createdAt: '2030-01-08T09:00:00.000Z',
  ...overrides,
});

const whole = (overrides: Partial<HelpRequest> = {}): HelpRequest => ({
  ...summary(),
  details: 'It takes 9 seconds.',
  answerList: [
    {
      id: 'b0b0b0b0-0000-4000-8000-000000000001',
      body: 'Add an index',
      author: olga,
      createdAt: '2030-01-08T10:00:00.000Z',
      editedAt: null,
      isAuthor: false,
      canDelete: false,
    },
  ],
  suggestions: [{ person: olga, reasons: ['offers Postgres', 'thanked for Postgres'] }],
  isAuthor: true,
  canDelete: true,
  ...overrides,
});

describe('the Ask for help tab', () => {
  it('teaches when the board is empty, and asks for open requests by a tag', async () => {
    const { user, calls } = renderTab(<HelpTab />, {
      'GET /api/help/requests': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.tagFilter), 'postgres');
    expect(await screen.findByRole('heading', { name: t.noMatchTitle })).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('state=open') && call.path.includes('tag=postgres'))).toBe(
      true,
    );
  });

  it('asks for help with tags split on commas, and refuses a blank title in the form’s words', async () => {
    const { user, calls } = renderTab(<HelpTab />, {
      'GET /api/help/requests': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/help/requests': () => ({ body: { request: whole({ answerList: [] }) } }),
      'GET /api/help/requests/:id': () => ({ body: { request: whole({ answerList: [] }) } }),
    });
    await user.click(await screen.findByRole('button', { name: t.ask }));
    const dialog = await screen.findByRole('dialog', { name: t.askTitle });
    await user.click(within(dialog).getByRole('button', { name: t.post }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(helpMessages.titleRequired);
    await user.type(within(dialog).getByLabelText(t.titleLabel), 'Slow query on reports');
    await user.type(within(dialog).getByLabelText(t.tagsLabel), 'Postgres, performance ,');
    await user.click(within(dialog).getByRole('button', { name: t.post }));
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      title: 'Slow query on reports',
      details: null,
      tags: ['Postgres', 'performance'],
    });
    // The new request opens, with its suggestions and why.
    expect(await screen.findByText(t.suggestionsTitle)).toBeInTheDocument();
    expect(screen.getByText(': offers Postgres, thanked for Postgres')).toBeInTheDocument();
  });

  it('opens a request from ?request=, and offers its asker a 1:1 or kudos with whoever answered', async () => {
    const { user, calls } = renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({ body: { request: whole() } }),
        'POST /api/help/requests/:id/solve': () => ({
          body: { request: whole({ state: 'closed', solvedAt: '2030-01-09T09:00:00.000Z' }) },
        }),
      },
      `/collaboration?request=${summary().id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    expect(within(dialog).getByText('Add an index')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Propose a 1:1 with Olga Offers' })).toHaveAttribute(
      'href',
      `/communication?tab=one-on-ones&propose=${olga.id}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Send kudos to Olga Offers' })).toHaveAttribute(
      'href',
      `/culture?give=1&to=${olga.id}`,
    );
    await user.click(within(dialog).getByRole('button', { name: t.markSolved }));
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/solve'))).toBe(true);
    expect(await within(dialog).findByText(t.closedNote)).toBeInTheDocument();
  });

  it('shows no 1:1 or kudos to someone who did not ask', async () => {
    renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({
          body: { request: whole({ isAuthor: false, canDelete: false }) },
        }),
      },
      `/collaboration?request=${summary().id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    expect(within(dialog).getByText('Add an index')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Propose a 1:1/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.markSolved })).toBeNull();
    expect(within(dialog).getByLabelText(t.answerLabel)).toBeInTheDocument();
  });

  const mine = {
    id: 'b0b0b0b0-0000-4000-8000-000000000002',
    body: 'Try EXPLAIN first',
    author: me,
    createdAt: '2030-01-08T11:00:00.000Z',
    editedAt: null,
    isAuthor: true,
    canDelete: true,
  };
  const asked = (answerList: HelpRequest['answerList'], overrides: Partial<HelpRequest> = {}) =>
    whole({
      author: olga,
      isAuthor: false,
      canDelete: false,
      answers: answerList.length,
      answerList,
      ...overrides,
    });

  it('rewrites the caller’s own answer in place, prefilled, and then shows it as edited', async () => {
    let current = asked([whole().answerList[0]!, mine]);
    const { user, calls } = renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({ body: { request: current } }),
        'PUT /api/help/requests/:id/answers/:answerId': ({ body }) => {
          const text = (body as { body: string }).body;
          current = asked([
            whole().answerList[0]!,
            { ...mine, body: text, editedAt: '2030-01-09T09:00:00.000Z' },
          ]);
          return { body: { request: current } };
        },
      },
      `/collaboration?request=${summary().id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    // Olga's answer is not the caller's: no Edit or Delete beside it; the caller's own has both.
    expect(within(dialog).getAllByRole('button', { name: /^Edit your answer/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Olga Offers’s answer/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.deleteOwnAnswerLabel(jan8) })).toBeInTheDocument();
    expect(within(dialog).queryByText(t.edited)).toBeNull();

    const editButton = within(dialog).getByRole('button', { name: t.editAnswerLabel(jan8) });
    await user.click(editButton);
    const field = within(dialog).getByLabelText(t.editAnswerField);
    expect(field).toHaveValue('Try EXPLAIN first');
    expect(field).toHaveFocus();

    // A blank text is refused in the form's words, inside the dialog, and nothing is sent.
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: t.saveAnswer }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(helpMessages.answerRequired);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(field, 'Run EXPLAIN ANALYZE');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(within(dialog).getByRole('button', { name: t.saveAnswer }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/help/requests/${summary().id}/answers/${mine.id}`);
    expect((put?.body as { body: string }).body).toContain('Run EXPLAIN ANALYZE');
    expect(await within(dialog).findByText(t.edited)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(t.editAnswerField)).toBeNull();
    // The focus is back on the Edit button.
    expect(within(dialog).getByRole('button', { name: t.editAnswerLabel(jan8) })).toHaveFocus();
  });

  it('cancels an edit by keyboard, and offers no edit once the request is closed', async () => {
    const { user, calls } = renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({ body: { request: asked([mine]) } }),
      },
      `/collaboration?request=${summary().id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    within(dialog)
      .getByRole('button', { name: t.editAnswerLabel(jan8) })
      .focus();
    await user.keyboard('{Enter}');
    await user.type(within(dialog).getByLabelText(t.editAnswerField), ' and more');
    within(dialog).getByRole('button', { name: t.cancel }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByLabelText(t.editAnswerField)).toBeNull();
    expect(within(dialog).getByText('Try EXPLAIN first')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers its author Delete but not Edit on a closed request', async () => {
    renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({
          body: { request: asked([mine], { state: 'closed', solvedAt: '2030-01-09T09:00:00.000Z' }) },
        }),
      },
      `/collaboration?request=${summary().id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    expect(await within(dialog).findByText(t.closedNote)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Edit your answer/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.deleteOwnAnswerLabel(jan8) })).toBeInTheDocument();
  });

  it('deletes an answer after a confirm; an admin sees Delete on a colleague’s answer too', async () => {
    const olgas = { ...whole().answerList[0]!, canDelete: true };
    let current = asked([olgas, mine]);
    const { user, calls } = renderTab(
      <HelpTab />,
      {
        'GET /api/help/requests': () => ({ body: { items: [summary()], nextCursor: null } }),
        'GET /api/help/requests/:id': () => ({ body: { request: current } }),
        'DELETE /api/help/requests/:id/answers/:answerId': ({ params }) => {
          current = asked(current.answerList.filter((answer) => answer.id !== params.answerId));
          return { status: 204 };
        },
      },
      `/collaboration?request=${summary().id}`,
      'admin',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Slow query on reports' });
    const deleteOlgas = within(dialog).getByRole('button', {
      name: t.deleteAnswerLabel('Olga Offers', jan8),
    });
    // Not the caller's: Delete, no Edit.
    expect(within(dialog).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);

    // Cancel in the confirm deletes nothing.
    await user.click(deleteOlgas);
    const confirm = await screen.findByRole('alertdialog', { name: t.deleteAnswerTitle });
    await user.click(within(confirm).getByRole('button', { name: t.cancel }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(deleteOlgas);
    const again = await screen.findByRole('alertdialog', { name: t.deleteAnswerTitle });
    await user.click(within(again).getByRole('button', { name: t.deleteAnswerConfirm }));
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(deleted?.path).toBe(`/api/help/requests/${summary().id}/answers/${olgas.id}`);
    await waitFor(() => expect(within(dialog).queryByText('Add an index')).toBeNull());
    expect(within(dialog).getByText('Try EXPLAIN first')).toBeInTheDocument();
  });
});
