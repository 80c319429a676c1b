import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test.describe('a page whose code cannot be fetched', () => {
  test('shows the error screen instead of a blank page, and a reload recovers', async ({
    page,
    allowConsoleError,
  }) => {
    // What the browser and React report when the chunk does not arrive: expected here.
    allowConsoleError(/^Failed to load resource: net::ERR_FAILED/);
    allowConsoleError(/Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/not-found-[\w-]{8}\.js$/, (route) => route.abort());

    await page.goto('/no-such-wave');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'An unexpected error occurred' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // The chunk is back (a network that returned, or the deploy's new files): the reload shows the page.
    await page.unroute(/\/assets\/not-found-[\w-]{8}\.js$/);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});
