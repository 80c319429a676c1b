import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../tests/setup/render-app';

/** A tab of /collaboration on its own, with the API answered by `handlers`, at `path`. */
export function renderTab(
  element: ReactNode,
  handlers: ApiHandlers,
  path = '/collaboration',
  role: 'member' | 'admin' = 'member',
) {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role }) }), ...handlers });
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
