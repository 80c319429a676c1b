import { readFileSync } from 'node:fs';
import { expect, PASSWORD, screenshot, test, toast } from './fixtures';

/**
 * A person looks after their own account: a new name and password (which signs their other browser
 * out), a copy of their data, and finally the account's deletion, after which they cannot sign in.
 */
test('a person renames themselves, changes their password, downloads their data and deletes their account', async ({
  signUp,
  createCompany,
  signedInPage,
  browser,
  allowConsoleError,
}) => {
  // The other browser's requests fail once its session is revoked; that is the point.
  allowConsoleError(/status of 401/);
  const kai = await signUp('Kai Surfer');
  await createCompany(kai, 'Wave Riders');

  // A second browser, signed in as the same person.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/auth');
  await other.getByLabel('Email').fill(kai.email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);

  const page = await signedInPage(kai.session);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(2);
  await screenshot(page, 'account');

  await page.getByLabel('Full Name').fill('Kai Longboard');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Name updated')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('Swell2morrow');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);

  // The other browser is signed out at its next request.
  await other.reload();
  await expect(other).toHaveURL(/\/auth$/);
  await otherContext.close();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sos-export-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    account: { email: string; fullName: string };
  };
  expect(data.account).toMatchObject({ email: kai.email, fullName: 'Kai Longboard' });

  await page.getByLabel('Your password').fill('Swell2morrow');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  allowConsoleError(/status of 400/);
  await page.getByLabel('Email').fill(kai.email);
  await page.getByLabel('Password').fill('Swell2morrow');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Sign in failed')).toBeVisible();
});
