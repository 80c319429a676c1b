import type { AccountSession } from '@shared/contract/account';
import { apiErrors } from '@shared/contract/errors';
import { EXPORT_SECTION_NAMES, EXPORT_SECTIONS } from '@shared/export-sections';
import { peopleMessages, validationMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarFeedTexts } from '@/components/calendar-feed/calendar-feed-texts';
import { toasts } from '@/lib/texts';
import {
  type ApiHandlers,
  at,
  expectPath,
  expectToast,
  meOf,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../../tests/setup/render-app';
import { accountTexts as texts, accountToasts } from './account-texts';
import { slackTexts } from './slack-texts';

const here: AccountSession = {
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  device: 'Chrome on macOS',
  lastUsedAt: '2026-01-10T09:00:00.000Z',
  createdAt: '2026-01-09T09:00:00.000Z',
  current: true,
};
const phone: AccountSession = {
  id: 'a0a0a0a0-0000-4000-8000-000000000002',
  device: 'Safari on iOS',
  lastUsedAt: '2026-01-08T09:00:00.000Z',
  createdAt: '2026-01-01T09:00:00.000Z',
  current: false,
};

function renderAccount(extra: ApiHandlers = {}) {
  let me = meOf();
  let sessions = [here, phone];
  const api = mockApi({
    'GET /api/me': () => ({ body: me }),
    'GET /api/me/sessions': () => ({ body: { items: sessions } }),
    // The calendar link's card (components/calendar-feed has its own tests): none yet.
    'GET /api/calendar-feed': () => ({ body: { feed: { exists: false, createdAt: null } } }),
    // The Slack card (slack-card.test.tsx): this company has no Slack command, so it is not shown.
    'GET /api/me/slack': () => ({ body: { available: false, linked: false } }),
    ...extra,
  });
  const view = renderApp('/account', { session: testSession() });
  return {
    ...api,
    ...view,
    rename: (fullName: string) => (me = { ...me, user: { ...me.user, fullName } }),
    setSessions: (next: AccountSession[]) => (sessions = next),
  };
}

describe('the account page', () => {
  it('saves a new name, reloads /api/me, and refuses a blank one with the Validation Error toast', async () => {
    const app = renderAccount({
      'PATCH /api/me': ({ body }) => {
        app.rename((body as { fullName: string }).fullName);
        return { body: { user: { ...testUser, ...(body as object) } } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    const name = await screen.findByLabelText(texts.fullName);
    await waitFor(() => expect(name).toHaveValue('Kai Surfer'));
    await app.user.clear(name);
    await app.user.click(screen.getByRole('button', { name: texts.saveName }));
    await expectToast(toasts.validationError, validationMessages.fullNameRequired, 'destructive');
    expect(app.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(texts.fullName), 'Kai Longboard');
    await app.user.click(screen.getByRole('button', { name: texts.saveName }));
    await expectToast(accountToasts.nameSaved.title, accountToasts.nameSaved.description, 'default');
    expect(app.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ fullName: 'Kai Longboard' });
    await waitFor(() =>
      expect(
        app.calls.filter((call) => call.method === 'GET' && call.path === '/api/me').length,
      ).toBeGreaterThan(1),
    );
  });

  it('changes the password and says other devices were signed out; a wrong one shows the server’s message', async () => {
    let right = false;
    const app = renderAccount({
      'POST /api/me/password': () =>
        right
          ? { status: 204 }
          : {
              status: 403,
              body: { error: { code: 'wrong_password', message: apiErrors.wrong_password.message } },
            },
    });
    const current = await screen.findByLabelText(texts.currentPassword);
    await app.user.type(current, 'Wrong1234');
    await app.user.type(screen.getByLabelText(texts.newPassword), 'Swell2morrow');
    await app.user.click(screen.getByRole('button', { name: texts.changePassword }));
    await expectToast(toasts.error, apiErrors.wrong_password.message, 'destructive');

    right = true;
    await app.user.click(screen.getByRole('button', { name: texts.changePassword }));
    await expectToast(
      accountToasts.passwordChanged.title,
      accountToasts.passwordChanged.description,
      'default',
    );
    await waitFor(() => expect(screen.getByLabelText(texts.currentPassword)).toHaveValue(''));
  });

  it('lists sessions with this device marked, and signs another one out', async () => {
    const app = renderAccount({
      'DELETE /api/me/sessions/:id': at({ id: phone.id }, () => {
        app.setSessions([here]);
        return { status: 204 };
      }),
    });
    const list = await screen.findByRole('list', { name: texts.sessions });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Chrome on macOS').closest('li')).toHaveTextContent(texts.thisDevice);
    await app.user.click(screen.getByRole('button', { name: texts.signOutSessionOf('Safari on iOS') }));
    await expectToast(
      accountToasts.sessionSignedOut.title,
      accountToasts.sessionSignedOut.description,
      'default',
    );
    expect(await screen.findByText(texts.noOtherSessions)).toBeInTheDocument();
  });

  it('signs out everywhere and goes to /auth', async () => {
    const app = renderAccount({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    await app.user.click(await screen.findByRole('button', { name: texts.signOutEverywhere }));
    await expectPath(app.router, '/auth');
    expect(app.calls.find((call) => call.path === '/api/auth/logout?scope=all')).toBeDefined();
  });

  it('deletes the account only after the confirmation; last_admin is an error toast', async () => {
    let lastAdmin = true;
    const app = renderAccount({
      'DELETE /api/me': () =>
        lastAdmin
          ? { status: 409, body: { error: { code: 'last_admin', message: peopleMessages.lastAdmin } } }
          : { status: 204 },
    });
    await app.user.type(await screen.findByLabelText(texts.deletePassword), 'Waves4ever');
    await app.user.click(screen.getByRole('button', { name: texts.deleteAccount }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.deleteTitle });
    await app.user.click(within(dialog).getByRole('button', { name: texts.deleteAccount }));
    await expectToast(toasts.error, peopleMessages.lastAdmin, 'destructive');
    expect(app.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'Waves4ever' });

    lastAdmin = false;
    await app.user.click(screen.getByRole('button', { name: texts.deleteAccount }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: texts.deleteAccount }),
    );
    await expectToast(accountToasts.deleted.title, accountToasts.deleted.description, 'default');
    await expectPath(app.router, '/auth');
  });

  it('says what the export holds and what deletion does, section by section of the export', async () => {
    renderAccount();
    expect(await screen.findByText(texts.yourDataHelp, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(texts.dangerHelp)).toBeInTheDocument();
    for (const name of EXPORT_SECTION_NAMES) {
      const section = EXPORT_SECTIONS[name];
      expect(texts.yourDataHelp, name).toContain(section.label);
      // Each section says what deleting the account does to it: removed, kept, or some of each.
      const words: readonly string[] = [...section.removes, ...section.keeps];
      expect(words.length, name).toBeGreaterThan(0);
      for (const word of words) expect(texts.dangerHelp.toLowerCase(), name).toContain(word.toLowerCase());
    }
    // The sections named in the issue, which the old words left out.
    for (const word of ['teams', 'notifications', 'goals', 'check-ins', 'kudos', 'well-being'])
      expect(texts.yourDataHelp).toContain(word);
  });
});

describe('the calendar link on Account', () => {
  it('is offered there too, the same card as on the 1:1s: one link per person', async () => {
    renderAccount();
    const card = (await screen.findByText(calendarFeedTexts.title)).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(card).getByText(calendarFeedTexts.description)).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: calendarFeedTexts.create })).toBeInTheDocument();
  });
});

describe('Slack on Account', () => {
  it('is one of the page’s sections where the company has Slack’s command on', async () => {
    renderAccount({ 'GET /api/me/slack': () => ({ body: { available: true, linked: false } }) });
    const heading = await screen.findByRole('heading', { level: 2, name: slackTexts.title });
    const card = heading.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText(slackTexts.description)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: slackTexts.link })).toBeInTheDocument();
  });
});
