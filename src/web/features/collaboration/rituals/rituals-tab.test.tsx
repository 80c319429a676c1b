import type { Ritual } from '@shared/contract/rituals';
import { RITUAL_TEMPLATES, ritualMessages } from '@shared/rituals-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../../../tests/setup/render-app';
import { renderTab } from '../test-render';
import { RitualsTab } from './rituals-tab';
import { ritualsTexts as t } from './rituals-texts';

const team = { id: '33333333-3333-4333-8333-333333333333', name: 'Crew' };
const teamSummary = (isLead: boolean) => ({
  ...team,
  description: null,
  joinPolicy: 'open' as const,
  memberCount: 2,
  leads: [],
  isMember: true,
  isLead,
  archivedAt: null,
});

const ritual = (overrides: Partial<Ritual> = {}): Ritual => ({
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  team,
  kind: 'retro',
  title: 'Retrospective',
  notes: RITUAL_TEMPLATES.retro.notes,
  cadence: 'biweekly',
  startsOn: '2030-01-07',
  time: '16:00',
  durationMinutes: 60,
  owner: { id: testUser.id, fullName: 'Kai Surfer' },
  reviewOn: '2030-04-07',
  dueForReview: false,
  nextOn: '2030-01-21',
  timeZone: 'Europe/Lisbon',
  canEdit: true,
  ...overrides,
});

describe('the Rituals tab', () => {
  it('shows each ritual’s next date, rhythm, owner, and whether it is due for review', async () => {
    renderTab(<RitualsTab />, {
      'GET /api/rituals': () => ({ body: { items: [ritual({ dueForReview: true, canEdit: false })] } }),
      'GET /api/teams': () => ({ body: { items: [teamSummary(false)] } }),
    });
    const card = (await screen.findByRole('heading', { name: 'Retrospective' })).closest('article')!;
    expect(
      within(card as HTMLElement).getByText(
        /Next: .* at 16:00 \(Europe\/Lisbon\) · Every two weeks · 60 min/,
      ),
    ).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(t.dueForReview)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(/Owner: Kai Surfer/)).toBeInTheDocument();
    // A member who does not lead the team changes nothing.
    expect(screen.queryByRole('button', { name: t.add })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('teaches when there is none, and lets a lead add a retro from its template', async () => {
    const { user, calls } = renderTab(<RitualsTab />, {
      'GET /api/rituals': () => ({ body: { items: [] } }),
      'GET /api/teams': () => ({ body: { items: [teamSummary(true)] } }),
      'GET /api/teams/:teamId': () => ({
        body: {
          team: {
            ...teamSummary(true),
            members: [
              {
                id: testUser.id,
                fullName: 'Kai Surfer',
                email: testUser.email,
                isLead: true,
                joinedAt: '2030-01-01T00:00:00.000Z',
              },
            ],
          },
        },
      }),
      'POST /api/rituals': () => ({ body: { ritual: ritual() } }),
    });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog', { name: t.addTitle });
    // The retro's template fills in its name, rhythm and agenda.
    expect(within(dialog).getByLabelText(t.title_)).toHaveValue('Retrospective');
    expect(within(dialog).getByLabelText(t.notes)).toHaveValue(RITUAL_TEMPLATES.retro.notes);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ritualMessages.ownerInvalid);
    await user.selectOptions(await within(dialog).findByLabelText(t.owner), testUser.id);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toMatchObject({
      teamId: team.id,
      kind: 'retro',
      title: 'Retrospective',
      cadence: 'biweekly',
      durationMinutes: 60,
      ownerId: testUser.id,
      time: '10:00',
    });
  });
});
