import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { recordAnswerViolation, takeAnswerViolations } from '../../../tests/setup/answer-check';
import { createTestApp, requestApp } from '../../../tests/setup/test-app';
import type { AppEnv } from '../context';
import type { AnswerViolation } from '../context';
import { DomainError } from '../domain-error';
import { createLogger } from '../logger';
import { checkAnswers, endpointAt } from './answer-check';
import { answerError } from './errors';

const t = await createTestApp();

/** An app of two contract endpoints whose answers the test chooses, behind the check. */
function appAnswering(routes: {
  health?: (c: Context<AppEnv>) => Response;
  deleteKudos?: (c: Context<AppEnv>) => Response;
}) {
  const violations: AnswerViolation[] = [];
  const app = new Hono<AppEnv>();
  app.use(
    '/api/*',
    checkAnswers((violation) => violations.push(violation)),
  );
  if (routes.health) app.get('/api/health', routes.health);
  if (routes.deleteKudos) app.delete('/api/kudos/:kudosId', routes.deleteKudos);
  app.onError(answerError(createLogger('silent')));
  return {
    violations,
    request: (method: string, path: string) => requestApp(app as never, method, path),
  };
}

describe('the answer check', () => {
  it('finds the contract entry of every /api route the app registers', () => {
    const routes = t.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !endpointAt(route)).map((route) => route.path)).toEqual([]);
  });

  it('lets an answer that fits its schema through, unreported', async () => {
    const app = appAnswering({ health: (c) => c.json({ status: 'ok' }) });
    expect((await app.request('GET', '/api/health')).status).toBe(200);
    expect(app.violations).toEqual([]);
  });

  it('reports an answer that misses or mistypes a field of its schema', async () => {
    const app = appAnswering({ health: (c) => c.json({ status: 'fine' }) });
    await app.request('GET', '/api/health');
    expect(app.violations).toEqual([expect.objectContaining({ endpoint: 'GET /api/health', status: 200 })]);
    expect(app.violations[0]?.problem).toMatch(/does not fit the response schema: status: /);
  });

  it('reports an answer that carries a field its schema does not name', async () => {
    const app = appAnswering({ health: (c) => c.json({ status: 'ok', passwordHash: 'x' }) });
    await app.request('GET', '/api/health');
    expect(app.violations.map((violation) => violation.problem)).toEqual([
      'the answer carries keys the schema does not name: .passwordHash',
    ]);
  });

  it('reports a success status other than the declared one', async () => {
    const app = appAnswering({ health: (c) => c.json({ status: 'ok' }, 201) });
    await app.request('GET', '/api/health');
    expect(app.violations.map((violation) => violation.problem)).toEqual([
      'answered 201 where the contract says 200',
    ]);
  });

  it('reports an error code the endpoint does not declare', async () => {
    const app = appAnswering({
      health: () => {
        throw new DomainError('goal_closed');
      },
    });
    expect((await app.request('GET', '/api/health')).status).toBe(409);
    expect(app.violations).toEqual([
      {
        endpoint: 'GET /api/health',
        status: 409,
        problem: 'answered goal_closed, which the endpoint does not declare',
      },
    ]);
  });

  it('lets a declared error code and internal_error through', async () => {
    const declared = appAnswering({
      health: () => {
        throw new DomainError('unavailable');
      },
    });
    expect((await declared.request('GET', '/api/health')).status).toBe(503);
    const crashed = appAnswering({
      health: () => {
        throw new RangeError('a fault, answered 500 internal_error');
      },
    });
    expect((await crashed.request('GET', '/api/health')).status).toBe(500);
    expect([...declared.violations, ...crashed.violations]).toEqual([]);
  });

  it('lets body_too_large through on a write without a body, and reports it on a read', async () => {
    const tooLarge = () => {
      throw new DomainError('body_too_large');
    };
    const app = appAnswering({ health: tooLarge, deleteKudos: tooLarge });
    expect((await app.request('DELETE', '/api/kudos/1')).status).toBe(413);
    expect((await app.request('GET', '/api/health')).status).toBe(413);
    expect(app.violations.map((violation) => violation.endpoint)).toEqual(['GET /api/health']);
  });

  it('reports a body where the contract says 204, and a 204 where it declares an answer', async () => {
    const withJson = appAnswering({ deleteKudos: (c) => c.json({ deleted: true }) });
    await withJson.request('DELETE', '/api/kudos/1');
    const empty = appAnswering({ health: (c) => c.body(null, 204) });
    await empty.request('GET', '/api/health');
    expect([...withJson.violations, ...empty.violations].map((violation) => violation.problem)).toEqual([
      'answered 200 where the contract says 204',
      'answered 204 where the contract says 200',
    ]);
  });

  it('is on in every test app, and fails the test that leaves a violation behind', async () => {
    expect(t.deps.answerCheck).toBe(recordAnswerViolation);
    const violation = { endpoint: 'GET /api/health', status: 200, problem: 'a planted one' };
    recordAnswerViolation(violation);
    // The setup's afterEach would throw on it; taking it shows it is where that afterEach looks.
    expect(takeAnswerViolations()).toEqual([violation]);
  });
});
