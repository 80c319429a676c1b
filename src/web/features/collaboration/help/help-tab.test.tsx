import type { HelpRequest, HelpRequestSummary } from '@shared/contract/help';
import { helpMessages } from '@shared/help-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../../../tests/setup/render-app';
import { renderTab } from '../test-render';
import { HelpTab } from './help-tab';
import { helpTexts as t } from './help-texts';

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
});
