import type {
  ActionItem,
  AgendaPoint,
  Meeting,
  Note,
  OneOnOne,
  OneOnOneSummary,
} from '@shared/contract/communication';
import type { CompanionEvent } from '@shared/contract/companion';
import type { Person } from '@shared/contract/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerTexts } from '@/components/companion/answer-view';
import {
  type ApiHandlers,
  at,
  eventStream,
  expectPath,
  findToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { communicationTexts } from '../communication-texts';
import { styleTexts } from '../style/style-texts';
import { oneOnOneTexts as t, oneOnOneToasts } from './one-on-ones-texts';

const id = 'a1a1a1a1-0000-4000-8000-000000000001';
const meetingId = 'a2a2a2a2-0000-4000-8000-000000000001';
const ana = { id: 'b1b1b1b1-0000-4000-8000-000000000001', fullName: 'Ana Lead' };
const me = { id: testUser.id, fullName: testUser.fullName };

const person = (who: { id: string; fullName: string }): Person => ({
  ...who,
  email: `${who.fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  emailVerified: true,
  role: 'member',
  teams: [],
  joinedAt: '2025-01-01T00:00:00.000Z',
});

const summary = (overrides: Partial<OneOnOneSummary> = {}): OneOnOneSummary => ({
  id,
  status: 'active',
  cadence: 'weekly',
  weekday: 3,
  localTime: '10:00',
  timeZone: 'Europe/Lisbon',
  startsOn: '2030-01-01',
  partner: ana,
  proposedByMe: true,
  nextMeetingAt: '2030-01-02T10:00:00.000Z',
  ...overrides,
});

const point = (n: number, text: string, overrides: Partial<AgendaPoint> = {}): AgendaPoint => ({
  id: `c1c1c1c1-0000-4000-8000-00000000000${n}`,
  text,
  position: n - 1,
  author: me,
  tickedAt: null,
  carried: false,
  goalId: null,
  fromGrowthPlan: false,
  ...overrides,
});

const detail = (points: AgendaPoint[], actionItems: ActionItem[] = []): OneOnOne => ({
  ...summary(),
  partnerStyle: null,
  nextMeeting: { id: meetingId, startsAt: '2030-01-02T10:00:00.000Z', heldAt: null, points },
  actionItems,
});

const note = (body: string | null): Note => ({
  meetingId,
  body,
  updatedAt: body ? '2030-01-01T00:00:00.000Z' : null,
});

/** The /communication pages on a fake API: `handlers` add to or replace the defaults. */
function renderPage(path: string, handlers: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/one-on-ones': () => ({ body: { items: [] } }),
    'GET /api/people': () => ({ body: { items: [person(ana), person(me)] } }),
    'GET /api/company': () => ({
      body: {
        company: {
          id: 'c0',
          name: 'Wave Riders',
          mission: null,
          industry: null,
          location: null,
          timeZone: 'Europe/Lisbon',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      },
    }),
    'GET /api/one-on-ones/meetings/:meetingId/notes': () => ({ body: { note: note(null) } }),
    'GET /api/one-on-ones/:id/meetings': () => ({ body: { items: [], nextCursor: null } }),
    'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    ...handlers,
  });
  return { ...api, ...renderApp(path, { session: testSession() }) };
}

describe('the 1:1s tab', () => {
  it('opens the set-up with a colleague chosen from ?propose= (an answer on the help board)', async () => {
    const { router } = renderPage(`/communication?tab=one-on-ones&propose=${ana.id}`);
    const dialog = await screen.findByRole('dialog', { name: t.setUpTitle }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByLabelText(t.partner)).toHaveValue(ana.id));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=one-on-ones'));
  });

  it('teaches what a 1:1 is, and sets one up with a colleague in the company’s time zone', async () => {
    const { user, calls, router } = renderPage('/communication', {
      'POST /api/one-on-ones': () => ({ status: 201, body: { oneOnOne: detail([]) } }),
      'GET /api/one-on-ones/:id': () => ({ body: { oneOnOne: detail([]) } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: communicationTexts.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '1:1s', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.setUp }));
    const dialog = await screen.findByRole('dialog', { name: t.setUpTitle });
    expect(await within(dialog).findByText(t.timeHint('Europe/Lisbon'))).toBeInTheDocument();
    // Nobody chosen yet: the form says why and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText(t.partner), 'Ana Lead');
    await user.selectOptions(within(dialog).getByLabelText(t.cadence), t.cadences.biweekly);
    await user.selectOptions(within(dialog).getByLabelText(t.weekday), 'Thursday');
    await user.clear(within(dialog).getByLabelText(t.time));
    await user.type(within(dialog).getByLabelText(t.time), '14:30');
    await user.clear(within(dialog).getByLabelText(t.startsOn));
    await user.type(within(dialog).getByLabelText(t.startsOn), '2030-02-01');
    await user.click(within(dialog).getByRole('button', { name: t.create }));

    await findToast(oneOnOneToasts.started.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      partnerId: ana.id,
      cadence: 'biweekly',
      weekday: 4,
      localTime: '14:30',
      startsOn: '2030-02-01',
    });
    // Active at once (a lead and their member): straight to its page.
    await expectPath(router, `/communication/one-on-ones/${id}`);
  });

  it('lists the 1:1s with their rule and next meeting, and lets the person asked accept', async () => {
    let items = [
      summary(),
      summary({
        id: 'a1a1a1a1-0000-4000-8000-000000000002',
        status: 'proposed',
        proposedByMe: false,
        partner: { id: 'b2', fullName: 'Ben Peer' },
        nextMeetingAt: null,
      }),
    ];
    const { user, calls } = renderPage('/communication', {
      'GET /api/one-on-ones': () => ({ body: { items } }),
      'GET /api/calendar-feed': () => ({ body: { feed: { exists: false, createdAt: null } } }),
      'POST /api/one-on-ones/:id/accept': () => {
        items = items.map((item) => ({ ...item, status: 'active' as const }));
        return { body: { oneOnOne: { ...detail([]), id: 'a1a1a1a1-0000-4000-8000-000000000002' } } };
      },
    });
    const link = await screen.findByRole('link', { name: t.open('Ana Lead') }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/communication/one-on-ones/${id}`);
    expect(link).toHaveTextContent('Weekly on Wednesday at 10:00 (Europe/Lisbon)');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2030-01-02T10:00:00.000Z');

    const proposals = screen
      .getByRole('heading', { name: t.proposalsTitle })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(proposals).getByText('Ben Peer')).toBeInTheDocument();
    await user.click(within(proposals).getByRole('button', { name: t.accept }));
    await findToast(oneOnOneToasts.accepted.title);
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/one-on-ones/a1a1a1a1-0000-4000-8000-000000000002/accept',
    );
    expect(await screen.findByRole('link', { name: t.open('Ben Peer') })).toBeInTheDocument();
  });
});

