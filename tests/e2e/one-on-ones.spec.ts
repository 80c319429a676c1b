import type { Page } from '@playwright/test';
import {
  call,
  expect,
  failedResource,
  screenshotInPassing,
  screenshotsEverywhere,
  storeSession,
  test,
  toast,
} from './fixtures';

/** A day `offset` days from today (YYYY-MM-DD, UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const agenda = (page: Page) => page.getByRole('list', { name: 'Shared agenda' });
const point = (page: Page, text: string) => agenda(page).getByRole('listitem').filter({ hasText: text });

test.describe('1:1s', () => {
  test('a lead and a member meet weekly: both add points, one from an off-track goal; two ticked, the rest carried; an action item on both dashboards', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
    allowConsoleError,
  }) => {
    // Six screens, each in light and dark on a desktop and a phone, with axe: minutes on a busy host.
    test.setTimeout(300_000);
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
    // Mo's goal, two thirds through its period and checked in as off track.
    const { goal } = await call<{ goal: { id: string } }>(
      request,
      'POST',
      '/goals',
      mo.session.access_token,
      {
        level: 'personal',
        title: 'Launch the surf school',
        startsOn: day(-60),
        dueOn: day(29),
        keyResults: [{ title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 }],
      },
    );
    await call(request, 'POST', `/goals/${goal.id}/check-ins`, mo.session.access_token, {
      status: 'off_track',
      confidence: 3,
    });

    // Kim, the lead: no 1:1 yet; the empty tab says what one is and sets one up with Mo.
    await storeSession(page, kim.session);
    await page.goto('/communication');
    await expect(page.getByRole('heading', { name: 'Communication & Feedback', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No 1:1s yet' })).toBeVisible();
    await screenshotsEverywhere(page, 'communication-empty');
    await page.getByRole('button', { name: 'Set up a 1:1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up a 1:1' });
    await expect(dialog.getByText('In the company’s time zone, UTC.')).toBeVisible();
    await screenshotsEverywhere(page, 'communication-set-up');
    await dialog.getByLabel('With').selectOption({ label: 'Mo Rivera' });
    await dialog.getByLabel('How often').selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Day').selectOption({ label: 'Wednesday' });
    await dialog.getByLabel('Time').fill('10:00');
    await dialog.getByRole('button', { name: 'Set up' }).click();
    // A lead with a member of their team: active at once, straight to its page.
    await expect(toast(page, '1:1 set up')).toBeVisible();
    await expect(page.getByRole('heading', { name: '1:1 with Mo Rivera', level: 1 })).toBeVisible();
    const oneOnOneUrl = page.url();
    for (const text of ['Quarterly plan', 'Team offsite']) {
      await page.getByLabel('New point').fill(text);
      // Enter sends the form through its button, which stays disabled until the last add's reloads end.
      await expect(page.getByRole('button', { name: 'Add a point' })).toBeEnabled();
      await page.getByLabel('New point').press('Enter');
      await expect(point(page, text)).toContainText('Added by you');
    }

    // Mo, the member: the 1:1 is in the list; Mo adds a point, then one from the off-track goal.
    await storeSession(page, mo.session);
    await page.goto('/communication');
    await expect(page.getByRole('link', { name: 'Open the 1:1 with Kim Nakamura' })).toBeVisible();
    await screenshotInPassing(page, 'communication-one-on-ones');
    await page.getByRole('link', { name: 'Open the 1:1 with Kim Nakamura' }).click();
    await expect(point(page, 'Quarterly plan')).toContainText('Added by Kim Nakamura');
    await page.getByLabel('New point').fill('My workload');
    await page.getByRole('button', { name: 'Add a point' }).click();
    await expect(point(page, 'My workload')).toContainText('Added by you');
    await page.goto(`/goals/${goal.id}`);
    await expect(page.getByRole('heading', { name: 'Launch the surf school', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to my next 1:1' }).click();
    await expect(toast(page, 'Added to your 1:1')).toContainText('Kim Nakamura');

    // Kim again: four points, the goal's linked; two ticked, an action item for Mo, and held.
    await storeSession(page, kim.session);
    await page.goto(oneOnOneUrl);
    const fromGoal = point(page, 'Goal off track: Launch the surf school');
    await expect(fromGoal.getByRole('link', { name: 'From a goal' })).toHaveAttribute(
      'href',
      `/goals/${goal.id}`,
    );
    await expect(agenda(page).getByRole('listitem')).toHaveCount(4);
    // Reordered by keyboard: the goal's point first, the focus staying on its button.
    await page.getByRole('button', { name: 'Move “Goal off track: Launch the surf school” up' }).focus();
    for (const position of [2, 1, 0]) {
      await page.keyboard.press('Enter');
      await expect(agenda(page).getByRole('listitem').nth(position)).toContainText('Goal off track');
    }
    await expect(agenda(page).getByRole('listitem').first()).toContainText('Goal off track');
    await page.getByRole('checkbox', { name: 'Done: Quarterly plan' }).check();
    await expect(page.getByRole('checkbox', { name: 'Done: Quarterly plan' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Done: My workload' }).check();
    await expect(page.getByRole('checkbox', { name: 'Done: My workload' })).toBeChecked();
    await page.getByLabel('Private notes for this meeting').fill('Mo seems stretched: ask about the school.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(toast(page, 'Notes saved')).toBeVisible();
    await expect(page.getByText('Only you can read these notes.')).toBeVisible();
    await page.getByLabel('New action item').fill('Draft the school’s timetable');
    await page.getByLabel('Owner').selectOption({ label: 'Mo Rivera' });
    await page.getByLabel('Due').fill(day(7));
    await page.getByLabel('Goal (optional)').selectOption({ label: 'Launch the surf school' });
    await page.getByRole('button', { name: 'Add action item' }).click();
    const items = page.getByRole('list', { name: 'Action items' });
    await expect(items).toContainText('Draft the school’s timetable');
    await screenshotInPassing(page, 'one-on-one');

    await page.getByRole('button', { name: 'Mark as held' }).click();
    await expect(toast(page, 'Meeting marked as held')).toBeVisible();
    // The two not ticked carried over to the next meeting, marked; the two ticked stay in the history.
    await expect(agenda(page).getByRole('listitem')).toHaveCount(2);
    await expect(point(page, 'Team offsite')).toContainText('Carried over');
    await expect(point(page, 'Goal off track: Launch the surf school')).toContainText('Carried over');
    const history = page.getByRole('region', { name: 'Meeting history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Quarterly plan' }).first()).toContainText(
      'Ticked: Quarterly plan',
    );
    await expect(history).toContainText('Draft the school’s timetable');
    await screenshotsEverywhere(page, 'one-on-one-held');

    // Both dashboards: the next 1:1 and the action item.
    for (const [who, partner] of [
      [kim, 'Mo Rivera'],
      [mo, 'Kim Nakamura'],
    ] as const) {
      await storeSession(page, who.session);
      await page.goto('/dashboard');
      await expect(page.getByText('Your next 1:1')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`With ${partner}`) })).toContainText(
        '2 points on the agenda',
      );
      await expect(page.getByRole('list', { name: 'Your action items' })).toContainText(
        'Draft the school’s timetable',
      );
    }
    await screenshotsEverywhere(page, 'dashboard-one-on-ones');

    // Mo ticks it done on the dashboard; the goal page lists it, done.
    // A click, then the saved state: check() reads the box again after the click, and the done item
    // leaves the list, so it could wait on a box that is gone or re-rendered.
    await page.getByRole('checkbox', { name: 'Done: Draft the school’s timetable' }).click();
    await expect(page.getByRole('list', { name: 'Your action items' })).toBeHidden();
    await page.goto(`/goals/${goal.id}`);
    await expect(page.getByRole('region', { name: '1:1 action items' })).toContainText(
      'Draft the school’s timetable',
    );

    // The admin is not one of the two: the 1:1's page is not found for them.
    allowConsoleError(failedResource(404));
    await storeSession(page, admin.session);
    await page.goto(oneOnOneUrl);
    await expect(page.getByRole('heading', { name: '1:1 not found', level: 1 })).toBeVisible();
    await expect(page.getByText('Draft the school’s timetable')).toBeHidden();
  });
});
