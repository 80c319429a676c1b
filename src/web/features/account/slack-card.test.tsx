import type { SlackLinkStatus } from '@shared/contract/slack';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { expectToast, meOf, mockApi, testSession } from '../../../../tests/setup/render-app';
import { SlackCard } from './slack-card';
import { slackTexts as texts, slackToasts } from './slack-texts';

const LINKED_AT = '2026-11-20T09:00:00.000Z';

/** The card alone, signed in, on a fake API whose link the handlers keep; `linkInSlack` types the code. */
function renderCard(initial: SlackLinkStatus) {
  let status = initial;
  const codes = ['ABCD2345', 'WXYZ6789'];
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    'GET /api/me/slack': () => ({ body: status }),
    'POST /api/me/slack-link': () => {
      const code = codes.shift()!;
      return { body: { code, expiresAt, command: `/kudos link ${code}` } };
    },
    'DELETE /api/me/slack': () => {
      status = { available: status.available, linked: false };
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
      <SlackCard />
    </AppProviders>,
  );
  const linkInSlack = () => (status = { available: true, linked: true, linkedAt: LINKED_AT });
  return { ...api, user, expiresAt, linkInSlack };
}

const since = texts.linkedSince(
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(LINKED_AT)),
);

describe('the Slack card', () => {
  it('is not there when the company has no Slack command', async () => {
    const { calls } = renderCard({ available: false, linked: false });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/slack')).toBe(true));
    // The answer is in: still nothing to see.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: texts.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.link })).not.toBeInTheDocument();
  });

  it('shows the command to type in Slack, from the keyboard, copies it, and turns to Linked once typed', async () => {
    const { user, calls, expiresAt, linkInSlack } = renderCard({ available: true, linked: false });
    expect(await screen.findByRole('heading', { level: 2, name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.description)).toBeInTheDocument();
    const link = screen.getByRole('button', { name: texts.link });
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');

    const command = await screen.findByRole('textbox', { name: texts.commandLabel });
    expect(command).toHaveValue('/kudos link ABCD2345');
    const until = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(expiresAt));
    expect(screen.getByText(texts.expires(until))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.copy }));
    expect(await navigator.clipboard.readText()).toBe('/kudos link ABCD2345');
    expect(screen.getByRole('button', { name: texts.copied })).toBeInTheDocument();

    // A new code replaces the shown one.
    await user.click(screen.getByRole('button', { name: texts.newCode }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: texts.commandLabel })).toHaveValue('/kudos link WXYZ6789'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);

    // The person types it in Slack: the card asks again on its own and says so.
    linkInSlack();
    expect(await screen.findByText(since, undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText(texts.linked, { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  }, 10_000);

  it('unlinks, says so, and offers to link again', async () => {
    const { user, calls } = renderCard({ available: true, linked: true, linkedAt: LINKED_AT });
    expect(await screen.findByText(since)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.unlink }));
    await expectToast(slackToasts.unlinked.title, slackToasts.unlinked.description, 'default');
    expect(await screen.findByRole('button', { name: texts.link })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('still offers to unlink when the company turned its command off', async () => {
    const { user } = renderCard({ available: false, linked: true, linkedAt: LINKED_AT });
    expect(await screen.findByRole('heading', { level: 2, name: texts.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.unlink }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: texts.title })).not.toBeInTheDocument());
  });
});
