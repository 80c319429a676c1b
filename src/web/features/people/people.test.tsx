import type { Person } from '@shared/contract/people';
import { peopleMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  at,
  expectPath,
  expectToast,
  meOf,
  meWithoutCompany,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import { peopleTexts, peopleToasts } from './people-texts';

const kai: Person = {
  id: testUser.id,
  fullName: testUser.fullName,
  email: testUser.email,
  emailVerified: true,
  role: 'admin',
  teams: [],
  joinedAt: '2025-01-10T09:00:00.000Z',
};
const jo: Person = {
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  fullName: 'Jo Swell',
  email: 'jo@example.com',
  emailVerified: true,
  role: 'member',
  teams: [
    { id: 'd0d0d0d0-0000-4000-8000-000000000001', name: 'Reef Crew', isLead: true },
    { id: 'd0d0d0d0-0000-4000-8000-000000000002', name: 'Night Owls', isLead: false },
  ],
  joinedAt: '2025-03-05T10:00:00.000Z',
};
const noa: Person = {
  id: 'b0b0b0b0-0000-4000-8000-000000000003',
  fullName: 'Noa Reef',
  email: 'noa@example.com',
  emailVerified: false,
  role: 'member',
  teams: [],
  joinedAt: '2025-04-01T10:00:00.000Z',
};

function renderPeople(role: 'admin' | 'member', extra: ApiHandlers = {}) {
  let people = [{ ...kai, role }, jo, noa];
  let me = meOf({ role });
  const api = mockApi({
    'GET /api/me': () => ({ body: me }),
    'GET /api/people': () => ({ body: { items: people } }),
    ...extra,
  });
  const view = renderApp('/people', { session: testSession() });
  return {
    ...api,
    ...view,
    setPeople: (next: Person[]) => (people = next),
    leaveCompany: () => (me = meWithoutCompany()),
  };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('the people directory', () => {
  it('marks an address whose owner has not opened the verification link', async () => {
    renderPeople('admin');
    const unverified = await rowOf('Noa Reef');
    expect(within(unverified).getByText('Unverified')).toBeInTheDocument();
    const verified = await rowOf('Jo Swell');
    expect(within(verified).queryByText('Unverified')).not.toBeInTheDocument();
  });

  it('lists everyone with their email, role and join date, and searches by name', async () => {
    const { user } = renderPeople('member');
    expect(await screen.findByRole('heading', { name: peopleTexts.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: peopleTexts.title });
    // Each person is a direct item; their teams are a list of their own inside.
    expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    const row = await rowOf('Jo Swell');
    expect(row).toHaveTextContent('jo@example.com');
    expect(row).toHaveTextContent(peopleTexts.roles.member);
    expect(within(row).getByText(/^Joined /)).toHaveAttribute('datetime', jo.joinedAt);
    const teams = within(row).getByRole('list', { name: peopleTexts.teamsOf('Jo Swell') });
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reef Crew· Lead', 'Night Owls']);
    // A member changes nobody's role and removes nobody.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: peopleTexts.search }), 'nOA');
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(1));
    expect(list).toHaveTextContent('Noa Reef');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Zed');
    expect(await screen.findByText(peopleTexts.noMatch('Zed'))).toBeInTheDocument();
  });

  it('lets an admin make a member an admin: the select shows it, and no toast says it again', async () => {
    const { user, calls, setPeople } = renderPeople('admin', {
      'PATCH /api/people/:userId': at({ userId: 'b0b0b0b0-0000-4000-8000-000000000002' }, ({ body }) => {
        setPeople([kai, { ...jo, role: 'admin' }, noa]);
        return { body: { person: { ...jo, ...(body as object) } } };
      }),
    });
    const select = await screen.findByRole('combobox', { name: peopleTexts.roleOf('Jo Swell') });
    await user.selectOptions(select, 'admin');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(select).toHaveValue('admin'));
    // Saved (the list reloaded with it) and the toaster there, with nothing in it. (its region), with nothing in it.
    const region = await screen.findByRole('region', { name: /notifications/i }, { timeout: 5000 });
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
  });

  it('asks before an admin gives up their own admin role, and shows last_admin as an error toast', async () => {
    const { user, calls } = renderPeople('admin', {
      'PATCH /api/people/:userId': at({ userId: kai.id }, () => ({
        status: 409,
        body: { error: { code: 'last_admin', message: peopleMessages.lastAdmin } },
      })),
    });
    const own = await screen.findByRole('combobox', { name: peopleTexts.roleOf('Kai Surfer') });
    await user.selectOptions(own, 'member');
    const dialog = await screen.findByRole('alertdialog', { name: peopleTexts.demoteSelfTitle });
    await user.click(within(dialog).getByRole('button', { name: peopleTexts.cancel }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    expect(own).toHaveValue('admin');

    await user.selectOptions(own, 'member');
    await user.click(await screen.findByRole('button', { name: peopleTexts.demoteSelfConfirm }));
    await expectToast(toasts.error, peopleMessages.lastAdmin, 'destructive');
    expect(own).toHaveValue('admin');
  });

  it('removes a person after a confirmation, by keyboard', async () => {
    const { user, calls, setPeople } = renderPeople('admin', {
      'DELETE /api/people/:userId': at({ userId: noa.id }, () => {
        setPeople([kai, jo]);
        return { status: 204 };
      }),
    });
    // Kai's own row has no Remove: leaving is the header's action.
    expect(
      await screen.findByRole('button', { name: peopleTexts.removeWho('Jo Swell') }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: peopleTexts.removeWho('Kai Surfer') }),
    ).not.toBeInTheDocument();
    screen.getByRole('button', { name: peopleTexts.removeWho('Noa Reef') }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: peopleTexts.removeTitle('Noa Reef') });
    expect(dialog).toHaveTextContent(peopleTexts.removeDescription);
    await user.click(within(dialog).getByRole('button', { name: peopleTexts.remove }));
    await expectToast(peopleToasts.removed.title, 'Noa Reef no longer belongs to your company.', 'default');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/people/${noa.id}`,
    ]);
    await waitFor(() => expect(screen.queryByText('Noa Reef')).not.toBeInTheDocument());
  });

  it('lets anyone leave the company, then sends them to company setup', async () => {
    const { user, router, leaveCompany } = renderPeople('member', {
      'POST /api/people/me/leave': () => {
        leaveCompany();
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: peopleTexts.leave }));
    const dialog = await screen.findByRole('alertdialog', { name: peopleTexts.leaveTitle('Wave Riders') });
    await user.click(within(dialog).getByRole('button', { name: peopleTexts.leave }));
    await expectToast(peopleToasts.left.title, peopleToasts.left.description, 'default');
    await expectPath(router, '/company-setup');
  });
});
