import { describe, expect, it } from 'vitest';
import { at, meOf, mockApi } from '../../tests/setup/render-app';
import { takeUnansweredCalls } from '../../tests/setup/unanswered-calls';

/** The web tests' fake API (tests/setup/render-app.tsx): typed by the contract, strict about calls. */
describe('the fake API of the web tests', () => {
  it('matches a path by the contract’s pattern and names its parameters; an exact path wins', async () => {
    mockApi({
      'GET /api/goals/:goalId': ({ params }) => ({
        status: 404,
        body: { error: { code: 'not_found', message: params.goalId } },
      }),
      'GET /api/goals/tree': () => ({ body: { mission: null, items: [], omitted: 0 } }),
    });
    const one = await fetch('/api/goals/g-1');
    expect(one.status).toBe(404);
    expect(await one.json()).toEqual({ error: { code: 'not_found', message: 'g-1' } });
    expect(await (await fetch('/api/goals/tree')).json()).toEqual({ mission: null, items: [], omitted: 0 });
  });

  it('answers with the endpoint’s declared status unless the test gives one', async () => {
    mockApi({
      'GET /api/me': () => ({ body: meOf() }),
      'DELETE /api/kudos/:kudosId': () => ({}),
    });
    expect((await fetch('/api/me')).status).toBe(200);
    expect((await fetch('/api/kudos/k-1', { method: 'DELETE' })).status).toBe(204);
  });

  it('fails the test for a call it has no answer for, or for another row than at() pins', async () => {
    mockApi({ 'DELETE /api/teams/:teamId': at({ teamId: 't-1' }, () => ({ status: 204 })) });
    expect((await fetch('/api/teams/t-1', { method: 'DELETE' })).status).toBe(204);
    await expect(fetch('/api/teams/t-2', { method: 'DELETE' })).rejects.toThrow('unexpected API call');
    await expect(fetch('/api/people')).rejects.toThrow('unexpected API call: GET /api/people');
    // The setup's afterEach would fail this test on them; taking them shows they were recorded.
    expect(takeUnansweredCalls()).toEqual(['/api/teams/t-2, not {"teamId":"t-1"}', 'GET /api/people']);
  });

  it('refuses, at compile time, a fake that drifts from the contract', () => {
    const drifted = () =>
      mockApi({
        // @ts-expect-error: /api/me answers a person, not this.
        'GET /api/me': () => ({ body: { user: 1 } }),
        // @ts-expect-error: no such error code in the contract.
        'GET /api/people': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }),
        // @ts-expect-error: the parameter is teamId.
        'GET /api/teams/:teamId': at({ teamid: 't-1' }, () => ({ status: 404 })),
      });
    // @ts-expect-error: no such endpoint.
    const nowhere = () => mockApi({ 'GET /api/nowhere': () => ({ body: {} }) });
    // Never called: the compiler's verdict is the test.
    expect([drifted, nowhere]).toHaveLength(2);
  });
});