describe('a 1:1’s page', () => {
  const points = [
    point(1, 'Surf trip'),
    point(2, 'Board budget', { author: ana, carried: true }),
    point(3, 'Goal off track: Grow revenue', { goalId: 'e1e1e1e1-0000-4000-8000-000000000001' }),
  ];

  it('shows the shared agenda: who added each point, carried ones, points from goals', async () => {
    renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': at({ id }, () => ({ body: { oneOnOne: detail(points) } })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.title('Ana Lead') }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const agenda = screen.getByRole('list', { name: t.agenda });
    const [first, second, third] = within(agenda).getAllByRole('listitem');
    expect(first).toHaveTextContent(t.addedBy(t.you));
    expect(first).not.toHaveTextContent(t.carried);
    expect(second).toHaveTextContent(t.addedBy('Ana Lead'));
    expect(second).toHaveTextContent(t.carried);
    expect(within(third!).getByRole('link', { name: t.fromGoal })).toHaveAttribute(
      'href',
      '/goals/e1e1e1e1-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByRole('button', { name: t.moveUp('Surf trip') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText(t.notesPrivate)).toBeInTheDocument();
    const style = screen.getByRole('region', { name: styleTexts.titleOf('Ana Lead') });
    expect(style).toHaveTextContent(styleTexts.noneOf('Ana Lead'));
  });

  it('shows beside the agenda how the other person likes to communicate', async () => {
    const partnerStyle = {
      channel: 'written' as const,
      timing: 'prepared' as const,
      tone: null,
      note: 'Send me the points the day before.',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': at({ id }, () => ({
        body: { oneOnOne: { ...detail(points), partnerStyle } },
      })),
    });
    const style = await screen.findByRole(
      'region',
      { name: styleTexts.titleOf('Ana Lead') },
      { timeout: 5000 },
    );
    expect(style).toHaveTextContent(styleTexts.aspects.channel.choices.written);
    expect(style).toHaveTextContent(styleTexts.aspects.timing.choices.prepared);
    expect(style).toHaveTextContent('Send me the points the day before.');
  });

  it('adds, ticks, moves and removes points, each by keyboard-reachable controls', async () => {
    const { user, calls } = renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': () => ({ body: { oneOnOne: detail(points) } }),
      'POST /api/one-on-ones/:id/points': ({ body }) => ({
        status: 201,
        body: { point: point(4, (body as { text: string }).text) },
      }),
      'PATCH /api/one-on-ones/:id/points/:pointId': () => ({ body: { point: point(1, 'Surf trip') } }),
      'PUT /api/one-on-ones/:id/points/order': () => ({ body: { points } }),
      'DELETE /api/one-on-ones/:id/points/:pointId': () => ({ status: 204 }),
    });
    const field = await screen.findByLabelText(t.newPoint, undefined, { timeout: 5000 });
    await user.type(field, 'New wetsuits{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'New wetsuits' });

    await user.click(screen.getByRole('checkbox', { name: t.tick('Surf trip') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/one-on-ones/${id}/points/${points[0]!.id}`,
      body: { ticked: true },
    });

    await user.click(screen.getByRole('button', { name: t.moveDown('Surf trip') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      pointIds: [points[1]!.id, points[0]!.id, points[2]!.id],
    });

    await user.click(screen.getByRole('button', { name: t.remove('Board budget') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/one-on-ones/${id}/points/${points[1]!.id}`,
    );
  });

  it('keeps private notes, marks the meeting held, adds an action item, and ends the 1:1 after asking', async () => {
    const held: Meeting = {
      id: meetingId,
      startsAt: '2030-01-02T10:00:00.000Z',
      heldAt: '2030-01-02T11:00:00.000Z',
      points: [point(1, 'Surf trip', { tickedAt: '2030-01-02T10:30:00.000Z' }), point(2, 'Board budget')],
    };
    let history: Meeting[] = [];
    const { user, calls, router } = renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': () => ({ body: { oneOnOne: detail(points) } }),
      'PUT /api/one-on-ones/meetings/:meetingId/notes': ({ body }) => ({
        body: { note: note((body as { body: string }).body) },
      }),
      'POST /api/one-on-ones/:id/meetings/:meetingId/held': () => {
        history = [held];
        return { body: { oneOnOne: detail([]) } };
      },
      'GET /api/one-on-ones/:id/meetings': () => ({ body: { items: history, nextCursor: null } }),
      'POST /api/action-items': ({ body }) => ({
        status: 201,
        body: {
          actionItem: {
            id: 'd1d1d1d1-0000-4000-8000-000000000001',
            oneOnOneId: id,
            meetingId,
            owner: ana,
            text: (body as { text: string }).text,
            dueOn: '2030-01-09',
            doneAt: null,
            goalId: null,
          },
        },
      }),
      'POST /api/one-on-ones/:id/end': () => ({ status: 204 }),
    });
    const notes = await screen.findByLabelText(t.notesLabel, undefined, { timeout: 5000 });
    await user.type(notes, 'Ask about the move');
    await user.click(screen.getByRole('button', { name: t.saveNotes }));
    await findToast(oneOnOneToasts.noteSaved.title);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ body: 'Ask about the move' });

    await user.type(screen.getByLabelText(t.newItem), 'Book the van');
    await user.selectOptions(screen.getByLabelText(t.owner), 'Ana Lead');
    await user.type(screen.getByLabelText(t.dueOn), '2030-01-09');
    await user.click(screen.getByRole('button', { name: t.addItem }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/action-items')).toBe(true));
    expect(calls.find((call) => call.path === '/api/action-items')?.body).toEqual({
      oneOnOneId: id,
      ownerId: ana.id,
      text: 'Book the van',
      dueOn: '2030-01-09',
      goalId: null,
    });

    expect(screen.getByText(t.historyEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.markHeld }));
    await findToast(oneOnOneToasts.held.title);
    const historySection = screen.getByRole('heading', { name: t.history }).closest('section') as HTMLElement;
    expect((await within(historySection).findByText('Surf trip')).closest('li')).toHaveTextContent(
      `${t.ticked}: Surf trip`,
    );
    expect(within(historySection).getByText('Board budget').closest('li')).toHaveTextContent(
      `${t.notTicked}: Board budget`,
    );

    await user.click(screen.getByRole('button', { name: t.end }));
    const confirm = await screen.findByRole('alertdialog', { name: t.endTitle });
    await user.click(within(confirm).getByRole('button', { name: t.endConfirm }));
    await expectPath(router, '/communication');
    expect(calls.some((call) => call.path === `/api/one-on-ones/${id}/end`)).toBe(true);
  });

  it('says "1:1 not found" to anyone but its two people, with a way back', async () => {
    renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: '1:1 not found.' } },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.notFoundTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.back })[0]).toHaveAttribute('href', '/communication');
  });

  it('edits a point in place, and reads the history a page at a time', async () => {
    const meeting = (n: number): Meeting => ({
      id: `a3a3a3a3-0000-4000-8000-00000000000${n}`,
      startsAt: `2029-12-0${n}T10:00:00.000Z`,
      heldAt: `2029-12-0${n}T11:00:00.000Z`,
      points: [point(n, `Held point ${n}`, { tickedAt: `2029-12-0${n}T10:30:00.000Z` })],
    });
    const { user, calls } = renderPage(`/communication/one-on-ones/${id}`, {
      'GET /api/one-on-ones/:id': () => ({ body: { oneOnOne: detail(points) } }),
      'PATCH /api/one-on-ones/:id/points/:pointId': ({ body }) => ({
        body: { point: point(1, (body as { text: string }).text) },
      }),
      'GET /api/one-on-ones/:id/meetings': ({ url }) =>
        url.searchParams.get('cursor')
          ? { body: { items: [meeting(1)], nextCursor: null } }
          : { body: { items: [meeting(3), meeting(2)], nextCursor: 'next-page' } },
    });
    await user.click(
      await screen.findByRole('button', { name: t.editPoint('Surf trip') }, { timeout: 5000 }),
    );
    const field = screen.getByRole('textbox', { name: t.editPoint('Surf trip') });
    await user.clear(field);
    await user.type(field, 'Surf trip in May{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ text: 'Surf trip in May' });

    const history = screen.getByRole('heading', { name: t.history }).closest('section') as HTMLElement;
    expect(await within(history).findByText('Held point 3')).toBeInTheDocument();
    expect(within(history).queryByText('Held point 1')).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: t.loadMore }));
    expect(await within(history).findByText('Held point 1')).toBeInTheDocument();
    const held = within(history)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(held).toHaveLength(3);
    expect(calls.filter((call) => call.path.includes('/meetings')).at(-1)?.path).toContain(
      'cursor=next-page',
    );
  });
});

