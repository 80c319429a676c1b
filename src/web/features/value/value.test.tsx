import type { AlternativesTable, Canvas, Persona, Pitch, ValueSummary } from '@shared/contract/value';
import { CANVAS_BOX_LABELS } from '@shared/value-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { conflictTexts } from '@/components/documents/document-texts';
import { testUser } from '../../../../tests/setup/render-app';
import { AlternativesTab } from './alternatives/alternatives-tab';
import { CanvasesTab } from './canvases/canvases-tab';
import { PersonasTab } from './personas/personas-tab';
import { renderTab } from './test-render';
import {
  canvasTexts as c,
  personaTexts as p,
  pitchTexts,
  tableTexts as a,
  valueTexts as t,
} from './value-texts';

const id = (n: number) => `e0e0e0e0-0000-4000-8000-00000000000${n}`;
const me = { id: testUser.id, fullName: testUser.fullName };

const boxes: Canvas['boxes'] = {
  problem: 'Boards snap',
  customerSegments: 'Surf schools',
  uniqueValueProposition: 'Boards that last',
  solution: 'Carbon rails',
  channels: null,
  revenueStreams: 'Sales',
  costStructure: 'Carbon',
  keyMetrics: 'Returns',
  unfairAdvantage: null,
};

const canvas = (overrides: Partial<Canvas> = {}): Canvas => ({
  id: id(1),
  title: 'Storm boards',
  visibility: 'company',
  team: null,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  boxes,
  uniqueValue: 'The only boards that last a season of storms.',
  personas: [{ id: id(2), title: 'Ana, surf school' }],
  tables: [{ id: id(3), title: 'Against foam' }],
  author: me,
  createdAt: '2026-11-20T10:00:00.000Z',
  canDelete: true,
  ...overrides,
});

const summaryOf = ({
  id: docId,
  title,
  visibility,
  team,
  version,
  updatedAt,
}: ValueSummary): ValueSummary => ({
  id: docId,
  title,
  visibility,
  team,
  version,
  updatedAt,
});

const empty = { body: { items: [], nextCursor: null } };

describe('the Canvases tab', () => {
  it('teaches what a Lean Canvas is when there is none', async () => {
    renderTab(<CanvasesTab />, { 'GET /api/canvases': () => empty });
    expect(await screen.findByRole('heading', { name: c.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(c.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.newCanvas })).toBeInTheDocument();
  });

  it('opens a canvas: its unique value sentence at the top, the nine boxes, its personas and tables', async () => {
    const { user } = renderTab(<CanvasesTab />, {
      'GET /api/canvases': () => ({ body: { items: [summaryOf(canvas())], nextCursor: null } }),
      'GET /api/canvases/:id': () => ({ body: { canvas: canvas() } }),
    });
    await user.click(await screen.findByRole('link', { name: 'Storm boards' }));
    const view = await screen.findByRole('article', { name: 'Storm boards' });
    expect(within(view).getByText('The only boards that last a season of storms.')).toBeInTheDocument();
    const grid = within(view).getByRole('region', { name: c.boxesLabel });
    for (const label of Object.values(CANVAS_BOX_LABELS))
      expect(within(grid).getByRole('heading', { name: label })).toBeInTheDocument();
    expect(within(grid).getAllByText(c.emptyBox)).toHaveLength(2);
    expect(within(view).getByRole('link', { name: 'Ana, surf school' })).toHaveAttribute(
      'href',
      `/?tab=personas&persona=${id(2)}`,
    );
    expect(within(view).getByText(c.credit)).toBeInTheDocument();
  });

  it('creates a canvas from a dialog with its boxes', async () => {
    const { user, calls } = renderTab(<CanvasesTab />, {
      'GET /api/canvases': () => empty,
      'GET /api/teams': () => ({ body: { items: [] } }),
      'POST /api/canvases': () => ({ status: 201, body: { canvas: canvas() } }),
      'GET /api/canvases/:id': () => ({ body: { canvas: canvas() } }),
    });
    await user.click(await screen.findByRole('button', { name: c.newCanvas }));
    const dialog = await screen.findByRole('dialog', { name: c.createTitle });
    await user.type(within(dialog).getByLabelText(c.titleLabel), 'Storm boards');
    await user.type(within(dialog).getByLabelText(CANVAS_BOX_LABELS.problem), 'Boards snap');
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await screen.findByRole('article', { name: 'Storm boards' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Storm boards',
      visibility: 'company',
      teamId: null,
      boxes: { problem: 'Boards snap', solution: null },
    });
  });

  it('keeps an edit on a 409 stale_version and shows the newer canvas beside it', async () => {
    const theirs = canvas({ version: 2, boxes: { ...boxes, channels: 'Their channel' } });
    const { user } = renderTab(
      <CanvasesTab />,
      {
        'GET /api/canvases/:id': () => ({ body: { canvas: canvas() } }),
        'PUT /api/canvases/:id': () => ({
          status: 409,
          body: {
            error: { code: 'stale_version', message: 'Someone saved first.', newer: { canvas: theirs } },
          },
        }),
      },
      'member',
      `/?canvas=${id(1)}`,
    );
    await user.click(await screen.findByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: c.editTitle });
    const channels = within(dialog).getByLabelText(CANVAS_BOX_LABELS.channels);
    await user.type(channels, 'My channel');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(conflictTexts.title);
    expect(within(notice).getByText('Their channel')).toBeInTheDocument();
    expect(channels).toHaveValue('My channel');
  });

  it('shows the pitch outline and downloads its Markdown', async () => {
    const pitch: Pitch = {
      title: 'Storm boards',
      sections: [
        { key: 'problem', heading: 'The problem', lines: ['Boards snap'] },
        {
          key: 'audience',
          heading: 'Who it is for',
          lines: ['Persona: Ana', '- Jobs: Teach', '- Pains: Cold'],
        },
      ],
      footer: 'Built by SOS.',
    };
    const createObjectURL = vi.fn(() => 'blob:pitch');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, calls } = renderTab(
      <CanvasesTab />,
      {
        'GET /api/canvases/:id/pitch': () => ({ body: { pitch } }),
        'GET /api/canvases/:id/pitch.md': () => ({ body: '# Storm boards' }),
      },
      'member',
      `/?canvas=${id(1)}&pitch=1`,
    );
    const outline = await screen.findByRole('article', { name: pitchTexts.title('Storm boards') });
    expect(within(outline).getByRole('heading', { name: 'Who it is for' })).toBeInTheDocument();
    expect(within(outline).getByRole('list')).toHaveTextContent('Jobs: Teach');
    await user.click(within(outline).getByRole('button', { name: pitchTexts.download }));
    await waitFor(() => expect(saved).toEqual(['pitch-storm-boards.md']));
    expect(createObjectURL).toHaveBeenCalled();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pitch');
    expect(calls.some((call) => call.path.endsWith('/pitch.md'))).toBe(true);
    click.mockRestore();
  });
});

