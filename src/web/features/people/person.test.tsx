import type { FeedPost } from '@shared/contract/culture';
import type { Person } from '@shared/contract/people';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiHandlers,
  expectPath,
  meOf,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import { kudosReceivedTexts, peopleTexts, profileTexts } from './people-texts';

const kai: Person = {
  id: testUser.id,
  fullName: testUser.fullName,
  email: testUser.email,
  emailVerified: true,
  role: 'member',
  teams: [],
  joinedAt: '2025-01-10T09:00:00.000Z',
};
const jo: Person = {
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  fullName: 'Jo Swell',
  email: 'jo@example.com',
  emailVerified: false,
  role: 'admin',
  teams: [
    { id: 'd0d0d0d0-0000-4000-8000-000000000001', name: 'Reef Crew', isLead: true },
    { id: 'd0d0d0d0-0000-4000-8000-000000000002', name: 'Night Owls', isLead: false },
  ],
  joinedAt: '2025-03-05T10:00:00.000Z',
};
/** In the company, without a name: the directory and the kudos name them by their email. */
const nameless: Person = {
  id: 'b0b0b0b0-0000-4000-8000-000000000003',
  fullName: null,
  email: 'noname@example.com',
  emailVerified: true,
  role: 'member',
  teams: [],
  joinedAt: '2025-04-01T10:00:00.000Z',
};

const ref = (person: Person) => ({ id: person.id, fullName: person.fullName });
const ownership = { id: 'f0f0f0f0-0000-4000-8000-000000000001', name: 'Ownership' };

const post = (n: number, overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: `a0a0a0a0-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'kudos',
  sender: ref(kai),
  recipients: [ref(jo)],
  message: `Thanks #${n}`,
  value: ownership,
  anniversaryYears: null,
  goal: null,
  reactions: [],
  createdAt: `2025-05-${String(28 - (n % 28)).padStart(2, '0')}T10:00:00.000Z`,
  canDelete: false,
  ...overrides,
});

/** The API with the directory and a feed that pages `received` by cursor, as the server does. */
function renderProfile(id: string, received: FeedPost[], extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/people': () => ({ body: { items: [jo, kai, nameless] } }),
    'GET /api/people/:userId': ({ params }) => ({
      body: { person: [jo, kai, nameless].find((person) => person.id === params.userId)!, style: null },
    }),
    'GET /api/me/style': () => ({ body: { style: null } }),
    'GET /api/kudos': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const cursor = url.searchParams.get('cursor');
      const from = cursor ? received.findIndex((item) => item.id === cursor) + 1 : 0;
      const page = received.slice(from, from + limit);
      const more = from + limit < received.length;
      return { body: { items: page, nextCursor: more ? (page.at(-1)?.id ?? null) : null } };
    },
    ...extra,
  });
  return { ...api, ...renderApp(`/people/${id}`, { session: testSession() }) };
}

/** What the profile's details say of a term (Role, Teams, Joined). */
const detail = (term: string) => {
  const found = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(found instanceof HTMLElement) || found.tagName !== 'DD') throw new Error(`no detail for ${term}`);
  return found;
};

const kudosList = () => screen.findByRole('list', { name: kudosReceivedTexts.title });