describe('the brief from The Surfer', () => {
  const path = `/communication/one-on-ones/${id}`;
  const shown = (oneOnOne: OneOnOne): ApiHandlers => ({
    'GET /api/one-on-ones/:id': at({ id }, () => ({ body: { oneOnOne } })),
  });
  const modelOn: ApiHandlers = {
    'GET /api/me': () => ({ body: meOf({ role: 'member', companionModel: true }) }),
  };

  it('is not offered while the model may not be asked', async () => {
    renderPage(path, shown(detail([point(1, 'Surf trip')])));
    expect(
      await screen.findByRole('heading', { level: 1, name: t.title('Ana Lead') }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.agenda })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.briefTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.prepareBrief })).not.toBeInTheDocument();
  });

  it('is not offered on an ended 1:1, even with the model on', async () => {
    renderPage(path, { ...modelOn, ...shown({ ...detail([]), status: 'ended', nextMeeting: null }) });
    expect(await screen.findByText(t.endedNotice, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.briefTitle })).not.toBeInTheDocument();
  });

  it('prepares a brief for this 1:1 by keyboard, streamed, each citation a link to its source', async () => {
    const events: CompanionEvent[] = [
      {
        type: 'sources',
        sources: [{ n: 1, kind: 'one_on_one', title: 'The next meeting’s agenda', href: path }],
      },
      { type: 'text', text: '- On the agenda: ' },
      { type: 'text', text: 'the surf trip [1].' },
      { type: 'done' },
    ];
    const { user, calls } = renderPage(path, {
      ...modelOn,
      ...shown(detail([point(1, 'Surf trip')])),
      'POST /api/companion/one-on-ones/:id/brief': at({ id }, () => ({
        body: eventStream(events, 5),
      })),
    });
    const card = await screen.findByRole('region', { name: t.briefTitle }, { timeout: 5000 });
    expect(card).toHaveTextContent(t.briefText);
    const prepare = within(card).getByRole('button', { name: t.prepareBrief });
    prepare.focus();
    await user.keyboard('{Enter}');

    const brief = await within(card).findByRole('group', { name: t.briefResult });
    expect(within(card).getByRole('heading', { name: t.briefResult })).toBeInTheDocument();
    expect(await within(brief).findByText(/On the agenda: the surf trip/)).toBeInTheDocument();
    expect(
      within(brief).getByRole('link', { name: answerTexts.source(1, 'The next meeting’s agenda') }),
    ).toHaveAttribute('href', path);
    await waitFor(() => expect(brief).toHaveAttribute('aria-busy', 'false'));
    expect(calls.filter((call) => call.path.startsWith('/api/companion'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/api/companion/one-on-ones/${id}/brief`,
        body: undefined,
      }),
    ]);
    // The button kept the focus, and offers another.
    expect(within(card).getByRole('button', { name: t.prepareAgain })).toHaveFocus();
  });

  it('says in words why there is no brief', async () => {
    const { user } = renderPage(path, {
      ...modelOn,
      ...shown(detail([])),
      'POST /api/companion/one-on-ones/:id/brief': () => ({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'You asked The Surfer a lot today.' } },
      }),
    });
    const card = await screen.findByRole('region', { name: t.briefTitle }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: t.prepareBrief }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('You asked The Surfer a lot today.');
    expect(within(card).getByRole('button', { name: t.prepareAgain })).toBeInTheDocument();
  });
});
