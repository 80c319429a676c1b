import {
  call,
  expect,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

test.describe('standups', () => {
  test('a lead turns on the team’s standup; a member answers with a block; the lead is told and reads it on the team’s page', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    test.setTimeout(360_000);
    const { admin, company } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    const reef = await createTeam(admin, { name: 'Reef Crew', leadIds: [kim.session.user.id] });
    await call(request, 'POST', `/teams/${reef.id}/members`, admin.session.access_token, {
      userId: mo.session.user.id,
    });

    // Mo first: the team has no standup yet, and the tab says who turns it on.
    await storeSession(page, mo.session);
    await page.goto('/execution?tab=standups');
    await expect(page.getByRole('heading', { name: 'No standup for this team yet' })).toBeVisible();
    await screenshotsEverywhere(page, 'standups-off');

    // Kim, the lead, turns it on: the default questions, every day of the week (so today is one).
    await storeSession(page, kim.session);
    await page.goto('/execution');
    await page.getByRole('tab', { name: 'Standups' }).click();
    await expect(page.getByRole('heading', { name: 'Turn on the standup' })).toBeVisible();
    await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('What did you get done?');
    await expect(page.getByLabel('Question 3', { exact: true })).toHaveValue('Anything blocking you?');
    await screenshotsEverywhere(page, 'standups-turn-on');
    await page.getByLabel('Saturday').check();
    await page.getByLabel('Sunday').check();
    await page.getByLabel('Digest time').fill('17:30');
    await page.getByRole('button', { name: 'Turn on the standup' }).click();
    await expect(toast(page, 'Standup on')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reef Crew · / })).toBeVisible();
    await expect(page.getByText('Digest at 17:30')).toBeVisible();

    // Mo answers today's standup, blocked, by keyboard.
    await storeSession(page, mo.session);
    await page.goto('/execution?tab=standups');
    await page.getByLabel('What did you get done?').fill('Waxed every board');
    await page.getByLabel('What is next?').fill('Book the lessons');
    await page.getByLabel('Anything blocking you?').fill('Waiting on the harbour permit');
    await page.getByLabel('Anything blocking you?').press('Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Answer posted')).toBeVisible();
    const answers = page.getByRole('region', { name: /^Answered/ });
    const mine = answers.getByRole('listitem').filter({ hasText: 'Mo Rivera' });
    await expect(mine).toContainText('Waiting on the harbour permit');
    await expect(mine).toContainText('Blocked');
    await expect(page.getByRole('region', { name: 'Not answered yet' })).toContainText('Kim Nakamura');
    await expect(page.getByRole('button', { name: 'Update my answer' })).toBeVisible();
    // Three members: under the company's threshold, the participation is withheld.
    await expect(page.getByText('Shown when the team has at least 5 members')).toBeVisible();
    await expect(page.getByText('Set by the team’s leads.')).toBeVisible();
    await screenshotsEverywhere(page, 'standups-answered');

    // Kim is told of the block, and the notification leads to the team's page of the day.
    await storeSession(page, kim.session);
    await page.goto('/notifications');
    const told = page.getByRole('link', { name: /Mo Rivera is blocked in Reef Crew’s standup/ });
    await expect(told).toBeVisible();
    await screenshotInPassing(page, 'standups-notification');
    await told.click();
    await expect(page).toHaveURL(/\/execution\?tab=standups&team=/);
    await expect(
      page
        .getByRole('region', { name: /^Answered/ })
        .getByRole('listitem')
        .filter({ hasText: 'Mo Rivera' }),
    ).toContainText('Waiting on the harbour permit');
    await expect(page.getByRole('button', { name: 'Change settings' })).toBeVisible();
    await screenshotInPassing(page, 'standups-lead');
  });
});
