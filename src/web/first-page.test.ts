import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { isVisitorLanding } from './first-page';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('the first page', () => {
  it('renders the landing alone for a signed-out visitor at /', () => {
    expect(isVisitorLanding('/', storage({}))).toBe(true);
  });

  it('loads the app for a visitor with a stored session, who goes on to the dashboard', () => {
    expect(isVisitorLanding('/', storage({ [STORAGE_KEY]: '{"access_token":"x"}' }))).toBe(false);
  });

  it('loads the app for every other path', () => {
    for (const path of ['/auth', '/dashboard', '/company-setup', '/culture', '/nowhere']) {
      expect(isVisitorLanding(path, storage({}))).toBe(false);
    }
  });
});
