import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { createTestApp } from '../../../tests/setup/test-app';
import { registeredApiRoutes } from '../../../tests/setup/registered-routes';

const t = await createTestApp();

describe('the contract', () => {
  it('names every /api route the app registers, and the app registers every endpoint it names', () => {
    const declared = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(registeredApiRoutes(t.app).sort()).toEqual([...new Set(declared)].sort());
  });

  it('declares each endpoint once', () => {
    const declared = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
