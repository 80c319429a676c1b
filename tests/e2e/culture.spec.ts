import { expect, screenshot, storeSession, test, toast } from './fixtures';

test.describe('culture and recognition', () => {
  test('an admin defines a value, a member recognises two colleagues for it, they see it in the feed and the bell, react, and the wall and breadth count it', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }

    // The admin: an empty feed teaches, and the values tab leads to Company Settings.
    await page.goto('/culture');
    await expect(page.getByRole('heading', { name: 'Culture & Recognition', level: 1 })).toBeVisible();
    await expect(page.getByText('No kudos yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Values' }).click();
    await expect(page).toHaveURL('/culture?tab=values');
    await page.getByRole('link', { name: 'Define your values in Company Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await page.getByLabel('Value name').fill('Ownership');
    await page.getByLabel('Description (optional)').fill('We finish what we start.');
    await page.getByRole('button', { name: 'Add value' }).click();
    await expect(toast(page, 'Value added')).toContainText('Ownership is one of your values.');

    // Kim recognises Mo and the admin for it, choosing both by keyboard alone.
    await storeSession(page, kim.session);
    await page.goto('/culture');
    await page.getByRole('button', { name: 'Give kudos' }).first().click();
    const composer = page.getByRole('dialog', { name: 'Give kudos' });
    const picker = composer.getByRole('combobox', { name: 'People to recognise' });
    await picker.fill('mo');
    await expect(composer.getByRole('option', { name: /mo/i }).first()).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await picker.fill('ada');
    await expect(composer.getByRole('option', { name: /ada/i }).first()).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    const chosen = composer.getByRole('list', { name: 'Chosen people' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen).toContainText('Mo Rivera');
    await expect(chosen).toContainText(admin.fullName);
    await composer.getByLabel('Message').fill('Stayed late to fix the board <b>before</b> the launch 🏄‍♀️');
    await composer.getByRole('combobox', { name: 'Value' }).selectOption({ label: 'Ownership' });
    await composer.getByRole('button', { name: 'Send kudos' }).click();
    await expect(toast(page, 'Kudos sent')).toBeVisible();
    const feed = page.getByRole('region', { name: 'Kudos and celebrations' });
    const post = feed.getByRole('listitem').filter({ hasText: 'Stayed late to fix the board' });
    // Plain text: the markup shows as typed, nothing is made bold.
    await expect(post.getByText('Stayed late to fix the board <b>before</b> the launch 🏄‍♀️')).toBeVisible();
    await expect(post.getByText('Ownership')).toBeVisible();

    // Mo: the bell says who recognised them and for what; the post is in the feed, and Mo reacts.
    await storeSession(page, mo.session);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Kim Nakamura recognised you for Ownership'),
    ).toBeVisible();
    await page.goto('/culture');
    const moPost = page
      .getByRole('region', { name: 'Kudos and celebrations' })
      .getByRole('listitem')
      .filter({ hasText: 'Stayed late to fix the board' });
    await moPost.getByRole('button', { name: 'Add reaction' }).click();
    await moPost.getByRole('button', { name: 'React with 👏' }).click();
    const clap = moPost.getByRole('button', { name: '👏 1: Mo Rivera' });
    await expect(clap).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'culture-feed');

    // The values wall counts it, and two of three people have been recognised this month.
    await page.getByRole('tab', { name: 'Values' }).click();
    const wall = page.getByRole('list', { name: 'Company values' });
    await expect(wall.getByRole('listitem').filter({ hasText: 'Ownership' })).toContainText(
      '1 kudos in the last 90 days',
    );
    await page.getByRole('tab', { name: 'Culture metrics' }).click();
    const breadth = page.getByRole('region', { name: 'Breadth of recognition' });
    await expect(breadth).toContainText('67\u00a0%');
    await expect(breadth).toContainText('2 of 3 members recognised');
    await screenshot(page, 'culture-metrics');

    // Mo's profile in the directory shows what they received.
    await page.goto(`/people/${mo.session.user.id}`);
    await expect(page.getByRole('heading', { name: 'Mo Rivera', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Kudos received' })).toContainText(
      'Stayed late to fix the board',
    );
  });
});
