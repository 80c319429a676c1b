import { type NudgeKind, nudgeKindLabels } from '@shared/companion-messages';
import type { Companion, Nudge } from '@shared/contract/companion';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nudgeTexts as n, nudgeWords } from '@/components/nudges/nudge-texts';
import { meOf, mockApi, renderApp, testSession } from '../../../../tests/setup/render-app';
import { companionTexts as t } from './companion-texts';

const id = (n: number) => `d0d0d0d0-0000-4000-8000-00000000000${n}`;

const quiet: Nudge = { kind: 'goal_quiet', subjectId: id(1), title: 'Ship the tide app', days: 12 };
const agenda: Nudge = {
  kind: 'agenda_empty',
  subjectId: id(2),
  oneOnOneId: id(3),
  with: { id: id(4), fullName: 'Ana Reef' },
  startsAt: '2026-06-18T09:00:00.000Z',
};
const thanks: Nudge = { kind: 'recognise', subjectId: id(4), fullName: 'Ana Reef', team: 'Reef crew' };

/** The companion page on a fake API that keeps the caller's nudges and mutes as the server would. */
const modelOff: Companion['model'] = { on: false, off: 'not_configured' };

function renderCompanion(start: Omit<Companion, 'model'> & { model?: Companion['model'] }) {
  let companion: Companion = { model: modelOff, ...start };
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member', nudges: companion.nudges }) }),
    'GET /api/companion': () => ({ body: { companion } }),
    'POST /api/companion/dismissals': ({ body }) => {
      const { kind, subjectId } = body as { kind: NudgeKind; subjectId: string };
      companion = {
        ...companion,
        nudges: companion.nudges.filter((nudge) => nudge.kind !== kind || nudge.subjectId !== subjectId),
      };
      return { body: { companion } };
    },
    'PUT /api/companion/muted-kinds': ({ body }) => {
      const { kinds } = body as { kinds: NudgeKind[] };
      companion = {
        ...companion,
        nudges: companion.nudges.filter((nudge) => !kinds.includes(nudge.kind)),
        mutedKinds: kinds,
      };
      return { body: { companion } };
    },
  });
  return { ...mocked, ...renderApp('/ai-companion', { session: testSession() }) };
}

describe('the AI Companion page', () => {
  it('keeps the spec’s heading and shows each nudge with its reason and its one action', async () => {
    renderCompanion({ nudges: [agenda, quiet], mutedKinds: [] });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const list = (await screen.findByRole('region', { name: t.nudgesTitle })).querySelector('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Your 1:1 with Ana Reef is tomorrow and its agenda is empty.',
      'No check-in on “Ship the tide app” for 12 days.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Add a point' })).toHaveAttribute(
      'href',
      `/communication/one-on-ones/${id(3)}`,
    );
    expect(within(items[1]!).getByRole('link', { name: 'Check in' })).toHaveAttribute(
      'href',
      `/goals/${id(1)}`,
    );
  });

  it('dismisses a nudge by keyboard, says what that means, and puts the focus on the list’s heading', async () => {
    const { user, calls } = renderCompanion({ nudges: [agenda, quiet], mutedKinds: [] });
    const dismiss = await screen.findByRole('button', { name: n.dismissLabel(nudgeWords(agenda).text) });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(n.dismissedText)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'agenda_empty',
      subjectId: id(2),
    });
    expect(screen.queryByText(nudgeWords(agenda).text)).toBeNull();
    expect(screen.getByText(nudgeWords(quiet).text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.nudgesTitle })).toHaveFocus();
  });

  it('teaches what nudges are when there is none', async () => {
    renderCompanion({ nudges: [], mutedKinds: [] });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyText)).toBeInTheDocument();
  });

  it('mutes a kind by unticking it, and unmutes it by ticking it again', async () => {
    const { user, calls } = renderCompanion({ nudges: [thanks], mutedKinds: ['growth_due'] });
    const kinds = await screen.findByRole('group', { name: t.kindsTitle });
    expect(within(kinds).getByRole('checkbox', { name: nudgeKindLabels.growth_due })).not.toBeChecked();
    const recognise = within(kinds).getByRole('checkbox', { name: nudgeKindLabels.recognise });
    expect(recognise).toBeChecked();
    await user.click(recognise);
    expect(await screen.findByText(t.kindsSaved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      kinds: ['growth_due', 'recognise'],
    });
    expect(within(kinds).getByRole('checkbox', { name: nudgeKindLabels.recognise })).not.toBeChecked();
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    await user.click(within(kinds).getByRole('checkbox', { name: nudgeKindLabels.growth_due }));
    await screen.findByText(t.kindsSaved);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ kinds: ['recognise'] });
  });
});
