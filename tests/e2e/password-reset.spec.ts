import { expect, mailTo, test, toast } from './fixtures';

const NEW_PASSWORD = 'Swell2025go';

test.describe('password reset', () => {
  test('a person who forgot their password sets a new one through the mailed link', async ({
    page,
    signUp,
  }) => {
    const kai = await signUp('Kai Forgetful');

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/reset-password');
    // The sign-in page, with its own Email field, stays on screen until the next page's code is in.
    await expect(page.getByText('Reset your password')).toBeVisible();
    await page.getByLabel('Email').fill(kai.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for that address, we have sent a link',
    );

    const mail = await mailTo(kai.email, 'Reset your SOS password');
    expect(mail.link).toContain('/reset-password?token=');
    await page.goto(mail.link!);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL('/auth');
    await expect(toast(page, 'Password changed')).toContainText('Sign in with your new password.');
    await page.getByLabel('Email').fill(kai.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/company-setup');
  });

  test('the verification link mailed at sign-up verifies the address', async ({ page, signUp }) => {
    const noa = await signUp('Noa Verifies');
    const mail = await mailTo(noa.email, 'Verify your e-mail address');
    await page.goto(mail.link!);
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
