import type { GrowthChoices, GrowthItem, GrowthPlan, LearningTips } from '@shared/contract/growth';
import { growthMessages } from '@shared/growth-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  meOf,
  mockApi,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { growthTexts as t } from './growth-texts';
import { PlanTab } from './plan-tab';

const today = '2030-01-09';
const item = (overrides: Partial<GrowthItem> = {}): GrowthItem => ({
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  kind: 'read',
  title: 'Read the style guide',
  dueOn: '2030-01-03',
  doneAt: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  competency: { id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Craft' },
  goal: null,
  resource: null,
  onOneOnOne: null,
  onToday: false,
  ...overrides,
});
const plan = (items: GrowthItem[], overrides: Partial<GrowthPlan> = {}): GrowthPlan => ({
  person: { id: testUser.id, fullName: testUser.fullName },
  mine: true,
  today,
  items,
  ...overrides,
});
const choices = (oneOnOnes: GrowthChoices['oneOnOnes']): GrowthChoices => ({
  track: { id: 'd1d1d1d1-0000-4000-8000-000000000001', name: 'Engineering' },
  competencies: [{ id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Craft' }],
  goals: [],
  resources: [],
  oneOnOnes,
});
const noTips: LearningTips = {
  week: '2030-01-07',
  thisWeek: '2030-01-07',
  tracks: [],
  trackId: null,
  competencies: [],
  canWrite: false,
};
const kim = {
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  with: 'Kim Lead',
  nextMeetingAt: '2030-01-10T10:00:00.000Z',
};

function renderTab(path: string, handlers: ApiHandlers) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/learning-tips': () => ({ body: { tips: noTips } }),
    'GET /api/growth-plan/choices': () => ({ body: { choices: choices([kim]) } }),
    ...handlers,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <PlanTab /> }], { initialEntries: [path] });
  const rendered = render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup(), unmount: rendered.unmount };
}

