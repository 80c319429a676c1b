import type { Person } from '@shared/contract/people';
import type { Style } from '@shared/contract/reviews';
import { STYLE_NOTE_MAX, styleMessages } from '@shared/style-rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import {
  type ApiHandlers,
  at,
  findToast,
  meOf,
  mockApi,
  testSession,
  testUser,
} from '../../../../../tests/setup/render-app';
import { PersonStyle } from './person-style';
import { styleTexts as texts, styleToasts } from './style-texts';

const jo: Person = {
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  fullName: 'Jo Swell',
  email: 'jo@example.com',
  emailVerified: true,
  role: 'member',
  teams: [],
  joinedAt: '2025-03-05T10:00:00.000Z',
};
const style: Style = {
  channel: 'written',
  timing: null,
  tone: 'direct',
  note: 'Send me the topic a day before.',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderStyle(userId: string, extra: ApiHandlers) {
  const mocked = mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }), ...extra });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <PersonStyle userId={userId} /> }]);
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...mocked, user: userEvent.setup() };
}

describe('the communication style', () => {
  it('shows on a colleague’s profile what they said, and leaves out the choices left open', async () => {
    renderStyle(jo.id, {
      'GET /api/people/:userId': at({ userId: jo.id }, () => ({ body: { person: jo, style } })),
    });
    const section = await screen.findByRole('region', { name: texts.titleOf('Jo Swell') });
    expect(await within(section).findByText(texts.aspects.channel.choices.written)).toBeInTheDocument();
    expect(section).toHaveTextContent(texts.aspects.tone.choices.direct);
    expect(section).not.toHaveTextContent(texts.aspects.timing.legend);
    expect(section).toHaveTextContent(style.note!);
  });

  it('says when a colleague has not said yet', async () => {
    renderStyle(jo.id, {
      'GET /api/people/:userId': at({ userId: jo.id }, () => ({ body: { person: jo, style: null } })),
    });
    expect(await screen.findByText(texts.noneOf('Jo Swell'))).toBeInTheDocument();
  });

  it('is a form on one’s own profile: three choices and a sentence, saved', async () => {
    const { user, calls } = renderStyle(testUser.id, {
      'GET /api/me/style': () => ({ body: { style: null } }),
      'PUT /api/me/style': ({ body }) => ({
        body: { style: { ...(body as Style), updatedAt: style.updatedAt } },
      }),
    });
    const form = await screen.findByRole('form', { name: texts.title });
    await user.click(within(form).getByRole('radio', { name: texts.aspects.channel.choices.spoken }));
    const timing = within(form).getByRole('group', { name: texts.aspects.timing.legend });
    expect(within(timing).getByRole('radio', { name: texts.open })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: texts.aspects.tone.choices.cushioned }));
    const note = within(form).getByRole('textbox', { name: texts.note });
    expect(note).toHaveAttribute('maxlength', String(STYLE_NOTE_MAX));
    await user.type(note, 'Call me, I like to talk it through.');
    await user.click(within(form).getByRole('button', { name: texts.save }));
    await findToast(styleToasts.saved.title);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      channel: 'spoken',
      timing: null,
      tone: 'cushioned',
      note: 'Call me, I like to talk it through.',
    });
  });

  it('keeps the rule’s words for a sentence with a control character, and sends nothing', async () => {
    const { user, calls } = renderStyle(testUser.id, {
      'GET /api/me/style': () => ({ body: { style } }),
    });
    const form = await screen.findByRole('form', { name: texts.title });
    expect(within(form).getByRole('radio', { name: texts.aspects.channel.choices.written })).toBeChecked();
    const note = within(form).getByRole('textbox', { name: texts.note });
    await user.clear(note);
    await user.type(note, 'tab\there');
    await user.click(within(form).getByRole('button', { name: texts.save }));
    expect(await screen.findAllByText(styleMessages.noteControls)).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
