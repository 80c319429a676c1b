import { expect, test } from './fixtures';

test.describe('a visitor who is signed out', () => {
  test('sees the landing page, and both of its buttons lead to /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Drive Accountability')).toBeVisible();
    await expect(page.getByText('Foster Collaboration')).toBeVisible();
    await expect(page.getByText('Strategic Growth')).toBeVisible();

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('gets the 404 page on an unknown path, with a way home', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.goto('/no-such-wave');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(logged.join('\n')).toContain('/no-such-wave');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  for (const path of ['/dashboard', '/accountability', '/ai-companion', '/company-setup']) {
    test(`is sent to /auth from the protected page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/auth');
      await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    });
  }
});
