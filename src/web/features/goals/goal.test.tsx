import { modelFailureMessages } from '@shared/companion-messages';
import type { ActionItem, AgendaPoint, OneOnOneSummary } from '@shared/contract/communication';
import type { CompanionEvent } from '@shared/contract/companion';
import type { CheckIn, Goal, KeyResult } from '@shared/contract/goals';
import { goalMessages } from '@shared/goal-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftTexts } from '@/components/companion/draft-help';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  at,
  eventStream,
  expectPath,
  findToast,
  holdRequests,
  meOf,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import {
  checkInTexts,
  goalOneOnOneTexts,
  goalPageTexts as texts,
  goalPageToasts,
  timelineTexts,
} from './goal-page-texts';
import { goalsTexts } from './goals-texts';

const goalId = 'e0e0e0e0-0000-4000-8000-000000000001';
const parentId = 'e0e0e0e0-0000-4000-8000-000000000002';
const childId = 'e0e0e0e0-0000-4000-8000-000000000003';
const ids = {
  revenue: 'f0f0f0f0-0000-4000-8000-000000000001',
  signups: 'f0f0f0f0-0000-4000-8000-000000000002',
  launch: 'f0f0f0f0-0000-4000-8000-000000000003',
  churn: 'f0f0f0f0-0000-4000-8000-000000000004',
};

const keyResult = (overrides: Partial<KeyResult> & Pick<KeyResult, 'id' | 'title' | 'kind'>): KeyResult => ({
  unit: null,
  startValue: 0,
  targetValue: 100,
  currentValue: 0,
  weight: 1,
  position: 0,
  progress: 0,
  history: [{ value: 0, createdAt: '2025-01-01T09:00:00.000Z' }],
  historyCursor: null,
  ...overrides,
});

const revenue = keyResult({
  id: ids.revenue,
  title: 'Revenue',
  kind: 'currency',
  unit: 'EUR',
  targetValue: 100_000,
  currentValue: 55_000,
  progress: 0.55,
  history: [
    { value: 0, createdAt: '2025-01-01T09:00:00.000Z' },
    { value: 40_000, createdAt: '2025-02-01T09:00:00.000Z' },
    { value: 55_000, createdAt: '2025-03-01T09:00:00.000Z' },
  ],
});

const goal: Goal = {
  id: goalId,
  level: 'team',
  team: { id: 'd0d0d0d0-0000-4000-8000-000000000001', name: 'Reef Crew' },
  owner: { id: testUser.id, fullName: testUser.fullName },
  title: 'Grow revenue',
  startsOn: '2025-01-01',
  dueOn: '2025-06-30',
  visibility: 'company',
  status: 'open',
  closedAt: null,
  progress: 0.4,
  expectedProgress: 0.45,
  health: 'at_risk',
  lastCheckIn: { createdAt: '2025-03-01T09:00:00.000Z', status: 'on_track', confidence: 6 },
  keyResultCount: 4,
  parentIds: [parentId],
  createdAt: '2025-01-01T09:00:00.000Z',
  canEdit: true,
  canCheckIn: true,
  description: 'Sell more boards.\nAnd wax.',
  keyResults: [
    revenue,
    keyResult({
      id: ids.signups,
      title: 'Signups',
      kind: 'number',
      unit: 'signups',
      targetValue: 1000,
      currentValue: 300,
      progress: 0.3,
      position: 1,
    }),
    keyResult({ id: ids.launch, title: 'Launch the shop', kind: 'binary', targetValue: 1, position: 2 }),
    keyResult({
      id: ids.churn,
      title: 'Churn',
      kind: 'percent',
      startValue: 10,
      targetValue: 5,
      currentValue: 8,
      progress: 0.4,
      position: 3,
    }),
  ],
  parents: [
    {
      id: parentId,
      title: 'Be the best surf shop',
      level: 'company',
      status: 'open',
      progress: 0.6,
      health: 'on_track',
    },
  ],
  children: [
    {
      id: childId,
      title: 'Open a second store',
      level: 'personal',
      status: 'open',
      progress: 0.1,
      health: 'off_track',
    },
  ],
};

const checkIn = (n: number, overrides: Partial<CheckIn> = {}): CheckIn => ({
  id: `c1c1c1c1-0000-4000-8000-${String(n).padStart(12, '0')}`,
  author: { id: testUser.id, fullName: testUser.fullName },
  createdAt: '2025-03-01T09:00:00.000Z',
  status: 'on_track',
  confidence: 6,
  note: null,
  blockers: null,
  values: [],
  ...overrides,
});

