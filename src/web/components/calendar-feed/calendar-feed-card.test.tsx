import type { CalendarFeedStatus } from '@shared/contract/calendar';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { expectToast, meOf, mockApi, testSession } from '../../../../tests/setup/render-app';
import { CalendarFeedCard } from './calendar-feed-card';
import { calendarFeedTexts as texts, calendarFeedToasts } from './calendar-feed-texts';

const URL_1 = 'https://sos.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'https://sos.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';
const MADE = '2026-11-20T09:00:00.000Z';

/** The card alone, signed in, on a fake API whose link state the handlers keep. */
function renderCard(initial: CalendarFeedStatus) {
  let feed = initial;
  const urls = [URL_1, URL_2];
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    'GET /api/calendar-feed': () => ({ body: { feed } }),
    'POST /api/calendar-feed': () => {
      feed = { exists: true, createdAt: MADE };
      return { body: { feed, url: urls.shift()! } };
    },
    'DELETE /api/calendar-feed': () => {
      feed = { exists: false, createdAt: null };
      return {};
    },
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const user = userEvent.setup();
  render(
    <AppProviders clients={clients}>
      <CalendarFeedCard />
    </AppProviders>,
  );
  return { ...api, user };
}

const confirmIn = async (user: ReturnType<typeof userEvent.setup>, title: string, confirm: string) => {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: confirm }));
};

describe('the calendar link card', () => {
  it('makes a link and shows it once, with what it reveals, and copies it', async () => {
    const { user, calls } = renderCard({ exists: false, createdAt: null });
    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(await screen.findByText(texts.warning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.create }));

    const link = await screen.findByRole('textbox', { name: texts.linkLabel });
    expect(link).toHaveValue(URL_1);
    expect(screen.getByText(texts.warning)).toBeInTheDocument();
    expect(screen.getByText(texts.shownOnce)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.copy }));
    expect(await navigator.clipboard.readText()).toBe(URL_1);
    expect(screen.getByRole('button', { name: texts.copied })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says only that a link exists when it was made before, and makes a new one when asked', async () => {
    const { user } = renderCard({ exists: true, createdAt: MADE });
    expect(
      await screen.findByText(
        texts.since(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(MADE))),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.renew }));
    await confirmIn(user, texts.renewTitle, texts.renew);
    expect(await screen.findByRole('textbox', { name: texts.linkLabel })).toHaveValue(URL_1);
  });

  it('turns the link off after asking, and offers to make one again', async () => {
    const { user, calls } = renderCard({ exists: true, createdAt: MADE });
    await user.click(await screen.findByRole('button', { name: texts.turnOff }));
    await confirmIn(user, texts.turnOffTitle, texts.turnOff);
    await expectToast(
      calendarFeedToasts.turnedOff.title,
      calendarFeedToasts.turnedOff.description,
      'default',
    );
    expect(await screen.findByRole('button', { name: texts.create })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
