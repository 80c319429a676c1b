import type { Person } from '@shared/contract/people';
import type { Team, TeamSummary } from '@shared/contract/teams';
import { teamMessages } from '@shared/team-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  at,
  expectPath,
  expectToast,
  findToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import { teamsTexts, teamsToasts } from './teams-texts';

const person = (id: string, fullName: string, role: 'admin' | 'member' = 'member'): Person => ({
  id,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  emailVerified: true,
  role,
  teams: [],
  joinedAt: '2025-01-10T09:00:00.000Z',
});
const kai = person(testUser.id, testUser.fullName, 'admin');
const jo = person('b0b0b0b0-0000-4000-8000-000000000002', 'Jo Swell');
const noa = person('b0b0b0b0-0000-4000-8000-000000000003', 'Noa Reef');

const reef: TeamSummary = {
  id: 'd0d0d0d0-0000-4000-8000-000000000001',
  name: 'Reef Crew',
  description: 'Dawn patrol every Friday',
  joinPolicy: 'open',
  memberCount: 2,
  leads: [{ id: jo.id, fullName: 'Jo Swell' }],
  isMember: false,
  isLead: false,
  archivedAt: null,
};
const pointBreak: TeamSummary = {
  ...reef,
  id: 'd0d0d0d0-0000-4000-8000-000000000002',
  name: 'Point Break',
  description: null,
  joinPolicy: 'closed',
  memberCount: 1,
  leads: [],
  isMember: true,
};

const member = (who: Person, isLead = false) => ({
  id: who.id,
  fullName: who.fullName,
  email: who.email,
  isLead,
  joinedAt: '2025-05-01T09:00:00.000Z',
});

function renderTeams(path: string, role: 'admin' | 'member', teams: TeamSummary[], extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    'GET /api/teams': () => ({ body: { items: teams } }),
    'GET /api/people': () => ({ body: { items: [kai, jo, noa] } }),
    // A team's rituals on its page (decision 041); none here, a test below shows some.
    'GET /api/rituals': () => ({ body: { items: [] } }),
    ...extra,
  });
  return { ...api, ...renderApp(path, { session: testSession() }) };
}

const cardOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('the teams page', () => {
  it('lists the teams with policy, members, leads and the caller’s membership, and searches them', async () => {
    const { user } = renderTeams('/teams', 'member', [pointBreak, reef]);
    expect(await screen.findByRole('heading', { name: teamsTexts.title, level: 1 })).toBeInTheDocument();
    const reefCard = await cardOf('Reef Crew');
    expect(reefCard).toHaveTextContent('Dawn patrol every Friday');
    expect(reefCard).toHaveTextContent(teamsTexts.policies.open);
    expect(reefCard).toHaveTextContent('2 members · Led by Jo Swell');
    expect(
      within(reefCard).getByRole('button', { name: teamsTexts.joinWho('Reef Crew') }),
    ).toBeInTheDocument();
    const pointCard = await cardOf('Point Break');
    expect(pointCard).toHaveTextContent(teamsTexts.member);
    expect(pointCard).toHaveTextContent(teamsTexts.noLeads);
    // A closed team has no Join, and a member creates no team.
    expect(within(pointCard).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamsTexts.create })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: teamsTexts.search }), 'reef');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Point Break' })).not.toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('checkbox', { name: teamsTexts.openOnly }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Point Break' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Reef Crew' })).toBeInTheDocument();
  });

  it('teaches what teams are when there is none: admins get Create team, members a sentence', async () => {
    renderTeams('/teams', 'member', []);
    expect(await screen.findByText(teamsTexts.empty)).toBeInTheDocument();
    expect(screen.getByText(teamsTexts.emptyMember)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamsTexts.create })).not.toBeInTheDocument();
  });

  it('lets a member join an open team', async () => {
    let teams = [reef];
    const { user, calls } = renderTeams('/teams', 'member', [], {
      'GET /api/teams': () => ({ body: { items: teams } }),
      'POST /api/teams/:teamId/join': at({ teamId: reef.id }, () => {
        teams = [{ ...reef, isMember: true, memberCount: 3 }];
        return { body: { team: { ...teams[0]!, members: [] } } };
      }),
    });
    await user.click(await screen.findByRole('button', { name: teamsTexts.joinWho('Reef Crew') }));
    await expectToast(teamsToasts.joined.title, 'You are now in Reef Crew.', 'default');
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/join'))).toBe(true);
    expect(await within(await cardOf('Reef Crew')).findByText(teamsTexts.member)).toBeInTheDocument();
  });

  it('lets an admin create a team with a lead from the empty state, then opens it', async () => {
    const created: Team = {
      ...reef,
      id: 'd0d0d0d0-0000-4000-8000-000000000009',
      name: 'Night Owls',
      members: [],
    };
    const { user, calls, router } = renderTeams('/teams', 'admin', [], {
      'POST /api/teams': () => ({ status: 201, body: { team: created } }),
      'GET /api/teams/:teamId': at({ teamId: created.id }, () => ({ body: { team: created } })),
    });
    expect(await screen.findByText(teamsTexts.empty)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: teamsTexts.create });
    await user.click(buttons.at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: teamsTexts.createTitle });
    // Blank: the first rule, in the Validation Error toast, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: teamsTexts.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(teamMessages.nameRequired);
    // The toast says it too, outside the modal dialog (hidden from assistive technology meanwhile).
    const region = await screen.findByRole(
      'region',
      { name: /notifications/i, hidden: true },
      { timeout: 5000 },
    );
    expect(await within(region).findByText(toasts.validationError)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(teamsTexts.name), 'Night Owls');
    await user.type(within(dialog).getByLabelText(teamsTexts.descriptionLabel), 'Late sessions');
    await user.click(within(dialog).getByRole('radio', { name: /Closed/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Jo Swell' }));
    await user.click(within(dialog).getByRole('button', { name: teamsTexts.create }));
    await expectPath(router, `/teams/${created.id}`);
    await findToast(teamsToasts.created.title);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Night Owls',
      description: 'Late sessions',
      joinPolicy: 'closed',
      leadIds: [jo.id],
    });
    expect(await screen.findByRole('heading', { name: 'Night Owls', level: 1 })).toBeInTheDocument();
  });

  it('opens the creation form from the dashboard’s link (?create=1)', async () => {
    renderTeams('/teams?create=1', 'admin', [reef]);
    expect(await screen.findByRole('dialog', { name: teamsTexts.createTitle })).toBeInTheDocument();
  });
});

