import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { API_REFERENCE_PATH, formattedApiReference } from './api-reference-file';

describe('docs/api.md', () => {
  it('is what the contract renders today (run `npm run docs:api` after changing the contract)', async () => {
    expect(readFileSync(API_REFERENCE_PATH, 'utf8')).toBe(await formattedApiReference());
  });

  it('says beside each goal progress that it is a fraction from 0 to 1, not a percentage', async () => {
    const reference = await formattedApiReference();
    const goalSection = reference.slice(reference.indexOf('### GET `/api/goals/:goalId`'));
    const section = goalSection.slice(0, goalSection.indexOf('\n### ', 1));
    for (const field of ['progress', 'expectedProgress']) {
      expect(section).toContain(`${field}: number; // a fraction from 0 to 1: 0.3 is 30 %`);
    }
    expect(section).not.toMatch(/progress: number;\n/);
  });

  it('has a section for every endpoint', async () => {
    const reference = await formattedApiReference();
    for (const endpoint of Object.values(endpoints)) {
      expect(reference).toContain(`### ${endpoint.method} \`${endpoint.path}\``);
    }
  });
});
