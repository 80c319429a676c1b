import type { FocusBlock, Habit } from '@shared/contract/focus';
import { focusMessages, HABIT_NAME_MAX } from '@shared/focus-messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { focusTexts } from '../focus/focus-texts';
import { FocusToday } from '../focus/focus-today';
import { HabitsTab } from './habits-tab';
import { habitsTexts as texts } from './habits-texts';
import { HabitsToday } from './habits-today';

const today = '2030-01-09';
const habit = (overrides: Partial<Habit> = {}): Habit => ({
  id: 'e0e0e0e0-0000-4000-8000-000000000001',
  name: 'Focus block',
  perWeek: 4,
  createdAt: '2029-10-01T09:00:00.000Z',
  archivedAt: null,
  recentTicks: ['2030-01-07'],
  thisWeek: 1,
  weeksMet: 7,
  weeksCounted: 9,
  ...overrides,
});

function renderWith(element: ReactNode, handlers: ApiHandlers) {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }), ...handlers });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the Habits tab', () => {
  it('teaches what a habit is when there is none', async () => {
    renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [], today, timeZone: 'UTC' } }),
    });
    expect(await screen.findByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.emptyText)).toBeInTheDocument();
  });

  it('shows the share of weeks met and this week’s progress, never a streak, and ticks today', async () => {
    const { user, calls } = renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [habit()], today, timeZone: 'UTC' } }),
      'PUT /api/habits/:id/ticks/:day': () => ({
        body: { habit: habit({ recentTicks: ['2030-01-07', today], thisWeek: 2 }) },
      }),
    });
    const card = await screen.findByRole('article', { name: /^Focus block/ });
    expect(within(card).getByText('1 of 4 this week')).toBeInTheDocument();
    expect(within(card).getByText(/met 7 of 9 weeks/)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/streak/i);
    await user.click(within(card).getByRole('button', { name: texts.doneTodayLabel('Focus block') }));
    expect(await within(card).findByText('2 of 4 this week')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: texts.doneTodayLabel('Focus block') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      calls.some((call) => call.method === 'PUT' && call.path === `/api/habits/${habit().id}/ticks/${today}`),
    ).toBe(true);
  });

  it('refuses a habit without a name in the rule’s words, and sends nothing', async () => {
    const { user, calls } = renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [], today, timeZone: 'UTC' } }),
    });
    await user.click(await screen.findByRole('button', { name: texts.add }));
    expect(await screen.findByText(focusMessages.nameRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a habit’s name and target in a dialog opened by keyboard, and gives the focus back', async () => {
    let current = habit();
    const { user, calls } = renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [current], today, timeZone: 'UTC' } }),
      'PATCH /api/habits/:id': ({ body }) => {
        current = { ...current, ...(body as Pick<Habit, 'name' | 'perWeek'>) };
        return { body: { habit: current } };
      },
    });
    const edit = await screen.findByRole('button', { name: texts.editLabel('Focus block') });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    const name = within(dialog).getByLabelText(texts.name);
    const perWeek = within(dialog).getByLabelText(texts.perWeek);
    expect(name).toHaveValue('Focus block');
    expect(perWeek).toHaveValue('4');
    expect(within(dialog).getByRole('button', { name: texts.cancel })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Deep work');
    await user.selectOptions(perWeek, texts.perWeekOption(3));
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    const card = await screen.findByRole('article', { name: /^Deep work/ });
    expect(within(card).getByRole('heading')).toHaveTextContent('Deep work, 3 days a week');
    expect(within(card).getByText('1 of 3 this week')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      path: `/api/habits/${habit().id}`,
      body: { name: 'Deep work', perWeek: 3 },
    });
    expect(screen.getByRole('button', { name: texts.editLabel('Deep work') })).toHaveFocus();
  });

  it('refuses an empty or too long name in the edit dialog in the rule’s words, and sends nothing', async () => {
    const { user, calls } = renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [habit()], today, timeZone: 'UTC' } }),
    });
    await user.click(await screen.findByRole('button', { name: texts.editLabel('Focus block') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    const name = within(dialog).getByLabelText(texts.name);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(focusMessages.nameRequired);

    // Past the field's maxLength, as a paste by script would be: the schema still refuses it.
    fireEvent.change(name, { target: { value: 'x'.repeat(HABIT_NAME_MAX + 1) } });
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(focusMessages.nameTooLong);

    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: texts.editLabel('Focus block') })).toHaveFocus();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps the edit dialog open with the server’s refusal in it', async () => {
    const { user, calls } = renderWith(<HabitsTab />, {
      'GET /api/habits': () => ({ body: { habits: [habit()], today, timeZone: 'UTC' } }),
      'PATCH /api/habits/:id': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: focusMessages.habitNotFound } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: texts.editLabel('Focus block') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(focusMessages.habitNotFound);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});

describe('the Today parts', () => {
  it('HabitsToday lists the live habits with today’s tick', async () => {
    renderWith(<HabitsToday />, {
      'GET /api/habits': () => ({
        body: {
          habits: [
            habit(),
            habit({
              id: 'e0e0e0e0-0000-4000-8000-000000000002',
              name: 'Old',
              archivedAt: '2030-01-01T00:00:00.000Z',
            }),
          ],
          today,
          timeZone: 'UTC',
        },
      }),
    });
    expect(await screen.findByRole('button', { name: texts.doneTodayLabel('Focus block') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('Old')).toBeNull();
  });

  it('FocusToday shows today’s blocks, "Kept" and "Not kept" once started', async () => {
    const block = (overrides: Partial<FocusBlock>): FocusBlock => ({
      id: 'f0f0f0f0-0000-4000-8000-000000000001',
      day: today,
      startTime: '09:00',
      minutes: 90,
      purpose: 'Draft the plan',
      kept: null,
      started: true,
      ...overrides,
    });
    renderWith(<FocusToday />, {
      'GET /api/focus-blocks': () => ({
        body: {
          items: [
            block({}),
            block({
              id: 'f0f0f0f0-0000-4000-8000-000000000002',
              startTime: '15:00',
              purpose: 'Later',
              started: false,
            }),
            block({ id: 'f0f0f0f0-0000-4000-8000-000000000003', day: '2030-01-10', purpose: 'Tomorrow' }),
          ],
          today,
          timeZone: 'UTC',
        },
      }),
    });
    const started = await screen.findByRole('group', { name: focusTexts.keptGroup('Draft the plan') });
    expect(within(started).getByRole('button', { name: /^Kept$/ })).toBeInTheDocument();
    expect(screen.getByText('Later')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: focusTexts.keptGroup('Later') })).toBeNull();
    expect(screen.queryByText('Tomorrow')).toBeNull();
  });
});
