import type { Strategy } from '@shared/contract/strategy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflictTexts, historyTexts } from '@/components/documents/document-texts';
import { testUser } from '../../../../../tests/setup/render-app';
import { renderTab } from '../test-render';
import { pageTexts as t } from './page-texts';
import { StrategyTab } from './strategy-tab';

const id = (n: number) => `e0e0e0e0-0000-4000-8000-00000000000${n}`;

const written = (overrides: Partial<Strategy> = {}): Strategy => ({
  id: id(9),
  version: 2,
  vision: 'Waves for everyone, everywhere.',
  mission: 'Make surfing easy',
  pillars: [
    {
      id: id(1),
      name: 'Customers first',
      rationale: 'They ride our boards.',
      goals: [{ id: id(5), title: 'Ten thousand riders' }],
    },
    { id: id(2), name: 'Craft', rationale: null, goals: [] },
    { id: id(3), name: 'Calm growth', rationale: null, goals: [] },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: testUser.id, fullName: 'Kai Surfer' },
  canEdit: false,
  ...overrides,
});

const empty = (canEdit: boolean): Strategy => ({
  id: null,
  version: 0,
  vision: null,
  mission: null,
  pillars: [],
  updatedAt: null,
  updatedBy: null,
  canEdit,
});

describe('the Strategy tab', () => {
  it('shows a member the mission, the vision and each pillar with its goals, and no edit button', async () => {
    renderTab(<StrategyTab />, { 'GET /api/strategy': () => ({ body: { strategy: written() } }) });
    expect(await screen.findByText('Make surfing easy')).toBeInTheDocument();
    expect(screen.getByText('Waves for everyone, everywhere.')).toBeInTheDocument();
    const pillar = screen.getByRole('article', { name: 'Customers first' });
    expect(within(pillar).getByText('They ride our boards.')).toBeInTheDocument();
    expect(within(pillar).getByRole('link', { name: 'Ten thousand riders' })).toHaveAttribute(
      'href',
      `/goals/${id(5)}`,
    );
    expect(within(screen.getByRole('article', { name: 'Craft' })).getByText(t.noGoals)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.edit })).toBeNull();
    expect(screen.getByRole('button', { name: historyTexts.openLabel(t.dialogTitle) })).toBeInTheDocument();
  });

  it('teaches when there is none yet: a member waits for an admin', async () => {
    renderTab(<StrategyTab />, { 'GET /api/strategy': () => ({ body: { strategy: empty(false) } }) });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyMember)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.missionTitle })).toHaveTextContent(t.noMissionMember);
    expect(screen.queryByRole('button', { name: t.write })).toBeNull();
  });

  it('lets an admin write it in a dialog, by keyboard, from version 0', async () => {
    let current = empty(true);
    const { user, calls } = renderTab(
      <StrategyTab />,
      {
        'GET /api/strategy': () => ({ body: { strategy: current } }),
        'PUT /api/strategy': ({ body }) => {
          const input = body as { vision: string; pillars: { name: string }[] };
          current = written({
            version: 1,
            vision: input.vision,
            canEdit: true,
            pillars: input.pillars.map((pillar, n) => ({
              id: id(n + 1),
              name: pillar.name,
              rationale: null,
              goals: [],
            })),
          });
          return { body: { strategy: current } };
        },
      },
      'admin',
    );
    expect(await screen.findByText(t.emptyAdmin)).toBeInTheDocument();
    const write = screen.getByRole('button', { name: t.write });
    write.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
    await user.type(within(dialog).getByLabelText(t.visionLabel), 'The ocean, for all');
    const names = within(dialog).getAllByLabelText(t.pillarName);
    expect(names).toHaveLength(3);
    for (const [n, name] of ['Riders', 'Boards', 'Beaches'].entries()) await user.type(names[n]!, name);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByRole('article', { name: 'Boards' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 0,
      vision: 'The ocean, for all',
      pillars: [
        { name: 'Riders', rationale: null, goalIds: [] },
        { name: 'Boards', rationale: null, goalIds: [] },
        { name: 'Beaches', rationale: null, goalIds: [] },
      ],
    });
  });

  it('keeps the admin’s text on a 409 stale_version, shows the newer page, and starts from it on request', async () => {
    const theirs = written({ version: 3, vision: 'Their newer vision', canEdit: true });
    const { user, calls } = renderTab(
      <StrategyTab />,
      {
        'GET /api/strategy': () => ({ body: { strategy: written({ canEdit: true }) } }),
        'PUT /api/strategy': () => ({
          status: 409,
          body: {
            error: {
              code: 'stale_version',
              message: 'Someone saved this first.',
              newer: { strategy: theirs },
            },
          },
        }),
      },
      'admin',
    );
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
    const vision = within(dialog).getByLabelText(t.visionLabel);
    await user.clear(vision);
    await user.type(vision, 'My vision');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(conflictTexts.title);
    // The notice heads a long dialog whose Save is at its foot: it takes the focus, so it is seen.
    expect(notice).toHaveFocus();
    expect(within(notice).getByText('Their newer vision')).toBeInTheDocument();
    expect(vision).toHaveValue('My vision');
    // Saving again names their version: it replaces theirs knowingly.
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual([2, 3]);
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.startFromTheirs }));
    expect(within(dialog).getByLabelText(t.visionLabel)).toHaveValue('Their newer vision');
  });

  it('shows the history and what changed between two versions', async () => {
    const { user } = renderTab(<StrategyTab />, {
      'GET /api/strategy': () => ({ body: { strategy: written() } }),
      'GET /api/documents/:id/versions': () => ({
        body: {
          kind: 'strategy',
          nextBefore: null,
          items: [
            {
              version: 2,
              title: 'Strategy',
              status: null,
              savedAt: '2026-11-20T10:00:00.000Z',
              savedBy: { id: null, fullName: null },
            },
            {
              version: 1,
              title: 'Strategy',
              status: null,
              savedAt: '2026-11-19T10:00:00.000Z',
              savedBy: { id: testUser.id, fullName: 'Kai Surfer' },
            },
          ],
        },
      }),
      'GET /api/documents/:id/compare': () => ({
        body: {
          kind: 'strategy',
          changed: ['vision'],
          from: {
            version: 1,
            title: 'Strategy',
            status: null,
            savedAt: '2026-11-19T10:00:00.000Z',
            savedBy: null,
            body: { vision: 'Old vision', pillars: [] },
          },
          to: {
            version: 2,
            title: 'Strategy',
            status: null,
            savedAt: '2026-11-20T10:00:00.000Z',
            savedBy: null,
            body: { vision: 'New vision', pillars: [] },
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: historyTexts.openLabel(t.dialogTitle) }));
    const dialog = await screen.findByRole('dialog', { name: historyTexts.title(t.dialogTitle) });
    expect(within(dialog).getByText(/A former member/)).toBeInTheDocument();
    const changed = await within(dialog).findByRole('region', { name: historyTexts.changed });
    expect(within(changed).getByText('Old vision')).toBeInTheDocument();
    expect(within(changed).getByText('New vision')).toBeInTheDocument();
  });
});
