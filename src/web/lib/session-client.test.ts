import type { Session } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_MARGIN_MS,
  SessionClient,
  type SessionEnvironment,
  TICK_INTERVAL_MS,
} from './session-client';
import { DEVICE_TOKEN_KEY, STORAGE_KEY } from './session-storage-key';

const NOW = new Date('2026-11-21T10:00:00Z').getTime();

function sessionExpiringIn(ms: number, refreshToken = 'refresh-1'): Session {
  return {
    access_token: `access-for-${refreshToken}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor((Date.now() + ms) / 1000),
    refresh_token: refreshToken,
    user: { id: 'u1', email: 'kai@example.com', fullName: 'Kai Surfer' },
  };
}

/** A tab: its visibility, its window events, and the localStorage every tab of the origin shares. */
function fakeTab(storage: Storage, locks?: SessionEnvironment['locks']) {
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: documentEvents.addEventListener.bind(documentEvents),
    removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
  };
  const env: SessionEnvironment = {
    storage,
    now: () => Date.now(),
    locks,
    window: {
      addEventListener: windowEvents.addEventListener.bind(windowEvents),
      removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    } as SessionEnvironment['window'],
    document: doc as SessionEnvironment['document'],
  };
  return {
    env,
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      documentEvents.dispatchEvent(new Event('visibilitychange'));
    },
    /** What the browser does in the other tabs when one writes localStorage. */
    storageChanged() {
      const event = new Event('storage') as StorageEvent;
      Object.defineProperty(event, 'key', { value: STORAGE_KEY });
      windowEvents.dispatchEvent(event);
    },
  };
}

/** The refresh endpoint: answers with a new session per call, or whatever a test tells it. */
function refreshEndpoint() {
  let count = 0;
  let answer: () => Promise<Response> = async () => {
    count += 1;
    return Response.json(sessionExpiringIn(3_600_000, `refresh-${count + 1}`));
  };
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    refreshCalls: () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/token').length,
    answerWith(next: () => Promise<Response>) {
      answer = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session client', () => {
  it('keeps the session in localStorage and reads it back', async () => {
    const api = refreshEndpoint();
    api.answerWith(async () => Response.json(sessionExpiringIn(3_600_000, 'signed-in'), { status: 200 }));
    const tab = fakeTab(window.localStorage);
    const client = new SessionClient(tab.env);
    await client.signIn({ email: 'kai@example.com', password: 'Waves4ever' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({
      refresh_token: 'signed-in',
    });
    expect(new SessionClient(tab.env).getSession()?.refresh_token).toBe('signed-in');
  });

  it('refreshes in the background once the token expires within 90 seconds, not before', async () => {
    const api = refreshEndpoint();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(5 * 60_000)));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    const events: string[] = [];
    client.subscribe((event) => events.push(event));
    const stop = client.start();

    // 5 minutes left: every tick up to exactly 90 s before expiry finds nothing to do.
    await vi.advanceTimersByTimeAsync(5 * 60_000 - REFRESH_MARGIN_MS);
    expect(api.refreshCalls()).toBe(0);
    // The next tick, 60 s before expiry, refreshes.
    await vi.advanceTimersByTimeAsync(TICK_INTERVAL_MS);
    expect(api.refreshCalls()).toBe(1);
    expect(client.getSession()?.refresh_token).toBe('refresh-2');
    expect(events).toEqual(['TOKEN_REFRESHED']);
    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ grantType: 'refresh_token', refreshToken: 'refresh-1' });
    stop();
  });

  it('pauses while the tab is hidden and checks at once when it is visible again', async () => {
    const api = refreshEndpoint();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(2 * 60_000)));
    const tab = fakeTab(window.localStorage);
    const client = new SessionClient(tab.env);
    const stop = client.start();
    tab.setVisibility('hidden');

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.refreshCalls()).toBe(0);

    tab.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refreshCalls()).toBe(1);
    stop();
  });

  it('keeps the session through a network failure or a 5xx and retries on the next tick', async () => {
    const api = refreshEndpoint();
    const expiring = sessionExpiringIn(60_000);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(expiring));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    const events: string[] = [];
    client.subscribe((event) => events.push(event));

    api.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const stop = client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSession()).toEqual(expiring);

    api.answerWith(async () =>
      Response.json({ error: { code: 'internal_error', message: 'x' } }, { status: 503 }),
    );
    await vi.advanceTimersByTimeAsync(TICK_INTERVAL_MS);
    expect(client.getSession()).toEqual(expiring);
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    expect(events).toEqual([]);

    api.answerWith(async () => Response.json(sessionExpiringIn(3_600_000, 'recovered')));
    await vi.advanceTimersByTimeAsync(TICK_INTERVAL_MS);
    expect(client.getSession()?.refresh_token).toBe('recovered');
    expect(api.refreshCalls()).toBe(3);
    stop();
  });

  it('signs out when the server refuses the refresh token (401)', async () => {
    const api = refreshEndpoint();
    api.answerWith(async () =>
      Response.json(
        { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } },
        { status: 401 },
      ),
    );
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(60_000)));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    const events: string[] = [];
    client.subscribe((event) => events.push(event));
    const stop = client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
    stop();
  });

  it('asks once when many callers need a fresh token at the same moment', async () => {
    const api = refreshEndpoint();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(30_000)));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    const tokens = await Promise.all([client.getAccessToken(), client.getAccessToken(), client.refresh()]);
    expect(api.refreshCalls()).toBe(1);
    expect(tokens[0]).toBe('access-for-refresh-2');
    expect(tokens[1]).toBe('access-for-refresh-2');
  });

  it('follows sign-in, refresh and sign-out made in another tab', async () => {
    refreshEndpoint();
    const here = fakeTab(window.localStorage);
    const client = new SessionClient(here.env);
    const events: string[] = [];
    client.subscribe((event) => events.push(event));
    const stop = client.start();

    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(3_600_000, 'other-tab-1')));
    here.storageChanged();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(3_600_000, 'other-tab-2')));
    here.storageChanged();
    window.localStorage.removeItem(STORAGE_KEY);
    here.storageChanged();

    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
    expect(client.getSession()).toBeNull();
    stop();
  });

  it('lets one tab refresh at a time; the tab that waited adopts the result', async () => {
    const api = refreshEndpoint();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(30_000)));
    // Web Locks as the browser runs them: one holder at a time, the others queue.
    let queue = Promise.resolve();
    const locks = {
      request: ((_name: string, run: () => Promise<unknown>) => {
        const result = queue.then(run);
        queue = result.then(
          () => undefined,
          () => undefined,
        );
        return result;
      }) as unknown as LockManager['request'],
    };
    const first = new SessionClient(fakeTab(window.localStorage, locks).env);
    const second = new SessionClient(fakeTab(window.localStorage, locks).env);

    const [a, b] = await Promise.all([first.refresh(), second.refresh()]);
    expect(api.refreshCalls()).toBe(1);
    expect(a?.refresh_token).toBe('refresh-2');
    expect(b?.refresh_token).toBe('refresh-2');
  });

  it('revokes the session on the server when signing out, and forgets it here even offline', async () => {
    const api = refreshEndpoint();
    api.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionExpiringIn(3_600_000)));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    await client.signOut();
    expect(client.getSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    const [url, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-for-refresh-1');
  });

  it('keeps the device token of a sign-in apart from the session, past sign-out, and sends it with the next sign-in', async () => {
    const api = refreshEndpoint();
    let issued = 0;
    api.answerWith(async () => {
      issued += 1;
      return Response.json({
        ...sessionExpiringIn(3_600_000, `signed-in-${issued}`),
        device_token: `device-${issued}`,
      });
    });
    const tab = fakeTab(window.localStorage);
    const client = new SessionClient(tab.env);
    const input = { email: 'kai@example.com', password: 'Waves4ever' };
    await client.signUp({ ...input, fullName: 'Kai Surfer' });
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-1');
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toContain('device-1');

    api.answerWith(async () => new Response(null, { status: 204 }));
    await client.signOut();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-1');

    api.answerWith(async () => {
      issued += 1;
      return Response.json({
        ...sessionExpiringIn(3_600_000, `signed-in-${issued}`),
        device_token: `device-${issued}`,
      });
    });
    await new SessionClient(tab.env).signIn(input);
    const bodies = api.fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/auth/token')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ grantType: 'password', ...input, deviceToken: 'device-1' }]);
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-2');
  });

  it('signs in without a device token when this browser has none, or holds something no server issued', async () => {
    const api = refreshEndpoint();
    api.answerWith(async () => Response.json(sessionExpiringIn(3_600_000, 'signed-in')));
    const client = new SessionClient(fakeTab(window.localStorage).env);
    const input = { email: 'kai@example.com', password: 'Waves4ever' };
    await client.signIn(input);
    window.localStorage.setItem(DEVICE_TOKEN_KEY, 'x'.repeat(201));
    await client.signIn(input);
    const bodies = api.fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([
      { grantType: 'password', ...input },
      { grantType: 'password', ...input },
    ]);
    // An answer without a device token leaves the stored one as it was.
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('x'.repeat(201));
  });
});