/** The goal page on a fake API; the check-ins come a page at a time as the server gives them. */
function renderGoal(shown: Goal | null, checkIns: CheckIn[] = [], extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/goals/:goalId': at({ goalId }, () =>
      shown
        ? { body: { goal: shown } }
        : { status: 404, body: { error: { code: 'not_found', message: goalMessages.goalNotFound } } },
    ),
    'GET /api/goals/:goalId/check-ins': at({ goalId }, ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const cursor = url.searchParams.get('cursor');
      const from = cursor ? checkIns.findIndex((item) => item.id === cursor) + 1 : 0;
      const page = checkIns.slice(from, from + limit);
      const more = from + limit < checkIns.length;
      return { body: { items: page, nextCursor: more ? (page.at(-1)?.id ?? null) : null } };
    }),
    // Where the page leads: the goals' list (its requests answered empty).
    'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    'GET /api/goals/tree': () => ({ body: { mission: null, items: [], omitted: 0 } }),
    'GET /api/teams': () => ({ body: { items: [] } }),
    'GET /api/people': () => ({ body: { items: [] } }),
    // The goal's 1:1 parts: no 1:1s, no action items, unless a test says otherwise.
    'GET /api/one-on-ones': () => ({ body: { items: [] } }),
    'GET /api/goals/:goalId/action-items': () => ({ body: { items: [] } }),
    ...extra,
  });
  return { ...api, ...renderApp(`/goals/${goalId}`, { session: testSession() }) };
}

// The page's code loads on demand: the first look may wait for it.
const heading = () => screen.findByRole('heading', { level: 1, name: 'Grow revenue' }, { timeout: 5000 });
const keyResultItem = (title: string) =>
  within(screen.getByRole('list', { name: texts.keyResults }))
    .getByRole('heading', { name: title })
    .closest('li') as HTMLElement;