describe('the Growth plan tab', () => {
  it('teaches what a plan is when it is empty', async () => {
    renderTab('/learning?tab=plan', { 'GET /api/growth-plan': () => ({ body: { plan: plan([]) } }) });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();
  });

  it('groups open and done, says a passed day gently, ticks by keyboard and puts an item on the next 1:1', async () => {
    let current = plan([
      item(),
      item({
        id: 'a1a1a1a1-0000-4000-8000-000000000002',
        title: 'Ship the fix',
        kind: 'ship',
        dueOn: null,
        doneAt: '2030-01-08T10:00:00.000Z',
      }),
    ]);
    const { user, calls } = renderTab('/learning?tab=plan', {
      'GET /api/growth-plan': () => ({ body: { plan: current } }),
      'PATCH /api/growth-items/:id': () => {
        current = plan([item({ doneAt: '2030-01-09T10:00:00.000Z' }), ...current.items.slice(1)]);
        return { body: { item: current.items[0]! } };
      },
      'POST /api/growth-items/:id/agenda': () => ({
        status: 201,
        body: {
          item: item({ onOneOnOne: { oneOnOneId: kim.id, with: kim.with, startsAt: kim.nextMeetingAt } }),
        },
      }),
    });
    const open = await screen.findByRole('region', { name: t.open });
    expect(within(open).getByText('Read the style guide')).toBeInTheDocument();
    expect(within(open).getByText(t.overdue('2030-01-03'))).toBeInTheDocument();
    expect(open).not.toHaveTextContent(/overdue|late/i);
    const done = screen.getByRole('region', { name: t.done });
    expect(within(done).getByText('Ship the fix')).toBeInTheDocument();

    await user.click(
      within(open).getByRole('button', { name: t.putOnOneOnOneLabel('Read the style guide') }),
    );
    const agenda = calls.find((call) => call.method === 'POST' && call.path.endsWith('/agenda'));
    expect(agenda?.body).toEqual({ oneOnOneId: kim.id });

    const box = within(open).getByRole('checkbox', { name: t.markDone('Read the style guide') });
    box.focus();
    await user.keyboard(' ');
    const patched = calls.find((call) => call.method === 'PATCH');
    expect(patched?.body).toEqual({ done: true });
    expect(
      await within(await screen.findByRole('region', { name: t.done })).findByText('Read the style guide'),
    ).toBeInTheDocument();
  });

  it('offers no 1:1 once the item is on the next meeting of the only one, and the others when there are several', async () => {
    const onKims = item({ onOneOnOne: { oneOnOneId: kim.id, with: kim.with, startsAt: kim.nextMeetingAt } });
    const lou = {
      id: 'b1b1b1b1-0000-4000-8000-000000000002',
      with: 'Lou Peer',
      nextMeetingAt: kim.nextMeetingAt,
    };
    const other = item({ id: 'a1a1a1a1-0000-4000-8000-000000000002', title: 'Ship the fix' });
    const only = renderTab('/learning?tab=plan', {
      'GET /api/growth-plan': () => ({ body: { plan: plan([onKims, other]) } }),
    });
    // Once the 1:1s are known, the other item may go on one, and this one has nowhere left to go.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: t.putOnOneOnOneLabel('Ship the fix') })).toBeEnabled(),
    );
    expect(screen.getByRole('link', { name: t.onOneOnOne('Kim Lead') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.putOnOneOnOneLabel('Read the style guide') })).toBeDisabled();
    only.unmount();

    // With a second 1:1, one click puts it there: the one it is on is no choice.
    const { user, calls } = renderTab('/learning?tab=plan', {
      'GET /api/growth-plan': () => ({ body: { plan: plan([onKims]) } }),
      'GET /api/growth-plan/choices': () => ({ body: { choices: choices([kim, lou]) } }),
      'POST /api/growth-items/:id/agenda': () => ({ status: 201, body: { item: onKims } }),
    });
    const again = await screen.findByRole('button', { name: t.putOnOneOnOneLabel('Read the style guide') });
    await vi.waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/agenda'))?.body).toEqual({ oneOnOneId: lou.id }),
    );
  });

  it('adds an item with the form’s rules: a blank title is refused, in the rule’s words', async () => {
    const { user, calls } = renderTab('/learning?tab=plan', {
      'GET /api/growth-plan': () => ({ body: { plan: plan([]) } }),
      'POST /api/growth-items': () => ({
        status: 201,
        body: { item: item({ title: 'Pair with Kim', dueOn: null }) },
      }),
    });
    await user.click((await screen.findAllByRole('button', { name: t.add }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: t.addTitle });
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(growthMessages.titleRequired);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/growth-items')).toBe(false);
    await user.type(within(dialog).getByLabelText(t.titleLabel), 'Pair with Kim');
    await user.selectOptions(within(dialog).getByLabelText(t.kindLabel), 'practise');
    await user.selectOptions(within(dialog).getByLabelText(t.competencyLabel), 'Craft');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const posted = calls.find((call) => call.method === 'POST' && call.path === '/api/growth-items');
    expect(posted?.body).toEqual({
      kind: 'practise',
      title: 'Pair with Kim',
      dueOn: null,
      competencyId: 'c1c1c1c1-0000-4000-8000-000000000001',
      goalId: null,
      resourceId: null,
    });
  });

  it('shows a person’s plan read-only to their lead, from ?person=', async () => {
    const personId = 'f1f1f1f1-0000-4000-8000-000000000001';
    renderTab(`/learning?tab=plan&person=${personId}`, {
      'GET /api/people/:userId/growth-plan': () => ({
        body: { plan: plan([item()], { mine: false, person: { id: personId, fullName: 'Ana' } }) },
      }),
    });
    expect(await screen.findByRole('heading', { name: t.personTitle('Ana') })).toBeInTheDocument();
    expect(await screen.findByText('Read the style guide')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t.markDone('Read the style guide') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: t.putOnOneOnOneLabel('Read the style guide') })).toBeNull();
    expect(screen.queryByRole('button', { name: t.add })).toBeNull();
  });

  it('lets an admin or a lead write this week’s tip of each competency', async () => {
    const tips: LearningTips = {
      ...noTips,
      tracks: [{ id: 'd1d1d1d1-0000-4000-8000-000000000001', name: 'Engineering' }],
      trackId: 'd1d1d1d1-0000-4000-8000-000000000001',
      competencies: [{ id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Craft', tip: null }],
      canWrite: true,
    };
    const { user, calls } = renderTab('/learning?tab=plan', {
      'GET /api/growth-plan': () => ({ body: { plan: plan([]) } }),
      'GET /api/learning-tips': () => ({ body: { tips } }),
      'PUT /api/learning-tips/:competencyId/:week': () => ({
        body: {
          tip: {
            id: 'e1e1e1e1-0000-4000-8000-000000000001',
            competencyId: tips.competencies[0]!.id,
            week: tips.week,
            text: 'Read one RFC',
          },
        },
      }),
    });
    await user.type(await screen.findByLabelText(t.tipLabel('Craft')), 'Read one RFC');
    await user.click(screen.getByRole('button', { name: t.saveTipLabel('Craft') }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/learning-tips/${tips.competencies[0]!.id}/${tips.week}`);
    expect(put?.body).toEqual({ text: 'Read one RFC' });
  });
});
