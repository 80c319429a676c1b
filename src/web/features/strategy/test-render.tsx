import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../tests/setup/render-app';

/** Renders a tab of the Strategic Thinking page on a fake API, as the signed-in `role`. */
export function renderTab(
  element: ReactNode,
  handlers: ApiHandlers,
  role: 'admin' | 'member' = 'member',
  path = '/',
) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role }) }),
    'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    ...handlers,
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, router, user: userEvent.setup() };
}
