import type { Resource } from '@shared/contract/library';
import { libraryMessages } from '@shared/library-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { LibraryTab } from './library-tab';
import { libraryTexts as texts } from './library-texts';

const competency = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  name: 'Communication',
  track: 'Engineering',
};
const resource = (overrides: Partial<Resource> = {}): Resource => ({
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  title: 'Crucial Conversations',
  url: 'https://www.example.com/books/crucial',
  host: 'example.com',
  kind: 'book',
  competencies: [{ id: competency.id, name: competency.name }],
  addedBy: { id: 'u1', fullName: 'Kim Lead' },
  createdAt: '2030-01-02T09:00:00.000Z',
  canEdit: false,
  inMyPlan: null,
  ...overrides,
});

function renderWith(element: ReactNode, handlers: ApiHandlers) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/resources/competencies': () => ({ body: { competencies: [competency] } }),
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

describe('the Library tab', () => {
  it('teaches how to start when the library is empty', async () => {
    renderWith(<LibraryTab />, {
      'GET /api/resources': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.emptyText)).toBeInTheDocument();
  });

  it('shows each link opening in a new tab with its host, kind and competencies, and saves one to the plan', async () => {
    let saved = false;
    const { user, calls } = renderWith(<LibraryTab />, {
      'GET /api/resources': () => ({
        body: { items: [resource({ inMyPlan: saved ? 'open' : null })], nextCursor: null },
      }),
      'POST /api/resources/:id/save': () => {
        saved = true;
        return { body: { resource: resource({ inMyPlan: 'open' }), growthItemId: 'g1' } };
      },
    });
    const card = await screen.findByRole('article', { name: /Crucial Conversations/ });
    const link = within(card).getByRole('link', { name: /Crucial Conversations/ });
    expect(link).toHaveAttribute('href', 'https://www.example.com/books/crucial');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText(/example\.com/)).toBeInTheDocument();
    expect(within(card).getByText('Book')).toBeInTheDocument();
    expect(within(card).getByText('Communication')).toBeInTheDocument();
    // Kim added it: Mo reads it and cannot change it.
    expect(within(card).queryByRole('button', { name: texts.editLabel('Crucial Conversations') })).toBeNull();

    await user.click(within(card).getByRole('button', { name: texts.saveLabel('Crucial Conversations') }));
    expect(await within(card).findByText(texts.inPlan)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/save'))).toBe(true);
  });

  it('says Done for a resource whose plan item is done, and filters by kind and competency', async () => {
    const { user, calls } = renderWith(<LibraryTab />, {
      'GET /api/resources': () => ({ body: { items: [resource({ inMyPlan: 'done' })], nextCursor: null } }),
    });
    const card = await screen.findByRole('article', { name: /Crucial Conversations/ });
    expect(within(card).getByText(texts.done)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(texts.kind), 'Video');
    await user.selectOptions(screen.getByLabelText(texts.competency), competency.id);
    await screen.findByRole('article', { name: /Crucial Conversations/ });
    expect(calls.some((call) => call.path.includes('kind=video') && call.path.includes(competency.id))).toBe(
      true,
    );
  });

  it('adds a resource in a dialog, refusing a link that is not http(s) in the rule’s words', async () => {
    const { user, calls } = renderWith(<LibraryTab />, {
      'GET /api/resources': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/resources': ({ body }) => ({
        body: { resource: resource({ ...(body as Partial<Resource>), canEdit: true }) },
      }),
    });
    await user.click((await screen.findAllByRole('button', { name: texts.add }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
    await user.type(within(dialog).getByLabelText(texts.titleField), 'Intro to Go');
    await user.type(within(dialog).getByLabelText(texts.url), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: texts.submitAdd }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(libraryMessages.urlInvalid);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const url = within(dialog).getByLabelText(texts.url);
    await user.clear(url);
    await user.type(url, 'https://go.dev/tour');
    await user.selectOptions(within(dialog).getByLabelText(texts.kind), 'Course');
    await user.click(within(dialog).getByLabelText(/Communication/));
    await user.click(within(dialog).getByRole('button', { name: texts.submitAdd }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Intro to Go',
      url: 'https://go.dev/tour',
      kind: 'course',
      competencyIds: [competency.id],
    });
  });

  it('lets the adder delete their resource after a confirmation', async () => {
    const { user, calls } = renderWith(<LibraryTab />, {
      'GET /api/resources': () => ({ body: { items: [resource({ canEdit: true })], nextCursor: null } }),
      'DELETE /api/resources/:id': () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: texts.deleteLabel('Crucial Conversations') }));
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: texts.delete }));
    await expect.poll(() => calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
