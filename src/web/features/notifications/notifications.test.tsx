import type { Notification } from '@shared/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bellTexts } from '@/components/notification-bell';
import {
  type ApiHandlers,
  expectPath,
  meOf,
  mockApi,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { notificationLink, notificationText, notificationTexts, timeAgo } from './notification-texts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const approved: Notification = {
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  kind: 'join_request_approved',
  data: { companyId: 'c0c0c0c0-0000-4000-8000-000000000001', companyName: 'Wave Riders' },
  createdAt: minutesAgo(5),
  readAt: null,
};
const lead: Notification = {
  id: 'a0a0a0a0-0000-4000-8000-000000000002',
  kind: 'team_lead',
  data: { teamId: 'd0d0d0d0-0000-4000-8000-000000000001', teamName: 'Design' },
  createdAt: minutesAgo(60 * 26),
  readAt: minutesAgo(60),
};

const kudos = (data: Extract<Notification, { kind: 'kudos_received' }>['data']): Notification => ({
  id: 'a0a0a0a0-0000-4000-8000-000000000009',
  kind: 'kudos_received',
  data,
  createdAt: minutesAgo(2),
  readAt: null,
});

function renderWith(path: string, unread: number, items: Notification[], extra: ApiHandlers = {}) {
  let list = items;
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf({ unreadNotifications: unread }) }),
    'GET /api/notifications': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const cursor = url.searchParams.get('cursor');
      const from = cursor ? list.findIndex((item) => item.id === cursor) + 1 : 0;
      const page = list.slice(from, from + limit);
      const more = from + limit < list.length;
      return { body: { items: page, nextCursor: more ? (page.at(-1)?.id ?? null) : null } };
    },
    'POST /api/notifications/read': ({ body }) => {
      const ids = (body as { ids?: string[] }).ids;
      const now = new Date().toISOString();
      list = list.map((item) =>
        !ids || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? now } : item,
      );
      return { body: { unreadNotifications: list.filter((item) => item.readAt === null).length } };
    },
    'GET /api/people': () => ({ body: { items: [] } }),
    // The admin's dashboard, where the bell is opened: no requests to review.
    'GET /api/join-requests': () => ({ body: [] }),
    ...extra,
  });
  return { ...api, ...renderApp(path, { session: testSession() }) };
}

describe('the notification texts', () => {
  it('say what happened, for every kind', () => {
    expect(notificationText(approved)).toBe('Your request to join Wave Riders was approved');
    expect(notificationText(lead)).toBe('You are now a lead of Design');
    expect(
      notificationText({
        ...approved,
        kind: 'role_changed',
        data: { role: 'admin', companyName: 'Wave Riders' },
      }),
    ).toBe('You are now an admin of Wave Riders');
    expect(notificationText({ ...lead, kind: 'team_added', data: { teamId: 'x', teamName: 'Design' } })).toBe(
      'You were added to the team Design',
    );
    expect(
      notificationText({ ...approved, kind: 'join_request_rejected', data: { companyName: 'Reef' } }),
    ).toBe('Your request to join Reef was declined');
    const due: Notification = {
      ...approved,
      kind: 'check_in_due',
      data: { goalId: 'e0e0e0e0-0000-4000-8000-000000000001', goalTitle: 'Grow revenue' },
    };
    expect(notificationText(due)).toBe('Time to check in on “Grow revenue”');
    expect(notificationLink(due)).toBe('/goals/e0e0e0e0-0000-4000-8000-000000000001');
  });

  it('say who recognised the person and for which value, and lead to the feed', () => {
    const data = { kudosId: 'k0k0', senderName: 'Ana Silva', valueName: 'Ownership' };
    expect(notificationText(kudos(data))).toBe('Ana Silva recognised you for Ownership');
    expect(notificationText(kudos({ ...data, valueName: null }))).toBe('Ana Silva recognised you');
    // A sender whose profile had no name.
    expect(notificationText(kudos({ ...data, senderName: null }))).toBe(
      'Someone recognised you for Ownership',
    );
    expect(notificationText(kudos({ ...data, senderName: '  ', valueName: null }))).toBe(
      'Someone recognised you',
    );
    expect(notificationLink(kudos(data))).toBe('/culture');
  });

  it('tell of feedback, leads-only feedback without a word of it, and requests, and lead to the tab', () => {
    const about = (data: Notification['data'], kind: Notification['kind']) =>
      ({ ...approved, kind, data }) as Notification;
    const given = about({ feedbackId: 'f1', authorName: 'Ana Silva', leadsOnly: false }, 'feedback_received');
    expect(notificationText(given)).toBe('Ana Silva gave you feedback');
    expect(
      notificationText(about({ feedbackId: 'f1', authorName: null, leadsOnly: true }, 'feedback_received')),
    ).toBe('Someone wrote feedback about you for your leads only');
    expect(
      notificationText(
        about(
          { feedbackId: 'f1', authorName: 'Ana Silva', recipientName: 'Ben Okafor' },
          'feedback_for_leads',
        ),
      ),
    ).toBe('Ana Silva wrote feedback about Ben Okafor');
    expect(notificationText(about({ requestId: 'r1', askerName: 'Ben Okafor' }, 'feedback_requested'))).toBe(
      'Ben Okafor asks for your feedback',
    );
    expect(
      notificationText(about({ requestId: 'r1', answered: 1, asked: 3 }, 'feedback_request_expired')),
    ).toBe('Your feedback request expired: 1 of 3 answered');
    expect(notificationLink(given)).toBe('/communication?tab=feedback');
  });

  it('tell how long ago', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe(notificationTexts.justNow);
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-09T11:00:00Z', now)).toBe('yesterday');
  });

  it('count 9+ above nine on the badge', () => {
    expect(bellTexts.badge(3)).toBe('3');
    expect(bellTexts.badge(10)).toBe('9+');
    expect(bellTexts.label(0)).toBe('Notifications');
    expect(bellTexts.label(3)).toBe('Notifications, 3 unread');
  });
});

