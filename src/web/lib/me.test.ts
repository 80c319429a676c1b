import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, testSession, testUser } from '../../../tests/setup/render-app';
import { meQueryKey, prefetchMe } from './me';
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