describe('the Personas tab', () => {
  const persona = (overrides: Partial<Persona> = {}): Persona => ({
    ...summaryOf(canvas({ id: id(2), title: 'Ana, surf school' })),
    description: 'Runs a school',
    jobs: ['Teach beginners'],
    pains: [],
    gains: ['Fewer repairs'],
    canvases: [{ id: id(1), title: 'Storm boards' }],
    author: me,
    createdAt: '2026-11-20T10:00:00.000Z',
    canDelete: false,
    ...overrides,
  });

  it('teaches when there is none, and writes a persona linked to a canvas of any page', async () => {
    // The canvas to link is on the second page of the company's canvases.
    const older = summaryOf(canvas({ id: id(4), title: 'Foam boards' }));
    const { user, calls } = renderTab(<PersonasTab />, {
      'GET /api/personas': () => empty,
      'GET /api/teams': () => ({ body: { items: [] } }),
      'GET /api/canvases': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { body: { items: [summaryOf(canvas())], nextCursor: null } }
          : { body: { items: [older], nextCursor: 'page-2' } },
      'POST /api/personas': () => ({ status: 201, body: { persona: persona() } }),
      'GET /api/personas/:id': () => ({ body: { persona: persona() } }),
    });
    expect(await screen.findByText(p.emptyText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: p.newPersona }));
    const dialog = await screen.findByRole('dialog', { name: p.createTitle });
    await user.type(within(dialog).getByLabelText(p.titleLabel), 'Ana, surf school');
    await user.click(within(dialog).getByRole('button', { name: p.add(p.jobs) }));
    await user.type(within(dialog).getByLabelText(p.item(p.jobs, 1)), 'Teach beginners');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Storm boards' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Foam boards' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    const view = await screen.findByRole('article', { name: 'Ana, surf school' });
    // Both pages, read again once the persona is saved.
    const reads = calls.filter((call) => call.path.startsWith('/api/canvases')).map((call) => call.path);
    expect(reads).toEqual([
      '/api/canvases?limit=50',
      '/api/canvases?limit=50&cursor=page-2',
      '/api/canvases?limit=50',
      '/api/canvases?limit=50&cursor=page-2',
    ]);
    expect(within(view).getByText(p.none)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Ana, surf school',
      jobs: ['Teach beginners'],
      canvasIds: [id(1)],
    });
    expect(within(view).queryByRole('button', { name: t.delete })).toBeNull();
  });
});

describe('the Alternatives tab', () => {
  it('shows a table: alternatives against the criteria, and its unique value sentence', async () => {
    const table: AlternativesTable = {
      ...summaryOf(canvas({ id: id(3), title: 'Against foam' })),
      canvas: { id: id(1), title: 'Storm boards' },
      criteria: ['Lasts', 'Price'],
      alternatives: [{ name: 'Foam boards', cells: ['A month', 'Cheap'] }],
      uniqueValue: 'Ours last a season.',
      author: me,
      createdAt: '2026-11-20T10:00:00.000Z',
      canDelete: true,
    };
    renderTab(
      <AlternativesTab />,
      { 'GET /api/alternatives/:id': () => ({ body: { table } }) },
      'member',
      `/?tab=alternatives&table=${id(3)}`,
    );
    const view = await screen.findByRole('article', { name: 'Against foam' });
    expect(within(view).getByText('Ours last a season.')).toBeInTheDocument();
    const grid = within(view).getByRole('table', { name: 'Against foam' });
    expect(within(grid).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Foam boards' })).toBeInTheDocument();
    expect(within(grid).getByRole('cell', { name: 'Cheap' })).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Storm boards' })).toHaveAttribute(
      'href',
      `/?canvas=${id(1)}`,
    );
    expect(screen.queryByText(a.emptyTitle)).toBeNull();
  });
});
