import { describe, expect, it } from 'vitest';
import { appPages, codeByPath, documentTitle, navPages } from './app-pages';

describe('the page list', () => {
  const byPath = new Map([...codeByPath()].map(([path, codes]) => [path, codes.map((code) => code.file)]));

  it('names each page with the code that renders it, outermost first', () => {
    expect(byPath.get('/')).toEqual(['pages/landing.tsx']);
    expect(byPath.get('/auth')).toEqual(['pages/auth.tsx']);
    expect(byPath.get('/company-setup')).toEqual(['pages/company-setup.tsx']);
    expect(byPath.get('/dashboard')).toEqual([
      'components/protected-route.tsx',
      'components/app-layout.tsx',
      'pages/dashboard.tsx',
    ]);
    expect(byPath.get('/people')).toEqual([
      'components/protected-route.tsx',
      'components/app-layout.tsx',
      'pages/people.tsx',
    ]);
    expect(byPath.get('/settings')).toEqual([
      'components/protected-route.tsx',
      'components/app-layout.tsx',
      'pages/settings.tsx',
    ]);
  });

  it('puts every module of the sidebar behind the guard and the layout', () => {
    expect(navPages).toHaveLength(13);
    for (const page of navPages) {
      expect(page.access).toBe('member');
      expect(byPath.get(page.path)?.slice(0, 2)).toEqual([
        'components/protected-route.tsx',
        'components/app-layout.tsx',
      ]);
    }
    // The landing page, /auth, /auth/sso, /reset-password, /verify-email, /company-setup, /dashboard, /people,
    // /people/:id, /teams, /teams/:id, /goals/:id, /account, /notifications, /settings,
    // /settings/integrations and /communication/one-on-ones/:id, besides the modules.
    expect(byPath.size).toBe(17 + navPages.length);
  });

  it('leaves the catch-all out: an unknown path has nothing to preload', () => {
    expect(appPages.at(-1)?.path).toBe('*');
    expect(byPath.has('*')).toBe(false);
  });

  it('declares each path once', () => {
    const paths = appPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("loads a component from every page's and layout's file", async () => {
    const codes = [...codeByPath().values()].flat();
    for (const code of [...codes, appPages.at(-1)!.code]) {
      expect(typeof (await code.load()), code.file).toBe('function');
    }
  });

  it("titles the browser's tab after the page, and the landing page after the app", () => {
    const byPathTitle = (path: string) => documentTitle(appPages.find((page) => page.path === path));
    expect(byPathTitle('/')).toBe('SOS - Surfers OS');
    expect(byPathTitle('/dashboard')).toBe('Dashboard - SOS');
    expect(byPathTitle('/ai-companion')).toBe('AI Companion - The Surfer - SOS');
    expect(documentTitle(undefined)).toBe('SOS - Surfers OS');
  });
});
