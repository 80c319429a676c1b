import { call, expect, screenshotsEverywhere, serverSql, storeSession, test, toast } from './fixtures';

/** A day `offset` days from today (YYYY-MM-DD, UTC: the company's zone here). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Monday to Friday, in UTC (the company's zone). */
const isWorkingDay = (offset: number) => {
  const weekday = new Date(Date.now() + offset * 86_400_000).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};
/** How many days back the last working day before today is. */
const lastWorkingDayBack = () => {
  let back = 1;
  while (!isWorkingDay(-back)) back += 1;
  return back;
};

test.describe('Today', () => {
  test('a member pulls two key results and a 1:1 action into Today, stars one, ticks it and checks in; closes the day the next morning, which is their standup and tells the lead of the block; the next day shows what rolled', async ({
    page,
    request,
    signedInAdmin,
    signUp,
    requestToJoin,
    approve,
    createTeam,
  }) => {
    // Four screens, each in light and dark on a desktop and a phone, with axe: slow on a busy host.
    test.setTimeout(600_000);
    const { admin, company } = await signedInAdmin();
    const mo = await signUp('Mo Rivera');
    const kim = await signUp('Kim Nakamura');
    for (const person of [mo, kim]) {
      await requestToJoin(person, company.companyCode);
      await approve(admin, person);
    }
    // Kim leads Reef Crew, Mo's team, and runs its standup every day of the week.
    const reef = await createTeam(admin, { name: 'Reef Crew', leadIds: [kim.session.user.id] });
    await call(request, 'POST', `/teams/${reef.id}/members`, admin.session.access_token, {
      userId: mo.session.user.id,
    });
    await call(request, 'PUT', `/standups/${reef.id}`, kim.session.access_token, {
      questions: [
        { text: 'What did you get done?', kind: 'done' },
        { text: 'What is next?', kind: 'next' },
        { text: 'Anything blocking you?', kind: 'blocked' },
      ],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      digestTime: '17:00',
      paused: false,
    });
    const moToken = mo.session.access_token;
    await call(request, 'POST', '/goals', moToken, {
      level: 'personal',
      title: 'Launch the surf school',
      startsOn: day(-3),
      dueOn: day(60),
      keyResults: [
        { title: 'Lessons booked', kind: 'number', startValue: 0, targetValue: 40 },
        { title: 'Instructors hired', kind: 'number', startValue: 0, targetValue: 3 },
      ],
    });
    const { oneOnOne } = await call<{ oneOnOne: { id: string } }>(request, 'POST', '/one-on-ones', moToken, {
      partnerId: kim.session.user.id,
      cadence: 'weekly',
      weekday: 3,
      localTime: '10:00',
      startsOn: day(1),
    });
    await call(request, 'POST', `/one-on-ones/${oneOnOne.id}/accept`, kim.session.access_token);
    await call(request, 'POST', '/action-items', moToken, {
      oneOnOneId: oneOnOne.id,
      ownerId: mo.session.user.id,
      text: 'Send Kim the lesson plan',
    });

    // An empty day teaches what to do.
    await storeSession(page, mo.session);
    await page.goto('/execution');
    await expect(page.getByRole('heading', { name: 'Plan your day' })).toBeVisible();
    await screenshotsEverywhere(page, 'today-empty');

    // The picker: both key results and the action item, one click each.
    await page.getByRole('button', { name: 'Pull in (3)' }).click();
    await expect(page.getByRole('heading', { name: 'Pull into today' })).toBeVisible();
    for (const title of ['Lessons booked', 'Instructors hired', 'Send Kim the lesson plan']) {
      await page.getByRole('button', { name: `Pull “${title}” into today` }).click();
      await expect(page.getByRole('list', { name: 'Today’s plan' }).getByText(title)).toBeVisible();
    }
    await expect(page.getByText('Nothing to pull in')).toBeVisible();
    await page.getByRole('button', { name: 'Done pulling' }).click();
    await page.getByLabel('Add to today').fill('Wax the boards');
    await page.getByLabel('Add to today').press('Enter');
    const plan = page.getByRole('list', { name: 'Today’s plan' });
    await expect(plan.getByText('Wax the boards')).toBeVisible();
    await expect(plan.getByText('Key result · Launch the surf school').first()).toBeVisible();
    await expect(plan.getByText('Action item · 1:1 with Kim Nakamura')).toBeVisible();

    // The one thing, then a move by keyboard.
    await page.getByRole('button', { name: 'Make “Lessons booked” your one thing' }).click();
    await expect(
      page.getByRole('button', { name: '“Lessons booked” is your one thing: unstar it' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Move “Wax the boards” up' }).focus();
    await page.keyboard.press('Enter');
    await expect(plan.getByRole('listitem').nth(2)).toContainText('Wax the boards');

    // Ticking the key result offers its goal's check-in.
    await page.getByRole('checkbox', { name: 'Done: Lessons booked' }).check();
    await expect(page.getByText('“Lessons booked” is done. Check in the goal now?')).toBeVisible();
    await screenshotsEverywhere(page, 'today-plan');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    const checkIn = page.getByRole('dialog', { name: 'Check in on Launch the surf school' });
    await checkIn.getByRole('radio', { name: 'On track' }).check();
    await checkIn.getByLabel('New value of Lessons booked').fill('12');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect(toast(page, 'Checked in')).toBeVisible();
    await expect(page.getByText('1 of 4 done')).toBeVisible();

    // The dashboard's card.
    await page.goto('/dashboard');
    await expect(page.getByText('Lessons booked')).toBeVisible();
    await expect(page.getByText('1 of 4 done')).toBeVisible();

    // The next morning: the browser cannot hasten the clock, so the day moves back to the last
    // working day in the database; Today's read rolls the open items as the midnight job would.
    const back = lastWorkingDayBack();
    for (const column of ['day', 'one_thing_on']) {
      await serverSql(`update day_items set ${column} = ${column} - $2::int where user_id = $1`, [
        mo.session.user.id,
        back,
      ]);
    }
    await page.goto('/execution');

    // Yesterday's close, asked for in the morning and prefilled from yesterday.
    const yesterday = page.getByRole('region', { name: 'Close yesterday' });
    await yesterday.getByRole('button', { name: 'Close yesterday' }).click();
    await expect(yesterday.getByLabel('What got done')).toHaveValue('- Lessons booked');
    // What is next: today's open items, the rolled ones with them; on a weekend they wait for Monday.
    if (isWorkingDay(0))
      await expect(yesterday.getByLabel('What is next')).toContainText('Instructors hired');
    else await expect(yesterday.getByLabel('What is next')).toHaveValue('');
    await yesterday.getByLabel('What is blocked').fill('Waiting for the insurance papers');
    await screenshotsEverywhere(page, 'today-close');
    await yesterday.getByRole('button', { name: 'Save the close' }).click();
    await expect(yesterday.getByText('Closed. You can change it until the day after.')).toBeVisible();

    // The close is Mo's answer to Reef Crew's standup, and the block reaches Kim.
    await yesterday.getByRole('link', { name: /^Reef Crew/ }).click();
    const mine = page
      .getByRole('region', { name: /^Answered/ })
      .getByRole('listitem')
      .filter({ hasText: 'Mo Rivera' });
    await expect(mine).toContainText('Waiting for the insurance papers');
    await expect(mine).toContainText('Lessons booked');
    await storeSession(page, kim.session);
    await page.goto('/notifications');
    await expect(
      page.getByRole('link', { name: /Mo Rivera is blocked in Reef Crew’s standup/ }),
    ).toBeVisible();

    await storeSession(page, mo.session);
    await page.goto('/execution');
    await expect(page.getByRole('region', { name: 'Close yesterday' })).toHaveCount(0);
    if (isWorkingDay(0)) {
      await expect(plan.getByText('Instructors hired')).toBeVisible();
      // Rolled by working days: a weekend between counts for nothing.
      await expect(plan.getByText('Rolled 1 day').first()).toBeVisible();
      // Done items stay on their day.
      await expect(plan.getByText('Lessons booked')).toHaveCount(0);
      // An item that has rolled a week asks once whether to keep it.
      await serverSql(`update day_items set rolled = 5 where user_id = $1 and text = 'Wax the boards'`, [
        mo.session.user.id,
      ]);
      await page.reload();
      await expect(page.getByText('Keep it?')).toBeVisible();
      await screenshotsEverywhere(page, 'today-rolled');
      await page.getByRole('button', { name: 'Keep it' }).click();
      await expect(page.getByText('Keep it?')).toHaveCount(0);
      // The action item ticked on Today is done on the 1:1's page too.
      await page.getByRole('checkbox', { name: 'Done: Send Kim the lesson plan' }).check();
      await page.goto(`/communication/one-on-ones/${oneOnOne.id}`);
      await expect(page.getByRole('checkbox', { name: 'Done: Send Kim the lesson plan' })).toBeChecked();
    } else {
      // A weekend: the open items wait for Monday, and the day says so.
      await expect(page.getByText('It is the weekend: plan something if you like, or rest.')).toBeVisible();
      await expect(plan.getByText('Send Kim the lesson plan')).toHaveCount(0);
    }
  });
});
