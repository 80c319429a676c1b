import type { Idea } from '@shared/contract/ideas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '@/components/documents/document-texts';
import { testUser } from '../../../../../tests/setup/render-app';
import { renderTab } from '../test-render';
import { IdeasTab } from './ideas-tab';
import { ideasTexts as t, partLabels, templates } from './ideas-texts';

const id = (n: number) => `f0f0f0f0-0000-4000-8000-00000000000${n}`;
const me = { id: testUser.id, fullName: testUser.fullName };
const team = { id: id(5), name: 'Shapers' };

const teamSummary = {
  ...team,
  description: null,
  joinPolicy: 'open' as const,
  memberCount: 2,
  leads: [],
  isMember: true,
  isLead: false,
  archivedAt: null,
};

const swot = (overrides: Partial<Idea> = {}): Idea => ({
  id: id(1),
  title: 'Winter season',
  template: 'swot',
  team,
  author: me,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  body: { template: 'swot', strengths: ['Warm wetsuits'], weaknesses: [], opportunities: [], threats: [] },
  people: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  canDelete: true,
  ...overrides,
});

const summaryOf = ({ body: _, people: __, createdAt: ___, canDelete: ____, ...summary }: Idea) => summary;

describe('the Ideas tab', () => {
  it('teaches what each tool is for when the team has none yet', async () => {
    renderTab(<IdeasTab />, {
      'GET /api/teams': () => ({ body: { items: [teamSummary] } }),
      'GET /api/ideas': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.newIdea })).toBeInTheDocument();
  });

  it('asks someone in no team to join one first, and offers no start', async () => {
    renderTab(<IdeasTab />, {
      'GET /api/teams': () => ({ body: { items: [{ ...teamSummary, isMember: false }] } }),
      'GET /api/ideas': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { name: t.noTeamTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.newIdea })).toBeNull();
  });

  it('starts a pre-mortem for a team from its template and opens it', async () => {
    const started = swot({
      template: 'premortem',
      title: 'Booking flow',
      body: { template: 'premortem', failure: null, warningSigns: [], actions: [] },
    });
    const { user, calls } = renderTab(<IdeasTab />, {
      'GET /api/teams': () => ({ body: { items: [teamSummary] } }),
      'GET /api/ideas': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/ideas': () => ({ status: 201, body: { idea: started } }),
      'GET /api/ideas/:id': () => ({ body: { idea: started } }),
    });
    await user.click(await screen.findByRole('button', { name: t.newIdea }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(templates.premortem.name) }));
    await user.type(within(dialog).getByLabelText(t.titleLabel), 'Booking flow');
    await user.selectOptions(within(dialog).getByLabelText(t.teamLabel), 'Shapers');
    await user.click(within(dialog).getByRole('button', { name: t.start }));
    const view = await screen.findByRole('article', { name: 'Booking flow' });
    expect(within(view).getByRole('heading', { name: partLabels.failure })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Booking flow',
      teamId: team.id,
      body: { template: 'premortem', warningSigns: [], actions: [], failure: null },
    });
  });

  it('saves a SWOT’s lists one item a line, on the version it started from', async () => {
    let current = swot();
    const { user, calls } = renderTab(
      <IdeasTab />,
      {
        'GET /api/teams': () => ({ body: { items: [teamSummary] } }),
        'GET /api/ideas': () => ({ body: { items: [summaryOf(current)], nextCursor: null } }),
        'GET /api/ideas/:id': () => ({ body: { idea: current } }),
        'PUT /api/ideas/:id': () => {
          current = swot({
            version: 2,
            body: { ...current.body, threats: ['Storms', 'Flat days'] } as Idea['body'],
          });
          return { body: { idea: current } };
        },
      },
      'member',
      `/?idea=${id(1)}`,
    );
    await user.click(await screen.findByRole('button', { name: t.editLabel('Winter season') }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle('Winter season') });
    await user.type(within(dialog).getByLabelText(partLabels.threats), 'Storms{Enter}{Enter} Flat days ');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const view = await screen.findByRole('article', { name: 'Winter season' });
    expect(await within(view).findByText('Flat days')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      version: 1,
      body: { template: 'swot', strengths: ['Warm wetsuits'], threats: ['Storms', 'Flat days'] },
    });
  });

  it('keeps an edit on a 409 stale_version and shows the newer idea', async () => {
    const theirs = swot({ version: 2, title: 'Their winter' });
    const { user } = renderTab(
      <IdeasTab />,
      {
        'GET /api/teams': () => ({ body: { items: [teamSummary] } }),
        'GET /api/ideas/:id': () => ({ body: { idea: swot() } }),
        'PUT /api/ideas/:id': () => ({
          status: 409,
          body: {
            error: { code: 'stale_version', message: 'Someone saved this first.', newer: { idea: theirs } },
          },
        }),
      },
      'member',
      `/?idea=${id(1)}`,
    );
    await user.click(await screen.findByRole('button', { name: t.editLabel('Winter season') }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle('Winter season') });
    const title = within(dialog).getByLabelText(t.titleLabel);
    await user.clear(title);
    await user.type(title, 'My winter');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(conflictTexts.title);
    expect(within(notice).getByText('Their winter')).toBeInTheDocument();
    expect(title).toHaveValue('My winter');
  });
});
