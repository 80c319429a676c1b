import type { Goal } from '@shared/contract/goals';
import type { Person } from '@shared/contract/people';
import type { TeamSummary } from '@shared/contract/teams';
import { goalMessages } from '@shared/goal-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { toasts } from '@/lib/texts';
import { createMemoryRouter, RouterProvider } from '../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  at,
  expectPath,
  findToast,
  mockApi,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import { fullGoal, jo, meAs, node, summary, team } from './goal-fixtures.test-utils';
import { GoalFormDialog } from './goal-form-dialog';
import { quarterPeriod } from './goal-period';
import { goalsTexts as t, goalsToasts, kindLabels, levelLabels } from './goals-texts';

const person = (id: string, fullName: string): Person => ({
  id,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  emailVerified: true,
  role: 'member',
  teams: [],
  joinedAt: '2025-01-10T09:00:00.000Z',
});
const people = [person(testUser.id, testUser.fullName), person(jo.id, jo.fullName)];
const companyGoal = summary({ title: 'Grow to 1000 customers', level: 'company' });

function api(role: 'admin' | 'member', teams: TeamSummary[], extra: ApiHandlers = {}) {
  return mockApi({
    'GET /api/me': () => ({ body: meAs(role) }),
    'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    'GET /api/goals/tree': () => ({ body: { mission: null, items: [node(companyGoal)], omitted: 0 } }),
    'GET /api/teams': () => ({ body: { items: teams } }),
    'GET /api/people': () => ({ body: { items: people } }),
    ...extra,
  });
}

/**
 * The dialog alone, on the app's providers and a memory router, open until it closes itself, as the
 * accountability page and the goal page open it; a goal's page is a stand-in here.
 */
function renderForm(
  role: 'admin' | 'member',
  { teams = [], goal, extra = {} }: { teams?: TeamSummary[]; goal?: Goal; extra?: ApiHandlers } = {},
) {
  const mocked = api(role, teams, extra);
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  function Host() {
    const [open, setOpen] = useState(true);
    return <GoalFormDialog open={open} onOpenChange={setOpen} {...(goal ? { goal } : {})} />;
  }
  const router = createMemoryRouter([
    { path: '/goals/:id', element: <p>Goal page</p> },
    { path: '*', element: <Host /> },
  ]);
  const view = render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, ...view, router, user: userEvent.setup() };
}

async function openCreate(role: 'admin' | 'member', teams: TeamSummary[] = [], extra = {}) {
  const rendered = renderForm(role, { teams, extra });
  const dialog = await screen.findByRole('dialog', { name: t.createTitle });
  return { ...rendered, dialog };
}

/** The message the form says in the dialog, and the Validation Error toast. */
async function expectRefusal(dialog: HTMLElement, message: string) {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  const region = await screen.findByRole(
    'region',
    { name: /notifications/i, hidden: true },
    { timeout: 5000 },
  );
  await waitFor(() =>
    expect(
      within(region)
        .getAllByText(toasts.validationError)
        .map((title) => title.closest('li')?.textContent),
    ).toContainEqual(expect.stringContaining(message)),
  );
}

