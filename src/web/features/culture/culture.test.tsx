import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ana,
  ben,
  candor,
  cy,
  kudos,
  metrics,
  ownership,
  ref,
  renderCulture,
  wallValue,
} from './culture-fixtures.test-utils';
import { cultureTexts as t } from './culture-texts';

/** The first find of a file waits for the page's code to compile too. */
const slow = { timeout: 10_000 };

/** The text as people read it: the percentages' no-break space as a space. */
const read = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');

describe('the culture page', () => {
  it('keeps the spec’s heading, puts the tab in the URL, and is no longer Coming Soon', async () => {
    const { user, router } = renderCulture('/culture', {
      extra: { 'GET /api/culture/values': () => ({ body: { items: [] } }) },
    });
    const main = await screen.findByRole('main', {}, slow);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Culture & Recognition');
    expect(
      within(main).getByText('Celebrate wins and make the values you share visible every day.'),
    ).toBeInTheDocument();
    expect(within(main).queryByText('Coming Soon')).not.toBeInTheDocument();
    const tabs = within(main).getByRole('tablist', { name: t.tabsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Feed', 'Values', 'Culture metrics']);
    expect(within(tabs).getByRole('tab', { name: t.tabs.feed })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: t.tabs.values }));
    expect(router.state.location.search).toBe('?tab=values');
    expect(await screen.findByText(t.noValuesTitle)).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: t.tabs.feed }));
    expect(router.state.location.search).toBe('');
    expect(document.title).toBe('Culture & Recognition - SOS');
  });

  it('teaches what kudos are when the feed is empty, and opens the composer from there', async () => {
    const { user, router } = renderCulture('/culture');
    const main = await screen.findByRole('main', {}, slow);
    expect(await within(main).findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(within(main).getByText(t.empty)).toBeInTheDocument();
    // Two ways to start: the header's button and the empty state's.
    const buttons = within(main).getAllByRole('button', { name: t.giveKudos });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: t.composerTitle })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?give=1');
  });

  it('sends an admin without values to Company Settings, and tells a member who defines them', async () => {
    const wall = { 'GET /api/culture/values': () => ({ body: { items: [] } }) };
    const admin = renderCulture('/culture?tab=values', { role: 'admin', extra: wall });
    expect(await screen.findByRole('heading', { name: t.noValuesTitle }, slow)).toBeInTheDocument();
    expect(screen.getByText(t.noValues)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.defineValues })).toHaveAttribute('href', '/settings');
    expect(screen.queryByText(t.noValuesMember)).not.toBeInTheDocument();
    admin.unmount();

    renderCulture('/culture?tab=values', { role: 'member', extra: wall });
    expect(await screen.findByText(t.noValuesMember)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.defineValues })).not.toBeInTheDocument();
  });

  it('shows the values wall: each value, its 90-day count, its latest kudos, a link to its feed', async () => {
    const latest = kudos({
      sender: ref(ana),
      recipients: [ref(ben), ref(cy)],
      message: 'Owned the outage\nend to end',
    });
    const { user, router, calls } = renderCulture('/culture?tab=values', {
      values: [ownership, candor],
      extra: {
        'GET /api/culture/values': () => ({
          body: {
            items: [
              wallValue({ kudosCount: 7, latest: [{ ...latest, message: latest.message! }] }),
              wallValue({ id: candor.id, name: 'Candor', description: null, position: 1 }),
            ],
          },
        }),
      },
    });
    const wall = await screen.findByRole('list', { name: t.valuesLabel }, slow);
    const [first, second] = [...wall.children] as HTMLElement[];
    expect(within(first!).getByRole('heading', { name: 'Ownership' })).toBeInTheDocument();
    expect(first).toHaveTextContent('We finish what we start.');
    expect(first).toHaveTextContent('7 kudos in the last 90 days');
    expect(first).toHaveTextContent('Ana Silva→ recognised Ben Okafor and Cy Tan');
    expect(within(first!).getByText(/Owned the outage/).textContent).toBe('Owned the outage\nend to end');
    expect(second).toHaveTextContent('0 kudos in the last 90 days');
    expect(second).toHaveTextContent(t.noKudosForValue);

    await user.click(within(first!).getByRole('link', { name: 'Ownership' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?value=${ownership.id}`));
    expect(screen.getByRole('tab', { name: t.tabs.feed })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/kudos?valueId=${ownership.id}&limit=20`)).toBe(true),
    );
  });

  it('shows the culture metrics: breadth, the weeks as a chart and a table, kudos per value, no leaderboard', async () => {
    const figures = metrics({
      byValue: [
        { value: { id: ownership.id, name: 'Ownership' }, kudos: 4 },
        { value: { id: candor.id, name: 'Candor' }, kudos: 0 },
        { value: null, kudos: 1 },
      ],
    });
    renderCulture('/culture?tab=metrics', {
      extra: { 'GET /api/culture/metrics': () => ({ body: figures }) },
    });
    const breadth = await screen.findByRole('region', { name: t.breadthTitle }, slow);
    expect(read(breadth)).toContain('38 %of people recognised in the last 30 days');
    expect(breadth).toHaveTextContent('3 of 8 members recognised');
    expect(breadth).toHaveTextContent('5 kudos given by 2 people');
    expect(breadth).toHaveTextContent('6 received by 3 people');
    expect(screen.getByText(t.noLeaderboard)).toBeInTheDocument();

    const weeks = screen.getByRole('region', { name: t.weeksTitle });
    expect(within(weeks).getByRole('img', { name: t.weeksTitle })).toBeInTheDocument();
    const table = within(weeks).getByRole('table', { name: t.weeksTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    // The last week: 11 kudos, 11 % 3 givers, 11 % 4 receivers.
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '2', '3']);
    expect(within(rows[11]!).getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-22',
    );

    const perValue = screen.getByRole('region', { name: t.byValueTitle });
    expect(
      within(perValue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ownership4 kudos', 'Candor0 kudos', `${t.noValue}1 kudos`]);
    // No teams in the answer (a member who leads none): no team table.
    expect(screen.queryByRole('region', { name: t.teamsTitle })).not.toBeInTheDocument();
  });

  it('shows the per-team table when the answer has teams', async () => {
    const team = {
      id: 'd0d0d0d0-0000-4000-8000-000000000001',
      name: 'Reef Crew',
      members: 4,
      recognised: 1,
      breadth: 0.25,
      kudosGiven: 2,
      kudosReceived: 1,
      givers: 1,
      receivers: 1,
    };
    const empty = {
      ...team,
      id: 'd0d0d0d0-0000-4000-8000-000000000002',
      name: 'Empty Crew',
      members: 0,
      recognised: 0,
      breadth: null,
      kudosGiven: 0,
      kudosReceived: 0,
    };
    renderCulture('/culture?tab=metrics', {
      extra: { 'GET /api/culture/metrics': () => ({ body: metrics({ teams: [team, empty] }) }) },
    });
    const section = await screen.findByRole('region', { name: t.teamsTitle }, slow);
    const rows = within(section).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(t.teamColumns));
    expect(read(rows[1]!)).toBe('Reef Crew4125 %21');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Empty Crew');
    expect(read(rows[2]!)).toBe('Empty Crew00–00');
  });
});