describe('a team’s page', () => {
  const team: Team = {
    ...reef,
    isMember: true,
    isLead: true,
    leads: [{ id: kai.id, fullName: kai.fullName }],
    members: [member(kai, true), member(jo)],
  };

  function renderTeam(role: 'admin' | 'member', shown: Team, extra: ApiHandlers = {}) {
    return renderTeams(`/teams/${shown.id}`, role, [shown], {
      'GET /api/teams/:teamId': at({ teamId: shown.id }, () => ({ body: { team: shown } })),
      ...extra,
    });
  }

  it('shows the team’s rituals with their next date, and links its lead to change them', async () => {
    renderTeam('member', team, {
      'GET /api/rituals': ({ url }) => {
        expect(url.searchParams.get('team')).toBe(team.id);
        return {
          body: {
            items: [
              {
                id: 'c0c0c0c0-0000-4000-8000-000000000001',
                team: { id: team.id, name: team.name },
                kind: 'retro',
                title: 'Retrospective',
                notes: null,
                cadence: 'biweekly',
                startsOn: '2030-01-07',
                time: '16:00',
                durationMinutes: 60,
                owner: null,
                reviewOn: '2030-01-07',
                dueForReview: true,
                nextOn: '2030-01-21',
                timeZone: 'Europe/Lisbon',
                canEdit: true,
              },
            ],
          },
        };
      },
    });
    const rituals = await screen.findByRole('list', { name: teamsTexts.rituals.title });
    expect(within(rituals).getByText('Retrospective')).toBeInTheDocument();
    expect(within(rituals).getByText(/Next: .* at 16:00 \(Europe\/Lisbon\)/)).toBeInTheDocument();
    expect(within(rituals).getByText(teamsTexts.rituals.dueForReview)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: teamsTexts.rituals.manage })).toHaveAttribute(
      'href',
      '/collaboration?tab=rituals',
    );
  });

  it('shows its members with the lead badge; a lead adds a member by keyboard and makes them lead', async () => {
    const { user, calls } = renderTeam('member', team, {
      'POST /api/teams/:teamId/members': at({ teamId: team.id }, () => ({ body: { team } })),
    });
    expect(await screen.findByRole('heading', { name: 'Reef Crew', level: 1 })).toBeInTheDocument();
    const members = screen.getByRole('list', { name: teamsTexts.membersTitle });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(within(members).getAllByRole('listitem')[0]).toHaveTextContent(teamsTexts.lead);

    const picker = await screen.findByRole('combobox', { name: teamsTexts.person });
    // Only people not in the team yet.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([teamsTexts.choosePerson, 'Noa Reef']),
    );
    picker.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(picker, noa.id);
    await user.click(screen.getByRole('checkbox', { name: teamsTexts.asLead }));
    await user.click(screen.getByRole('button', { name: teamsTexts.add }));
    await expectToast(teamsToasts.added.title, 'Noa Reef is in the team.', 'default');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: noa.id, isLead: true });

    await user.click(screen.getByRole('button', { name: teamsTexts.makeLeadWho('Jo Swell') }));
    await expectToast(teamsToasts.madeLead.title, 'Jo Swell now leads the team.', 'default');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      userId: jo.id,
      isLead: true,
    });
  });

  it('removes a member and archives the team after a confirmation', async () => {
    const { user, calls, router } = renderTeam('admin', team, {
      'DELETE /api/teams/:teamId/members/:userId': at({ teamId: team.id, userId: jo.id }, () => ({
        status: 204,
      })),
      'DELETE /api/teams/:teamId': at({ teamId: team.id }, () => ({ status: 204 })),
    });
    await user.click(await screen.findByRole('button', { name: teamsTexts.removeWho('Jo Swell') }));
    const confirm = await screen.findByRole('alertdialog', { name: teamsTexts.removeTitle('Jo Swell') });
    await user.click(within(confirm).getByRole('button', { name: teamsTexts.remove }));
    await expectToast(teamsToasts.removed.title, 'Jo Swell left the team.', 'default');

    await user.click(screen.getByRole('button', { name: teamsTexts.archive }));
    const archive = await screen.findByRole('alertdialog', { name: teamsTexts.archiveTitle('Reef Crew') });
    await user.click(within(archive).getByRole('button', { name: teamsTexts.archive }));
    await findToast(teamsToasts.archived.title);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/teams/${team.id}/members/${jo.id}`,
      `/api/teams/${team.id}`,
    ]);
    await expectPath(router, '/teams');
  });

  it('lets a lead rename the team in its edit form', async () => {
    const { user, calls } = renderTeam('member', team, {
      'PATCH /api/teams/:teamId': at({ teamId: team.id }, ({ body }) => ({
        body: { team: { ...team, ...(body as object) } },
      })),
    });
    await user.click(await screen.findByRole('button', { name: teamsTexts.edit }));
    const dialog = await screen.findByRole('dialog', { name: teamsTexts.editTitle });
    const name = within(dialog).getByLabelText(teamsTexts.name);
    await user.clear(name);
    await user.type(name, 'Reef Break');
    await user.click(within(dialog).getByRole('button', { name: teamsTexts.save }));
    await findToast(teamsToasts.updated.title);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Reef Break',
      description: 'Dawn patrol every Friday',
      joinPolicy: 'open',
    });
  });

  it('offers a plain member only Leave, and someone outside an open team only Join', async () => {
    const plain: Team = { ...team, isLead: false, leads: [{ id: jo.id, fullName: 'Jo Swell' }] };
    renderTeam('member', plain);
    expect(await screen.findByRole('button', { name: teamsTexts.leave })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamsTexts.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: teamsTexts.person })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamsTexts.removeWho('Jo Swell') })).not.toBeInTheDocument();
  });

  it('offers Join to someone outside an open team', async () => {
    renderTeam('member', { ...team, isMember: false, isLead: false });
    expect(await screen.findByRole('button', { name: teamsTexts.join })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamsTexts.leave })).not.toBeInTheDocument();
  });
});