const levelOptions = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('combobox', { name: t.level }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the goal form', () => {
  it('offers each person the levels they may set: personal always, team to leads, company to admins', async () => {
    const lead = await openCreate('member', [
      team({ isMember: true, isLead: true }),
      team({ id: 'd0d0d0d0-0000-4000-8000-000000000002', name: 'Point Break', isMember: true }),
    ]);
    await waitFor(() => expect(levelOptions(lead.dialog)).toEqual([levelLabels.team, levelLabels.personal]));
    // A personal goal of a member is their own: no owner to pick.
    expect(within(lead.dialog).queryByRole('combobox', { name: t.ownerLabel })).not.toBeInTheDocument();
    await lead.user.selectOptions(within(lead.dialog).getByRole('combobox', { name: t.level }), 'team');
    // The one team they lead, chosen already; a lead may set the goal for someone else.
    const teamPicker = within(lead.dialog).getByRole('combobox', { name: t.team });
    expect(
      within(teamPicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.chooseTeam, 'Reef Crew']);
    expect(teamPicker).toHaveValue(team().id);
    expect(await within(lead.dialog).findByRole('combobox', { name: t.ownerLabel })).toBeInTheDocument();
    lead.unmount();

    const member = await openCreate('member', [team({ isMember: true })]);
    await waitFor(() => expect(levelOptions(member.dialog)).toEqual([levelLabels.personal]));
    member.unmount();

    const admin = await openCreate('admin', []);
    await waitFor(() =>
      expect(levelOptions(admin.dialog)).toEqual([levelLabels.company, levelLabels.personal]),
    );
  });

  it('checks the fields with the API’s rules: the first broken one in the Validation Error toast', async () => {
    const { user, dialog, calls } = await openCreate('member');
    const submit = within(dialog).getByRole('button', { name: t.create });
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.titleRequired);

    await user.type(within(dialog).getByLabelText(t.goalTitle), 'Ride bigger waves');
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.keyResultTitleRequired);

    await user.type(within(dialog).getByLabelText(t.krTitle), 'Sessions a week');
    // An empty target, then one that is not a number: the schema's message, not a crash.
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.valueNotNumber);
    await user.type(within(dialog).getByLabelText(t.target), 'four');
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.valueNotNumber);
    const weight = within(dialog).getByLabelText(t.weight);
    await user.clear(weight);
    await user.clear(within(dialog).getByLabelText(t.target));
    await user.type(within(dialog).getByLabelText(t.target), '4');
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.weightInvalid);
    await user.type(weight, '2');

    const due = within(dialog).getByLabelText(t.dueOn);
    await user.clear(due);
    await user.type(due, '2020-01-01');
    await user.click(submit);
    await expectRefusal(dialog, goalMessages.dueBeforeStart);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('holds one to five key results: a sixth cannot be added, and done/not done needs no numbers', async () => {
    const { user, dialog } = await openCreate('member');
    const add = within(dialog).getByRole('button', { name: t.addKeyResult });
    // One row and no Remove: a goal needs a key result.
    expect(within(dialog).queryByRole('button', { name: t.removeKeyResult(1) })).not.toBeInTheDocument();
    for (let added = 2; added <= 5; added += 1) {
      await user.click(add);
      // The new row takes the focus: its title is typed at once.
      expect(within(dialog).getAllByLabelText(t.krTitle)[added - 1]).toHaveFocus();
    }
    expect(within(dialog).getAllByLabelText(t.krTitle)).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(within(dialog).getByText(t.keyResultsFull)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.removeKeyResult(5) }));
    expect(within(dialog).getAllByLabelText(t.krTitle)).toHaveLength(4);
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();

    const kind = within(dialog).getAllByRole('combobox', { name: t.kind })[0]!;
    await user.selectOptions(kind, 'binary');
    expect(within(dialog).getAllByLabelText(t.target)).toHaveLength(3);
    await user.selectOptions(kind, 'percent');
    expect(within(dialog).getAllByLabelText(t.unit)).toHaveLength(3);
    expect(within(dialog).getAllByLabelText(t.target)).toHaveLength(4);
  });

  it('sets a team goal for someone else, supporting a company goal, then opens its page', async () => {
    const created = fullGoal(summary({ title: 'Ship the new onboarding', level: 'team' }));
    const { user, dialog, calls, router } = await openCreate(
      'member',
      [team({ isMember: true, isLead: true })],
      {
        'POST /api/goals': () => ({ status: 201, body: { goal: created } }),
      },
    );
    await within(dialog).findByRole('option', { name: levelLabels.team });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: t.level }), 'team');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: t.ownerLabel }), jo.id);
    await user.type(within(dialog).getByLabelText(t.goalTitle), 'Ship the new onboarding');
    await user.type(within(dialog).getByLabelText(t.descriptionLabel), 'Fewer steps');
    await user.click(within(dialog).getByRole('button', { name: t.nextQuarter }));
    await user.click(within(dialog).getByRole('radio', { name: /Private/ }));

    await user.type(within(dialog).getByLabelText(t.krTitle), 'Activation rate');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: t.kind }), 'percent');
    await user.clear(within(dialog).getByLabelText(t.start));
    await user.type(within(dialog).getByLabelText(t.start), '20.5');
    await user.type(within(dialog).getByLabelText(t.target), '40');
    await user.click(within(dialog).getByRole('button', { name: t.addKeyResult }));
    await user.keyboard('Launch the guide');
    await user.selectOptions(within(dialog).getAllByRole('combobox', { name: t.kind })[1]!, 'binary');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Grow to 1000 customers/ }));

    await user.click(within(dialog).getByRole('button', { name: t.create }));
    await expectPath(router, `/goals/${created.id}`);
    await findToast(goalsToasts.created.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      level: 'team',
      teamId: team().id,
      ownerId: jo.id,
      title: 'Ship the new onboarding',
      description: 'Fewer steps',
      ...quarterPeriod(new Date(), 1),
      visibility: 'private',
      keyResults: [
        {
          title: 'Activation rate',
          kind: 'percent',
          unit: null,
          startValue: 20.5,
          targetValue: 40,
          weight: 1,
        },
        { title: 'Launch the guide', kind: 'binary', unit: null, startValue: 0, weight: 1 },
      ],
      parentIds: [companyGoal.id],
    });
  });

  it('sets a personal goal for this quarter by default, with no owner named', async () => {
    const created = fullGoal(summary({ title: 'Ride bigger waves' }));
    const { user, dialog, calls, router } = await openCreate('member', [], {
      'POST /api/goals': () => ({ status: 201, body: { goal: created } }),
    });
    expect(within(dialog).getByLabelText(t.startsOn)).toHaveValue(quarterPeriod(new Date(), 0).startsOn);
    await user.type(within(dialog).getByLabelText(t.goalTitle), 'Ride bigger waves');
    await user.type(within(dialog).getByLabelText(t.krTitle), 'Sessions a week');
    await user.type(within(dialog).getByLabelText(t.unit), 'sessions');
    await user.type(within(dialog).getByLabelText(t.target), '4');
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    await expectPath(router, `/goals/${created.id}`);
    await findToast(goalsToasts.created.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      level: 'personal',
      title: 'Ride bigger waves',
      description: null,
      ...quarterPeriod(new Date(), 0),
      visibility: 'company',
      keyResults: [
        {
          title: 'Sessions a week',
          kind: 'number',
          unit: 'sessions',
          startValue: 0,
          targetValue: 4,
          weight: 1,
        },
      ],
      parentIds: [],
    });
  });
});

