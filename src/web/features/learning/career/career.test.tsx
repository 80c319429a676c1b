import type { LevelView } from '@shared/contract/career';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  meOf,
  mockApi,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { careerTexts as texts } from './career-texts';
import { LevelTab } from './level-tab';
import { PeopleTab } from './people-tab';
import { TracksTab } from './tracks-tab';

function renderWith(element: ReactNode, handlers: ApiHandlers, role: 'admin' | 'member' = 'member') {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    // The "I can help with" card on the My level tab (its own tests: skills-card.test.tsx).
    'GET /api/help/skills': () => ({ body: { skills: [] } }),
    ...handlers,
  });
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

const level = (id: string, name: string, position: number) => ({
  id,
  name,
  summary: `${name} summary`,
  position,
});
const junior = level('a0a0a0a0-0000-4000-8000-000000000001', 'Junior', 0);
const mid = level('a0a0a0a0-0000-4000-8000-000000000002', 'Mid', 1);

const view = (overrides: Partial<LevelView> = {}): LevelView => ({
  person: { id: testUser.id, fullName: testUser.fullName },
  place: {
    track: { id: 'b0b0b0b0-0000-4000-8000-000000000001', name: 'Engineering' },
    level: junior,
    next: mid,
  },
  viewer: 'self',
  competencies: [
    {
      id: 'c1c1c1c1-0000-4000-8000-000000000001',
      name: 'Craft',
      current: 'Writes clear code',
      next: 'Designs whole features',
      changed: true,
      self: { rating: 2, note: null, updatedAt: '2030-01-01T00:00:00.000Z', shared: false },
      leads: [
        {
          rating: 3,
          note: 'Good progress',
          updatedAt: '2030-01-02T00:00:00.000Z',
          rater: { id: 'd0d0d0d0-0000-4000-8000-000000000001', fullName: 'Lee Lead' },
          mine: false,
        },
      ],
    },
    {
      id: 'c1c1c1c1-0000-4000-8000-000000000002',
      name: 'Leadership',
      current: null,
      next: 'Mentors one person',
      changed: true,
      self: null,
      leads: [],
    },
  ],
  ...overrides,
});

describe('the My level tab', () => {
  it('teaches who places a person, and links to the tracks, before they have a place', async () => {
    renderWith(<LevelTab />, {
      'GET /api/career/me': () => ({ body: view({ place: null, competencies: [] }) }),
    });
    expect(await screen.findByRole('heading', { name: texts.noPlaceTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.noPlaceText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.readTracks })).toHaveAttribute(
      'href',
      '/learning?tab=tracks',
    );
  });

  it('sets the level and the next side by side, marks what is new, shows the lead’s rating, and shares', async () => {
    const { user, calls } = renderWith(<LevelTab />, {
      'GET /api/career/me': () => ({ body: view() }),
      'PUT /api/career/me/sharing': () => ({ body: view() }),
    });
    const craft = await screen.findByRole('article', { name: 'Craft' });
    expect(within(craft).getByText('Writes clear code')).toBeInTheDocument();
    expect(within(craft).getByText('Designs whole features')).toBeInTheDocument();
    expect(within(craft).getByText(texts.changes)).toBeInTheDocument();
    expect(within(craft).getByText('Good progress')).toBeInTheDocument();
    expect(within(craft).getByText(`${texts.leadRating('Lee Lead')}:`)).toBeInTheDocument();
    const leadership = screen.getByRole('article', { name: 'Leadership' });
    expect(within(leadership).getByText(texts.newAtLevel)).toBeInTheDocument();
    await user.click(within(craft).getByRole('switch', { name: texts.shareLabel('Craft') }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      shared: true,
      competencyIds: ['c1c1c1c1-0000-4000-8000-000000000001'],
    });
  });

  it('says so at the top of the track', async () => {
    renderWith(<LevelTab />, {
      'GET /api/career/me': () => ({
        body: view({
          place: {
            track: { id: 'b0b0b0b0-0000-4000-8000-000000000001', name: 'Engineering' },
            level: mid,
            next: null,
          },
        }),
      }),
    });
    expect(await screen.findByText(texts.atTop)).toBeInTheDocument();
  });
});

describe('the My people tab', () => {
  it('tells a member who leads nobody that it is for leads', async () => {
    renderWith(<PeopleTab />, { 'GET /api/career/people': () => ({ body: { items: [], omitted: 0 } }) });
    expect(await screen.findByRole('heading', { name: texts.noPeopleTitle })).toBeInTheDocument();
  });

  it('lists a lead’s people with their place, and opens one to read and rate', async () => {
    const person = {
      id: 'e0e0e0e0-0000-4000-8000-000000000001',
      fullName: 'Ana Surfer',
      led: true,
      place: { track: { id: 'b0b0b0b0-0000-4000-8000-000000000001', name: 'Engineering' }, level: junior },
    };
    const { user } = renderWith(<PeopleTab />, {
      'GET /api/career/people': () => ({ body: { items: [person], omitted: 0 } }),
      'GET /api/career/people/:userId': () => ({
        body: view({ viewer: 'lead', person: { id: person.id, fullName: 'Ana Surfer' } }),
      }),
    });
    expect(await screen.findByText(texts.trackLevel('Engineering', 'Junior'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.openLabel('Ana Surfer') }));
    const craft = await screen.findByRole('article', { name: 'Craft' });
    expect(within(craft).getByRole('button', { name: /Rate/ })).toBeInTheDocument();
    // The person's growth plan is one link away, read-only for the lead.
    expect(screen.getByRole('link', { name: texts.readPlanLabel('Ana Surfer') })).toHaveAttribute(
      'href',
      `/learning?tab=plan&person=${person.id}`,
    );
  });
});

describe('the Tracks tab', () => {
  it('tells a member their admins have not set up tracks yet', async () => {
    renderWith(<TracksTab />, { 'GET /api/career/tracks': () => ({ body: { items: [] } }) });
    expect(await screen.findByRole('heading', { name: texts.noTracksMember })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: texts.addTrack })).not.toBeInTheDocument();
  });

  it('gives an admin the first step', async () => {
    renderWith(<TracksTab />, { 'GET /api/career/tracks': () => ({ body: { items: [] } }) }, 'admin');
    expect(await screen.findByRole('form', { name: texts.addTrack })).toBeInTheDocument();
  });
});
