import type { CompanyValue } from '@shared/contract/company-settings';
import type { CultureMetrics, FeedPost, ReactionSummary, ValueOnWall } from '@shared/contract/culture';
import type { Person } from '@shared/contract/people';
import type { TeamSummary } from '@shared/contract/teams';
import {
  type ApiHandlers,
  meOf,
  mockApi,
  renderApp,
  renderAppPrefetched,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';

/** Culture's test data: the people, values, teams and posts of Wave Riders. */
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function person(n: number, fullName: string | null, email?: string): Person {
  return {
    id: uuid('a0a0a0a0', n),
    fullName,
    email: email ?? `${(fullName ?? `person${n}`).split(' ')[0]!.toLowerCase()}@example.com`,
    emailVerified: true,
    role: 'member',
    teams: [],
    joinedAt: '2025-01-10T09:00:00.000Z',
  };
}

export const me: Person = { ...person(0, testUser.fullName, testUser.email), id: testUser.id };
export const ana = person(1, 'Ana Silva');
export const ben = person(2, 'Ben Okafor');
export const cy = person(3, 'Cy Tan');
export const dee = person(4, 'Dee Moreau');
export const eli = person(5, 'Eli Novak');
export const fay = person(6, 'Fay Lund');
export const gus = person(7, 'Gus Hart');
/** A person whose profile has no name: the directory shows their email. */
export const nameless = person(8, null, 'nameless@example.com');
export const people = [ana, ben, cy, dee, eli, fay, gus, me, nameless];

export const ref = (who: Person) => ({ id: who.id, fullName: who.fullName });

export function value(n: number, name: string, description: string | null = null): CompanyValue {
  return {
    id: uuid('f0f0f0f0', n),
    name,
    description,
    position: n - 1,
    createdAt: '2025-01-10T09:00:00.000Z',
  };
}
export const ownership = value(1, 'Ownership', 'We finish what we start.');
export const candor = value(2, 'Candor');

export const reefCrew: TeamSummary = {
  id: uuid('d0d0d0d0', 1),
  name: 'Reef Crew',
  description: null,
  joinPolicy: 'open',
  memberCount: 2,
  leads: [],
  isMember: true,
  isLead: false,
  archivedAt: null,
};

export const reaction = (
  emoji: ReactionSummary['emoji'],
  names: string[],
  overrides: Partial<ReactionSummary> = {},
): ReactionSummary => ({ emoji, count: names.length, reacted: false, names, ...overrides });

let posts = 0;
export function kudos(overrides: Partial<FeedPost> = {}): FeedPost {
  posts += 1;
  return {
    id: uuid('e1e1e1e1', posts),
    kind: 'kudos',
    sender: ref(ana),
    recipients: [ref(ben)],
    message: `Thanks ${posts}`,
    value: null,
    anniversaryYears: null,
    goal: null,
    reactions: [],
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    canDelete: false,
    ...overrides,
  };
}

export const anniversary = (who: Person, years: number): FeedPost =>
  kudos({
    kind: 'anniversary',
    sender: null,
    recipients: [ref(who)],
    message: null,
    anniversaryYears: years,
  });

export const goalClosed = (who: Person, title: string, progress: number): FeedPost =>
  kudos({
    kind: 'goal_closed',
    sender: null,
    recipients: [ref(who)],
    message: null,
    goal: { id: uuid('e0e0e0e0', 99), title, progress },
  });

export function wallValue(overrides: Partial<ValueOnWall> = {}): ValueOnWall {
  return {
    id: ownership.id,
    name: ownership.name,
    description: ownership.description,
    position: 0,
    kudosCount: 0,
    latest: [],
    ...overrides,
  };
}

export function metrics(overrides: Partial<CultureMetrics> = {}): CultureMetrics {
  const breadth = {
    members: 8,
    recognised: 3,
    breadth: 0.375,
    kudosGiven: 5,
    kudosReceived: 6,
    givers: 2,
    receivers: 3,
  };
  return {
    days: 30,
    company: breadth,
    weeks: Array.from({ length: 12 }, (_, index) => ({
      weekStart: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-${String(1 + (index % 4) * 7).padStart(2, '0')}`,
      kudos: index,
      givers: index % 3,
      receivers: index % 4,
    })),
    byValue: [],
    teams: [],
    ...overrides,
  };
}

/**
 * /culture (or a path under it) on a fake API: the caller is Kai Surfer, admin unless `role` says
 * otherwise; the feed answers `feed` as one page unless a handler says otherwise.
 */
export function renderCulture(path: string, options: CultureApi = {}) {
  const api = mockCultureApi(options);
  return { ...api, ...renderApp(path, { session: testSession() }) };
}

/** The page as a first load starts it: its feed asked before the first render (decision 056). */
export async function renderCulturePrefetched(path: string, options: CultureApi = {}) {
  const api = mockCultureApi(options);
  return { ...api, ...(await renderAppPrefetched(path, { session: testSession(), calls: api.calls })) };
}

interface CultureApi {
  role?: 'admin' | 'member';
  feed?: FeedPost[];
  values?: CompanyValue[];
  teams?: TeamSummary[];
  extra?: ApiHandlers;
}

function mockCultureApi({ role = 'admin', feed = [], values = [], teams = [], extra = {} }: CultureApi) {
  return mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    'GET /api/people': () => ({ body: { items: people } }),
    'GET /api/teams': () => ({ body: { items: teams } }),
    'GET /api/values': () => ({ body: { items: values } }),
    'GET /api/kudos': () => ({ body: { items: feed, nextCursor: null } }),
    ...extra,
  });
}
