import type { DecisionRecord, DecisionSummary, Strategy } from '@shared/contract/strategy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '@/components/documents/document-texts';
import { testUser } from '../../../../../tests/setup/render-app';
import { statusLabels } from '../strategy-texts';
import { renderTab } from '../test-render';
import { DecisionsTab } from './decisions-tab';
import { decisionsTexts as t } from './decisions-texts';

const id = (n: number) => `e0e0e0e0-0000-4000-8000-00000000000${n}`;
const ana = { id: id(7), fullName: 'Ana Approver' };
const me = { id: testUser.id, fullName: testUser.fullName };

const record = (overrides: Partial<DecisionRecord> = {}): DecisionRecord => ({
  id: id(1),
  title: 'Longer boards',
  status: 'proposed',
  visibility: 'company',
  team: null,
  driver: me,
  approver: ana,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  context: 'The waves got bigger.',
  options: [{ title: 'Longer', pros: 'Speed', cons: 'Weight' }],
  decision: 'Longer boards from June.',
  contributors: [],
  informed: [{ id: null, fullName: null }],
  goals: [],
  pillars: [],
  supersedes: null,
  supersededBy: null,
  author: me,
  createdAt: '2026-11-20T10:00:00.000Z',
  canEdit: true,
  canDecide: false,
  ...overrides,
});

const summaryOf = ({
  id: recordId,
  title,
  status,
  visibility,
  team,
  driver,
  approver,
  version,
  updatedAt,
}: DecisionRecord): DecisionSummary => ({
  id: recordId,
  title,
  status,
  visibility,
  team,
  driver,
  approver,
  version,
  updatedAt,
});

const noStrategy: Strategy = {
  id: null,
  version: 0,
  vision: null,
  mission: null,
  pillars: [],
  updatedAt: null,
  updatedBy: null,
  canEdit: false,
};

const person = (who: { id: string; fullName: string }) => ({
  ...who,
  email: `${who.id}@example.com`,
  emailVerified: true,
  role: 'member' as const,
  teams: [],
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const formHandlers = {
  'GET /api/people': () => ({ body: { items: [person(ana), person({ id: me.id, fullName: me.fullName })] } }),
  'GET /api/teams': () => ({ body: { items: [] } }),
  'GET /api/strategy': () => ({ body: { strategy: noStrategy } }),
} as const;

describe('the Decisions tab', () => {
  it('teaches when there is no record yet', async () => {
    renderTab(<DecisionsTab />, { 'GET /api/decisions': () => ({ body: { items: [], nextCursor: null } }) });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.newRecord })).toBeInTheDocument();
  });

  it('lists records and opens one: its options, its people, a former member named as such', async () => {
    const { user } = renderTab(<DecisionsTab />, {
      'GET /api/decisions': () => ({ body: { items: [summaryOf(record())], nextCursor: null } }),
      'GET /api/decisions/:id': () => ({ body: { record: record() } }),
    });
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getByText(t.driverAndApprover('Kai Surfer', 'Ana Approver'))).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Longer boards' }));
    const view = await screen.findByRole('article', { name: 'Longer boards' });
    expect(within(view).getByText('The waves got bigger.')).toBeInTheDocument();
    expect(within(view).getByText('Speed')).toBeInTheDocument();
    expect(within(view).getByText('A former member')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: t.accept })).toBeNull();
  });

  it('lets the Approver accept the record on the version they read', async () => {
    let current = record({ canDecide: true });
    const { user, calls } = renderTab(
      <DecisionsTab />,
      {
        'GET /api/decisions/:id': () => ({ body: { record: current } }),
        'POST /api/decisions/:id/decide': () => {
          current = record({ status: 'accepted', version: 2, canEdit: false, canDecide: false });
          return { body: { record: current } };
        },
      },
      'member',
      `/?tab=decisions&record=${id(1)}`,
    );
    await user.click(await screen.findByRole('button', { name: t.accept }));
    expect(await screen.findByText(t.decidedHint)).toBeInTheDocument();
    expect(screen.getByText(statusLabels.accepted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'accepted', version: 1 });
    expect(screen.queryByRole('button', { name: t.editLabel('Longer boards') })).toBeNull();
  });

  it('proposes a new record from a dialog, with its Approver', async () => {
    const { user, calls } = renderTab(<DecisionsTab />, {
      ...formHandlers,
      'GET /api/decisions': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/decisions': () => ({ status: 201, body: { record: record() } }),
      'GET /api/decisions/:id': () => ({ body: { record: record() } }),
    });
    await user.click(await screen.findByRole('button', { name: t.newRecord }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    await user.type(within(dialog).getByLabelText(t.titleLabel), 'Longer boards');
    await user.click(within(dialog).getByRole('button', { name: t.addOption }));
    await user.type(within(dialog).getByLabelText(t.optionTitle), 'Longer');
    await user.selectOptions(within(dialog).getByLabelText(t.approverLabel), 'Ana Approver');
    await user.click(within(dialog).getByRole('button', { name: t.propose }));
    expect(await screen.findByRole('article', { name: 'Longer boards' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Longer boards',
      visibility: 'company',
      teamId: null,
      approverId: ana.id,
      options: [{ title: 'Longer', pros: null, cons: null }],
    });
  });

  it('keeps an edit on a 409 stale_version and shows the newer record', async () => {
    const theirs = record({ version: 2, title: 'Their title' });
    const { user } = renderTab(
      <DecisionsTab />,
      {
        ...formHandlers,
        'GET /api/decisions': () => ({ body: { items: [], nextCursor: null } }),
        'GET /api/decisions/:id': () => ({ body: { record: record() } }),
        'PUT /api/decisions/:id': () => ({
          status: 409,
          body: {
            error: { code: 'stale_version', message: 'Someone saved this first.', newer: { record: theirs } },
          },
        }),
      },
      'member',
      `/?record=${id(1)}`,
    );
    await user.click(await screen.findByRole('button', { name: t.editLabel('Longer boards') }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle('Longer boards') });
    const title = within(dialog).getByLabelText(t.titleLabel);
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(conflictTexts.title);
    expect(notice).toHaveFocus();
    expect(within(notice).getByText('Their title')).toBeInTheDocument();
    expect(title).toHaveValue('My title');
  });
});
