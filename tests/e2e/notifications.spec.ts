import { expect, storeSession, test } from './fixtures';

test.describe('notifications', () => {
  test('an admin approves a join request; the new member sees the bell’s count, with the open pulse, and marks all read', async ({
    browser,
    signUp,
    createCompany,
    requestToJoin,
    signedInPage,
  }) => {
    const ada = await signUp('Ada Admin');
    const company = await createCompany(ada, 'Wave Riders');
    const mo = await signUp('Mo Member');
    await requestToJoin(mo, company.companyCode);

    // Ada, in her own browser, approves from her dashboard.
    const adaContext = await browser.newContext();
    const adaPage = await adaContext.newPage();
    await storeSession(adaPage, ada.session);
    await adaPage.goto('/dashboard');
    const request = adaPage.getByRole('listitem').filter({ hasText: mo.email });
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(request).toBeHidden();
    // Ada was told of the pulse that opened with her company, and nothing of her own approval.
    await expect(adaPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await adaContext.close();

    const page = await signedInPage(mo.session);
    await page.goto('/dashboard');
    // The approval, and the pulse open when Mo joined.
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText('2');

    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByRole('link', { name: /Your request to join Wave Riders was approved/ }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: /This period’s pulse is open until/ })).toBeVisible();
    await expect(panel.getByText('Unread:')).toHaveCount(2);

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(panel.getByText('Unread:')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

    // Read, and still there on the page of all of them, after a reload.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('Your request to join Wave Riders was approved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });
});
