import { call, expect, screenshotInPassing, screenshotsEverywhere, test, toast } from './fixtures';

/** Today in the company's time zone: the default, UTC. */
const today = () => new Date().toISOString().slice(0, 10);

test.describe('focus blocks and habits', () => {
  test('a person plans a focus block, keeps it, finds it in their calendar feed, copies the week, and ticks a habit', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    test.setTimeout(360_000);
    const { admin } = await signedInAdmin();

    await page.goto('/execution?tab=focus');
    await expect(page.getByRole('heading', { name: 'Execution & Focus', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan your first focus block' })).toBeVisible();
    await screenshotInPassing(page, 'focus-empty');

    // A block that started at midnight today: "Kept" and "Not kept" show at once.
    await page.getByRole('button', { name: 'Add focus block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a focus block' });
    await expect(dialog.getByText('Times are in your company’s time zone, UTC.')).toBeVisible();
    await screenshotsEverywhere(page, 'focus-add');
    await dialog.getByLabel('What for').fill('Write the launch plan');
    await dialog.getByLabel('Start').fill('00:00');
    await dialog.getByLabel('Length').selectOption({ label: '1 h 30 min' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const thisWeek = page.getByRole('region', { name: 'This week' });
    await expect(thisWeek.getByText('Write the launch plan')).toBeVisible();
    await expect(thisWeek.getByText('00:00–01:30 · 1 h 30 min')).toBeVisible();
    const kept = thisWeek.getByRole('group', { name: 'Did you keep “Write the launch plan”?' });
    await kept.getByRole('button', { name: 'Kept', exact: true }).click();
    await expect(kept.getByRole('button', { name: 'Kept', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Next week starts from this one's plan.
    const nextWeek = page.getByRole('region', { name: 'Next week' });
    await expect(nextWeek.getByText('No focus blocks planned this week.')).toBeVisible();
    await nextWeek.getByRole('button', { name: 'Copy this week’s blocks' }).click();
    await expect(toast(page, '1 focus block copied')).toBeVisible();
    await expect(nextWeek.getByText('Write the launch plan')).toBeVisible();
    // Not started yet: no "kept" to say.
    await expect(nextWeek.getByRole('button', { name: 'Kept', exact: true })).toHaveCount(0);
    await screenshotsEverywhere(page, 'focus-planner');

    // The person's calendar link carries the block as busy time.
    const made = await call<{ url: string }>(request, 'POST', '/calendar-feed', admin.session.access_token);
    const feed = await request.get(new URL(made.url).pathname);
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n /g, '');
    const event = ics
      .split('BEGIN:VEVENT')
      .find((text) => text.includes(`DTSTART:${today().replaceAll('-', '')}T000000Z`));
    expect(event).toBeDefined();
    expect(event).toContain('SUMMARY:Focus: Write the launch plan');
    expect(event).toContain('TRANSP:OPAQUE');
    expect(event).toContain(`DTEND:${today().replaceAll('-', '')}T013000Z`);

    // A habit, ticked today.
    await page.getByRole('tab', { name: 'Habits' }).click();
    await expect(page.getByRole('heading', { name: 'Start your first habit' })).toBeVisible();
    await screenshotInPassing(page, 'habits-empty');
    await page.getByLabel('Habit', { exact: true }).fill('Focus block');
    await page.getByLabel('Days a week').selectOption({ label: '4 days a week' });
    await page.getByRole('button', { name: 'Add habit' }).click();
    const habit = page.getByRole('article', { name: 'Focus block, 4 days a week' });
    await expect(habit.getByText('0 of 4 this week')).toBeVisible();
    await expect(habit.getByText('Its record starts with this week')).toBeVisible();
    await habit.getByRole('button', { name: 'Focus block: done today' }).click();
    await expect(habit.getByText('1 of 4 this week')).toBeVisible();
    await expect(habit.getByRole('button', { name: 'Focus block: done today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Tab');
    await screenshotsEverywhere(page, 'habits');

    // Undo, by keyboard.
    await habit.getByRole('button', { name: 'Focus block: done today' }).focus();
    await page.keyboard.press('Enter');
    await expect(habit.getByText('0 of 4 this week')).toBeVisible();

    // A gentler target, in the habit's dialog.
    await habit.getByRole('button', { name: 'Edit “Focus block”' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit habit' });
    await expect(edit.getByLabel('Habit', { exact: true })).toHaveValue('Focus block');
    await edit.getByLabel('Days a week').selectOption({ label: '3 days a week' });
    await screenshotsEverywhere(page, 'habits-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(
      page.getByRole('article', { name: 'Focus block, 3 days a week' }).getByText('0 of 3 this week'),
    ).toBeVisible();
  });
});