describe('a person’s profile', () => {
  it('shows who they are in the company, with a link to recognise them', async () => {
    const { calls } = renderProfile(jo.id, [post(1)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Swell' })).toBeInTheDocument();
    expect(screen.getByText('jo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(detail(profileTexts.role)).toHaveTextContent('Admin');
    const teams = within(detail(profileTexts.teams)).getByRole('list', {
      name: peopleTexts.teamsOf('Jo Swell'),
    });
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reef Crew · Lead', 'Night Owls']);
    expect(within(teams).getByRole('link', { name: 'Reef Crew' })).toHaveAttribute(
      'href',
      '/teams/d0d0d0d0-0000-4000-8000-000000000001',
    );
    expect(within(detail(profileTexts.joined)).getByRole('time')).toHaveAttribute('datetime', jo.joinedAt);

    const recognise = screen.getByRole('link', { name: profileTexts.recogniseWho('Jo Swell') });
    expect(recognise).toHaveTextContent(profileTexts.recognise);
    expect(recognise).toHaveAttribute('href', `/culture?give=1&to=${jo.id}`);

    expect(screen.getByRole('heading', { level: 2, name: kudosReceivedTexts.title })).toBeInTheDocument();
    await kudosList();
    const feed = calls.find((call) => call.path.startsWith('/api/kudos'));
    expect(feed?.path).toBe(`/api/kudos?recipientId=${jo.id}&limit=20`);
  });

  it('keeps the sidebar’s People entry marked', async () => {
    renderProfile(jo.id, []);
    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'People' })).toHaveAttribute('data-active', 'true');
    expect(within(company).getByRole('link', { name: 'Teams' })).not.toHaveAttribute('data-active');
  });

  it('shows each kudos: its sender, value, message as plain text and date', async () => {
    const attack = '<script>window.hacked = true</script>\n<b>bold</b> & more';
    const team = post(1, {
      sender: ref(kai),
      // One recipient left the company without a name: the directory cannot name them either.
      recipients: [ref(jo), ref(nameless), { id: 'b0b0b0b0-0000-4000-8000-0000000000aa', fullName: null }],
      message: attack,
    });
    const noValue = post(2, { sender: ref(nameless), value: null, message: 'Line one\nLine two' });
    const fromFormer = post(3, { sender: null, message: 'From the past' });
    const fromLeaver = post(4, {
      sender: { id: 'b0b0b0b0-0000-4000-8000-0000000000bb', fullName: 'Old Timer' },
    });
    renderProfile(jo.id, [team, noValue, fromFormer, fromLeaver]);
    const items = within(await kudosList()).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const [first, second, third, fourth] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Kai Surfer' })).toHaveAttribute(
      'href',
      `/people/${kai.id}`,
    );
    expect(first).toHaveTextContent('From Kai Surfer');
    expect(first).toHaveTextContent(`with noname@example.com and ${kudosReceivedTexts.noName}`);
    expect(first).toHaveTextContent('Value: Ownership');
    // The message is text: no element is made of it.
    const message = within(first).getByText(/window\.hacked/);
    expect(message.textContent).toBe(attack);
    expect(message.children).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
    expect(first.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(message).toHaveClass('whitespace-pre-line');
    expect(first.querySelector('time')).toHaveAttribute('datetime', team.createdAt);

    // A sender without a name is named by the directory; a kudos without a value has no badge.
    expect(within(second).getByRole('link', { name: 'noname@example.com' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Value:');
    expect(within(second).getByText(/Line one/).textContent).toBe('Line one\nLine two');
    // A sender who deleted their account.
    expect(third).toHaveTextContent(`From ${kudosReceivedTexts.formerMember}`);
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
    // A sender no longer in the company keeps their name, without a link to a profile.
    expect(fourth).toHaveTextContent('From Old Timer');
    expect(within(fourth).queryByRole('link')).not.toBeInTheDocument();
  });

  it('mentions a celebration in one line', async () => {
    const anniversary = post(1, {
      kind: 'anniversary',
      sender: null,
      message: null,
      value: null,
      anniversaryYears: 3,
    });
    const firstYear = post(2, { ...anniversary, id: post(2).id, anniversaryYears: 1 });
    const goalClosed = post(3, {
      kind: 'goal_closed',
      sender: null,
      message: null,
      value: null,
      goal: { id: 'e0e0e0e0-0000-4000-8000-000000000001', title: 'Grow revenue', progress: 0.846 },
    });
    renderProfile(jo.id, [anniversary, firstYear, goalClosed]);
    const items = within(await kudosList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent?.replace(/\s+/g, ' '))).toEqual([
      `Work anniversary: 3 years in the company${items[0]!.querySelector('time')!.textContent}`,
      `Work anniversary: one year in the company${items[1]!.querySelector('time')!.textContent}`,
      `Goal closed: “Grow revenue” at 85 %${items[2]!.querySelector('time')!.textContent}`,
    ]);
    expect(within(items[2]!).getByRole('link', { name: '“Grow revenue”' })).toHaveAttribute(
      'href',
      '/goals/e0e0e0e0-0000-4000-8000-000000000001',
    );
    expect(items[0]).not.toHaveTextContent('From');
  });

  it('loads 20 kudos at a time, and more on request', async () => {
    const many = Array.from({ length: 25 }, (_, i) => post(i + 1));
    const { user, calls } = renderProfile(jo.id, many);
    const list = await kudosList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: kudosReceivedTexts.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(list).toHaveTextContent('Thanks #25');
    expect(calls.filter((call) => call.path.startsWith('/api/kudos')).at(-1)?.path).toBe(
      `/api/kudos?recipientId=${jo.id}&limit=20&cursor=${many[19]!.id}`,
    );
    expect(screen.queryByRole('button', { name: kudosReceivedTexts.loadMore })).not.toBeInTheDocument();
  });

  it('teaches what kudos are when there are none', async () => {
    renderProfile(jo.id, []);
    expect(await screen.findByText(kudosReceivedTexts.empty)).toBeInTheDocument();
    expect(screen.getByText(kudosReceivedTexts.emptyTeaches('Jo Swell'))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: kudosReceivedTexts.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: kudosReceivedTexts.loadMore })).not.toBeInTheDocument();
  });

  it('offers no recognition of oneself', async () => {
    renderProfile(kai.id, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kai Surfer' })).toBeInTheDocument();
    expect(screen.getByText(peopleTexts.you)).toBeInTheDocument();
    expect(detail(profileTexts.teams)).toHaveTextContent(profileTexts.noTeams);
    expect(await screen.findByText(kudosReceivedTexts.emptyTeachesSelf)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Recognise/ })).not.toBeInTheDocument();
  });

  it('says when the kudos cannot be loaded, and asks again', async () => {
    let fail = true;
    const { user } = renderProfile(jo.id, [], {
      'GET /api/kudos': () =>
        fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Down for a moment.' } } }
          : { body: { items: [post(1)], nextCursor: null } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${kudosReceivedTexts.loadFailed} Down for a moment.`);
    // The rest of the profile still shows.
    expect(screen.getByRole('heading', { level: 1, name: 'Jo Swell' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await kudosList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so for someone not in the directory, with a way back', async () => {
    const { user, router } = renderProfile('b0b0b0b0-0000-4000-8000-00000000ffff', []);
    expect(
      await screen.findByRole('heading', { level: 1, name: profileTexts.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(profileTexts.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: kudosReceivedTexts.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: profileTexts.backToPeople }));
    await expectPath(router, '/people');
    expect(await screen.findByRole('list', { name: peopleTexts.title })).toBeInTheDocument();
  });
});

describe('the directory', () => {
  it('links each name to the person’s profile, by keyboard', async () => {
    const { user, router } = renderProfile(jo.id, []);
    await user.click(await screen.findByRole('link', { name: profileTexts.back }));
    await expectPath(router, '/people');
    const list = await screen.findByRole('list', { name: peopleTexts.title });
    const link = within(list).getByRole('link', { name: 'Kai Surfer' });
    expect(link).toHaveAttribute('href', `/people/${kai.id}`);
    within(list).getByRole('link', { name: 'Jo Swell' }).focus();
    await user.keyboard('{Enter}');
    await expectPath(router, `/people/${jo.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Swell' })).toBeInTheDocument();
  });
});
