import { expect, test, toast } from './fixtures';

test.describe('the people directory', () => {
  test('an admin finds a colleague, makes them an admin and removes another; a member leaves', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    browser,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }

    // From the dashboard, by the sidebar's "Company" group.
    await page.goto('/dashboard');
    const companyNav = page.getByRole('navigation', { name: 'Company' });
    await companyNav.getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL('/people');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const people = page.getByRole('list', { name: 'People' });
    await expect(people.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search people' }).fill('nakam');
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Role of Kim Nakamura' }).selectOption('admin');
    // The select shows the new role, kept after a reload of the list; no toast repeats it.
    await expect(page.getByRole('combobox', { name: 'Role of Kim Nakamura' })).toHaveValue('admin');
    await expect(toast(page, 'Role updated')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search people' }).fill('');
    await page.getByRole('button', { name: 'Remove Mo Rivera' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Mo Rivera?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Person removed')).toBeVisible();
    await expect(people.getByRole('listitem')).toHaveCount(2);

    // Kim, now an admin, leaves: Ada remains the company's admin.
    const kimPage = await browser.newPage();
    await kimPage.goto('/favicon.svg');
    await kimPage.evaluate(
      (value) => localStorage.setItem('sos.session', value),
      JSON.stringify(kim.session),
    );
    await kimPage.goto('/people');
    await kimPage.getByRole('button', { name: 'Leave company' }).click();
    await kimPage
      .getByRole('alertdialog', { name: 'Leave Wave Riders?' })
      .getByRole('button', { name: 'Leave company' })
      .click();
    await expect(kimPage).toHaveURL('/company-setup');
    await kimPage.close();

    await page.reload();
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people.getByRole('listitem')).toContainText(admin.fullName);
  });

  test('the last admin cannot leave while others remain', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409/);
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    await requestToJoin(kim, company.companyCode);
    await approve(admin, kim);

    await page.goto('/people');
    await page.getByRole('button', { name: 'Leave company' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave Wave Riders?' })
      .getByRole('button', { name: 'Leave company' })
      .click();
    await expect(toast(page, 'Error')).toContainText('A company needs at least one admin.');
    await expect(page).toHaveURL('/people');
  });
});
