import type { Page } from '@playwright/test';
import { expect, screenshot, storeSession, test, toast } from './fixtures';

/** A day `offset` days from today, as the date inputs take it (YYYY-MM-DD, UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A period two thirds over: a goal with no progress in it reads "Off track" (expected 67 %, actual 0 %)
 * whatever today's date, until a check-in says otherwise.
 */
const period = { startsOn: day(-60), dueOn: day(29) };

async function fillGoal(
  page: Page,
  goal: { title: string; keyResult: string; start: string; target: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Set a goal' });
  await dialog.getByLabel('Title', { exact: true }).fill(goal.title);
  await dialog.getByLabel('Start date').fill(period.startsOn);
  await dialog.getByLabel('Due date').fill(period.dueOn);
  const keyResult = dialog.getByRole('group', { name: 'Key result 1' });
  await keyResult.getByLabel('Key result').fill(goal.keyResult);
  await keyResult.getByLabel('Start').fill(goal.start);
  await keyResult.getByLabel('Target').fill(goal.target);
  return dialog;
}

test.describe('goals', () => {
  test('an admin sets a company goal, a lead aligns a team goal to it, its owner checks in and sees progress and health move', async ({
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    const { admin, company, page } = await signedInAdmin();
    const kim = await signUp('Kim Nakamura');
    const mo = await signUp('Mo Rivera');
    for (const person of [kim, mo]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    await createTeam(admin, { name: 'Reef Crew', leadIds: [kim.session.user.id] });

    // The admin: the dashboard's "Set Your First Goal" opens the goal form.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByText('Set your first goal'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set Your First Goal' }).click();
    await expect(page).toHaveURL('/accountability?create=1');
    await page.getByRole('dialog', { name: 'Set a goal' }).getByLabel('Level').selectOption('company');
    const companyDialog = await fillGoal(page, {
      title: 'Double our paying customers',
      keyResult: 'Paying customers',
      start: '100',
      target: '200',
    });
    await companyDialog.getByRole('button', { name: 'Set a goal' }).click();
    await expect(toast(page, 'Goal set')).toContainText('Double our paying customers is on its way.');
    await expect(page.getByRole('heading', { name: 'Double our paying customers', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/goals\/[0-9a-f-]{36}$/);
    const companyGoalUrl = page.url();

    // The lead: a team goal owned by Mo, supporting the company goal.
    await storeSession(page, kim.session);
    await page.goto('/accountability?create=1');
    const teamDialog = page.getByRole('dialog', { name: 'Set a goal' });
    await teamDialog.getByLabel('Level').selectOption('team');
    await teamDialog.getByLabel('Team', { exact: true }).selectOption({ label: 'Reef Crew' });
    await teamDialog.getByLabel('Owner', { exact: true }).selectOption({ label: 'Mo Rivera' });
    await fillGoal(page, {
      title: 'Win 50 customers in the west',
      keyResult: 'New customers',
      start: '0',
      target: '50',
    });
    await teamDialog.getByRole('checkbox', { name: /Double our paying customers/ }).check();
    await teamDialog.getByRole('button', { name: 'Set a goal' }).click();
    await expect(toast(page, 'Goal set')).toContainText('Win 50 customers in the west is on its way.');
    const supports = page.getByRole('region', { name: 'Alignment' });
    await expect(supports.getByRole('link', { name: /Double our paying customers/ })).toBeVisible();

    // The owner: the goal is among theirs, new rather than judged at once in a quarter well under
    // way, and a check-in moves it.
    await storeSession(page, mo.session);
    await page.goto('/accountability');
    const card = page.getByRole('listitem').filter({ hasText: 'Win 50 customers in the west' });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Win 50 customers in the west' }).click();
    await expect(
      page.getByRole('progressbar', { name: 'Progress of Win 50 customers in the west' }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('No check-ins yet')).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).first().click();
    const checkIn = page.getByRole('dialog', { name: 'Check in on Win 50 customers in the west' });
    await checkIn.getByRole('radio', { name: 'On track' }).check();
    await checkIn.getByLabel('New value of New customers').fill('30');
    await expect(checkIn.getByText('60% of the way')).toBeVisible();
    await checkIn.getByLabel('Note').fill('Two trade fairs brought most of them.');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(toast(page, 'Checked in')).toContainText('Win 50 customers in the west is up to date.');
    await expect(
      page.getByRole('progressbar', { name: 'Progress of Win 50 customers in the west' }),
    ).toHaveAttribute('aria-valuenow', '60');
    await expect(page.getByRole('main').getByText('On track').first()).toBeVisible();
    await expect(page.getByText('Two trade fairs brought most of them.')).toBeVisible();
    await expect(page.getByText('New customers: 0 → 30')).toBeVisible();
    await screenshot(page, 'goal-after-check-in');

    // The company goal shows what supports it, and the alignment tree hangs the team goal under it.
    await storeSession(page, admin.session);
    await page.goto(companyGoalUrl);
    await expect(
      page
        .getByRole('region', { name: 'Alignment' })
        .getByRole('link', { name: /Win 50 customers in the west/ }),
    ).toBeVisible();
    await page.goto('/accountability?view=alignment');
    const root = page.getByRole('listitem').filter({ hasText: 'Double our paying customers' }).first();
    await expect(root.getByRole('link', { name: 'Win 50 customers in the west' })).toBeVisible();
    await page.goto('/dashboard');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('2 open goals')).toBeVisible();
    // Only the goal checked in counts yet, and it is on track; the new one cannot swing the figure.
    const performance = overview
      .getByText('Team Performance')
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await expect(performance).toContainText('100%');
    await expect(performance).toContainText(
      'Share of open goals on track, counting each after its first week or first check-in.',
    );
  });
});