describe('the goal form, editing', () => {
  const goal = fullGoal(
    summary({
      title: 'Ride bigger waves',
      parentIds: [companyGoal.id],
      startsOn: '2025-04-01',
      dueOn: '2025-06-30',
    }),
    {
      description: 'Every week',
      keyResults: [
        {
          id: 'f0f0f0f0-0000-4000-8000-000000000001',
          title: 'Sessions a week',
          kind: 'number',
          unit: 'sessions',
          startValue: 1,
          targetValue: 4,
          currentValue: 2,
          weight: 2,
          position: 0,
          progress: 1 / 3,
          history: [],
          historyCursor: null,
        },
      ],
    },
  );

  it('keeps the key results’ ids and sends the whole edit, then closes', async () => {
    const { user, calls } = renderForm('member', {
      goal,
      extra: {
        'PATCH /api/goals/:goalId': at({ goalId: goal.id }, ({ body }) => ({
          body: { goal: { ...goal, ...(body as object) } },
        })),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    // Level and team stay as they are: no field for them.
    expect(within(dialog).queryByRole('combobox', { name: t.level })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.goalTitle)).toHaveValue('Ride bigger waves');
    expect(within(dialog).getByRole('combobox', { name: t.kind })).toHaveValue('number');
    expect(within(dialog).getByText(kindLabels.number)).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: /Grow to 1000 customers/ })).toBeChecked();

    await user.clear(within(dialog).getByLabelText(t.target));
    await user.type(within(dialog).getByLabelText(t.target), '5');
    await user.click(within(dialog).getByRole('button', { name: t.addKeyResult }));
    await user.keyboard('Surf at dawn');
    await user.selectOptions(within(dialog).getAllByRole('combobox', { name: t.kind })[1]!, 'binary');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await findToast(goalsToasts.updated.title);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Ride bigger waves',
      description: 'Every week',
      startsOn: '2025-04-01',
      dueOn: '2025-06-30',
      visibility: 'company',
      keyResults: [
        {
          id: 'f0f0f0f0-0000-4000-8000-000000000001',
          title: 'Sessions a week',
          kind: 'number',
          unit: 'sessions',
          startValue: 1,
          targetValue: 5,
          weight: 2,
        },
        { title: 'Surf at dawn', kind: 'binary', unit: null, startValue: 0, weight: 1 },
      ],
      parentIds: [companyGoal.id],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
