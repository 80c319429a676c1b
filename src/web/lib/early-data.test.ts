import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../tests/setup/render-app';
import { requestApi } from './api-client';
import { EARLY_DATA } from './early-data';

const feed = (message: string) => ({ items: [{ message }], nextCursor: null });

/** What the head script leaves: the answers it asked for with `token`. */
function earlyAnswers(token: string, answers: Record<string, Response | Promise<never>>) {
  window[EARLY_DATA] = {
    token,
    answers: Object.fromEntries(
      Object.entries(answers).map(([url, answer]) => [url, Promise.resolve(answer)]),
    ),
  };
}

describe('the first data a page’s head script asked for', () => {
  afterEach(() => {
    delete window[EARLY_DATA];
  });

  it('answers the same GET with the same token, once; the next one asks the API', async () => {
    const api = mockApi({ 'GET /api/kudos': () => ({ body: feed('asked again') as never }) });
    earlyAnswers('token-of-kai', { '/api/kudos?limit=20': Response.json(feed('asked early')) });
    const ask = () => requestApi('GET /api/kudos', { token: 'token-of-kai', query: { limit: 20 } });
    expect(await ask()).toEqual(feed('asked early'));
    expect(api.calls).toEqual([]);
    expect(await ask()).toEqual(feed('asked again'));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/kudos?limit=20']);
  });

  it('is not used for another token, another address or a failed answer: the API is asked', async () => {
    const api = mockApi({ 'GET /api/kudos': () => ({ body: feed('asked') as never }) });
    earlyAnswers('token-of-kai', {
      '/api/kudos?limit=20': Response.json(feed('early')),
      '/api/kudos?limit=5': Response.json({ error: { code: 'unauthorized' } }, { status: 401 }),
      '/api/kudos?limit=9': Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await requestApi('GET /api/kudos', { token: 'token-of-mo', query: { limit: 20 } })).toEqual(
      feed('asked'),
    );
    expect(await requestApi('GET /api/kudos', { token: 'token-of-kai', query: { limit: 10 } })).toEqual(
      feed('asked'),
    );
    expect(await requestApi('GET /api/kudos', { token: 'token-of-kai', query: { limit: 5 } })).toEqual(
      feed('asked'),
    );
    expect(await requestApi('GET /api/kudos', { token: 'token-of-kai', query: { limit: 9 } })).toEqual(
      feed('asked'),
    );
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/kudos?limit=20',
      '/api/kudos?limit=10',
      '/api/kudos?limit=5',
      '/api/kudos?limit=9',
    ]);
  });
});
