import { call, expect, screenshotInPassing, screenshotsEverywhere, serverSql, test, toast } from './fixtures';

/** A day `offset` days from today (YYYY-MM-DD, UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('the AI Companion', () => {
  test('a nudge on the dashboard leads to a check-in; another is dismissed by keyboard; a kind is muted', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    // Two screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(240_000);
    const { admin } = await signedInAdmin();
    const token = admin.session.access_token;
    const goalOf = async (title: string) => {
      const { goal } = await call<{ goal: { id: string } }>(request, 'POST', '/goals', token, {
        level: 'personal',
        title,
        startsOn: day(-30),
        dueOn: day(30),
        keyResults: [{ title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 }],
      });
      // Set twelve days ago, as no browser can hasten: no check-in since.
      await serverSql(`update goals set created_at = now() - interval '12 days' where id = $1`, [goal.id]);
      return goal;
    };
    await goalOf('Launch the surf school');
    await goalOf('Open a second beach');

    // The dashboard's card: one nudge of a kind, so one of the two equally quiet goals.
    await page.goto('/dashboard');
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Nudges from The Surfer' });
    const nudge = card.getByRole('listitem');
    await expect(nudge).toHaveCount(1);
    await expect(nudge).toContainText(
      /No check-in on “(Launch the surf school|Open a second beach)” for 12 days\./,
    );
    const first = (await nudge.textContent())!.includes('Launch the surf school')
      ? 'Launch the surf school'
      : 'Open a second beach';
    const second = first === 'Launch the surf school' ? 'Open a second beach' : 'Launch the surf school';
    await screenshotsEverywhere(page, 'dashboard-nudges');

    // Its one action: the goal's page, where a check-in answers the nudge.
    await nudge.getByRole('link', { name: 'Check in' }).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).first().click();
    const checkIn = page.getByRole('dialog', { name: `Check in on ${first}` });
    await checkIn.getByRole('radio', { name: 'On track' }).check();
    await checkIn.getByLabel('New value of Lessons booked').fill('12');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(toast(page, 'Checked in')).toBeVisible();

    // On the companion's page the other quiet goal has taken the empty place: checking in is not a
    // dismissal. It is dismissed by keyboard: the focus lands on the list's heading.
    await page.goto('/ai-companion');
    await expect(page.getByRole('heading', { name: 'AI Companion - The Surfer', level: 1 })).toBeVisible();
    const nudges = page.getByRole('region', { name: 'Today’s nudges' });
    await expect(nudges.getByRole('listitem')).toHaveCount(1);
    await expect(nudges.getByRole('listitem')).toContainText(`No check-in on “${second}” for 12 days.`);
    await screenshotsEverywhere(page, 'ai-companion');
    const dismiss = nudges.getByRole('button', { name: `Dismiss: No check-in on “${second}” for 12 days.` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Nudge dismissed')).toContainText('It stays away for two weeks');
    await expect(nudges.getByRole('heading', { name: 'Today’s nudges' })).toBeFocused();
    await expect(nudges.getByRole('heading', { name: 'Nothing to nudge you about' })).toBeVisible();
    // The walk shows the empty page in every variant: here it is seen once.
    await screenshotInPassing(page, 'ai-companion-empty');

    // A kind muted with the space bar stays muted on the next visit.
    const kinds = page.getByRole('group', { name: 'Nudges you get' });
    const recognise = kinds.getByRole('checkbox', { name: 'A teammate not recognised in 60 days' });
    await recognise.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Your nudges are updated')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Nudges you get' })
        .getByRole('checkbox', { name: 'A teammate not recognised in 60 days' }),
    ).not.toBeChecked();
    // The dashboard has no card any more: nothing is left to nudge about today.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Nudges from The Surfer')).toHaveCount(0);
  });
});
