import type { CareerPath } from '@shared/contract/career';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { CareerPathTab } from './career-path-tab';
import { careerPathTexts } from './career-path-texts';

function renderWith(handlers: ApiHandlers) {
  mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }), ...handlers });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <CareerPathTab /> }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const junior = { id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'Junior', summary: null, position: 0 };
const mid = { id: 'a0a0a0a0-0000-4000-8000-000000000002', name: 'Mid', summary: 'Mid summary', position: 1 };

describe('the Career path tab', () => {
  it('points to Learning & Growth without a place, and lists the tracks open to moves', async () => {
    const path: CareerPath = {
      place: null,
      above: [],
      openTracks: [
        {
          id: 'b0b0b0b0-0000-4000-8000-000000000002',
          name: 'Design',
          description: null,
          openToMoves: true,
          levels: [],
          competencies: [],
        },
      ],
    };
    renderWith({ 'GET /api/career/path': () => ({ body: path }) });
    expect(await screen.findByRole('heading', { name: careerPathTexts.noPlaceTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: careerPathTexts.toLearning })).toHaveAttribute(
      'href',
      '/learning',
    );
    expect(screen.getByText('Design')).toBeInTheDocument();
  });

  it('lists the levels above the person’s', async () => {
    const path: CareerPath = {
      place: {
        track: { id: 'b0b0b0b0-0000-4000-8000-000000000001', name: 'Engineering' },
        level: junior,
        levelSummary: null,
      },
      above: [mid],
      openTracks: [],
    };
    renderWith({ 'GET /api/career/path': () => ({ body: path }) });
    expect(await screen.findByText('Mid summary')).toBeInTheDocument();
    expect(screen.getByText(careerPathTexts.noOpenTracks)).toBeInTheDocument();
  });
});
