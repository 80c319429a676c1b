import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, testSession, testUser } from '../../../tests/setup/render-app';
import { EARLY_ME, meQueryKey, prefetchMe } from './me';
import { createQueryClient } from './query-client';
import { SessionClient } from './session-client';
import { STORAGE_KEY } from './session-storage-key';

const clientWith = (session: ReturnType<typeof testSession> | null) => {
  if (session) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return new SessionClient({ storage: window.localStorage, now: () => Date.now(), window, document });
};

describe('asking for /api/me at start', () => {
  it('puts a stored session’s profile in the cache under the key useMe reads, with its token', async () => {
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }) });
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(testSession({ access_token: 'token-of-kai' })));
    await waitFor(() =>
      expect(queryClient.getQueryData(meQueryKey(testUser.id))).toEqual(meOf({ role: 'member' })),
    );
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer token-of-kai');
  });

  it('refreshes a session about to expire first, and asks with the new token', async () => {
    const refreshed = testSession({ access_token: 'fresh-token', refresh_token: 'refresh-2' });
    const api = mockApi({
      'POST /api/auth/token': () => ({ body: refreshed }),
      'GET /api/me': () => ({ body: meOf() }),
    });
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(testSession({ expires_at: Math.floor(Date.now() / 1000) + 5 })));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey(testUser.id))).toEqual(meOf()));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/token', '/api/me']);
    expect(api.calls[1]?.headers.get('authorization')).toBe('Bearer fresh-token');
  });

  it('asks nothing without a stored session', async () => {
    const api = mockApi({});
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("taking the profile a member's page asked for as its HTML arrived", () => {
  const early = (response: Response) => {
    window[EARLY_ME] = Promise.resolve(response);
  };

  it('uses that answer: one request in all', async () => {
    const api = mockApi({});
    early(Response.json(meOf({ role: 'member' })));
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(testSession()));
    await waitFor(() =>
      expect(queryClient.getQueryData(meQueryKey(testUser.id))).toEqual(meOf({ role: 'member' })),
    );
    expect(api.calls).toEqual([]);
    expect(window[EARLY_ME]).toBeUndefined();
  });

  it.each([
    [
      'a refused token',
      () => Response.json({ error: { code: 'unauthorized', message: 'No.' } }, { status: 401 }),
    ],
    ['another person’s profile', () => Response.json(meOf({ user: { ...meOf().user, id: 'someone-else' } }))],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('asks again, through the session, after %s', async (_, answer) => {
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    early(answer());
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(testSession({ access_token: 'token-of-kai' })));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey(testUser.id))).toEqual(meOf()));
    expect(api.calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer token-of-kai']);
  });

  it('asks again when that request failed on the network', async () => {
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    window[EARLY_ME] = Promise.reject(new TypeError('Failed to fetch'));
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(testSession()));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey(testUser.id))).toEqual(meOf()));
    expect(api.calls).toHaveLength(1);
  });

  it('is dropped when no session is stored any more', async () => {
    const api = mockApi({});
    early(Response.json(meOf()));
    const queryClient = createQueryClient({ retry: false });
    prefetchMe(queryClient, clientWith(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(window[EARLY_ME]).toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});
