import { describe, expect, it } from 'vitest';
import { admin } from '../../../tests/setup/fixtures';
import { registeredApiRoutes } from '../../../tests/setup/registered-routes';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Endpoint } from '../../shared/contract/endpoint';
import { notFoundOf } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';

const t = await createTestApp();

describe('the contract', () => {
  it('names every /api route the app registers, and the app registers every endpoint it names', () => {
    const declared = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(registeredApiRoutes(t.app).sort()).toEqual([...new Set(declared)].sort());
  });

  it('declares every parameter of each path in its params, and no other', () => {
    const undeclared = Object.values(endpoints).filter((endpoint: Endpoint) => {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = endpoint.params ? Object.keys(endpoint.params.shape) : [];
      return inPath.sort().join() !== declared.sort().join();
    });
    expect(undeclared.map((endpoint) => endpoint.path)).toEqual([]);
    expect(Object.values(endpoints).filter((endpoint: Endpoint) => endpoint.params).length).toBe(133);
  });

  it('declares each endpoint once', () => {
    const declared = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
  });
});

describe('path parameters', () => {
  const withIds = Object.values(endpoints).flatMap((endpoint: Endpoint) =>
    Object.entries(endpoint.params?.shape ?? {})
      .filter(([, schema]) => notFoundOf(schema) !== undefined)
      .map(([name]) => ({ endpoint, name })),
  );

  /** The endpoint's path with `name` set to `value` and every other id to a well-formed one. */
  const pathWith = (endpoint: Endpoint, name: string, value: string) =>
    endpoint.path
      .replace(`:${name}`, value)
      .replace(':emoji', 'clap')
      .replace(':day', '2026-01-01')
      .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

  it.each(
    withIds.map(({ endpoint, name }) => [`${endpoint.method} ${endpoint.path}`, name, endpoint] as const),
  )(
    '%s answers an ill-formed %s as a row that does not exist: 404 with its message',
    async (_, name, endpoint) => {
      const { token } = await admin(t);
      const response = await t.request(endpoint.method, pathWith(endpoint, name, 'not-an-id'), undefined, {
        token,
      });
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: notFoundOf(endpoint.params!.shape[name]!),
      });
    },
  );
});
