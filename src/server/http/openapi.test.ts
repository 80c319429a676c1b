import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { endpoints } from '../../shared/contract/endpoints';

const t = await createTestApp();

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document that a validator of the specification accepts', async () => {
    const response = await t.request<Record<string, unknown>>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.openapi).toMatch(/^3\.1\./);

    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every endpoint of the contract, with its success status and error statuses', async () => {
    const { body } = await t.request<{ paths: Record<string, Record<string, { responses: object }>> }>(
      'GET',
      '/api/openapi.json',
    );
    for (const endpoint of Object.values(endpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = body.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status));
      expect(Object.keys(operation?.responses ?? {})).toContain('500');
    }
  });
});
