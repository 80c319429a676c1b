import { expect, failedResource, storeSession, test, toast } from './fixtures';

test.describe('joining a company with its code', () => {
  test('upper-cases the code as it is typed, drops spaces and dashes, and refuses a wrong length or other characters', async ({
    signUp,
    signedInPage,
  }) => {
    const mo = await signUp('Mo Member');
    const page = await signedInPage(mo.session);
    await page.goto('/company-setup');
    await page.getByRole('tab', { name: 'Join Existing Company' }).click();
    const code = page.getByLabel('Company Code');
    await expect(code).toHaveAccessibleDescription(/ask your company admin/i);

    await code.pressSequentially('ab12cd34ef');
    await expect(code).toHaveValue('AB12CD34');

    await code.fill('ab12cd3');
    await expect(code).toHaveValue('AB12CD3');
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Company code must be exactly 8 characters');

    // A code pasted with a dash and spaces is not cut at 8 before they go.
    await code.fill(' ab12 - cd34 ');
    await expect(code).toHaveValue('AB12CD34');

    await code.fill('ab12_d34');
    await expect(code).toHaveValue('AB12_D34');
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(page, 'Validation Error').last()).toContainText(
      'Company code must contain only uppercase letters and numbers',
    );
    await expect(page).toHaveURL('/company-setup');
  });

  test('says an unknown code is not found', async ({ signUp, signedInPage, allowConsoleError }) => {
    allowConsoleError(failedResource(404));
    const mo = await signUp('Mo Member');
    const page = await signedInPage(mo.session);
    await page.goto('/company-setup');
    await page.getByRole('tab', { name: 'Join Existing Company' }).click();
    // Codes are generated from A-Z and 0-9 at random; 00000000 would be a one in 2.8e12 coincidence.
    await page.getByLabel('Company Code').fill('00000000');
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(page, 'Error')).toContainText('Company not found. Please check the code.');
    await expect(page).toHaveURL('/company-setup');
    await expect(page.getByLabel('Company Code')).toHaveValue('00000000');
  });

  test('a second person asks to join, sees it pending, cannot ask twice, and gets in once the admin approves', async ({
    browser,
    signUp,
    createCompany,
    signedInPage,
    allowConsoleError,
  }) => {
    allowConsoleError(failedResource(409));
    const ada = await signUp('Ada Admin');
    const company = await createCompany(ada, 'Wave Riders');
    const mo = await signUp('Mo Member');

    const page = await signedInPage(mo.session);
    await page.goto('/company-setup');
    await page.getByRole('tab', { name: 'Join Existing Company' }).click();
    await page.getByLabel('Company Code').pressSequentially(company.companyCode.toLowerCase());
    await expect(page.getByLabel('Company Code')).toHaveValue(company.companyCode);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(page, 'Request sent!')).toContainText('An admin will review your request shortly.');
    await expect(page).toHaveURL('/company-setup');
    await expect(page.getByText('Your request to join Wave Riders is pending')).toBeVisible();

    await page.getByRole('tab', { name: 'Join Existing Company' }).click();
    await page.getByLabel('Company Code').fill(company.companyCode);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await expect(toast(page, 'Error')).toContainText('You have already requested to join this company.');

    // Ada, in her own browser, approves from her dashboard.
    const adaContext = await browser.newContext();
    const adaPage = await adaContext.newPage();
    await storeSession(adaPage, ada.session);
    await adaPage.goto('/dashboard');
    await expect(adaPage.getByRole('heading', { name: /Join Requests/ })).toBeVisible();
    const request = adaPage.getByRole('listitem').filter({ hasText: mo.email });
    await expect(request.getByText('Mo Member')).toBeVisible();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(adaPage, 'Request approved')).toContainText(
      'Mo Member is now a member of your company.',
    );
    await adaContext.close();

    // Mo's page notices the approval by itself (it polls), or at the latest on the next load.
    await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('MEMBER', { exact: true })).toBeVisible();
    await expect(page.getByText('Company Code', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Join a Team' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Your First Team' })).toBeHidden();
  });
});
