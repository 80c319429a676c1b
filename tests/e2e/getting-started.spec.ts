import { call, expect, screenshot, test } from './fixtures';

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

test.describe('getting started', () => {
  test('the first card follows what the admin has done, then gives way to a colleague to recognise', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
    request,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Getting Started' });

    // A brand-new company: the spec's three buttons, none done, the first one primary.
    await page.goto('/dashboard');
    await expect(card.getByRole('button')).toHaveText([
      'Set Your First Goal',
      'Create Your First Team',
      'Chat with AI Companion',
    ]);
    await screenshot(page, 'getting-started-new-company');

    // A goal set: its step shows done, and the team step becomes the one to take.
    await call(request, 'POST', '/goals', admin.session.access_token, {
      level: 'company',
      title: 'Double our paying customers',
      startsOn: day(0),
      dueOn: day(90),
      keyResults: [{ title: 'Paying customers', kind: 'number', startValue: 100, targetValue: 200 }],
    });
    await page.reload();
    await expect(card.getByRole('button', { name: 'Set Your First Goal, done' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Create Your First Team' })).toHaveAttribute(
      'data-variant',
      'default',
    );

    // A team with a colleague in it: the first steps are behind them.
    const mo = await signUp('Mo Rivera');
    await requestToJoin(mo, company.companyCode);
    await approve(admin, mo);
    await createTeam(admin, { name: 'Reef Crew', leadIds: [mo.session.user.id] });
    await page.reload();
    const nextUp = page.locator('[data-slot="card"]').filter({ hasText: 'Next up' });
    await expect(nextUp).toBeVisible();
    await expect(page.getByText('Getting Started')).toHaveCount(0);
    await screenshot(page, 'getting-started-next-up');

    await nextUp.getByRole('link', { name: 'Recognise Mo Rivera' }).click();
    const composer = page.getByRole('dialog');
    await expect(composer).toBeVisible();
    await expect(composer.getByText('Mo Rivera')).toBeVisible();
  });
});
