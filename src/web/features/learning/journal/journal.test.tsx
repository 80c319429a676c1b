import type { JournalEntry } from '@shared/contract/journal';
import { journalMessages } from '@shared/journal-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { type ApiHandlers, meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { JournalTab } from './journal-tab';
import { journalTexts as texts } from './journal-texts';

const prompt = {
  week: '2030-01-07',
  weekNumber: 2,
  prompt: 'What gave you energy this week, and what drained it?',
};
const entry = (overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'e0e0e0e0-0000-4000-8000-000000000001',
  week: '2030-01-07',
  prompt: prompt.prompt,
  body: 'The retro gave me energy.\nThe deadline did not.',
  createdAt: '2030-01-08T09:00:00.000Z',
  updatedAt: '2030-01-08T09:00:00.000Z',
  ...overrides,
});

function renderWith(element: ReactNode, handlers: ApiHandlers) {
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    'GET /api/journal/prompt': () => ({ body: { prompt } }),
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

describe('the Journal tab', () => {
  it('shows the week’s prompt as its heading, says plainly who reads it, and teaches when empty', async () => {
    renderWith(<JournalTab />, {
      'GET /api/journal/entries': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: prompt.prompt })).toBeInTheDocument();
    expect(
      screen.getByText('Only you can read your journal. Not your lead, not an admin.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.emptyText)).toBeInTheDocument();
  });

  it('saves an entry answering the prompt with Ctrl+Enter, and a free one with the button', async () => {
    let items: JournalEntry[] = [];
    const { user, calls } = renderWith(<JournalTab />, {
      'GET /api/journal/entries': () => ({ body: { items, nextCursor: null } }),
      'POST /api/journal/entries': ({ body }) => {
        const { body: text, answersPrompt } = body as { body: string; answersPrompt: boolean };
        const made = entry({
          id: crypto.randomUUID(),
          body: text,
          prompt: answersPrompt ? prompt.prompt : null,
        });
        items = [made, ...items];
        return { body: { entry: made } };
      },
    });
    const editor = await screen.findByLabelText(texts.editor);
    await user.type(editor, 'A good week');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('A good week')).toBeInTheDocument();
    expect(editor).toHaveValue('');

    await user.click(screen.getByLabelText(texts.answersPrompt));
    // user-event keeps its own record of what it typed; the form's reset emptied the field itself.
    await user.clear(editor);
    await user.type(editor, 'Just a thought');
    await user.click(screen.getByRole('button', { name: texts.save }));
    const free = await screen.findByText('Just a thought');
    expect(within(free.closest('article')!).getByText(texts.freeEntry)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([
      { body: 'A good week', answersPrompt: true },
      { body: 'Just a thought', answersPrompt: false },
    ]);
  });

  it('refuses an empty entry in the rule’s words, and sends nothing', async () => {
    const { user, calls } = renderWith(<JournalTab />, {
      'GET /api/journal/entries': () => ({ body: { items: [], nextCursor: null } }),
    });
    await user.click(await screen.findByRole('button', { name: texts.save }));
    expect(await screen.findByText(journalMessages.bodyRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches the entries, edits one in place and deletes one after a confirmation', async () => {
    let current = entry();
    const { user, calls } = renderWith(<JournalTab />, {
      'GET /api/journal/entries': () => ({ body: { items: [current], nextCursor: null } }),
      'PATCH /api/journal/entries/:id': ({ body }) => {
        current = { ...current, body: (body as { body: string }).body };
        return { body: { entry: current } };
      },
      'DELETE /api/journal/entries/:id': () => ({ status: 204 }),
    });
    await screen.findByRole('article');
    await user.type(screen.getByLabelText(texts.search), 'retro');
    await expect.poll(() => calls.some((call) => call.path.includes('q=retro'))).toBe(true);
    // The list of the search's answer: a card of its own.
    const card = await screen.findByRole('article');

    await user.click(within(card).getByRole('button', { name: /^Edit the entry of/ }));
    const field = within(card).getByLabelText(texts.editField);
    await user.clear(field);
    await user.type(field, 'Rewritten');
    await user.click(within(card).getByRole('button', { name: texts.saveEdit }));
    expect(await within(card).findByText('Rewritten')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Delete the entry of/ }));
    const confirm = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: texts.delete }));
    await expect.poll(() => calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
