import { expect, failedResource, screenshot, storeSession, test, toast } from './fixtures';

test.describe('company settings', () => {
  test('an admin edits the mission, adds three values and regenerates the code: the old code no longer lets anyone in, the new one does', async ({
    browser,
    signedInAdmin,
    signUp,
    allowConsoleError,
  }) => {
    // Two browsers and three sign-ins: about 50 s on a busy host, near the default minute.
    test.setTimeout(180_000);
    const { company, page } = await signedInAdmin();
    const oldCode = company.companyCode;

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();

    // The mission.
    const mission = page.getByLabel('Mission Statement');
    await mission.fill('Ride every wave together');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Company updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Mission Statement')).toHaveValue('Ride every wave together');

    // Three values, the first taught by the empty state: each one's toast replaces the last one's.
    await expect(page.getByText('No values yet')).toBeVisible();
    for (const [name, description] of [
      ['Ownership', 'We finish what we start.'],
      ['Candor', 'We say it kindly, and we say it.'],
      ['Care', 'We look after each other.'],
    ] as const) {
      await page.getByLabel('Value name').fill(name);
      await page.getByLabel('Description (optional)').fill(description);
      await page.getByRole('button', { name: 'Add value' }).click();
      await expect(toast(page, 'Value added')).toContainText(`${name} is one of your values.`);
    }
    await expect(toast(page, 'Value added')).toHaveCount(1);
    await screenshot(page, 'company-settings-one-toast');
    const values = page.getByRole('list', { name: 'Company values' });
    await expect(values.getByRole('listitem')).toHaveCount(3);
    await expect(values.getByRole('listitem').first()).toContainText('Ownership');
    // Candor goes first, by keyboard.
    await page.getByRole('button', { name: 'Move Candor up' }).focus();
    await page.keyboard.press('Enter');
    await expect(values.getByRole('listitem').first()).toContainText('Candor');

    // The code, behind a confirmation.
    await expect(page.getByTestId('settings-company-code')).toHaveText(oldCode);
    await page.getByRole('button', { name: 'Regenerate code' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Regenerate the company code?' });
    await expect(dialog).toContainText('The old code stops working at once');
    await dialog.getByRole('button', { name: 'Regenerate code' }).click();
    await expect(toast(page, 'New company code')).toBeVisible();
    await expect(page.getByTestId('settings-company-code')).not.toHaveText(oldCode);
    const newCode = (await page.getByTestId('settings-company-code').textContent())!.trim();
    expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
    await screenshot(page, 'company-settings-admin');
    // The values on a phone, in dark mode.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 812 });
    await values.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'company-settings-values-375x812-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The dashboard's card shows the new code.
    await page.goto('/dashboard');
    await expect(page.getByTestId('company-code')).toHaveText(newCode);

    // A newcomer tries the old code, then the new one.
    allowConsoleError(failedResource(404));
    const nia = await signUp('Nia Newcomer');
    const niaContext = await browser.newContext();
    const niaPage = await niaContext.newPage();
    await storeSession(niaPage, nia.session);
    await niaPage.goto('/company-setup');
    await niaPage.getByRole('tab', { name: 'Join Existing Company' }).click();
    await niaPage.getByLabel('Company Code').fill(oldCode);
    await niaPage.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(niaPage, 'Error')).toContainText('Company not found. Please check the code.');
    await niaPage.getByLabel('Company Code').fill(newCode);
    await niaPage.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(niaPage, 'Request sent!')).toBeVisible();
    await expect(niaPage.getByText('Your request to join Wave Riders is pending')).toBeVisible();
    await niaContext.close();
  });
});
