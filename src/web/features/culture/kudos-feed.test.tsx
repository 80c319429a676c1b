import type { FeedPost, ReactionSummary } from '@shared/contract/culture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, expectToast, type RecordedCall } from '../../../../tests/setup/render-app';
import { appPages } from '../../app-pages';
import {
  ana,
  anniversary,
  ben,
  candor,
  cy,
  goalClosed,
  kudos,
  me,
  nameless,
  ownership,
  reaction,
  reefCrew,
  ref,
  renderCulture,
  renderCulturePrefetched,
} from './culture-fixtures.test-utils';
import { cultureTexts as t, cultureToasts } from './culture-texts';

/** The queries of GET /api/kudos asked so far, as parameters. */
const feedQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/kudos'))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

/** The post holding this text; the first one waits for the page's code to compile too. */
const postOf = async (text: string | RegExp) =>
  (await screen.findByText(text, {}, { timeout: 10_000 })).closest('article')!;

describe('the kudos feed', () => {
  it('shows a kudos: sender → recipients linked to their profiles, the value, the message as written, when', async () => {
    const post = kudos({
      sender: ref(ana),
      recipients: [ref(ben), ref(cy), ref(nameless)],
      value: { id: ownership.id, name: 'Ownership' },
      message: 'Saved the launch.\nTwice!\n\nSee https://example.com',
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    renderCulture('/culture', { feed: [post] });
    const card = await postOf(/Saved the launch/);
    const heading = within(card).getByRole('heading', { level: 3 });
    // The arrow is drawn; a screen reader hears "recognised".
    expect(heading).toHaveTextContent('Ana Silva→ recognised Ben Okafor, Cy Tan and nameless@example.com');
    expect(within(heading).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      `/people/${ana.id}`,
    );
    expect(within(heading).getByRole('link', { name: 'Cy Tan' })).toHaveAttribute('href', `/people/${cy.id}`);
    // A person whose profile has no name goes by their email, from the directory.
    expect(within(heading).getByRole('link', { name: 'nameless@example.com' })).toHaveAttribute(
      'href',
      `/people/${nameless.id}`,
    );
    expect(within(card).getByText('Ownership')).toBeInTheDocument();
    const message = within(card).getByText(/Saved the launch/);
    expect(message.textContent).toBe('Saved the launch.\nTwice!\n\nSee https://example.com');
    expect(message).toHaveClass('whitespace-pre-line');
    // A link in a message stays text.
    expect(within(card).queryByRole('link', { name: /https:/ })).not.toBeInTheDocument();
    const time = card.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-01-05T10:00:00.000Z');
    expect(time.textContent).toMatch(/2026/);
    // Not mine to delete: no button.
    expect(within(card).queryByRole('button', { name: t.deleteKudos })).not.toBeInTheDocument();
  });

  it('shows a message holding markup as text, never as markup', async () => {
    const hostile =
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true"><b>bold</b>';
    const { container } = renderCulture('/culture', { feed: [kudos({ message: hostile })] });
    const card = await postOf(hostile);
    expect(within(card).getByText(hostile).textContent).toBe(hostile);
    expect(container.querySelector('article script, article img, article b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('reads a work anniversary and a goal closed well as celebrations, set apart from kudos', async () => {
    const feed = [
      anniversary(ana, 2),
      goalClosed(ana, 'Ship v2', 0.854),
      anniversary(ben, 1),
      kudos({ message: 'Plain kudos' }),
    ];
    renderCulture('/culture', { feed });
    const birthday = await postOf(/celebrates 2 years/);
    expect(birthday).toHaveTextContent('🎂 Ana Silva celebrates 2 years at Wave Riders');
    expect(within(birthday).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      `/people/${ana.id}`,
    );
    expect(await postOf(/celebrates 1 year /)).toHaveTextContent(
      '🎂 Ben Okafor celebrates 1 year at Wave Riders',
    );
    const goal = await postOf(/closed the goal/);
    expect(goal.textContent!.replace(/\u00a0/g, ' ')).toMatch(
      /^🏁 Ana Silva closed the goal “Ship v2” at 85 %/,
    );
    expect(within(goal).getByRole('link', { name: 'Ship v2' })).toHaveAttribute(
      'href',
      `/goals/${feed[1]!.goal!.id}`,
    );
    // Set apart by its style, and without a kudos' parts.
    expect(goal).toHaveClass('bg-accent');
    expect(birthday).toHaveClass('bg-accent');
    expect(await postOf('Plain kudos')).not.toHaveClass('bg-accent');
    expect(within(goal).queryByText('→')).not.toBeInTheDocument();
  });

  it('loads the next page on "Load more"', async () => {
    const first = kudos({ message: 'First page kudos' });
    const second = kudos({ message: 'Second page kudos' });
    const { user, calls } = renderCulture('/culture', {
      extra: {
        'GET /api/kudos': ({ url }) =>
          url.searchParams.get('cursor') === first.id
            ? { body: { items: [second], nextCursor: null } }
            : { body: { items: [first], nextCursor: first.id } },
      },
    });
    expect(await screen.findByText('First page kudos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second page kudos')).toBeInTheDocument();
    expect(screen.getByText('First page kudos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    expect(feedQueries(calls).at(-1)).toEqual({ limit: '20', cursor: first.id });
    // The first page is the address the page's head script asks for as the HTML arrives (decision 052).
    const firstData = appPages.find((page) => page.path === '/culture')?.firstData;
    expect(calls.find((call) => call.method === 'GET' && call.path.startsWith('/api/kudos'))?.path).toBe(
      firstData?.[0],
    );
  });

  it('asks for the feed before its first render, which reads it from the cache (decision 056)', async () => {
    const { calls, askedFirst } = await renderCulturePrefetched('/culture', {
      feed: [kudos({ message: 'Thanks for the early shift' })],
    });
    const feedCalls = (made: readonly RecordedCall[]) =>
      made.filter((call) => call.method === 'GET' && call.path.startsWith('/api/kudos')).map((c) => c.path);
    expect(feedCalls(askedFirst)).toEqual(appPages.find((page) => page.path === '/culture')?.firstData);
    expect(await screen.findByText('Thanks for the early shift')).toBeInTheDocument();
    // The page's own query is the one asked for: it does not ask again.
    expect(feedCalls(calls)).toHaveLength(1);
  });

  it('asks for nothing before its first render at an address with a filter: the page asks for what it shows', async () => {
    const { calls, askedFirst } = await renderCulturePrefetched(`/culture?value=${ownership.id}`, {
      feed: [kudos({ message: 'Owned it' })],
      values: [ownership],
    });
    expect(feedQueries(askedFirst)).toEqual([]);
    expect(await screen.findByText('Owned it')).toBeInTheDocument();
    expect(feedQueries(calls)).toEqual([{ valueId: ownership.id, limit: '20' }]);
  });

  it('toggles a reaction: PUT, then DELETE, each answer’s counts shown; who reacted is in the name and on focus', async () => {
    const post = kudos({
      message: 'Great demo',
      reactions: [reaction('clap', ['Ana Silva', 'Ben Okafor', 'Cy Tan'])],
    });
    const answers: Record<string, ReactionSummary[]> = {
      PUT: [reaction('clap', ['Ana Silva', 'Ben Okafor', 'Cy Tan', 'Kai Surfer'], { reacted: true })],
      DELETE: [reaction('clap', ['Ana Silva', 'Ben Okafor', 'Cy Tan'])],
    };
    const path = `/api/kudos/${post.id}/reactions/clap`;
    const { user, calls } = renderCulture('/culture', {
      feed: [post],
      extra: {
        [`PUT ${path}`]: () => ({ body: { reactions: answers.PUT } }),
        [`DELETE ${path}`]: () => ({ body: { reactions: answers.DELETE } }),
      },
    });
    const card = await postOf('Great demo');
    const clap = within(card).getByRole('button', { name: '👏 3: Ana Silva, Ben Okafor and Cy Tan' });
    expect(clap).toHaveAttribute('aria-pressed', 'false');
    expect(clap).toHaveTextContent('👏3');

    // Hover, and focus (as by Tab), show who reacted.
    await user.hover(clap);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ana Silva, Ben Okafor and Cy Tan');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.unhover(clap);
    clap.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ana Silva, Ben Okafor and Cy Tan');

    await user.click(clap);
    const pressed = await within(card).findByRole('button', {
      name: '👏 4: Ana Silva, Ben Okafor, Cy Tan and Kai Surfer',
    });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('4');
    await user.click(pressed);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /^👏 3/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(calls.filter((call) => call.path === path).map((call) => call.method)).toEqual(['PUT', 'DELETE']);
  });

  it('names the first ten who reacted and counts the rest', async () => {
    const ten = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'];
    const post = kudos({
      message: 'Popular',
      reactions: [reaction('heart', ten, { count: 12, reacted: true }), reaction('bulb', [], { count: 1 })],
    });
    renderCulture('/culture', { feed: [post] });
    const card = await postOf('Popular');
    expect(
      within(card).getByRole('button', { name: `❤️ 12: ${ten.slice(0, 9).join(', ')}, A10 and 2 others` }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Nobody to name (an account since deleted): the count alone.
    expect(within(card).getByRole('button', { name: '💡 1' })).toBeInTheDocument();
    // Four emoji not used yet remain behind "Add reaction".
    const add = within(card).getByRole('button', { name: t.addReaction });
    const choices = document.getElementById(add.getAttribute('aria-controls')!)!;
    expect(choices).not.toBeVisible();
    expect(choices.querySelectorAll('button')).toHaveLength(4);
  });

  it('adds an emoji nobody used from "Add reaction", by keyboard', async () => {
    const post = kudos({ message: 'Shipped it', reactions: [reaction('clap', ['Ana Silva'])] });
    const path = `/api/kudos/${post.id}/reactions/rocket`;
    const { user, calls } = renderCulture('/culture', {
      feed: [post],
      extra: {
        [`PUT ${path}`]: () => ({
          body: {
            reactions: [
              reaction('clap', ['Ana Silva']),
              reaction('rocket', ['Kai Surfer'], { reacted: true }),
            ],
          },
        }),
      },
    });
    const card = await postOf('Shipped it');
    const add = within(card).getByRole('button', { name: t.addReaction });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    add.focus();
    await user.keyboard('{Enter}');
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const choices = within(card).getByRole('group', { name: t.addReaction });
    // The five not used yet; the first has the focus, arrows move on.
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['🎉', '❤️', '🙌', '🚀', '💡'].map(t.reactWith));
    expect(within(choices).getByRole('button', { name: t.reactWith('🎉') })).toHaveFocus();
    // Escape closes them and gives the focus back.
    await user.keyboard('{Escape}');
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(add).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(choices).getByRole('button', { name: t.reactWith('🚀') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByRole('button', { name: '🚀 1: Kai Surfer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([path]);
  });

  it('deletes a post only where canDelete, after asking', async () => {
    const mine = kudos({ sender: ref(me), message: 'Mine to delete', canDelete: true });
    const theirs = kudos({ message: 'Not mine' });
    let deleted = false;
    const { user, calls } = renderCulture('/culture', {
      extra: {
        'GET /api/kudos': () => ({ body: { items: deleted ? [theirs] : [mine, theirs], nextCursor: null } }),
        'DELETE /api/kudos/:kudosId': at({ kudosId: mine.id }, () => {
          deleted = true;
          return { status: 204 };
        }),
      },
    });
    expect(
      within(await postOf('Not mine')).queryByRole('button', { name: t.deleteKudos }),
    ).not.toBeInTheDocument();
    const card = await postOf('Mine to delete');
    await user.click(within(card).getByRole('button', { name: t.deleteKudos }));
    const confirm = await screen.findByRole('alertdialog', { name: t.confirmDeleteTitle });
    // Cancel first: nothing sent.
    await user.click(within(confirm).getByRole('button', { name: t.cancel }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: t.deleteKudos }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.delete }));
    await expectToast(cultureToasts.deleted.title, cultureToasts.deleted.description, 'default');
    await waitFor(() => expect(screen.queryByText('Mine to delete')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/kudos/${mine.id}`,
    ]);
  });

  it('filters by person, team and value in the URL, and says when nothing matches', async () => {
    const { user, calls, router } = renderCulture('/culture', {
      values: [ownership, candor],
      teams: [reefCrew],
      feed: [kudos({ message: 'Anything' })],
      extra: {
        'GET /api/kudos': ({ url }) => ({
          body: {
            items: url.searchParams.size > 1 ? [] : [kudos({ message: 'Anything' })],
            nextCursor: null,
          },
        }),
      },
    });
    await screen.findByText('Anything');
    const filters = screen.getByRole('group', { name: t.filtersLabel });
    await user.selectOptions(within(filters).getByRole('combobox', { name: t.person }), 'Ben Okafor');
    await waitFor(() => expect(feedQueries(calls).at(-1)).toEqual({ personId: ben.id, limit: '20' }));
    await user.selectOptions(await within(filters).findByRole('combobox', { name: t.team }), 'Reef Crew');
    await user.selectOptions(await within(filters).findByRole('combobox', { name: t.value }), 'Candor');
    await waitFor(() =>
      expect(feedQueries(calls).at(-1)).toEqual({
        personId: ben.id,
        teamId: reefCrew.id,
        valueId: candor.id,
        limit: '20',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      person: ben.id,
      team: reefCrew.id,
      value: candor.id,
    });
    expect(await screen.findByText(t.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(t.emptyTitle)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.clearFilters }));
    expect(await screen.findByText('Anything')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens filtered by a value named in the URL, ignoring ids the API would refuse', async () => {
    const { calls } = renderCulture(`/culture?value=${ownership.id}&person=not-an-id`, {
      values: [ownership],
      feed: [] as FeedPost[],
    });
    expect(await screen.findByText(t.noMatch)).toBeInTheDocument();
    expect(feedQueries(calls)).toEqual([{ valueId: ownership.id, limit: '20' }]);
  });
});
