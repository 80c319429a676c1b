import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens `path` and returns the scripts its HTML, as served, names: the entry and every module preload. */
async function openNamingScripts(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  return [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

/** Every JavaScript file the page fetches from now on. */
function fetchedScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) fetched.push(pathname);
  });
  return fetched;
}

/** A chunk of the build by its name: Vite appends an 8-character content hash. */
const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
const names = (files: string[], name: string) => files.some((file) => chunk(name).test(file));
/** The built modules' pages, by the chunk each page's own code is named for. */
const builtModules = new Map([
  ['/accountability', 'accountability'],
  ['/stress', 'stress'],
  ['/wellbeing', 'wellbeing'],
  ['/culture', 'culture'],
  ['/analytics', 'analytics'],
  ['/communication', 'communication'],
  ['/execution', 'execution'],
  ['/purpose', 'purpose'],
  ['/learning', 'learning'],
  ['/strategy', 'strategy'],
  ['/value', 'value'],
  ['/collaboration', 'collaboration'],
  ['/ai-companion', 'ai-companion'],
]);

test.describe('a first load', () => {
  test('of the landing page, by a visitor, fetches no script: its HTML is the whole page', async ({
    page,
  }) => {
    const fetched = fetchedScripts(page);
    const named = await openNamingScripts(page, '/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(named).toEqual([]);
    expect(fetched).toEqual([]);
  });

  test("of /auth names the app's and the sign-in page's chunks in its HTML", async ({ page }) => {
    const named = await openNamingScripts(page, '/auth');
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    for (const name of ['app', 'shared', 'auth', 'forms']) {
      expect(names(named, name), `${name} chunk named`).toBe(true);
    }
  });

  test("of the dashboard names the guard's, the layout's and the page's chunks", async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    const named = await openNamingScripts(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    for (const name of ['app', 'protected-route', 'app-layout', 'dashboard']) {
      expect(names(named, name), `${name} chunk named`).toBe(true);
    }
    expect(names(named, 'forms'), 'no form on the dashboard').toBe(false);
  });

  test("of every page in the sidebar names the guard's, the layout's and its own chunks", async ({
    page,
    signedInAdmin,
  }) => {
    await signedInAdmin();
    await page.goto('/dashboard');
    const links = page.getByRole('navigation', { name: 'Navigation' }).getByRole('link');
    await expect(links).toHaveCount(13);
    const paths = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    for (const path of paths) {
      const named = await openNamingScripts(page, path);
      const own = builtModules.get(path);
      expect(own, `${path}: a module of the sidebar`).toBeDefined();
      for (const name of ['app', 'protected-route', 'app-layout', own!]) {
        expect(names(named, name), `${path}: ${name} chunk named`).toBe(true);
      }
    }
  });

  test('of an unknown path names nothing beyond the entry, and still shows the 404 page', async ({
    page,
  }) => {
    const named = await openNamingScripts(page, '/no-such-wave');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    expect(names(named, 'app')).toBe(false);
  });
});