describe('a goal’s page', () => {
  it('shows the goal: health, facts, progress against the expected, key results and alignment', async () => {
    renderGoal(goal);
    await heading();
    expect(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/accountability');
    expect(screen.getAllByText('At risk')[0]).toBeInTheDocument();
    const facts = screen.getByText(texts.owner).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('Team');
    expect(screen.getByRole('link', { name: 'Reef Crew' })).toHaveAttribute(
      'href',
      '/teams/d0d0d0d0-0000-4000-8000-000000000001',
    );
    expect(facts).toHaveTextContent(`${texts.owner}${testUser.fullName}`);
    expect(facts).toHaveTextContent('Company');
    // The description reads under the title, before the progress, as a goal's subtitle.
    const description = screen.getByText('Sell more boards.', { exact: false });
    expect(description).toHaveClass('whitespace-pre-line');
    const title = screen.getByRole('heading', { level: 1, name: 'Grow revenue' });
    const progressHeading = screen.getByRole('heading', { level: 2, name: texts.progress });
    expect(title.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      description.compareDocumentPosition(progressHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Judged, so no word of being new.
    expect(screen.queryByText(texts.newGoal)).not.toBeInTheDocument();

    const progress = screen.getByRole('progressbar', { name: texts.goalProgress('Grow revenue') });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(texts.expectedByNow(45))).toBeInTheDocument();
    expect(screen.getByTestId('expected-mark').style.left).toContain('0.45');

    // Each kind written its way.
    expect(keyResultItem('Revenue')).toHaveTextContent('€55,000 / €100,000');
    expect(keyResultItem('Signups')).toHaveTextContent('300 / 1,000 signups');
    expect(keyResultItem('Launch the shop')).toHaveTextContent(texts.notDone);
    expect(keyResultItem('Churn')).toHaveTextContent('8% / 5%');
    expect(
      within(keyResultItem('Revenue')).getByRole('progressbar', { name: texts.keyResultProgress('Revenue') }),
    ).toHaveAttribute('aria-valuenow', '55');

    const supports = screen.getByRole('list', { name: texts.supports });
    expect(within(supports).getByRole('link', { name: 'Be the best surf shop' })).toHaveAttribute(
      'href',
      `/goals/${parentId}`,
    );
    expect(supports).toHaveTextContent('On track');
    expect(within(supports).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const supportedBy = screen.getByRole('list', { name: texts.supportedBy });
    expect(within(supportedBy).getByRole('link', { name: 'Open a second store' })).toHaveAttribute(
      'href',
      `/goals/${childId}`,
    );
    expect(supportedBy).toHaveTextContent('Off track');
  });

  it('says a new goal is not judged yet, under its progress', async () => {
    renderGoal({ ...goal, health: 'new', lastCheckIn: null, progress: 0, expectedProgress: 0.01 });
    await heading();
    expect(screen.getAllByText('New')[0]).toBeInTheDocument();
    expect(screen.getByText(texts.newGoal)).toBeInTheDocument();
  });

  it('draws each key result’s history with a name and a table for screen readers', async () => {
    renderGoal(goal);
    await heading();
    const chart = within(keyResultItem('Revenue')).getByRole('img', { name: texts.historyOf('Revenue') });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(
      `${texts.historySummary(3, '€0', '€55,000')} ${texts.target}: €100,000.`,
    );
    expect(chart.querySelector('polyline')?.getAttribute('stroke')).toBe('currentColor');
    const table = within(keyResultItem('Revenue')).getByRole('table', { name: texts.historyOf('Revenue') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '€0',
      '€40,000',
      '€55,000',
    ]);
  });

  it('says it shows the latest values, and loads the earlier ones a page at a time', async () => {
    const cursors: (string | null)[] = [];
    const keyResults = [{ ...revenue, historyCursor: 'before-january' }, ...goal.keyResults.slice(1)];
    renderGoal({ ...goal, keyResults }, [], {
      'GET /api/goals/:goalId/key-results/:keyResultId/history': at(
        { goalId, keyResultId: ids.revenue },
        ({ url }) => {
          const cursor = url.searchParams.get('cursor');
          cursors.push(cursor);
          return cursor === 'before-january'
            ? {
                body: {
                  items: [
                    { value: 5_000, createdAt: '2024-12-01T09:00:00.000Z' },
                    { value: 2_000, createdAt: '2024-11-01T09:00:00.000Z' },
                  ],
                  nextCursor: 'before-november',
                },
              }
            : {
                body: { items: [{ value: 1_000, createdAt: '2024-10-01T09:00:00.000Z' }], nextCursor: null },
              };
        },
      ),
    });
    await heading();
    const item = keyResultItem('Revenue');
    const values = () =>
      within(within(item).getByRole('table', { name: texts.historyOf('Revenue') }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(within(item).getByText(texts.historyLatest(3))).toBeInTheDocument();
    expect(cursors).toEqual([]);
    fireEvent.click(within(item).getByRole('button', { name: texts.showEarlier }));
    await waitFor(() => expect(values()).toEqual(['€2,000', '€5,000', '€0', '€40,000', '€55,000']));
    expect(within(item).getByText(texts.historyLatest(5))).toBeInTheDocument();
    fireEvent.click(await within(item).findByRole('button', { name: texts.showEarlier }));
    await waitFor(() => expect(values()).toHaveLength(6));
    expect(values()[0]).toBe('€1,000');
    expect(cursors).toEqual(['before-january', 'before-november']);
    expect(within(item).queryByText(/^Showing the latest/)).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: texts.showEarlier })).not.toBeInTheDocument();
    // A key result whose values all came with the goal says nothing of the kind.
    expect(within(keyResultItem('Signups')).queryByRole('button', { name: texts.showEarlier })).toBeNull();
  });

  it('hides every action from someone who may neither edit nor check in', async () => {
    renderGoal({ ...goal, canEdit: false, canCheckIn: false });
    await heading();
    expect(await screen.findByText(timelineTexts.emptyTitle)).toBeInTheDocument();
    for (const name of [texts.edit, texts.close, texts.delete, texts.checkIn]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // The empty timeline still says what a check-in is, and who will make the first.
    expect(screen.getByText(timelineTexts.empty)).toBeInTheDocument();
    expect(screen.getByText(timelineTexts.emptyReader)).toBeInTheDocument();
  });

  it('lets its owner check in, but not edit, when they may not edit', async () => {
    renderGoal({ ...goal, canEdit: false });
    await heading();
    expect(screen.getAllByRole('button', { name: texts.checkIn }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: texts.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.delete })).not.toBeInTheDocument();
  });

  it('says clearly when the goal is not found, with a way back', async () => {
    const { calls } = renderGoal(null);
    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backToGoals })).toHaveAttribute('href', '/accountability');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/check-ins'))).toBe(false);
  });

  it('closes the goal, and deletes it after a confirmation, back to the goals', async () => {
    const { user, calls, router } = renderGoal(goal, [], {
      'PATCH /api/goals/:goalId': at({ goalId }, () => ({ body: { goal: { ...goal, status: 'closed' } } })),
      'DELETE /api/goals/:goalId': at({ goalId }, () => ({ status: 204 })),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: texts.close }));
    await findToast(goalPageToasts.closed.title);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'closed' });

    await user.click(screen.getByRole('button', { name: texts.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle('Grow revenue') });
    await user.click(within(confirm).getByRole('button', { name: texts.delete }));
    await findToast(goalPageToasts.deleted.title);
    await expectPath(router, '/accountability');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/goals/${goalId}`,
    ]);
  });

  it('opens the goal form on Edit, filled with the goal', async () => {
    const { user } = renderGoal(goal);
    await heading();
    await user.click(screen.getByRole('button', { name: texts.edit }));
    const dialog = await screen.findByRole('dialog', { name: goalsTexts.editTitle });
    expect(within(dialog).getByDisplayValue('Grow revenue')).toBeInTheDocument();
  });

  it('offers Reopen, and no check-in, on a closed goal', async () => {
    renderGoal({ ...goal, status: 'closed', health: 'closed', closedAt: '2025-04-01T09:00:00.000Z' });
    await heading();
    expect(screen.getByRole('button', { name: texts.reopen })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.close })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.checkIn })).not.toBeInTheDocument();
    expect(screen.queryByText(texts.expectedByNow(45))).not.toBeInTheDocument();
  });
});

describe('the check-in form', () => {
  it('refuses a value that is not a number, then sends the check-in and refreshes the goal', async () => {
    const after = checkIn(9, {
      status: 'at_risk',
      values: [{ keyResultId: ids.revenue, keyResultTitle: 'Revenue', value: 70_000 }],
    });
    const { user, calls } = renderGoal(goal, [], {
      'POST /api/goals/:goalId/check-ins': at({ goalId }, () => ({
        status: 201,
        body: { checkIn: after, goal },
      })),
    });
    await heading();
    await user.click(screen.getAllByRole('button', { name: texts.checkIn })[0]!);
    const dialog = await screen.findByRole('dialog', { name: checkInTexts.title('Grow revenue') });

    // Prefilled with the current values; a binary one is a checkbox.
    const revenueValue = within(dialog).getByRole('textbox', { name: checkInTexts.newValue('Revenue') });
    expect(revenueValue).toHaveValue('55000');
    const launched = within(dialog).getByRole('checkbox', {
      name: checkInTexts.doneLabel('Launch the shop'),
    });
    expect(launched).not.toBeChecked();
    // The last check-in's status and confidence to start from.
    expect(within(dialog).getByRole('radio', { name: 'On track' })).toBeChecked();
    expect(within(dialog).getByRole('slider', { name: checkInTexts.confidence })).toHaveValue('6');

    await user.clear(revenueValue);
    await user.type(revenueValue, 'lots');
    await user.click(within(dialog).getByRole('button', { name: checkInTexts.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(goalMessages.valueNotNumber);
    const region = await screen.findByRole(
      'region',
      { name: /notifications/i, hidden: true },
      { timeout: 5000 },
    );
    expect(await within(region).findByText(toasts.validationError)).toBeInTheDocument();
    expect(within(region).getByText(goalMessages.valueNotNumber)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(revenueValue);
    await user.type(revenueValue, '70000');
    // The preview: 70% of the way from €0 to €100,000.
    expect(within(dialog).getByText(checkInTexts.preview(70), { exact: false })).toBeInTheDocument();
    await user.click(launched);
    await user.click(within(dialog).getByRole('radio', { name: 'At risk' }));
    fireEvent.change(within(dialog).getByRole('slider', { name: checkInTexts.confidence }), {
      target: { value: '4' },
    });
    expect(within(dialog).getByText(checkInTexts.confidenceValue(4))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(checkInTexts.note), 'Big order in.');
    await user.type(within(dialog).getByLabelText(checkInTexts.blockers), 'Stock{Enter}Shipping');
    const goalLoads = calls.filter((call) => call.path === `/api/goals/${goalId}`).length;
    await user.click(within(dialog).getByRole('button', { name: checkInTexts.submit }));

    await findToast(goalPageToasts.checkedIn.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'at_risk',
      confidence: 4,
      note: 'Big order in.',
      blockers: 'Stock\nShipping',
      // Only what changed.
      values: [
        { keyResultId: ids.revenue, value: 70_000 },
        { keyResultId: ids.launch, value: 1 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `/api/goals/${goalId}`).length).toBeGreaterThan(goalLoads),
    );
  });
});

describe('"Help me write this" on the check-in note', () => {
  const modelOn: ApiHandlers = {
    'GET /api/me': () => ({ body: meOf({ role: 'member', companionModel: true }) }),
  };

  async function openCheckIn(extra: ApiHandlers = {}) {
    const rendered = renderGoal(goal, [], extra);
    await heading();
    await rendered.user.click(screen.getAllByRole('button', { name: texts.checkIn })[0]!);
    const dialog = await screen.findByRole('dialog', { name: checkInTexts.title('Grow revenue') });
    const note = within(dialog).getByRole('textbox', { name: checkInTexts.note });
    return { ...rendered, dialog, note };
  }

  it('is not offered while the model may not be asked', async () => {
    const { dialog, note } = await openCheckIn();
    expect(note).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: draftTexts.help })).not.toBeInTheDocument();
  });

  it('streams a draft into the note, then focuses it; the edited note is what is sent', async () => {
    const events: CompanionEvent[] = [
      { type: 'sources', sources: [] },
      { type: 'text', text: 'Revenue reached ' },
      { type: 'text', text: '55,000 this month.' },
      { type: 'done' },
    ];
    const { user, dialog, note, calls, fetchMock } = await openCheckIn({
      ...modelOn,
      'POST /api/companion/drafts': () => ({
        body: eventStream(events, 5),
      }),
      'POST /api/goals/:goalId/check-ins': at({ goalId }, () => ({
        status: 201,
        body: { checkIn: checkIn(9), goal },
      })),
    });
    await user.type(note, 'My own start');
    const release = holdRequests(fetchMock, 'POST /api/companion/drafts');
    await user.click(within(dialog).getByRole('button', { name: draftTexts.help }));
    // While it writes: the button says so and keeps the focus, the field is busy and keeps its text.
    const writing = within(dialog).getByRole('button', { name: draftTexts.writing });
    expect(writing).toHaveAttribute('aria-disabled', 'true');
    expect(writing).toHaveFocus();
    expect(note).toHaveAttribute('aria-busy', 'true');
    expect(note).toHaveValue('My own start');
    release();

    await waitFor(() => expect(note).toHaveValue('Revenue reached 55,000 this month.'));
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveAttribute('aria-busy', 'false');
    expect(note).toHaveAccessibleDescription(checkInTexts.drafted);
    expect(within(dialog).getByRole('button', { name: draftTexts.help })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(calls.find((call) => call.path === '/api/companion/drafts')?.body).toEqual({
      kind: 'check_in',
      goalId,
    });

    await user.type(note, ' Two big orders.');
    await user.click(within(dialog).getByRole('button', { name: checkInTexts.submit }));
    await findToast(goalPageToasts.checkedIn.title);
    expect(calls.find((call) => call.path === `/api/goals/${goalId}/check-ins`)?.body).toMatchObject({
      status: 'on_track',
      confidence: 6,
      note: 'Revenue reached 55,000 this month. Two big orders.',
    });
  });

  it('says in words why no draft came, and keeps what the person wrote', async () => {
    const answers: CompanionEvent[][] = [
      [
        { type: 'sources', sources: [] },
        { type: 'error', failure: 'timeout', message: modelFailureMessages.timeout },
      ],
    ];
    const { user, dialog, note } = await openCheckIn({
      ...modelOn,
      'POST /api/companion/drafts': () =>
        answers.length > 0
          ? { body: eventStream(answers.shift() ?? []) }
          : { status: 409, body: { error: { code: 'model_off', message: 'The AI model is off.' } } },
    });
    await user.type(note, 'My own words');
    await user.click(within(dialog).getByRole('button', { name: draftTexts.help }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(modelFailureMessages.timeout);
    expect(note).toHaveAccessibleDescription(modelFailureMessages.timeout);
    expect(note).toHaveValue('My own words');
    expect(within(dialog).queryByText(checkInTexts.drafted)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: draftTexts.help }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The AI model is off.'));
    expect(note).toHaveValue('My own words');
  });
});

describe('the check-in preview', () => {
  /** The text beside a key result's field: its start, its target and the progress a value would make. */
  function previewOf(dialog: HTMLElement, title: string) {
    const field = within(dialog).getByRole('textbox', { name: checkInTexts.newValue(title) });
    return {
      field,
      text: () => document.getElementById(field.getAttribute('aria-describedby')!)!.textContent,
    };
  }

  it('measures the way from the start, not from zero, rising or falling', async () => {
    // Revenue starts at €20,000: €60,000 is half of the way to €100,000, not 60 %.
    const fromStart = keyResult({ ...revenue, startValue: 20_000, currentValue: 40_000, progress: 0.25 });
    const { user } = renderGoal({ ...goal, keyResults: [fromStart, goal.keyResults[3]!] });
    await heading();
    await user.click(screen.getAllByRole('button', { name: texts.checkIn })[0]!);
    const dialog = await screen.findByRole('dialog', { name: checkInTexts.title('Grow revenue') });

    const rising = previewOf(dialog, 'Revenue');
    expect(rising.text()).toContain(checkInTexts.preview(25));
    await user.clear(rising.field);
    await user.type(rising.field, '60000');
    expect(rising.text()).toContain(checkInTexts.preview(50));

    // Churn falls from 10 % to 5 %: 8 % is 40 % of the way, 7 % is 60 %, 11 % is none of it.
    const falling = previewOf(dialog, 'Churn');
    expect(falling.text()).toContain(checkInTexts.preview(40));
    await user.clear(falling.field);
    await user.type(falling.field, '7');
    expect(falling.text()).toContain(checkInTexts.preview(60));
    await user.clear(falling.field);
    await user.type(falling.field, '11');
    expect(falling.text()).toContain(checkInTexts.preview(0));
  });
});

describe('the check-in timeline', () => {
  it('lists the check-ins newest first with their values, note and blockers, and loads more', async () => {
    const latest = checkIn(1, {
      status: 'at_risk',
      confidence: 4,
      note: 'Good month.\nBetter than planned.',
      blockers: 'Waiting on stock',
      values: [{ keyResultId: ids.revenue, keyResultTitle: 'Revenue', value: 55_000 }],
    });
    const older = Array.from({ length: 20 }, (_, n) =>
      checkIn(n + 2, { author: null, createdAt: '2025-02-01T09:00:00.000Z' }),
    );
    const { user } = renderGoal(goal, [latest, ...older]);
    await heading();
    const timeline = await screen.findByRole('list', { name: timelineTexts.title });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === timeline);
    expect(entries).toHaveLength(20);
    const first = entries[0]!;
    expect(first).toHaveTextContent(testUser.fullName);
    expect(first).toHaveTextContent('At risk');
    expect(first).toHaveTextContent(timelineTexts.confidence(4));
    expect(within(first).getByRole('list', { name: timelineTexts.values })).toHaveTextContent(
      timelineTexts.change('Revenue', '€40,000', '€55,000'),
    );
    const note = within(first).getByText(/Good month/);
    expect(note.textContent).toBe('Good month.\nBetter than planned.');
    expect(note).toHaveClass('whitespace-pre-line');
    expect(first).toHaveTextContent('Waiting on stock');
    expect(first.querySelector('time')).toHaveAttribute('datetime', latest.createdAt);
    expect(entries[1]).toHaveTextContent(timelineTexts.formerMember);

    await user.click(screen.getByRole('button', { name: timelineTexts.loadMore }));
    await waitFor(() =>
      expect(
        within(timeline)
          .getAllByRole('listitem')
          .filter((item) => item.parentElement === timeline),
      ).toHaveLength(21),
    );
    expect(screen.queryByRole('button', { name: timelineTexts.loadMore })).not.toBeInTheDocument();
  });

  it('teaches what a check-in is when there is none, and offers the first', async () => {
    const { user } = renderGoal(goal, []);
    await heading();
    expect(await screen.findByText(timelineTexts.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(timelineTexts.empty)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: texts.checkIn });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(
      await screen.findByRole('dialog', { name: checkInTexts.title('Grow revenue') }),
    ).toBeInTheDocument();
  });
});

describe('the goal’s 1:1s', () => {
  const oneOnOne = (n: number, fullName: string): OneOnOneSummary => ({
    id: `a1a1a1a1-0000-4000-8000-00000000000${n}`,
    status: 'active',
    cadence: 'weekly',
    weekday: 3,
    localTime: '10:00',
    timeZone: 'Europe/Lisbon',
    startsOn: '2030-01-01',
    partner: { id: `b1b1b1b1-0000-4000-8000-00000000000${n}`, fullName },
    proposedByMe: true,
    nextMeetingAt: '2030-01-02T10:00:00.000Z',
  });
  const offTrack: Goal = { ...goal, health: 'off_track', dueOn: '2999-12-31' };
  const point: AgendaPoint = {
    id: 'c2c2c2c2-0000-4000-8000-000000000001',
    text: 'x',
    position: 0,
    author: null,
    tickedAt: null,
    carried: false,
    goalId,
    fromGrowthPlan: false,
  };
  const addPoint: ApiHandlers['POST /api/one-on-ones/:id/points'] = () => ({ status: 201, body: { point } });

  it('adds an off-track goal to the only 1:1 in one click, linked to the goal', async () => {
    const { user, calls } = renderGoal(offTrack, [], {
      'GET /api/one-on-ones': () => ({ body: { items: [oneOnOne(1, 'Ana Lead')] } }),
      'POST /api/one-on-ones/:id/points': addPoint,
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: goalOneOnOneTexts.addToNext }));
    await findToast(goalOneOnOneTexts.added);
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.path).toBe(`/api/one-on-ones/${oneOnOne(1, '').id}/points`);
    expect(posted?.body).toEqual({ text: goalOneOnOneTexts.pointText('Grow revenue', true), goalId });
  });

  it('lets the caller pick the 1:1 when there are several', async () => {
    const { user, calls } = renderGoal(offTrack, [], {
      'GET /api/one-on-ones': () => ({ body: { items: [oneOnOne(1, 'Ana Lead'), oneOnOne(2, 'Ben Peer')] } }),
      'POST /api/one-on-ones/:id/points': addPoint,
    });
    await heading();
    const button = await screen.findByRole('button', { name: goalOneOnOneTexts.addToNext });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ben Peer' }));
    await findToast(goalOneOnOneTexts.added);
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      `/api/one-on-ones/${oneOnOne(2, '').id}/points`,
    );
  });

  it('offers nothing on a goal on track and not yet due, nor on a private one', async () => {
    for (const shown of [
      { ...goal, health: 'on_track', dueOn: '2999-12-31' } satisfies Goal,
      { ...offTrack, visibility: 'private' } satisfies Goal,
    ]) {
      const view = renderGoal(shown, [], {
        'GET /api/one-on-ones': () => ({ body: { items: [oneOnOne(1, 'Ana Lead')] } }),
      });
      await heading();
      await waitFor(() => expect(view.calls.some((call) => call.path.endsWith('/action-items'))).toBe(true));
      // Not even asked for: the 1:1s are read only where the button may show.
      expect(view.calls.some((call) => call.path === '/api/one-on-ones')).toBe(false);
      expect(screen.queryByRole('button', { name: goalOneOnOneTexts.addToNext })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('lists the goal’s action items, done ones struck, each linked to its 1:1', async () => {
    const item = (n: number, text: string, doneAt: string | null): ActionItem => ({
      id: `d2d2d2d2-0000-4000-8000-00000000000${n}`,
      oneOnOneId: oneOnOne(1, '').id,
      meetingId: null,
      owner: { id: testUser.id, fullName: testUser.fullName },
      text,
      dueOn: '2030-01-05',
      doneAt,
      goalId,
    });
    renderGoal(goal, [], {
      'GET /api/goals/:goalId/action-items': at({ goalId }, () => ({
        body: {
          items: [item(1, 'Call the supplier', null), item(2, 'Draft the plan', '2030-01-01T10:00:00.000Z')],
        },
      })),
    });
    await heading();
    const section = (await screen.findByRole('heading', { name: goalOneOnOneTexts.itemsTitle })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Call the supplier')).not.toHaveClass('line-through');
    expect(within(section).getByText('Draft the plan')).toHaveClass('line-through');
    expect(within(section).getAllByRole('link', { name: goalOneOnOneTexts.openOneOnOne })[0]).toHaveAttribute(
      'href',
      `/communication/one-on-ones/${oneOnOne(1, '').id}`,
    );
  });
});
