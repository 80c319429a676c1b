import { expect, PASSWORD, test, toast, uniqueEmail } from './fixtures';

/** Values the browser's own checks (type=email, required, minlength=6) let through to the form's schema. */
const cases = [
  ['an email without a dot in its domain', { email: 'kai@example' }, 'Invalid email address'],
  [
    'an email of 256 characters',
    { email: `${'a'.repeat(244)}@example.com` },
    'Email must be less than 255 characters',
  ],
  ['a password of 7 characters', { password: 'Wave4ab' }, 'Password must be at least 8 characters'],
  [
    'a password without an uppercase letter',
    { password: 'waves4ever' },
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  ],
  [
    'a password without a digit',
    { password: 'WavesForever' },
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  ],
  ['a full name of spaces', { fullName: '   ' }, 'Full name is required'],
  [
    'a full name of 101 characters',
    { fullName: 'k'.repeat(101) },
    'Full name must be less than 100 characters',
  ],
] as const;

test.describe('signing up', () => {
  for (const [what, fields, message] of cases) {
    test(`refuses ${what} with "${message}"`, async ({ page }) => {
      const values = { fullName: 'Kai Surfer', email: uniqueEmail(), password: PASSWORD, ...fields };
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Full Name').fill(values.fullName);
      await page.getByLabel('Email').fill(values.email);
      await page.getByLabel('Password').fill(values.password);
      await page.getByRole('button', { name: 'Create Account' }).click();

      const refusal = toast(page, 'Validation Error');
      await expect(refusal).toHaveCount(1);
      await expect(refusal).toContainText(message);
      await expect(page).toHaveURL('/auth');
    });
  }

  test('shows only the first message when several fields are wrong', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('   ');
    await page.getByLabel('Email').fill('kai@example');
    await page.getByLabel('Password').fill('short1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const refusal = toast(page, 'Validation Error');
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toContainText('Invalid email address');
    await expect(refusal).not.toContainText('Password');
    await expect(refusal).not.toContainText('Full name');
  });

  test('creates an account, then a company, and opens the dashboard as its admin; signs out and back in', async ({
    page,
  }) => {
    const email = uniqueEmail('Ada Lovelace');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, 'Success!')).toContainText('Your account has been created.');
    await expect(page).toHaveURL('/company-setup');
    await expect(page.getByRole('tab', { name: 'Create New Company', selected: true })).toBeVisible();
    await page.getByLabel('Company Name').fill('Wave Riders');
    await page.getByLabel('Mission Statement').fill('Ride every wave together');
    await page.getByLabel('Industry').fill('Surf schools');
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.getByRole('button', { name: 'Create Company' }).click();

    const created = toast(page, 'Company created!');
    await expect(created).toContainText(/Your company code is: [A-Z0-9]{8}\./);
    const code = /Your company code is: ([A-Z0-9]{8})\./.exec((await created.textContent()) ?? '')?.[1];
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText('ADMIN', { exact: true })).toBeVisible();
    await expect(page.getByText('Company Code', { exact: true })).toBeVisible();
    await expect(page.getByText(code ?? 'no code in the toast', { exact: true })).toBeVisible();
    await expect(page.getByText('Share this code with your team members')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Your First Team' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out')).toContainText('You have been successfully signed out.');
    await expect(page).toHaveURL('/auth');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(code ?? 'no code in the toast', { exact: true })).toBeVisible();
  });
});