describe('the bell in the header', () => {
  it('shows the unread count from /api/me, with no request of its own', async () => {
    const { calls } = renderWith('/dashboard', 12, [approved]);
    const bell = await screen.findByRole('button', { name: bellTexts.label(12) });
    expect(bell).toHaveTextContent('9+');
    expect(calls.some((call) => call.path.startsWith('/api/notifications'))).toBe(false);
  });

  it('opens by keyboard, lists the notifications, closes with Escape and gives focus back', async () => {
    const { user } = renderWith('/dashboard', 1, [approved, lead]);
    const bell = await screen.findByRole('button', { name: bellTexts.label(1) });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: notificationTexts.title });
    const list = await within(panel).findByRole('list', { name: notificationTexts.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Your request to join Wave Riders was approved');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('You are now a lead of Design');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: notificationTexts.title })).toBeInTheDocument();
  });

  it('marks one read and follows it', async () => {
    const role: Notification = {
      ...lead,
      id: 'a0a0a0a0-0000-4000-8000-000000000003',
      kind: 'role_changed',
      data: { role: 'admin', companyName: 'Wave Riders' },
    };
    const { user, calls, router } = renderWith('/dashboard', 1, [approved, lead, role]);
    await user.click(await screen.findByRole('button', { name: bellTexts.label(1) }));
    const panel = await screen.findByRole('dialog');
    // A team's notification leads to the team's page.
    expect(await within(panel).findByRole('link', { name: /You are now a lead of Design/ })).toHaveAttribute(
      'href',
      '/teams/d0d0d0d0-0000-4000-8000-000000000001',
    );
    await user.click(within(panel).getByRole('link', { name: /You are now an admin of Wave Riders/ }));
    await expectPath(router, '/people');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Already read: nothing to send.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: bellTexts.label(1) }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('link', {
        name: /Wave Riders was approved/,
      }),
    );
    await expectPath(router, '/dashboard');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [approved.id] }),
    );
    expect(await screen.findByRole('button', { name: bellTexts.label(0) })).toBeInTheDocument();
  });

  it('shows a recognition received as unread, linked to the feed', async () => {
    const received = kudos({ kudosId: 'k0k0', senderName: 'Ana Silva', valueName: 'Ownership' });
    const { user } = renderWith('/dashboard', 1, [received, lead]);
    await user.click(await screen.findByRole('button', { name: bellTexts.label(1) }));
    const panel = await screen.findByRole('dialog');
    const link = await within(panel).findByRole('link', { name: /Ana Silva recognised you for Ownership/ });
    expect(link).toHaveTextContent('Unread: Ana Silva recognised you for Ownership');
    expect(link).toHaveAttribute('href', '/culture');
  });

  it('marks all read, and the count goes at once', async () => {
    const { user, calls } = renderWith('/dashboard', 1, [approved, lead]);
    await user.click(await screen.findByRole('button', { name: bellTexts.label(1) }));
    const panel = await screen.findByRole('dialog');
    await user.click(await within(panel).findByRole('button', { name: notificationTexts.markAllRead }));
    expect(await screen.findByRole('button', { name: bellTexts.label(0) })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
    await waitFor(() => expect(within(panel).queryByText(/^Unread/)).not.toBeInTheDocument());
  });

  it('says when all is caught up, and links to the page of all', async () => {
    const { user, router } = renderWith('/dashboard', 0, []);
    await user.click(await screen.findByRole('button', { name: bellTexts.label(0) }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText(notificationTexts.emptyTitle)).toBeInTheDocument();
    expect(within(panel).getByText(notificationTexts.emptyDescription)).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: notificationTexts.markAllRead }),
    ).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: notificationTexts.seeAll }));
    await expectPath(router, '/notifications');
  });
});

describe('the notifications page', () => {
  it('lists 20 at a time and loads more', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...lead,
      id: `a0a0a0a0-0000-4000-8000-${String(i).padStart(12, '0')}`,
      data: { teamId: `t${i}`, teamName: `Team ${i}` },
    }));
    const { user } = renderWith('/notifications', 0, many);
    expect(
      await screen.findByRole('heading', { level: 1, name: notificationTexts.title }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: notificationTexts.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: notificationTexts.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: notificationTexts.loadMore })).not.toBeInTheDocument();
  });
});
