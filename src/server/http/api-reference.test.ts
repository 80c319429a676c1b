import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { API_REFERENCE_PATH, formattedApiReference } from './api-reference-file';

describe('docs/api.md', () => {
  it('is what the contract renders today (run `npm run docs:api` after changing the contract)', async () => {
    expect(readFileSync(API_REFERENCE_PATH, 'utf8')).toBe(await formattedApiReference());
  });

  it('has a section for every endpoint', async () => {
    const reference = await formattedApiReference();
    for (const endpoint of Object.values(endpoints)) {
      expect(reference).toContain(`### ${endpoint.method} \`${endpoint.path}\``);
    }
  });
});
